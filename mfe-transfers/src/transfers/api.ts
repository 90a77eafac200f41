import type { z } from 'zod';
import type {
  CancellationQuote,
  CreateTransferBookingRequest,
  PlacesQuery,
  placesResponse,
  TransferBooking,
  transferBookingsPage,
  transferBookingsQuery,
  TransferPlace,
  TransferRecheckResponse,
  TransferSearchRequest,
  TransferSearchResponse,
} from '@portal/contracts';
import { transfersApi } from '../store';

export type TransferBookingsQuery = Partial<z.input<typeof transferBookingsQuery>>;
export type TransferBookingsPage = z.infer<typeof transferBookingsPage>;
/** One trip (0-based) or every trip still booked. */
export type TripSelector = number | 'all';

const bookingPath = (id: string, rest = '') => `/transfers/bookings/${encodeURIComponent(id)}${rest}`;

/** The transfers service's calls: places to voucher, then the agency's bookings. */
export const transfersEndpoints = transfersApi.enhanceEndpoints({ addTagTypes: ['TransferBooking'] }).injectEndpoints({
  endpoints: (build) => ({
    transferPlaces: build.query<TransferPlace[], PlacesQuery>({
      query: (params) => ({ url: '/transfers/places', params }),
      transformResponse: (answer: z.infer<typeof placesResponse>) => answer.places,
    }),
    searchTransfers: build.query<TransferSearchResponse, TransferSearchRequest>({
      query: (body) => ({ url: '/transfers/search', method: 'POST', body }),
      // Prices hold for a few minutes: a new visit searches again.
      keepUnusedDataFor: 0,
    }),
    recheckTransfer: build.mutation<TransferRecheckResponse, { offerId: string; leadLastName?: string }>({
      query: (body) => ({ url: '/transfers/recheck', method: 'POST', body }),
    }),
    createTransferBooking: build.mutation<TransferBooking, { idempotencyKey: string; request: CreateTransferBookingRequest }>({
      query: ({ idempotencyKey, request }) => ({ url: '/transfers/bookings', method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['TransferBooking'],
    }),
    transferBookings: build.query<TransferBookingsPage, TransferBookingsQuery>({
      query: (params) => ({ url: '/transfers/bookings', params }),
      providesTags: ['TransferBooking'],
    }),
    transferBooking: build.query<TransferBooking, string>({
      query: (id) => bookingPath(id),
      providesTags: (_result, _error, id) => [{ type: 'TransferBooking', id }],
    }),
    payTransferBooking: build.mutation<TransferBooking, { id: string; payment: 'balance' | 'agency' }>({
      query: ({ id, payment }) => ({ url: bookingPath(id, '/pay'), method: 'POST', body: { payment } }),
      invalidatesTags: ['TransferBooking'],
    }),
    /** What cancelling one trip (or every trip left) would do now, as the service's policy says: no screen recomputes a refund. */
    transferCancellationQuote: build.query<CancellationQuote, { id: string; trip: TripSelector }>({
      query: ({ id, trip }) => ({ url: bookingPath(id, '/cancellation-quote'), params: { trip: String(trip) } }),
      providesTags: (_result, _error, { id }) => [{ type: 'TransferBooking', id }],
      // The free-cancellation deadline passes with time: a new look asks again.
      keepUnusedDataFor: 0,
    }),
    cancelTransferTrip: build.mutation<TransferBooking, { id: string; trip: TripSelector }>({
      query: ({ id, trip }) => ({ url: bookingPath(id, '/cancel'), method: 'POST', body: { trip } }),
      invalidatesTags: ['TransferBooking'],
    }),
  }),
});

export const {
  useTransferPlacesQuery,
  useSearchTransfersQuery,
  useRecheckTransferMutation,
  useCreateTransferBookingMutation,
  useTransferBookingsQuery,
  useTransferBookingQuery,
  usePayTransferBookingMutation,
  useTransferCancellationQuoteQuery,
  useCancelTransferTripMutation,
} = transfersEndpoints;

/** The voucher PDF in a language: a plain link, so the browser sends the session cookie and opens what the service answers. */
export const voucherUrl = (serviceBaseUrl: string, id: string, language: string) => `${serviceBaseUrl}${bookingPath(id, '/voucher')}?lang=${encodeURIComponent(language)}`;
