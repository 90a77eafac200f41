import type {
  CreateHotelVisaReservation,
  HotelVisaDeskRow,
  HotelVisaDeskView,
  HotelVisaConfirmation,
  HotelVisaConversion,
  HotelVisaListQuery,
  HotelVisaRow,
  HotelVisaView,
  Page,
} from '@portal/contracts';
import { visaApi } from '../store';

const reservationPath = (id: string) => `/visa/hotel-reservations/${encodeURIComponent(id)}`;
const deskPath = (id: string) => `/visa/hotel-desk/${encodeURIComponent(id)}`;

/** Where the reservation letter is read (the agency's or the desk's route), for `DocumentLink`. */
export const letterPath = (id: string, side: 'agency' | 'desk') => `${side === 'agency' ? reservationPath(id) : deskPath(id)}/letter`;

/** Hotel visa reservations: the agency's requests, list, cancellation and conversion; the desk's queue and answers. */
export const hotelVisaApi = visaApi.injectEndpoints({
  endpoints: (build) => ({
    hotelVisas: build.query<Page<HotelVisaRow>, HotelVisaListQuery>({ query: (params) => ({ url: '/visa/hotel-reservations', params }), providesTags: ['HotelVisas'] }),
    hotelVisa: build.query<HotelVisaView, string>({ query: reservationPath, providesTags: (_r, _e, id) => [{ type: 'HotelVisa', id }] }),
    /** Once per `key` (the form's Idempotency-Key, kept until it is answered). */
    requestHotelVisa: build.mutation<HotelVisaView, { key: string; body: CreateHotelVisaReservation }>({
      query: ({ key, body }) => ({ url: '/visa/hotel-reservations', method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['HotelVisas'],
    }),
    cancelHotelVisa: build.mutation<HotelVisaView, string>({
      query: (id) => ({ url: `${reservationPath(id)}/cancel`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => ['HotelVisas', { type: 'HotelVisa', id }],
    }),
    convertHotelVisa: build.mutation<HotelVisaView, { id: string; body: HotelVisaConversion }>({
      query: ({ id, body }) => ({ url: `${reservationPath(id)}/convert`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['HotelVisas', { type: 'HotelVisa', id }],
    }),
    hotelVisaDesk: build.query<Page<HotelVisaDeskRow>, HotelVisaListQuery>({ query: (params) => ({ url: '/visa/hotel-desk', params }), providesTags: ['HotelVisas'] }),
    hotelVisaDeskReservation: build.query<HotelVisaDeskView, string>({ query: deskPath, providesTags: (_r, _e, id) => [{ type: 'HotelVisa', id }] }),
    confirmHotelVisa: build.mutation<HotelVisaView, { id: string; body: HotelVisaConfirmation }>({
      query: ({ id, body }) => ({ url: `${deskPath(id)}/confirm`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['HotelVisas', { type: 'HotelVisa', id }],
    }),
    refuseHotelVisa: build.mutation<HotelVisaView, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `${deskPath(id)}/refuse`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => ['HotelVisas', { type: 'HotelVisa', id }],
    }),
  }),
});

export const {
  useHotelVisasQuery,
  useHotelVisaQuery,
  useRequestHotelVisaMutation,
  useCancelHotelVisaMutation,
  useConvertHotelVisaMutation,
  useHotelVisaDeskQuery,
  useHotelVisaDeskReservationQuery,
  useConfirmHotelVisaMutation,
  useRefuseHotelVisaMutation,
} = hotelVisaApi;
