import type { ParameterizedContext } from 'koa';
import { AppError } from './errors';

export const DEFAULT_BODY_LIMIT = 1024 * 1024;

/**
 * Reads a JSON body: `undefined` when there is none, 415 when it is not JSON,
 * 413 over the limit, 400 when it does not parse.
 */
export async function readJsonBody(ctx: ParameterizedContext, limit = DEFAULT_BODY_LIMIT): Promise<unknown> {
  const kind = ctx.request.is('json', '+json');
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
    const req = ctx.req;
    const done = (error?: Error) => {
      req.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error) reject(error);
      else resolve(read);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.resume();
        done(new AppError('payload_too_large', `The body may not exceed ${limit} bytes`));
      } else read.push(chunk);
    };
    const onEnd = () => done();
    const onClose = () => done(new AppError('malformed_json', 'The request ended before its body'));
    req.on('data', onData).on('end', onEnd).on('error', done).on('close', onClose);
  });
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('malformed_json');
  }
}
