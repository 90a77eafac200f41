import type { z } from 'zod';
import type {
  AcceptGroupOption,
  CreateGroupQuote,
  CancelGroupQuote,
  DeclineGroupQuote,
  GroupDeskView,
  GroupQuoteView,
  GroupRoomingList,
  SendGroupQuote,
  groupDeskPage,
  groupDeskQuery,
  groupQuotesPage,
  groupQuotesQuery,
} from '@portal/contracts';
import { visaApi } from '../store';

type GroupQuotesPage = z.infer<typeof groupQuotesPage>;
type GroupDeskPage = z.infer<typeof groupDeskPage>;

const groupPath = (id: string) => `/visa/groups/${encodeURIComponent(id)}`;
const deskPath = (id: string) => `/visa/desk/groups/${encodeURIComponent(id)}`;

/** Group quotations: the agency's requests and answers, the desk's queue and quotes. */
export const groupsApi = visaApi.injectEndpoints({
  endpoints: (build) => ({
    groupQuotes: build.query<GroupQuotesPage, z.input<typeof groupQuotesQuery>>({ query: (params) => ({ url: '/visa/groups', params }), providesTags: ['GroupQuotes'] }),
    groupQuote: build.query<GroupQuoteView, string>({ query: groupPath, providesTags: (_r, _e, id) => [{ type: 'GroupQuote', id }] }),
    createGroupQuote: build.mutation<GroupQuoteView, { body: CreateGroupQuote; key: string }>({
      query: ({ body, key }) => ({ url: '/visa/groups', method: 'POST', body, headers: { 'Idempotency-Key': key } }),
      invalidatesTags: ['GroupQuotes'],
    }),
    acceptGroupOption: build.mutation<GroupQuoteView, { id: string; body: AcceptGroupOption }>({
      query: ({ id, body }) => ({ url: `${groupPath(id)}/accept`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['GroupQuotes', { type: 'GroupQuote', id }],
    }),
    declineGroupQuote: build.mutation<GroupQuoteView, { id: string; body: DeclineGroupQuote }>({
      query: ({ id, body }) => ({ url: `${groupPath(id)}/decline`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['GroupQuotes', { type: 'GroupQuote', id }],
    }),
    cancelGroupQuote: build.mutation<GroupQuoteView, { id: string; body: CancelGroupQuote }>({
      query: ({ id, body }) => ({ url: `${groupPath(id)}/cancel`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['GroupQuotes', { type: 'GroupQuote', id }],
    }),
    saveRooming: build.mutation<GroupQuoteView, { id: string; body: GroupRoomingList }>({
      query: ({ id, body }) => ({ url: `${groupPath(id)}/rooming`, method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'GroupQuote', id }],
    }),
    groupDesk: build.query<GroupDeskPage, z.input<typeof groupDeskQuery>>({ query: (params) => ({ url: '/visa/desk/groups', params }), providesTags: ['GroupQuotes'] }),
    groupDeskQuote: build.query<GroupDeskView, string>({ query: deskPath, providesTags: (_r, _e, id) => [{ type: 'GroupQuote', id }] }),
    sendGroupQuote: build.mutation<GroupDeskView, { id: string; body: SendGroupQuote }>({
      query: ({ id, body }) => ({ url: `${deskPath(id)}/quote`, method: 'POST', body }),
      invalidatesTags: (_r, _e, { id }) => ['GroupQuotes', { type: 'GroupQuote', id }],
    }),
    refuseGroupQuote: build.mutation<GroupDeskView, { id: string; reason: string }>({
      query: ({ id, reason }) => ({ url: `${deskPath(id)}/refuse`, method: 'POST', body: { reason } }),
      invalidatesTags: (_r, _e, { id }) => ['GroupQuotes', { type: 'GroupQuote', id }],
    }),
  }),
});

export const {
  useGroupQuotesQuery,
  useGroupQuoteQuery,
  useCreateGroupQuoteMutation,
  useAcceptGroupOptionMutation,
  useCancelGroupQuoteMutation,
  useDeclineGroupQuoteMutation,
  useSaveRoomingMutation,
  useGroupDeskQuery,
  useGroupDeskQuoteQuery,
  useSendGroupQuoteMutation,
  useRefuseGroupQuoteMutation,
} = groupsApi;
