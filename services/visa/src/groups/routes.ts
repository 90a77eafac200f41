import { sessionActor, type Actor, type Replicas } from '@portal/bookings';
import {
  acceptGroupOption,
  cancelGroupQuote,
  createGroupQuote,
  declineGroupQuote,
  groupDeskPage,
  groupDeskQuery,
  groupDeskView,
  groupQuoteParams,
  groupQuotesPage,
  groupQuotesQuery,
  groupQuoteView,
  groupRoomingList,
  refuseGroupQuote,
  sendGroupQuote,
} from '@portal/contracts';
import { agencyOf, AppError, dayRange, findPage, handle, IdempotencyKeys, literalPattern, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId, type Db, type Filter } from 'mongodb';
import { acceptOption } from './accept';
import type { GroupBookings } from './group-bookings';
import type { AgencyNames } from '../desk/agencies';
import { deskViewOf, isOverdue, rowOf, viewOf, type GroupBookingRef, type GroupQuoteDoc, type GroupQuotes } from './groups';

export interface GroupsContext {
  quotes: GroupQuotes;
  bookings: GroupBookings;
  replicas: Pick<Replicas<object>, 'agentName' | 'currency'>;
  agencies: AgencyNames;
  db: Db;
}

const IDEMPOTENCY_KEY = /^[\w.:-]{8,128}$/;

function searchFilter(q: string | undefined): Filter<GroupQuoteDoc> {
  if (!q) return {};
  return { $or: [{ reference: q.toUpperCase() }, { groupName: literalPattern(q) }] };
}

async function actorOf(context: GroupsContext, ctx: RouteContext): Promise<Actor> {
  const session = sessionOf(ctx);
  return sessionActor(session, await context.replicas.agentName(session.uid), ctx.ip);
}

/** The group's kit booking as its quote shows it. */
export async function bookingOf(context: GroupsContext, doc: GroupQuoteDoc): Promise<GroupBookingRef | null> {
  if (!doc.bookingId) return null;
  const booking = await context.bookings.store.find(doc.bookingId);
  return booking ? context.bookings.summaryOf(booking) : null;
}

/** The agency side of group quotations: request, follow, accept one option or decline and ask again, fill the rooming list. */
export function groupRoutes(context: GroupsContext): Router<AppState> {
  const router = new Router<AppState>();
  const { quotes } = context;
  const agencyUser = requireSession('agency_admin', 'agent');
  const keys = IdempotencyKeys.on(context.db, () => quotes.clock.now());
  const view = async (doc: GroupQuoteDoc) => viewOf(doc, await bookingOf(context, doc));

  router.post(
    '/visa/groups',
    agencyUser,
    handle({ body: createGroupQuote, response: groupQuoteView }, async (ctx, { body }) => {
      const key = ctx.get('idempotency-key');
      if (!IDEMPOTENCY_KEY.test(key)) throw new AppError('validation_failed', 'Send an Idempotency-Key header', { fields: [{ field: 'Idempotency-Key', reason: 'required' }] });
      const session = sessionOf(ctx);
      const agencyId = agencyOf(session);
      const answer = await keys.run(
        { scope: `visa.groups:${agencyId}`, key, request: body },
        async (begin) => {
          const id = new ObjectId();
          const actor = await actorOf(context, ctx);
          await begin(id.toHexString());
          const doc = await quotes.submit(agencyId, { id: session.uid, name: actor.userName }, body, await context.replicas.currency(agencyId), id);
          return { status: 201, body: await view(doc) };
        },
        async (id) => {
          const doc = await quotes.quotes.findOne({ _id: new ObjectId(id) });
          return doc ? { status: 201, body: await view(doc) } : undefined;
        },
      );
      ctx.status = answer.status;
      ctx.body = answer.body;
      if (answer.replayed) ctx.set('Idempotent-Replayed', 'true');
    }),
  );

  router.get(
    '/visa/groups',
    agencyUser,
    handle({ query: groupQuotesQuery, response: groupQuotesPage }, async (ctx, { query }) => {
      const filter: Filter<GroupQuoteDoc> = { agencyId: agencyOf(sessionOf(ctx)), ...searchFilter(query.q) };
      if (query.status) filter.status = query.status;
      const created = dayRange(query.from, query.to);
      if (created) filter.createdAt = created;
      const page = await findPage(quotes.quotes, filter, { createdAt: -1, _id: 1 }, query, (doc) => doc);
      ctx.body = { ...page, items: await Promise.all(page.items.map(async (doc) => rowOf(doc, await bookingOf(context, doc)))) };
    }),
  );

  router.get(
    '/visa/groups/:id',
    agencyUser,
    handle({ params: groupQuoteParams, response: groupQuoteView }, async (ctx, { params }) => {
      ctx.body = await view(await quotes.get(agencyOf(sessionOf(ctx)), params.id));
    }),
  );

  router.post(
    '/visa/groups/:id/accept',
    agencyUser,
    handle({ params: groupQuoteParams, body: acceptGroupOption, response: groupQuoteView }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const doc = await quotes.get(agencyOf(session), params.id);
      ctx.body = await view(await acceptOption(context, session, await actorOf(context, ctx), doc, body));
    }),
  );

  router.post(
    '/visa/groups/:id/decline',
    agencyUser,
    handle({ params: groupQuoteParams, body: declineGroupQuote, response: groupQuoteView }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const doc = await quotes.get(agencyOf(session), params.id);
      // A declined quote asked again later: only the ask remains to do.
      const moved = doc.status === 'declined' && body.askAgain ? await quotes.askAgain(doc, session.uid) : await quotes.decline(doc, body.reason || null, body.askAgain, session.uid);
      ctx.body = await view(moved);
    }),
  );

  router.post(
    '/visa/groups/:id/cancel',
    agencyUser,
    handle({ params: groupQuoteParams, body: cancelGroupQuote, response: groupQuoteView }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const doc = await quotes.get(agencyOf(session), params.id);
      ctx.body = await view(await quotes.cancel(doc, body.reason || null, session.uid));
    }),
  );

  router.put(
    '/visa/groups/:id/rooming',
    agencyUser,
    handle({ params: groupQuoteParams, body: groupRoomingList, response: groupQuoteView }, async (ctx, { params, body }) => {
      const session = sessionOf(ctx);
      const doc = await quotes.get(agencyOf(session), params.id);
      const booking = await bookingOf(context, doc);
      if (!booking) throw new AppError('invalid_transition', 'The rooming list is filled once the group is booked', { from: doc.status, to: 'booked' }, 409);
      ctx.body = await view(await quotes.saveRooming(doc, body.rooms, booking.reference, session.uid));
    }),
  );

  return router;
}

