import type { RemoteRoutePath } from '@portal/contracts';
import type { RemotePage } from '@portal/ui';

/**
 * The screens of spec §2 this remote owns; the booking flow (search to confirmation) lives in
 * `b-hotels?step=`, since the shell routes only these paths. Screens are attached in app.tsx so
 * this table stays plain data that tests can read.
 */
export const pages: readonly (RemotePage & { path: RemoteRoutePath<'hotels'> })[] = [
  { path: 'b-hotels', titleKey: 'bookings.title', descriptionKey: 'bookings.description', nav: true },
  { path: 'b-hotels/summary', titleKey: 'summary.title', descriptionKey: 'summary.description', parent: 'b-hotels' },
];
