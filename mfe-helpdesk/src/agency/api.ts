import type { z } from 'zod';
import type { ReplyResult, Ticket, TicketBookingContext, TicketsPage, ticketsQuery } from '@portal/contracts';
import { helpdeskApi } from '../store';

export type TicketsQuery = Partial<z.input<typeof ticketsQuery>>;

const ticketPath = (id: string, rest = '') => `/helpdesk/tickets/${encodeURIComponent(id)}${rest}`;

/** Where an agency reader downloads a message's file (the session cookie goes with the link). */
export const attachmentPath = (ticketId: string, attachmentId: string) => ticketPath(ticketId, `/attachments/${encodeURIComponent(attachmentId)}`);

/** The agency side's calls: lists, a thread, opening, replying, closing, and the reference look-up. */
export const agencyTicketsApi = helpdeskApi.injectEndpoints({
  endpoints: (build) => ({
    tickets: build.query<TicketsPage, TicketsQuery>({
      query: (params) => ({ url: '/helpdesk/tickets', params }),
      providesTags: ['Tickets'],
    }),
    ticket: build.query<Ticket, string>({
      query: (id) => ticketPath(id),
      providesTags: (_result, _error, id) => [{ type: 'Ticket', id }],
    }),
    /** multipart: subject, service, reference?, message, files under `attachments`. */
    openTicket: build.mutation<Ticket, FormData>({
      query: (body) => ({ url: '/helpdesk/tickets', method: 'POST', body }),
      invalidatesTags: ['Tickets', 'Dashboard'],
    }),
    replyToTicket: build.mutation<ReplyResult, { id: string; body: FormData }>({
      query: ({ id, body }) => ({ url: ticketPath(id, '/messages'), method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Ticket', id }, 'Tickets', 'Dashboard'],
    }),
    closeTicket: build.mutation<Ticket, string>({
      query: (id) => ({ url: ticketPath(id, '/close'), method: 'POST' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Ticket', id }, 'Tickets', 'Dashboard'],
    }),
    /** The agency's booking with that reference, or 404 (the form says "unknown reference"). */
    ticketReference: build.query<TicketBookingContext, string>({
      query: (reference) => `/helpdesk/references/${encodeURIComponent(reference)}`,
    }),
  }),
});

export const { useTicketsQuery, useTicketQuery, useOpenTicketMutation, useReplyToTicketMutation, useCloseTicketMutation, useTicketReferenceQuery } = agencyTicketsApi;
