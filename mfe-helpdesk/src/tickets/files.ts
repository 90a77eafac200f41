import { REASONS, TICKET_LIMITS } from '@portal/contracts';
import { acceptOf, checkUploads, type UploadKind } from '@portal/ui';

/** Spec §5: a ticket's attachments are jpg, jpeg, png or pdf files, 20 MB in all for the ticket. */
const TICKET_FILE_KINDS: readonly UploadKind[] = ['jpg', 'png', 'pdf'];

/** The `accept` attribute of the attachment picker. */
export const TICKET_FILES_ACCEPT = acceptOf(TICKET_FILE_KINDS);

/** Too many files on one message (the service takes `TICKET_LIMITS.attachmentsPerMessage`). */
export const TOO_MANY_FILES = 'too_many_files';

export type TicketFilesIssue = typeof REASONS.fileType | typeof REASONS.fileSize | typeof TOO_MANY_FILES;

/**
 * Checks a message's files before sending, the way the service will: kind by name and content,
 * at most `attachmentsPerMessage`, and no more bytes than the ticket has left. Answers the reason or null.
 */
export async function checkTicketFiles(files: readonly File[], bytesLeft: number = TICKET_LIMITS.uploadTotalBytes): Promise<TicketFilesIssue | null> {
  if (files.length > TICKET_LIMITS.attachmentsPerMessage) return TOO_MANY_FILES;
  return checkUploads(files, { kinds: TICKET_FILE_KINDS, maxTotalBytes: bytesLeft });
}

/** A message's multipart body: its text fields, and the files under `attachments` as the service reads them. */
export function messageFormData(fields: Record<string, string | undefined>, files: readonly File[]): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) body.set(name, value);
  for (const file of files) body.append('attachments', file, file.name);
  return body;
}

/** Megabytes rounded down to one decimal, for the "x MB left" hint. */
export const megabytes = (bytes: number) => Math.max(0, Math.floor((bytes / (1024 * 1024)) * 10) / 10);
