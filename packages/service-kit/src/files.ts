import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
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

  /** Deletes a file's pieces (nothing when none are stored). */
  async delete(fileIds: readonly string[]): Promise<void> {
    if (fileIds.length > 0) await this.chunks.deleteMany({ fileId: { $in: [...fileIds] } });
  }
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A 32-byte file key: `configured` (64 hex characters or base64 of 32 bytes) when set, else one
 * derived from the session secret for `purpose`, so development and tests need no setting.
 */
export function fileKey(configured: string | undefined, sessionSecret: string, purpose: string): Buffer {
  if (configured) {
    const key = /^[0-9a-f]{64}$/i.test(configured) ? Buffer.from(configured, 'hex') : Buffer.from(configured, 'base64');
    if (key.length !== 32) throw new Error(`The ${purpose} file key must be 32 bytes (64 hex characters or base64)`);
    return key;
  }
  return createHash('sha256').update(`${sessionSecret}:${purpose}:files`).digest();
}

/**
 * A FileStore whose files are encrypted at rest (AES-256-GCM, a fresh IV per file, the file id as
 * associated data so pieces cannot be swapped between files): only the service holding the key reads them.
 */
export class EncryptedFileStore extends FileStore {
  constructor(
    db: Db,
    collection: string,
    private readonly key: Buffer,
  ) {
    super(db, collection);
  }

  override async put(fileId: string, bytes: Buffer): Promise<void> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(fileId));
    const sealed = Buffer.concat([cipher.update(bytes), cipher.final()]);
    await super.put(fileId, Buffer.concat([iv, cipher.getAuthTag(), sealed]));
  }

  /** The file's clear bytes; a file altered at rest fails to decrypt (thrown). */
  override async get(fileId: string): Promise<Buffer | undefined> {
    const stored = await super.get(fileId);
    if (!stored) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', this.key, stored.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(fileId));
    decipher.setAuthTag(stored.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(stored.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  }
}
