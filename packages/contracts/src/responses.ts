import { z } from 'zod';

/** An answer that is not a JSON body: what a route declares instead of a zod schema. */
export interface NonJsonResponse {
  kind: 'no_content' | 'redirect' | 'file' | 'html' | 'event_stream';
  /** The media types a `file` answer may have (without parameters). */
  mediaTypes?: readonly string[];
}

/** What a route answers on success: a JSON body's schema, a non-JSON answer, or one of several. */
export type ResponseContract = z.ZodType | NonJsonResponse | readonly (z.ZodType | NonJsonResponse)[];

export const noContent: NonJsonResponse = { kind: 'no_content' };
export const redirect: NonJsonResponse = { kind: 'redirect' };
export const htmlPage: NonJsonResponse = { kind: 'html' };
export const eventStream: NonJsonResponse = { kind: 'event_stream' };
export const fileResponse = (...mediaTypes: string[]): NonJsonResponse => ({ kind: 'file', mediaTypes });
export const pdfFile = fileResponse('application/pdf');
export const spreadsheetFile = fileResponse('text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
export const imageFile = fileResponse('image/png', 'image/jpeg');
/** A proof of payment as uploaded: an image or a PDF. */
export const proofFile = fileResponse('image/png', 'image/jpeg', 'application/pdf');

export const healthResponse = z.object({ status: z.literal('ok'), service: z.string(), uptimeSeconds: z.number().int() });
export const readinessResponse = z.object({ status: z.literal('ready'), service: z.string(), checks: z.record(z.string(), z.string()) });
