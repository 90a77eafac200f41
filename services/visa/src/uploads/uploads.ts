import { VISA_LIMITS, type VisaUpload } from '@portal/contracts';
import { AppError, readMultipart, type EncryptedFileStore, type UploadedFile } from '@portal/service-kit';
import type { ParameterizedContext } from 'koa';
import { ObjectId, type Collection, type Db } from 'mongodb';
import type { Clock } from '@portal/bookings';

const HOUR_MS = 3_600_000;

/** A file uploaded for a visa request, before (and once) a request claims it; its bytes are in the encrypted store under its id. */
export interface UploadDoc {
  _id: ObjectId;
  agencyId: string;
  userId: string;
  fileName: string;
  contentType: string;
  size: number;
  createdAt: Date;
  expiresAt: Date;
  /** The request it belongs to, once claimed; an unclaimed upload is deleted when it expires. */
  claimedBy: ObjectId | null;
}

/** Spec §5's refusal of a file whose content is not jpg, png or pdf. */
export const invalidFileType = (field = 'file') => new AppError('invalid_file_type', 'Invalid file types detected', { fields: [{ field, reason: 'invalid_file_type' }] }, 415);
export const fileTooLarge = (field = 'file') => new AppError('file_too_large', 'The documents of a request may total at most 20 MB', { fields: [{ field, reason: 'file_too_large' }] }, 413);

/**
 * Reads one `file` (and the form's fields) within 20 MB, checked by content: jpg, png or pdf, with
 * a matching extension. The kit's refusals are answered as spec §5's (415, 413); nothing is stored.
 */
export async function readVisaFile(ctx: ParameterizedContext, maxBytes: number): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  let form: Awaited<ReturnType<typeof readMultipart>>;
  try {
    form = await readMultipart(ctx, { maxTotalBytes: maxBytes, maxFiles: 1, kinds: ['jpg', 'png', 'pdf'], field: 'file' });
  } catch (err) {
    const reason = err instanceof AppError ? (err.details as { fields?: { reason: string }[] } | undefined)?.fields?.[0]?.reason : undefined;
    if (reason === 'invalid_file_type') throw invalidFileType();
    if (reason === 'file_too_large') throw fileTooLarge();
    throw err;
  }
  const file = form.files.find((candidate) => candidate.field === 'file');
  if (!file) throw new AppError('validation_failed', 'Send one file', { fields: [{ field: 'file', reason: 'required' }] });
  return { fields: form.fields, file };
}

/** The uploads of the wizard: written encrypted, owned by the agency and its user, kept a day unless a request claims them. */
export class VisaUploads {
  readonly uploads: Collection<UploadDoc>;

  constructor(
    db: Db,
    readonly files: EncryptedFileStore,
    private readonly clock: Clock,
  ) {
    this.uploads = db.collection<UploadDoc>('visa_uploads');
  }

  async init(): Promise<void> {
    await this.files.init();
    await this.uploads.createIndex({ agencyId: 1, _id: 1 });
    await this.uploads.createIndex({ claimedBy: 1, expiresAt: 1 });
  }

  /** Stores the file first (encrypted), then its record, so a record never points at nothing. */
  async add(agencyId: string, userId: string, file: UploadedFile): Promise<UploadDoc> {
    const now = this.clock.now();
    const doc: UploadDoc = {
      _id: new ObjectId(),
      agencyId,
      userId,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.bytes.length,
      createdAt: new Date(now),
      expiresAt: new Date(now + VISA_LIMITS.uploadKeptHours * HOUR_MS),
      claimedBy: null,
    };
    await this.files.put(doc._id.toHexString(), file.bytes);
    await this.uploads.insertOne(doc);
    return doc;
  }

  /** The agency's uploads by id that no request claimed and that have not expired (the others are left out). */
  async usable(agencyId: string, ids: readonly ObjectId[]): Promise<UploadDoc[]> {
    if (ids.length === 0) return [];
    return this.uploads.find({ _id: { $in: [...ids] }, agencyId, claimedBy: null, expiresAt: { $gt: new Date(this.clock.now()) } }).toArray();
  }

  /** Claims the uploads for a request, all or none: false (nothing claimed) when another request took one meanwhile. */
  async claim(ids: readonly ObjectId[], requestId: ObjectId): Promise<boolean> {
    const claimed = await this.uploads.updateMany({ _id: { $in: [...ids] }, claimedBy: null }, { $set: { claimedBy: requestId } });
    if (claimed.modifiedCount === ids.length) return true;
    await this.release(requestId);
    return false;
  }

  /** Gives a request's uploads back (its payment was refused): usable again until they expire. */
  async release(requestId: ObjectId): Promise<void> {
    await this.uploads.updateMany({ claimedBy: requestId }, { $set: { claimedBy: null } });
  }

  /** Deletes an unclaimed upload of the agency; 404 for another's, or one a request holds. */
  async remove(agencyId: string, id: ObjectId): Promise<void> {
    const removed = await this.uploads.findOneAndDelete({ _id: id, agencyId, claimedBy: null });
    if (!removed) throw new AppError('not_found', 'No such upload');
    await this.files.delete([id.toHexString()]);
  }

  /** The sweep's part: expired unclaimed uploads and their bytes deleted. */
  async sweep(): Promise<number> {
    const expired = await this.uploads.find({ claimedBy: null, expiresAt: { $lte: new Date(this.clock.now()) } }, { projection: { _id: 1 } }).toArray();
    if (expired.length === 0) return 0;
    const ids = expired.map((upload) => upload._id);
    await this.uploads.deleteMany({ _id: { $in: ids }, claimedBy: null });
    await this.files.delete(ids.map((id) => id.toHexString()));
    return ids.length;
  }
}

export function uploadView(upload: UploadDoc): VisaUpload {
  return { id: upload._id.toHexString(), fileName: upload.fileName, contentType: upload.contentType, size: upload.size, expiresAt: upload.expiresAt.toISOString() };
}
