import type { z } from 'zod';
import { balanceResponse, ledgerPage, ledgerQuery } from './account';
import {
  activityBooking,
  activityBookingsPage,
  activityBookingsQuery,
  activityCheckRequest,
  activityCheckResponse,
  activitySearchRequest,
  activitySearchResponse,
  createActivityBookingRequest,
} from './activities';
import { cancellationQuote, documentQuery } from './bookings';
import { createFlightBookingRequest, flightBooking, flightBookingsPage, flightBookingsQuery, flightSearchRequest, flightSearchResponse, repriceRequest, repriceResponse } from './flights';
import { createHotelBookingRequest, hotelBooking, hotelBookingsPage, hotelBookingsQuery, hotelRecheckRequest, hotelRecheckResponse, hotelSearchRequest, hotelSearchResponse } from './hotels';
import { idParams } from './identity';
import type { ServiceName } from './ports';
import {
  createTransferBookingRequest,
  transferBooking,
  transferBookingsPage,
  transferBookingsQuery,
  transferCancelRequest,
  transferQuoteQuery,
  transferRecheckRequest,
  transferRecheckResponse,
  transferSearchRequest,
  transferSearchResponse,
} from './transfers';
import { createVisaRequest, visaDestinationsResponse, visaIdParams, visaRequestsPage, visaRequestsQuery, visaRequestView, visaRequirement, visaRequirementsQuery } from './visa';

/** The integrator API's path prefix on the main server: `/api/v1/flights/search` is flights' `/flights/search`. */
export const INTEGRATOR_API_PREFIX = '/api/v1';

export type IntegratorMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One operation of the integrator API: the portal's own route, with the very schemas its service
 * validates with, so the OpenAPI document and the gateway's allow-list come from one table.
 */
export interface IntegratorOperation {
  operationId: string;
  method: IntegratorMethod;
  /** The service's own path in OpenAPI form (`/flights/bookings/{id}`), without the prefix. */
  path: string;
  service: ServiceName;
  /** The OpenAPI tag: the product or area it belongs to. */
  tag: 'flights' | 'hotels' | 'transfers' | 'activities' | 'visa' | 'account';
  summary: { en: string; fr: string };
  query?: z.ZodType;
  params?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  /** Creates something once per `Idempotency-Key`. */
  idempotent?: boolean;
  /** Answers a document (PDF) rather than JSON. */
  document?: boolean;
}

type Tag = IntegratorOperation['tag'];
type Words = IntegratorOperation['summary'];

/** What every bookable product offers: book once per key, list, read, quote and cancel, its document. */
function bookingOperations(
  tag: Tag,
  service: ServiceName,
  names: { one: string; many: string; document: 'eticket' | 'voucher' },
  words: { one: Words; many: Words; document: Words },
  schemas: { create: z.ZodType; booking: z.ZodType; page: z.ZodType; list: z.ZodType; quoteQuery?: z.ZodType; cancelBody?: z.ZodType },
): IntegratorOperation[] {
  const base = `/${tag}/bookings`;
  const { one, many } = names;
  return [
    {
      operationId: `create${one}`,
      method: 'post',
      path: base,
      service,
      tag,
      summary: { en: `Book ${words.one.en}`, fr: `Réserver ${words.one.fr}` },
      body: schemas.create,
      response: schemas.booking,
      idempotent: true,
    },
    { operationId: `list${many}`, method: 'get', path: base, service, tag, summary: { en: `List ${words.many.en}`, fr: `Lister ${words.many.fr}` }, query: schemas.list, response: schemas.page },
    {
      operationId: `get${one}`,
      method: 'get',
      path: `${base}/{id}`,
      service,
      tag,
      summary: { en: `Read ${words.one.en}`, fr: `Consulter ${words.one.fr}` },
      params: idParams,
      response: schemas.booking,
    },
    {
      operationId: `quote${one}Cancellation`,
      method: 'get',
      path: `${base}/{id}/cancellation-quote`,
      service,
      tag,
      summary: { en: `What cancelling ${words.one.en} would refund now`, fr: `Ce que rembourserait l'annulation ${words.one.fr.replace(/^une? /, "d'")}` },
      params: idParams,
      query: schemas.quoteQuery,
      response: cancellationQuote,
    },
    {
      operationId: `cancel${one}`,
      method: 'post',
      path: `${base}/{id}/cancel`,
      service,
      tag,
      summary: { en: `Cancel ${words.one.en}`, fr: `Annuler ${words.one.fr}` },
      params: idParams,
      body: schemas.cancelBody,
      response: schemas.booking,
    },
    {
      operationId: `get${one}${names.document === 'eticket' ? 'Eticket' : 'Voucher'}`,
      method: 'get',
      path: `${base}/{id}/${names.document}`,
      service,
      tag,
      summary: words.document,
      params: idParams,
      query: documentQuery,
      document: true,
    },
  ];
}

