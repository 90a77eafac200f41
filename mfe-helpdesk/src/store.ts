import { createRemoteStore, createServiceApi, type ServiceContextRef } from '@portal/ui';

/** What cached answers are tagged with, so a change refetches the screens that show it (the desk's tags beside the agency's). */
const TAGS = ['Ticket', 'Tickets', 'Dashboard', 'DeskTicket', 'DeskTickets', 'SupportUsers'] as const;

/** The helpdesk service, behind the main server (`/helpdesk/...`: the shell hands `serverBaseUrl` as this remote's service URL); screens add their endpoints with `injectEndpoints`. */
export const helpdeskApi = createServiceApi('helpdeskApi', TAGS);

export function createHelpdeskStore(serviceContext: ServiceContextRef) {
  return createRemoteStore(helpdeskApi, serviceContext);
}
