import { Binary, type Collection, type Db } from 'mongodb';

/** Files in 1 MiB pieces (a document may not exceed 16 MiB; an upload may reach 20 MB). */
const CHUNK_BYTES = 1024 * 1024;

interface FileChunkDoc {
  _id: string;
  /** The stored file's id, as its owner names it (`<topUpId>:<index>`, an attachment's id). */
  fileId: string;
  n: number;
  data: Binary;
}

/**
 * Uploaded files in a service's own database, one collection of chunks: written before the record
 * that points at them (so a record is never visible without its file), read back whole.
 */
export class FileStore {
  readonly chunks: Collection<FileChunkDoc>;

  constructor(db: Db, collection: string) {
    this.chunks = db.collection<FileChunkDoc>(collection);
  }

  async init(): Promise<void> {
    await this.chunks.createIndex({ fileId: 1, n: 1 });
  }

  /** Stores a new file's bytes under an id of its owner's (fresh: a second put of one id is refused as a duplicate key). */
  async put(fileId: string, bytes: Buffer): Promise<void> {
    for (let n = 0; n === 0 || n * CHUNK_BYTES < bytes.length; n += 1) {
      await this.chunks.insertOne({ _id: `${fileId}:${n}`, fileId, n, data: new Binary(bytes.subarray(n * CHUNK_BYTES, (n + 1) * CHUNK_BYTES)) });
    }
  }

  /** A stored file's bytes; undefined when nothing is stored under that id. */
  async get(fileId: string): Promise<Buffer | undefined> {
    const pieces = await this.chunks.find({ fileId }).sort({ n: 1 }).toArray();
    if (pieces.length === 0) return undefined;
    return Buffer.concat(pieces.map((piece) => Buffer.from(piece.data.buffer)));
  }
}
