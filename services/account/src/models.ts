/** Every account model: indexes created by each store's `init` (autoIndex off), collections by the first write, no `__v` (documents carry their own order or are written whole). */
export const MODEL_OPTIONS = { versionKey: false, autoIndex: false, autoCreate: false } as const;
