import type { Collection, Document } from 'mongodb';
import type { Model } from 'mongoose';

/** Every account model: indexes created by each store's `init` (autoIndex off), collections by the first write, no `__v` (documents carry their own order or are written whole). */
export const MODEL_OPTIONS = { versionKey: false, autoIndex: false, autoCreate: false } as const;

/** A model's collection through the driver, for the shared list helper (`findPage` reads a driver collection). */
export function pagesOf<T extends Document>(model: Model<T>): Collection<T> {
  return model.db.db!.collection<T>(model.collection.collectionName);
}
