import mongoose, { type Connection } from 'mongoose';
import type { Db, MongoClient } from 'mongodb';

/**
 * A mongoose connection on the service's own MongoClient (one pool for the service): mongoose
 * takes over only a connected client, and connecting an already connected one does nothing.
 * Models made on it share the driver's database, so their collections are the service's.
 */
export async function mongooseConnection(client: MongoClient, db: Db): Promise<Connection> {
  await client.connect();
  return mongoose.createConnection().setClient(client).useDb(db.databaseName, { useCache: true });
}
