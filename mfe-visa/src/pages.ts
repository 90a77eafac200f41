import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/** The screens of spec §2 this remote owns, in sub-navigation order. */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'visa'> })[] = [
  { path: 'visa', titleKey: 'request.title', descriptionKey: 'request.description', nav: true },
  { path: 'bookings/visa', titleKey: 'bookings.title', descriptionKey: 'bookings.description', nav: true },
  { path: 'summary/:id', titleKey: 'summary.title', descriptionKey: 'summary.description', parent: 'bookings/visa' },
  { path: 'grouprequest', titleKey: 'group.title', descriptionKey: 'group.description', nav: true },
  { path: 'visa/hotel', titleKey: 'hotel.title', descriptionKey: 'hotel.description', nav: true },
];
