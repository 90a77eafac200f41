import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

const AGENCY = ['agency_admin', 'agent'] as const;
const OPERATOR = ['operator'] as const;

/** The screens of spec §2 this remote owns, in sub-navigation order, each for the roles it serves (the operators' desks beside the agency's screens). Screens are attached in app.tsx. */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'visa'> })[] = [
  { path: 'visa', titleKey: 'request.title', descriptionKey: 'request.description', nav: true, roles: AGENCY },
  { path: 'bookings/visa', titleKey: 'bookings.title', descriptionKey: 'bookings.description', nav: true, roles: AGENCY },
  { path: 'summary/:id', titleKey: 'summary.title', descriptionKey: 'summary.description', parent: 'bookings/visa' },
  { path: 'grouprequest', titleKey: 'group.title', descriptionKey: 'group.description', nav: true, roles: AGENCY },
  { path: 'grouprequest/:id', titleKey: 'groupQuote.title', descriptionKey: 'groupQuote.description', parent: 'grouprequest', roles: AGENCY },
  { path: 'visa/hotel', titleKey: 'hotel.title', descriptionKey: 'hotel.description', nav: true, roles: AGENCY },
  { path: 'visa/hotel/:id', titleKey: 'hotelReservation.title', descriptionKey: 'hotelReservation.description', parent: 'visa/hotel', roles: AGENCY },
  { path: 'visa/desk', titleKey: 'desk.title', descriptionKey: 'desk.description', nav: true, roles: OPERATOR },
  { path: 'visa/desk/:id', titleKey: 'deskRequest.title', descriptionKey: 'deskRequest.description', parent: 'visa/desk', roles: OPERATOR },
  { path: 'grouprequest/desk', titleKey: 'groupDesk.title', descriptionKey: 'groupDesk.description', nav: true, roles: OPERATOR },
  { path: 'grouprequest/desk/:id', titleKey: 'groupDeskQuote.title', descriptionKey: 'groupDeskQuote.description', parent: 'grouprequest/desk', roles: OPERATOR },
  { path: 'visa/hotel/desk', titleKey: 'hotelDesk.title', descriptionKey: 'hotelDesk.description', nav: true, roles: OPERATOR },
  { path: 'visa/hotel/desk/:id', titleKey: 'hotelDeskReservation.title', descriptionKey: 'hotelDeskReservation.description', parent: 'visa/hotel/desk', roles: OPERATOR },
];
