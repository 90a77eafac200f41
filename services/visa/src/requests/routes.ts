import {
  cancellationQuote,
  createVisaRequest,
  fileResponse,
  VISA_LIMITS,
  visaDocumentParams,
  visaIdParams,
  visaMessageRequest,
  visaRequestsPage,
  visaRequestsQuery,
  visaRequestView,
  visaReuploadFields,
} from '@portal/contracts';
import { BookingRoutes, LIST_SORT, listFilter } from '@portal/bookings';
import { agencyOf, AppError, fieldIssues, fieldErrors, findPage, handle, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId, type Filter } from 'mongodb';
import { readVisaFile } from '../uploads/uploads';
import type { VisaRequestDoc, VisaRequests } from './requests';

/** A visa document as it was uploaded: an image or a PDF. */
export const visaDocumentFile = fileResponse('image/png', 'image/jpeg', 'application/pdf');

/** Answers a document's bytes as what it is, saved rather than rendered as anything else, under a name that cannot break the header. */
export function sendDocument(ctx: RouteContext, file: { document: { fileName: string; contentType: string }; bytes: Buffer }): void {
  const safe = file.document.fileName.replace(/[^\w.\- ]/g, '_') || 'document';
  ctx.type = file.document.contentType;
  ctx.set('Content-Disposition', `attachment; filename="${safe}"; filename*=UTF-8''${encodeURIComponent(file.document.fileName)}`);
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', 'no-store');
  ctx.body = file.bytes;
}

export interface RequestsContext {
  requests: VisaRequests;
  agentName(userId: string): Promise<string>;
}

/** The agency's visa requests: send (paid once per key), list, read, cancel before the embassy, upload a missing document again, download, write to the desk. Tenancy from the session only. */
export function requestRoutes({ requests, agentName }: RequestsContext): Router<AppState> {
  const router = new Router<AppState>();
  const kit = new BookingRoutes(requests, { agentName });
  const { agencyUser } = kit;

  router.post(
    '/visa/requests',
    agencyUser,
    handle({ body: createVisaRequest, response: visaRequestView }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/visa/requests',
    agencyUser,
    handle({ query: visaRequestsQuery, response: visaRequestsPage }, async (ctx, { query }) => {
      const filter = listFilter<VisaRequestDoc>(agencyOf(sessionOf(ctx)), query, ['participants.lastName', 'participants.firstName']) as Filter<VisaRequestDoc> & Record<string, unknown>;
      if (query.visaStatus) filter.visaStatus = query.visaStatus;
      if (query.travelFrom || query.travelTo) filter.travelDate = { ...(query.travelFrom ? { $gte: query.travelFrom } : {}), ...(query.travelTo ? { $lte: query.travelTo } : {}) };
      ctx.body = await findPage(requests.bookings, filter, LIST_SORT, query, (request) => requests.rowOf(request as VisaRequestDoc));
    }),
  );

  router.get(
    '/visa/requests/:id',
    agencyUser,
    handle({ params: visaIdParams, response: visaRequestView }, (ctx, { params }) => kit.read(ctx, params.id)),
  );

  router.get(
    '/visa/requests/:id/cancellation',
    agencyUser,
    handle({ params: visaIdParams, response: cancellationQuote }, (ctx, { params }) => kit.quote(ctx, params.id)),
  );

  router.post(
    '/visa/requests/:id/cancel',
    agencyUser,
    handle({ params: visaIdParams, response: visaRequestView }, (ctx, { params }) => kit.cancel(ctx, params.id)),
  );

  router.post(
    '/visa/requests/:id/documents',
    agencyUser,
    handle({ params: visaIdParams, response: visaRequestView }, async (ctx, { params }) => {
      const request = await kit.booking(ctx, params.id);
      const { fields, file } = await readVisaFile(ctx, VISA_LIMITS.uploadTotalBytes);
      const parsed = visaReuploadFields.safeParse(fields);
      if (!parsed.success) throw fieldErrors(fieldIssues(parsed.error));
      const written = await requests.reupload(sessionOf(ctx), await kit.actorOf(ctx), request._id, parsed.data.participant, parsed.data.kind, file);
      ctx.body = await requests.view(written);
    }),
  );

  router.get(
    '/visa/requests/:id/documents/:documentId',
    agencyUser,
    handle({ params: visaDocumentParams, response: visaDocumentFile }, async (ctx, { params }) => {
      const request = await kit.booking(ctx, params.id);
      sendDocument(ctx, await requests.download(request, params.documentId, await kit.actorOf(ctx), 'agency'));
    }),
  );

  router.post(
    '/visa/requests/:id/messages',
    agencyUser,
    handle({ params: visaIdParams, body: visaMessageRequest, response: visaRequestView }, async (ctx, { params, body }) => {
      const request = await kit.booking(ctx, params.id);
      ctx.status = 201;
      ctx.body = await requests.view(await requests.post(request, await kit.actorOf(ctx), 'agency', body.body));
    }),
  );

  return router;
}

/** The request a route names, whatever the agency (the desk); 404 when there is none. */
export async function anyRequest(requests: VisaRequests, id: string): Promise<VisaRequestDoc> {
  const request = await requests.store.find(new ObjectId(id));
  if (!request) throw new AppError('not_found', 'No such visa request');
  return request;
}
