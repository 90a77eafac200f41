import type { z } from 'zod';
import type { DeskTicket, DeskTicketsPage, deskTicketsQuery, supportUsers, TicketPriority } from '@portal/contracts';
import { helpdeskApi } from '../store';

export type DeskTicketsQuery = z.input<typeof deskTicketsQuery>;
export type SupportUsers = z.infer<typeof supportUsers>;
export type DeskStatusChoice = DeskTicket['statusChoices'][number];

const ticketPath = (id: string) => `/helpdesk/desk/tickets/${encodeURIComponent(id)}`;

/** The support desk's calls: every agency's queue, one ticket with its internal notes, and the desk's actions on it. */
export const deskApi = helpdeskApi.injectEndpoints({
  endpoints: (build) => ({
    deskTickets: build.query<DeskTicketsPage, DeskTicketsQuery>({
      query: (params) => ({ url: '/helpdesk/desk/tickets', params }),
      providesTags: ['DeskTickets'],
    }),
    deskTicket: build.query<DeskTicket, string>({
      query: (id) => ticketPath(id),
      providesTags: (_result, _error, id) => [{ type: 'DeskTicket', id }],
    }),
    supportUsers: build.query<SupportUsers, void>({ query: () => '/helpdesk/desk/support-users', providesTags: ['SupportUsers'] }),
    assignTicket: build.mutation<DeskTicket, { id: string; assigneeId: string | null }>({
      query: ({ id, assigneeId }) => ({ url: `${ticketPath(id)}/assign`, method: 'POST', body: { assigneeId } }),
      invalidatesTags: (_result, _error, { id }) => ['DeskTickets', { type: 'DeskTicket', id }],
    }),
    setTicketStatus: build.mutation<DeskTicket, { id: string; status: DeskStatusChoice }>({
      query: ({ id, status }) => ({ url: `${ticketPath(id)}/status`, method: 'POST', body: { status } }),
      invalidatesTags: (_result, _error, { id }) => ['DeskTickets', { type: 'DeskTicket', id }],
    }),
    setTicketPriority: build.mutation<DeskTicket, { id: string; priority: TicketPriority }>({
      query: ({ id, priority }) => ({ url: `${ticketPath(id)}/priority`, method: 'POST', body: { priority } }),
      invalidatesTags: (_result, _error, { id }) => ['DeskTickets', { type: 'DeskTicket', id }],
    }),
    /** Multipart (every action answers the ticket as it now is): `message`, `internal` (`true` for a note), files under `attachments`. */
    postDeskMessage: build.mutation<DeskTicket, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: `${ticketPath(id)}/messages`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => ['DeskTickets', { type: 'DeskTicket', id }],
    }),
  }),
});

export const { useDeskTicketsQuery, useDeskTicketQuery, useSupportUsersQuery, useAssignTicketMutation, useSetTicketStatusMutation, useSetTicketPriorityMutation, usePostDeskMessageMutation } = deskApi;

/** Where the desk downloads a message's file (the session cookie goes with the link). */
export const deskAttachmentPath = (ticketId: string, attachmentId: string) => `${ticketPath(ticketId)}/attachments/${encodeURIComponent(attachmentId)}`;
