import { fileResponse, TICKET_LIMITS } from '@portal/contracts';
import { AppError, CONTENT_TYPES, readMultipart, type UploadedFile } from '@portal/service-kit';
import type { ParameterizedContext } from 'koa';
import type { AttachmentDoc, TicketDoc } from './tickets';
import type { FileStore } from '@portal/service-kit';

/** Where a ticket form carries its files. */
export const ATTACHMENTS_FIELD = 'attachments';

/** An attachment as it was uploaded: an image or a PDF. */
export const attachmentFile = fileResponse(...Object.values(CONTENT_TYPES));

export function attachmentsTooLarge(): AppError {
  return new AppError('validation_failed', 'Attachments may total at most 20 MB per ticket', { fields: [{ field: ATTACHMENTS_FIELD, reason: 'file_too_large' }] });
}

/** A ticket form's fields and files (jpg, png or pdf by content, refusals named `attachments`). */
export async function readTicketForm(ctx: ParameterizedContext): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const form = await readMultipart(ctx, { maxTotalBytes: TICKET_LIMITS.uploadTotalBytes, maxFiles: TICKET_LIMITS.attachmentsPerMessage, kinds: ['jpg', 'png', 'pdf'], field: ATTACHMENTS_FIELD });
  return { fields: form.fields, files: form.files.filter((f) => f.field === ATTACHMENTS_FIELD) };
}

export const filesBytes = (files: readonly UploadedFile[]) => files.reduce((sum, f) => sum + f.bytes.length, 0);

/** The attachment of a message the reader may see (`withInternal`: the desk), or undefined. */
export function attachmentIn(doc: TicketDoc, attachmentId: string, withInternal: boolean): AttachmentDoc | undefined {
  for (const message of doc.messages) {
    if (message.internal && !withInternal) continue;
    const found = message.attachments.find((a) => a._id.toHexString() === attachmentId);
    if (found) return found;
  }
  return undefined;
}

/** Answers a stored attachment as what it is, downloaded rather than rendered as anything else. */
export async function sendAttachment(ctx: ParameterizedContext, files: FileStore, attachment: AttachmentDoc): Promise<void> {
  const bytes = await files.get(attachment._id.toHexString());
  if (!bytes) throw new AppError('not_found');
  ctx.type = attachment.contentType;
  ctx.set('Content-Disposition', `inline; filename="${attachment.fileName.replace(/["\\\r\n]/g, '_')}"`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.body = bytes;
}
