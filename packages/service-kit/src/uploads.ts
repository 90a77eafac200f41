import { REASONS } from '@portal/contracts';
import busboy from 'busboy';
import type { ParameterizedContext } from 'koa';
import { onBodyBrokenOff } from './body';
import { AppError } from './errors';
import { controlCharacterIssues } from './validate';

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

export interface UploadedFile {
  field: string;
  fileName: string;
  kind: FileKind;
  contentType: string;
  bytes: Buffer;
}

export interface MultipartOptions {
  /** Total of all files (spec §5: 20 MB). */
  maxTotalBytes: number;
  maxFiles: number;
  kinds: readonly FileKind[];
  /** What a refusal of the whole upload (too large, too many files) names as its field; `files` by default. */
  field?: string;
}

const EXTENSIONS: Record<FileKind, readonly string[]> = { png: ['png'], jpg: ['jpg', 'jpeg'], pdf: ['pdf'] };

function uploadRefused(field: string, reason: 'invalid_file_type' | 'file_too_large' | 'too_many_files'): AppError {
  return new AppError('validation_failed', 'Invalid file types detected', { fields: [{ field, reason }] });
}

function malformed(err: Error): AppError {
  return new AppError('bad_request', `Malformed multipart body: ${err.message}`);
}

/**
 * Reads a multipart form into memory, then checks every file: its name's extension and its
 * content must both be an accepted kind, and all files together stay within the limit. A refused
 * upload throws before anything is stored.
 */
export async function readMultipart(ctx: ParameterizedContext, options: MultipartOptions): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  if (!ctx.request.is('multipart/form-data')) throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data');
  const declared = ctx.request.length;
  // Room for the form fields and boundaries beyond the files themselves.
  if (declared !== undefined && declared > options.maxTotalBytes + 64 * 1024) {
    ctx.req.resume();
    throw uploadRefused(options.field ?? 'files', 'file_too_large');
  }
  const fields: Record<string, string> = {};
  const raw: { field: string; fileName: string; chunks: Buffer[] }[] = [];
  let total = 0;
  let refusal: AppError | undefined;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: options.maxFiles + 1, fields: 50, fieldSize: 10_000 } });
    } catch (err) {
      ctx.req.resume();
      reject(malformed(err as Error));
      return;
    }
    const fail = (error: AppError) => {
      ctx.req.unpipe(parser);
      ctx.req.resume();
      reject(error);
    };
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (field, stream, info) => {
      const file = { field, fileName: info.filename ?? '', chunks: [] as Buffer[] };
      raw.push(file);
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > options.maxTotalBytes) refusal ??= uploadRefused(field, 'file_too_large');
        else file.chunks.push(chunk);
      });
      // The parser reports the same failure; unheard, a file stream's error would end the process.
      stream.on('error', () => undefined);
    });
    parser.on('error', (err: Error) => fail(malformed(err)));
    parser.on('close', () => resolve());
    onBodyBrokenOff(ctx.req, fail);
    ctx.req.pipe(parser);
  });
  const controls = [
    ...controlCharacterIssues(fields),
    ...raw.filter((file) => controlCharacterIssues(file.fileName).length > 0).map((file) => ({ field: file.field, reason: REASONS.controlCharacter })),
  ];
  if (controls.length > 0) throw new AppError('validation_failed', undefined, { fields: controls });
  if (refusal) throw refusal;
  if (raw.length > options.maxFiles) throw uploadRefused(options.field ?? 'files', 'too_many_files');
  const files = raw.map(({ field, fileName, chunks }) => {
    const bytes = Buffer.concat(chunks);
    const kind = sniffFileKind(bytes);
    const extension = fileName.toLowerCase().split('.').pop() ?? '';
    if (!kind || !options.kinds.includes(kind) || !EXTENSIONS[kind].includes(extension)) throw uploadRefused(field, 'invalid_file_type');
    return { field, fileName, kind, contentType: CONTENT_TYPES[kind], bytes };
  });
  return { fields, files };
}
