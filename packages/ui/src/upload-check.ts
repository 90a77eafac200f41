import { REASONS } from '@portal/contracts';

/** File kinds the portal accepts (spec §5), as the services name them. */
export type UploadKind = 'png' | 'jpg' | 'pdf';

const EXTENSIONS: Record<UploadKind, readonly string[]> = { png: ['png'], jpg: ['jpg', 'jpeg'], pdf: ['pdf'] };

/** What a file is by its first bytes, as the services judge it; undefined for anything else. */
export function uploadKindOf(bytes: Uint8Array): UploadKind | undefined {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}

/** The `accept` attribute of a file input for these kinds, e.g. `.jpg,.jpeg,.png,.pdf`. */
export function acceptOf(kinds: readonly UploadKind[]): string {
  return kinds.flatMap((kind) => EXTENSIONS[kind].map((extension) => `.${extension}`)).join(',');
}

export interface UploadRules {
  kinds: readonly UploadKind[];
  /** All files together (spec §5: 20 MB), or one logo. */
  maxTotalBytes: number;
}

/**
 * Checks files before sending, the way the service will: each name's extension and content must
 * be an accepted kind, and together they stay within the limit. Answers the refusal reason or null.
 */
export async function checkUploads(files: readonly File[], rules: UploadRules): Promise<typeof REASONS.fileType | typeof REASONS.fileSize | null> {
  for (const file of files) {
    const extension = file.name.toLowerCase().split('.').pop() ?? '';
    const kind = uploadKindOf(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
    if (!kind || !rules.kinds.includes(kind) || !EXTENSIONS[kind].includes(extension)) return REASONS.fileType;
  }
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > rules.maxTotalBytes ? REASONS.fileSize : null;
}
