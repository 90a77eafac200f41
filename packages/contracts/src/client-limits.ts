/** Client-side constants of spec §9. */

/** Script chunk load timeout (remote entries and lazy chunks). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Cached query results are kept this long after nothing uses them. */
export const UNUSED_QUERY_CACHE_SECONDS = 5;
