import type { z } from 'zod';
import type {
  ActivityBooking,
  activityBookingsPage,
  activityBookingsQuery,
  ActivityCheckRequest,
  ActivityCheckResponse,
  ActivityDestination,
  activityDestinationsResponse,
  ActivityProductResponse,
  ActivitySearchRequest,
  ActivitySearchResponse,
  CancellationQuote,
  CreateActivityBookingRequest,
} from '@portal/contracts';
import { createServiceApi } from '@portal/ui';

export type ActivityBookingsQuery = Partial<z.input<typeof activityBookingsQuery>>;
export type ActivityBookingsPage = z.infer<typeof activityBookingsPage>;

/** The activities service sits behind the main server (`/activities/...`), not behind this remote's transfers service. */
export const activitiesApi = createServiceApi('activitiesApi', ['ActivityBooking'], 'server');

const bookingPath = (id: string, rest = '') => `/activities/bookings/${encodeURIComponent(id)}${rest}`;

/** The activities calls: destination to voucher, then the agency's activity bookings. */
export const activitiesEndpoints = activitiesApi.injectEndpoints({
  endpoints: (build) => ({
    activityDestinations: build.query<ActivityDestination[], string>({
      query: (q) => ({ url: '/activities/destinations', params: { q } }),
      transformResponse: (answer: z.infer<typeof activityDestinationsResponse>) => answer.destinations,
    }),
    searchActivities: build.query<ActivitySearchResponse, ActivitySearchRequest>({
      query: (body) => ({ url: '/activities/search', method: 'POST', body }),
      // Prices and places move: a new visit searches again.
      keepUnusedDataFor: 0,
    }),
    activityProduct: build.query<ActivityProductResponse, { productId: string; from: string; to: string }>({
      query: ({ productId, from, to }) => ({ url: `/activities/products/${encodeURIComponent(productId)}`, params: { from, to } }),
      keepUnusedDataFor: 0,
    }),
    checkActivity: build.mutation<ActivityCheckResponse, ActivityCheckRequest>({
      query: (body) => ({ url: '/activities/check', method: 'POST', body }),
    }),
    createActivityBooking: build.mutation<ActivityBooking, { idempotencyKey: string; request: CreateActivityBookingRequest }>({
      query: ({ idempotencyKey, request }) => ({ url: '/activities/bookings', method: 'POST', body: request, headers: { 'Idempotency-Key': idempotencyKey } }),
      invalidatesTags: ['ActivityBooking'],
    }),
    activityBookings: build.query<ActivityBookingsPage, ActivityBookingsQuery>({
      query: (params) => ({ url: '/activities/bookings', params }),
      providesTags: ['ActivityBooking'],
    }),
    activityBooking: build.query<ActivityBooking, string>({
      query: (id) => bookingPath(id),
      providesTags: (_result, _error, id) => [{ type: 'ActivityBooking', id }],
    }),
    /** What cancelling would do now, as the service's policy says: no screen recomputes a refund. */
    activityCancellationQuote: build.query<CancellationQuote, string>({
      query: (id) => bookingPath(id, '/cancellation-quote'),
      providesTags: (_result, _error, id) => [{ type: 'ActivityBooking', id }],
      keepUnusedDataFor: 0,
    }),
    cancelActivityBooking: build.mutation<ActivityBooking, string>({
      query: (id) => ({ url: bookingPath(id, '/cancel'), method: 'POST' }),
      invalidatesTags: ['ActivityBooking'],
    }),
  }),
});

export const {
  useActivityDestinationsQuery,
  useSearchActivitiesQuery,
  useActivityProductQuery,
  useCheckActivityMutation,
  useCreateActivityBookingMutation,
  useActivityBookingsQuery,
  useActivityBookingQuery,
  useActivityCancellationQuoteQuery,
  useCancelActivityBookingMutation,
} = activitiesEndpoints;

/** The voucher PDF in a language: a plain link on the main server, so the browser sends the session cookie. */
export const voucherUrl = (serverBaseUrl: string, id: string, language: string) => `${serverBaseUrl}${bookingPath(id, '/voucher')}?lang=${encodeURIComponent(language)}`;
