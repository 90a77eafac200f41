import mongoose, { type Connection } from 'mongoose';
import type { MongoHandle } from './mongo';

/**
 * A mongoose connection on the service's own MongoClient (one pool for the service): mongoose takes
 * over only a connected client, and connecting an already connected one does nothing.
 */
export async function modelConnection(mongo: Pick<MongoHandle, 'client' | 'db'>): Promise<Connection> {
  await mongo.client.connect();
  return mongoose.createConnection().setClient(mongo.client).useDb(mongo.db.databaseName, { useCache: true });
}