/** The operators' desk: every agency's requests, the soonest due first; quotes with up to three options, or a refusal. */
export function groupDeskRoutes(context: GroupsContext): Router<AppState> {
  const router = new Router<AppState>();
  const { quotes } = context;
  const operator = requireSession('operator');
  const view = async (doc: GroupQuoteDoc) => deskViewOf(doc, await bookingOf(context, doc), quotes.clock.now(), await context.agencies.nameOf(doc.agencyId));

  router.get(
    '/visa/desk/groups',
    operator,
    handle({ query: groupDeskQuery, response: groupDeskPage }, async (ctx, { query }) => {
      const filter: Filter<GroupQuoteDoc> = searchFilter(query.q);
      if (query.status) filter.status = query.status;
      const now = quotes.clock.now();
      const page = await findPage(quotes.quotes, filter, { queueKey: 1, _id: 1 }, query, (doc) => doc);
      const names = await context.agencies.names(page.items.map((doc) => doc.agencyId));
      ctx.body = {
        ...page,
        items: await Promise.all(
          page.items.map(async (doc) => ({ ...rowOf(doc, await bookingOf(context, doc)), agencyId: doc.agencyId, agencyName: names.get(doc.agencyId)!, overdue: isOverdue(doc, now) })),
        ),
      };
    }),
  );

  router.get(
    '/visa/desk/groups/:id',
    operator,
    handle({ params: groupQuoteParams, response: groupDeskView }, async (ctx, { params }) => {
      ctx.body = await view(await quotes.find(params.id));
    }),
  );

  router.post(
    '/visa/desk/groups/:id/quote',
    operator,
    handle({ params: groupQuoteParams, body: sendGroupQuote, response: groupDeskView }, async (ctx, { params, body }) => {
      ctx.body = await view(await quotes.quote(await quotes.find(params.id), body, sessionOf(ctx).uid));
    }),
  );

  router.post(
    '/visa/desk/groups/:id/refuse',
    operator,
    handle({ params: groupQuoteParams, body: refuseGroupQuote, response: groupDeskView }, async (ctx, { params, body }) => {
      ctx.body = await view(await quotes.refuse(await quotes.find(params.id), body.reason, sessionOf(ctx).uid));
    }),
  );

  return router;
}
