import type { IncomingMessage } from 'node:http';
import type { ParameterizedContext } from 'koa';
import { AppError, bodyBrokenOff } from './errors';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
const PLAIN_JSON = /^application\/json\s*(;|$)/i;

/** Calls `fail` once if the request's body breaks off before its end, whatever the reader is. */
export function onBodyBrokenOff(req: IncomingMessage, fail: (error: AppError) => void): void {
  // An error listener also makes Node report a client's abort as an error instead of dropping it.
  req.on('error', () => fail(bodyBrokenOff()));
  req.on('close', () => {
    if (!req.complete) fail(bodyBrokenOff());
  });
}

/**
 * Reads a JSON body: `undefined` when there is none, 415 when it is not JSON,
 * 413 over the limit, 400 when it does not parse.
 */
export async function readJsonBody(ctx: ParameterizedContext, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  // Plain `application/json` is by far the common case: recognised without parsing the media type.
  const plainJson = PLAIN_JSON.test(ctx.get('content-type')) && (ctx.get('content-length') !== '' || ctx.get('transfer-encoding') !== '');
  const kind = plainJson || ctx.request.is('json', '+json');
  if (kind === null) return undefined;
  if (kind === false) throw new AppError('unsupported_media_type', 'Send the body as application/json');
  const declared = ctx.request.length;
  if (declared !== undefined && declared > limit) {
    ctx.req.resume();
    throw new AppError('payload_too_large', `The body may not exceed ${limit} bytes`);
  }
  const chunks = await new Promise<Buffer[]>((resolve, reject) => {
    const read: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve(read);
    };
    ctx.req
      .on('data', (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size <= limit) read.push(chunk);
        else {
          ctx.req.resume();
          settle(new AppError('payload_too_large', `The body may not exceed ${limit} bytes`));
        }
      })
      .on('end', () => settle());
    onBodyBrokenOff(ctx.req, settle);
  });
  const text = (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('malformed_json');
  }
}
