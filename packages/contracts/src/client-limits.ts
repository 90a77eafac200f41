/** Client-side constants of spec §9. */

/** Script chunk load timeout (remote entries and lazy chunks). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Cached query results are kept this long after nothing uses them. */
export const UNUSED_QUERY_CACHE_SECONDS = 5;

/** Spec §3, §9: the persisted client store (drafts of the visa wizard and the visa forms) under this storage key, rehydrated within this time. */
export const CLIENT_STORE_KEY = 'root';
export const CLIENT_STORE_PERSIST_TIMEOUT_MS = 5000;
