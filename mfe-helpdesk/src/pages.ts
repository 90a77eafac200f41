import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/**
 * The screens of spec §2 this remote owns, in sub-navigation order (each listed for the roles it
 * serves; all tickets for the agency admin, who alone may see them). Screens are attached in app.tsx.
 */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'helpdesk'> })[] = [
  { path: 'helpdesk', titleKey: 'dashboard.title', descriptionKey: 'dashboard.description', nav: true, roles: ['agency_admin', 'agent'] },
  { path: 'helpdesk/tickets', titleKey: 'tickets.title', descriptionKey: 'tickets.description', nav: true, roles: ['agency_admin', 'agent'] },
  { path: 'helpdesk/tickets/all', titleKey: 'allTickets.title', descriptionKey: 'allTickets.description', nav: true, roles: ['agency_admin'] },
  { path: 'helpdesk/tickets/:id', titleKey: 'ticket.title', descriptionKey: 'ticket.description', parent: 'helpdesk/tickets' },
  { path: 'helpdesk/desk', titleKey: 'desk.title', descriptionKey: 'desk.description', nav: true, roles: ['operator'] },
  { path: 'helpdesk/desk/:id', titleKey: 'deskTicket.title', descriptionKey: 'deskTicket.description', parent: 'helpdesk/desk', roles: ['operator'] },
];
