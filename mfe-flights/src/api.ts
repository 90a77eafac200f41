import type { z } from 'zod';
import type {
  Airport,
  airportsResponse,
  CancellationQuote,
  CreateFlightBookingRequest,
  flightBookingsPage,
  flightBookingsQuery,
  FlightBooking,
  flightSearchResponse,
  FlightSearchRequest,
  payHeldBookingRequest,
  repriceRequest,
  repriceResponse,
} from '@portal/contracts';
import { flightsApi } from './store';

export type FlightBookingsQuery = Partial<z.input<typeof flightBookingsQuery>>;
export type FlightBookingsPage = z.infer<typeof flightBookingsPage>;
export type FlightSearchResponse = z.infer<typeof flightSearchResponse>;
export type RepriceResponse = z.infer<typeof repriceResponse>;

/** The flights service's calls: search to ticket, then the agency's bookings. */
export const flightsEndpoints = flightsApi.enhanceEndpoints({ addTagTypes: ['Booking'] }).injectEndpoints({
  endpoints: (build) => ({
    airports: build.query<Airport[], string>({
      query: (q) => ({ url: '/flights/airports', params: { q } }),
      transformResponse: (answer: z.infer<typeof airportsResponse>) => answer.airports,
    }),
    searchFlights: build.query<FlightSearchResponse, FlightSearchRequest>({
      query: (body) => ({ url: '/flights/search', method: 'POST', body }),
      // Offers are priced for a few minutes: a new visit searches again.
      keepUnusedDataFor: 0,
    }),
    reprice: build.mutation<RepriceResponse, z.input<typeof repriceRequest>>({
      query: (body) => ({ url: '/flights/reprice', method: 'POST', body }),
    }),
    createBooking: build.mutation<FlightBooking, { idempotencyKey: string; request: CreateFlightBookingRequest }>({
      query: ({ idempotencyKey, request }) => ({ url: '/flights/bookings', method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['Booking'],
    }),
    flightBookings: build.query<FlightBookingsPage, FlightBookingsQuery>({
      query: (params) => ({ url: '/flights/bookings', params }),
      providesTags: ['Booking'],
    }),
    flightBooking: build.query<FlightBooking, string>({
      query: (id) => `/flights/bookings/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
    }),
    payHeldBooking: build.mutation<FlightBooking, { id: string; payment: z.input<typeof payHeldBookingRequest>['payment'] }>({
      query: ({ id, payment }) => ({ url: `/flights/bookings/${encodeURIComponent(id)}/pay`, method: 'POST', body: { payment } }),
      invalidatesTags: ['Booking'],
    }),
    /** What cancelling would do now, as the service's fare rules say: no screen recomputes a refund. */
    cancellationQuote: build.query<CancellationQuote, string>({
      query: (id) => `/flights/bookings/${encodeURIComponent(id)}/cancellation-quote`,
      providesTags: (_result, _error, id) => [{ type: 'Booking', id }],
      // The void window and the deadline pass with time: a new look asks again.
      keepUnusedDataFor: 0,
    }),
    cancelBooking: build.mutation<FlightBooking, string>({
      query: (id) => ({ url: `/flights/bookings/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      invalidatesTags: ['Booking'],
    }),
  }),
});

export const {
  useAirportsQuery,
  useSearchFlightsQuery,
  useRepriceMutation,
  useCreateBookingMutation,
  useFlightBookingsQuery,
  useFlightBookingQuery,
  usePayHeldBookingMutation,
  useCancellationQuoteQuery,
  useCancelBookingMutation,
} = flightsEndpoints;
