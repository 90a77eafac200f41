/** File types the portal accepts in uploads (spec §5), recognised by their first bytes. */
export type FileKind = 'png' | 'jpg' | 'pdf';

export const CONTENT_TYPES: Record<FileKind, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** What a file is by its content, whatever its name says; undefined for anything else. */
export function sniffFileKind(bytes: Uint8Array): FileKind | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpg';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf';
  return undefined;
}