export const INTEGRATOR_OPERATIONS: readonly IntegratorOperation[] = [
  {
    operationId: 'searchFlights',
    method: 'post',
    path: '/flights/search',
    service: 'flights',
    tag: 'flights',
    summary: { en: 'Search flights', fr: 'Rechercher des vols' },
    body: flightSearchRequest,
    response: flightSearchResponse,
  },
  {
    operationId: 'repriceFlight',
    method: 'post',
    path: '/flights/reprice',
    service: 'flights',
    tag: 'flights',
    summary: { en: "Check an offer's fare now, before booking", fr: "Vérifier le tarif actuel d'une offre avant de réserver" },
    body: repriceRequest,
    response: repriceResponse,
  },
  ...bookingOperations(
    'flights',
    'flights',
    { one: 'FlightBooking', many: 'FlightBookings', document: 'eticket' },
    {
      one: { en: 'a flight', fr: 'un vol' },
      many: { en: 'flight bookings', fr: 'les réservations de vols' },
      document: { en: 'The e-ticket of a ticketed booking (PDF)', fr: "Le billet électronique d'une réservation émise (PDF)" },
    },
    { create: createFlightBookingRequest, booking: flightBooking, page: flightBookingsPage, list: flightBookingsQuery },
  ),
  {
    operationId: 'searchHotels',
    method: 'post',
    path: '/hotels/search',
    service: 'hotels',
    tag: 'hotels',
    summary: { en: 'Search hotels', fr: 'Rechercher des hôtels' },
    body: hotelSearchRequest,
    response: hotelSearchResponse,
  },
  {
    operationId: 'recheckHotelRate',
    method: 'post',
    path: '/hotels/recheck',
    service: 'hotels',
    tag: 'hotels',
    summary: { en: "Check a rate's price and availability now, before booking", fr: "Vérifier le prix et la disponibilité d'un tarif avant de réserver" },
    body: hotelRecheckRequest,
    response: hotelRecheckResponse,
  },
  ...bookingOperations(
    'hotels',
    'hotels',
    { one: 'HotelBooking', many: 'HotelBookings', document: 'voucher' },
    {
      one: { en: 'a hotel', fr: 'un hôtel' },
      many: { en: 'hotel bookings', fr: "les réservations d'hôtels" },
      document: { en: 'The voucher of a confirmed booking (PDF)', fr: "Le bon d'échange d'une réservation confirmée (PDF)" },
    },
    { create: createHotelBookingRequest, booking: hotelBooking, page: hotelBookingsPage, list: hotelBookingsQuery },
  ),
  {
    operationId: 'searchTransfers',
    method: 'post',
    path: '/transfers/search',
    service: 'transfers',
    tag: 'transfers',
    summary: { en: 'Search transfers', fr: 'Rechercher des transferts' },
    body: transferSearchRequest,
    response: transferSearchResponse,
  },
  {
    operationId: 'recheckTransfer',
    method: 'post',
    path: '/transfers/recheck',
    service: 'transfers',
    tag: 'transfers',
    summary: { en: "Check an offer's price and availability now, before booking", fr: "Vérifier le prix et la disponibilité d'une offre avant de réserver" },
    body: transferRecheckRequest,
    response: transferRecheckResponse,
  },
  ...bookingOperations(
    'transfers',
    'transfers',
    { one: 'TransferBooking', many: 'TransferBookings', document: 'voucher' },
    {
      one: { en: 'a transfer', fr: 'un transfert' },
      many: { en: 'transfer bookings', fr: 'les réservations de transferts' },
      document: { en: 'The voucher of a confirmed booking (PDF)', fr: "Le bon d'échange d'une réservation confirmée (PDF)" },
    },
    { create: createTransferBookingRequest, booking: transferBooking, page: transferBookingsPage, list: transferBookingsQuery, quoteQuery: transferQuoteQuery, cancelBody: transferCancelRequest },
  ),
  {
    operationId: 'searchActivities',
    method: 'post',
    path: '/activities/search',
    service: 'activities',
    tag: 'activities',
    summary: { en: 'Search activities', fr: 'Rechercher des activités' },
    body: activitySearchRequest,
    response: activitySearchResponse,
  },
  {
    operationId: 'checkActivity',
    method: 'post',
    path: '/activities/check',
    service: 'activities',
    tag: 'activities',
    summary: { en: "Check an activity's availability and price for a date", fr: "Vérifier la disponibilité et le prix d'une activité à une date" },
    body: activityCheckRequest,
    response: activityCheckResponse,
  },
  ...bookingOperations(
    'activities',
    'activities',
    { one: 'ActivityBooking', many: 'ActivityBookings', document: 'voucher' },
    {
      one: { en: 'an activity', fr: 'une activité' },
      many: { en: 'activity bookings', fr: "les réservations d'activités" },
      document: { en: 'The voucher of a confirmed booking (PDF)', fr: "Le bon d'échange d'une réservation confirmée (PDF)" },
    },
    { create: createActivityBookingRequest, booking: activityBooking, page: activityBookingsPage, list: activityBookingsQuery },
  ),
  {
    operationId: 'listVisaDestinations',
    method: 'get',
    path: '/visa/destinations',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'Visa destinations', fr: 'Destinations des visas' },
    response: visaDestinationsResponse,
  },
  {
    operationId: 'getVisaRequirements',
    method: 'get',
    path: '/visa/requirements',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'What a visa requires for a nationality', fr: "Ce qu'un visa exige pour une nationalité" },
    query: visaRequirementsQuery,
    response: visaRequirement,
  },
  {
    operationId: 'createVisaRequest',
    method: 'post',
    path: '/visa/requests',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'Send a visa request', fr: 'Envoyer une demande de visa' },
    body: createVisaRequest,
    response: visaRequestView,
    idempotent: true,
  },
  {
    operationId: 'listVisaRequests',
    method: 'get',
    path: '/visa/requests',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'List visa requests', fr: 'Lister les demandes de visa' },
    query: visaRequestsQuery,
    response: visaRequestsPage,
  },
  {
    operationId: 'getVisaRequest',
    method: 'get',
    path: '/visa/requests/{id}',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'Read a visa request', fr: 'Consulter une demande de visa' },
    params: visaIdParams,
    response: visaRequestView,
  },
  {
    operationId: 'quoteVisaRequestCancellation',
    method: 'get',
    path: '/visa/requests/{id}/cancellation',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'What cancelling a visa request would refund now', fr: "Ce que rembourserait l'annulation d'une demande de visa" },
    params: visaIdParams,
    response: cancellationQuote,
  },
  {
    operationId: 'cancelVisaRequest',
    method: 'post',
    path: '/visa/requests/{id}/cancel',
    service: 'visa',
    tag: 'visa',
    summary: { en: 'Cancel a visa request', fr: 'Annuler une demande de visa' },
    params: visaIdParams,
    response: visaRequestView,
  },
  {
    operationId: 'getBalance',
    method: 'get',
    path: '/api/balance',
    service: 'account',
    tag: 'account',
    summary: { en: "The agency's balance", fr: "Le solde de l'agence" },
    response: balanceResponse,
  },
  {
    operationId: 'listLedgerEntries',
    method: 'get',
    path: '/account/ledger',
    service: 'account',
    tag: 'account',
    summary: { en: "The agency's ledger", fr: "Le grand livre de l'agence" },
    query: ledgerQuery,
    response: ledgerPage,
  },
];

function pathMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  return want.length === got.length && want.every((part, index) => (part.startsWith('{') ? got[index] !== '' : part === got[index]));
}

/** The operation a request to the integrator API names (path without the prefix), if it is one. */
export function integratorOperationFor(method: string, path: string): IntegratorOperation | undefined {
  const wanted = method.toLowerCase();
  return INTEGRATOR_OPERATIONS.find((operation) => operation.method === wanted && pathMatches(operation.path, path));
}
