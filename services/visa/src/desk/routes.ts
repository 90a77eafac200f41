import { VISA_FINAL, visaDeskPage, visaDeskQuery, visaDeskRequestView, visaDocumentParams, visaIdParams, visaMessageRequest, visaStatusChange } from '@portal/contracts';
import { findPage, handle, literalPattern, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { sessionActor, type Actor } from '@portal/bookings';
import type { Filter, Sort } from 'mongodb';
import { anyRequest, sendDocument, visaDocumentFile } from '../requests/routes';
import type { VisaRequestDoc, VisaRequests } from '../requests/requests';
import type { AgencyNames } from './agencies';

export interface DeskContext {
  requests: VisaRequests;
  agencies: AgencyNames;
  agentName(userId: string): Promise<string>;
}

const SORTS: Record<'waiting' | 'travel' | 'created_desc', Sort> = {
  // The oldest waiting first: what has waited longest in its status.
  waiting: { visaStatusAt: 1, _id: 1 },
  travel: { travelDate: 1, _id: 1 },
  created_desc: { createdAt: -1, _id: 1 },
};

/** The operators' visa desk: every agency's paid requests, their files (each download recorded), the status moves and the thread. */
export function deskRoutes({ requests, agencies, agentName }: DeskContext): Router<AppState> {
  const router = new Router<AppState>();
  const operator = requireSession('operator');

  const actorOf = async (ctx: RouteContext): Promise<Actor> => {
    const session = sessionOf(ctx);
    return sessionActor(session, await agentName(session.uid), ctx.ip);
  };
  const viewOf = async (request: VisaRequestDoc) => ({
    ...(await requests.deskView(request)),
    agencyId: request.agencyId,
    agencyName: (await agencies.names([request.agencyId])).get(request.agencyId)!,
  });

  router.get(
    '/visa/desk/requests',
    operator,
    handle({ query: visaDeskQuery, response: visaDeskPage }, async (ctx, { query }) => {
      // Only requests handed to the desk: paid ones.
      const filter: Filter<VisaRequestDoc> & Record<string, unknown> = { product: 'visa', paidWith: { $ne: null } };
      if (query.visaStatus) filter.visaStatus = query.visaStatus;
      else if (query.sort === 'waiting') filter.visaStatus = { $nin: [...VISA_FINAL] };
      if (query.destination) filter.destination = query.destination;
      if (query.q) {
        const pattern = literalPattern(query.q);
        filter.$or = [{ reference: query.q.toUpperCase() }, { 'participants.lastName': pattern }, { 'participants.firstName': pattern }, { agencyId: { $in: await agencies.matching(query.q) } }];
      }
      const page = await findPage(requests.bookings, filter, SORTS[query.sort], query, (request) => request as VisaRequestDoc);
      const names = await agencies.names(page.items.map((request) => request.agencyId));
      ctx.body = { ...page, items: page.items.map((request) => ({ ...requests.rowOf(request), agencyId: request.agencyId, agencyName: names.get(request.agencyId)! })) };
    }),
  );

  router.get(
    '/visa/desk/requests/:id',
    operator,
    handle({ params: visaIdParams, response: visaDeskRequestView }, async (ctx, { params }) => {
      ctx.body = await viewOf(await anyRequest(requests, params.id));
    }),
  );

  router.post(
    '/visa/desk/requests/:id/status',
    operator,
    handle({ params: visaIdParams, body: visaStatusChange, response: visaDeskRequestView }, async (ctx, { params, body }) => {
      const request = await anyRequest(requests, params.id);
      ctx.body = await viewOf(await requests.deskMove(request._id, await actorOf(ctx), body));
    }),
  );

  router.post(
    '/visa/desk/requests/:id/messages',
    operator,
    handle({ params: visaIdParams, body: visaMessageRequest, response: visaDeskRequestView }, async (ctx, { params, body }) => {
      const request = await anyRequest(requests, params.id);
      ctx.status = 201;
      ctx.body = await viewOf(await requests.post(request, await actorOf(ctx), 'operator', body.body));
    }),
  );

  router.get(
    '/visa/desk/requests/:id/documents/:documentId',
    operator,
    handle({ params: visaDocumentParams, response: visaDocumentFile }, async (ctx, { params }) => {
      const request = await anyRequest(requests, params.id);
      sendDocument(ctx, await requests.download(request, params.documentId, await actorOf(ctx), 'operator'));
    }),
  );

  return router;
}
