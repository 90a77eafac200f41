import {
  createHotelVisaReservation,
  documentQuery,
  hotelVisaConfirmation,
  hotelVisaConversion,
  hotelVisaDeskPage,
  hotelVisaDeskView,
  hotelVisaIdParams,
  hotelVisaListQuery,
  hotelVisaPage,
  hotelVisaRefusal,
  hotelVisaView,
  pdfFile,
} from '@portal/contracts';
import { BookingRoutes, documentSender, sessionActor, type Actor } from '@portal/bookings';
import { handle, requireServiceCall, requireSession, Router, sessionOf, type AppState, type RouteContext } from '@portal/service-kit';
import { ObjectId } from 'mongodb';
import type { AgencyNames } from '../desk/agencies';
import type { HotelVisaDoc, HotelVisaReservations } from './hotels';
import { renderHotelVisaLetter } from './letter';

export interface HotelVisaContext {
  reservations: HotelVisaReservations;
  /** A user's name as the service knows it, for the history. */
  agentName(userId: string): Promise<string>;
  agencies: AgencyNames;
}

/** The letter exists once the desk confirmed with a hotel, and stays with the paid stay. */
const sendLetter = documentSender<HotelVisaDoc>({
  name: 'hotel-reservation',
  issued: (booking) => booking.confirmation !== null && (booking.hotelVisaStatus === 'confirmed' || booking.hotelVisaStatus === 'converted'),
  missing: { code: 'not_confirmed', message: 'This reservation has no letter: it is not confirmed' },
  render: renderHotelVisaLetter,
});

/** The agency's hotel visa reservations: request (once per Idempotency-Key), list, read, cancel, convert into a paid stay, the letter. Tenancy from the session only. */
export function hotelVisaRoutes({ reservations, agentName }: HotelVisaContext): Router<AppState> {
  const router = new Router<AppState>();
  const kit = new BookingRoutes(reservations, { agentName });
  const { agencyUser } = kit;

  router.post(
    '/visa/hotel-reservations',
    agencyUser,
    handle({ body: createHotelVisaReservation, response: hotelVisaView }, (ctx, { body }) => kit.create(ctx, body)),
  );

  router.get(
    '/visa/hotel-reservations',
    agencyUser,
    handle({ query: hotelVisaListQuery, response: hotelVisaPage }, async (ctx, { query }) => {
      ctx.body = await reservations.listOwn(sessionOf(ctx), query);
    }),
  );

  router.get(
    '/visa/hotel-reservations/:id',
    agencyUser,
    handle({ params: hotelVisaIdParams, response: hotelVisaView }, (ctx, { params }) => kit.read(ctx, params.id)),
  );

  router.post(
    '/visa/hotel-reservations/:id/cancel',
    agencyUser,
    handle({ params: hotelVisaIdParams, response: hotelVisaView }, (ctx, { params }) => kit.cancel(ctx, params.id)),
  );

  router.post(
    '/visa/hotel-reservations/:id/convert',
    agencyUser,
    handle({ params: hotelVisaIdParams, body: hotelVisaConversion, response: hotelVisaView }, (ctx, { params, body }) => kit.pay(ctx, params.id, body.payment)),
  );

  router.get(
    '/visa/hotel-reservations/:id/letter',
    agencyUser,
    handle({ params: hotelVisaIdParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendLetter(ctx, await kit.booking(ctx, params.id), query.lang, query.download);
    }),
  );

  return router;
}

/** The operators' desk: every agency's reservations, confirmed with a hotel or refused. */
export function hotelVisaDeskRoutes({ reservations, agentName, agencies }: HotelVisaContext): Router<AppState> {
  const router = new Router<AppState>();
  const operator = requireSession('operator');
  const actorOf = async (ctx: RouteContext): Promise<Actor> => {
    const session = sessionOf(ctx);
    return sessionActor(session, await agentName(session.uid), ctx.ip);
  };
  const answer = async (ctx: RouteContext, booking: HotelVisaDoc) => {
    ctx.body = { ...(await reservations.view(booking)), agencyName: await agencies.nameOf(booking.agencyId) };
  };

  router.get(
    '/visa/hotel-desk',
    operator,
    handle({ query: hotelVisaListQuery, response: hotelVisaDeskPage }, async (ctx, { query }) => {
      const page = await reservations.listAll(query);
      const names = await agencies.names(page.items.map((row) => row.agencyId));
      ctx.body = { ...page, items: page.items.map((row) => ({ ...row, agencyName: names.get(row.agencyId)! })) };
    }),
  );

  router.get(
    '/visa/hotel-desk/:id',
    operator,
    handle({ params: hotelVisaIdParams, response: hotelVisaDeskView }, async (ctx, { params }) => answer(ctx, await reservations.find(new ObjectId(params.id)))),
  );

  router.post(
    '/visa/hotel-desk/:id/confirm',
    operator,
    handle({ params: hotelVisaIdParams, body: hotelVisaConfirmation, response: hotelVisaDeskView }, async (ctx, { params, body }) =>
      answer(ctx, await reservations.confirm(await actorOf(ctx), new ObjectId(params.id), body)),
    ),
  );

  router.post(
    '/visa/hotel-desk/:id/refuse',
    operator,
    handle({ params: hotelVisaIdParams, body: hotelVisaRefusal, response: hotelVisaDeskView }, async (ctx, { params, body }) =>
      answer(ctx, await reservations.refuse(await actorOf(ctx), new ObjectId(params.id), body.reason)),
    ),
  );

  router.get(
    '/visa/hotel-desk/:id/letter',
    operator,
    handle({ params: hotelVisaIdParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendLetter(ctx, await reservations.find(new ObjectId(params.id)), query.lang, query.download);
    }),
  );

  return router;
}

/** Service-to-service: the letter for the notifications service, which attaches it to the confirmation email. */
export function internalHotelVisaRoutes(reservations: HotelVisaReservations): Router<AppState> {
  const router = new Router<AppState>();
  router.get(
    '/internal/visa/hotel-reservations/:id/letter',
    requireServiceCall(),
    handle({ params: hotelVisaIdParams, query: documentQuery, response: pdfFile }, async (ctx, { params, query }) => {
      await sendLetter(ctx, await reservations.find(new ObjectId(params.id)), query.lang);
    }),
  );
  return router;
}
