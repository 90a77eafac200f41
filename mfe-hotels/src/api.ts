import type { z } from 'zod';
import type {
  CancellationQuote,
  CreateHotelBookingRequest,
  destinationsResponse,
  HotelBooking,
  hotelBookingsPage,
  hotelBookingsQuery,
  HotelDestination,
  HotelRatesResponse,
  hotelRecheckResponse,
  HotelSearchRequest,
  HotelSearchResponse,
} from '@portal/contracts';
import { hotelsApi } from './store';

export type HotelBookingsQuery = Partial<z.input<typeof hotelBookingsQuery>>;
export type HotelBookingsPage = z.infer<typeof hotelBookingsPage>;
export type HotelRecheckResponse = z.infer<typeof hotelRecheckResponse>;

const bookingPath = (id: string, rest = '') => `/hotels/bookings/${encodeURIComponent(id)}${rest}`;

/** The hotels service's calls: destination to voucher, then the agency's bookings. */
export const hotelsEndpoints = hotelsApi.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    destinations: build.query<HotelDestination[], string>({
      query: (q) => ({ url: '/hotels/destinations', params: { q } }),
      transformResponse: (answer: z.infer<typeof destinationsResponse>) => answer.destinations,
    }),
    searchHotels: build.query<HotelSearchResponse, HotelSearchRequest>({
      query: (body) => ({ url: '/hotels/search', method: 'POST', body }),
      // Prices hold for a few minutes: a new visit searches again.
      keepUnusedDataFor: 0,
    }),
    hotelRates: build.query<HotelRatesResponse, { hotelId: string; searchId: string }>({
      query: ({ hotelId, searchId }) => ({ url: `/hotels/hotels/${encodeURIComponent(hotelId)}`, params: { searchId } }),
      keepUnusedDataFor: 0,
    }),
    recheckRate: build.mutation<HotelRecheckResponse, string>({
      query: (rateId) => ({ url: '/hotels/recheck', method: 'POST', body: { rateId } }),
    }),
    createHotelBooking: build.mutation<HotelBooking, { idempotencyKey: string; request: CreateHotelBookingRequest }>({
      query: ({ idempotencyKey, request }) => ({ url: '/hotels/bookings', method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Booking'],
    }),
    hotelBookings: build.query<HotelBookingsPage, HotelBookingsQuery>({
      query: (params) => ({ url: '/hotels/bookings', params }),
      providesTags: ['Booking'],
    }),
    hotelBooking: build.query<HotelBooking, string>({
      query: (id) => bookingPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    payHotelBooking: build.mutation<HotelBooking, { id: string; payment: 'balance' | 'agency' }>({
      query: ({ id, payment }) => ({ url: bookingPath(id, '/pay'), method: 'POST', body: { payment } }),
      invalidatesTags: ['Booking'],
    }),
    /** What cancelling would do now, as the service's policy says: no screen recomputes a refund. */
    hotelCancellationQuote: build.query<CancellationQuote, string>({
      query: (id) => bookingPath(id, '/cancellation-quote'),
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
      // The free-cancellation deadline passes with time: a new look asks again.
      keepUnusedDataFor: 0,
    }),
    cancelHotelBooking: build.mutation<HotelBooking, string>({
      query: (id) => ({ url: bookingPath(id, '/cancel'), method: 'POST' }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const {
  useDestinationsQuery,
  useSearchHotelsQuery,
  useHotelRatesQuery,
  useRecheckRateMutation,
  useCreateHotelBookingMutation,
  useHotelBookingsQuery,
  useHotelBookingQuery,
  usePayHotelBookingMutation,
  useHotelCancellationQuoteQuery,
  useCancelHotelBookingMutation,
} = hotelsEndpoints;

/** The voucher PDF in a language: a plain link, so the browser sends the session cookie and opens what the service answers. */
export const voucherUrl = (serviceBaseUrl: string, id: string, language: string) => `${serviceBaseUrl}${bookingPath(id, '/voucher')}?lang=${encodeURIComponent(language)}`;
