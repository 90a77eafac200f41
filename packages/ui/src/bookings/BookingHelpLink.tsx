import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RoleGate } from './RoleGate';

/** The helpdesk's new-ticket form for a booking (the helpdesk remote prefills it from these parameters). */
export function bookingHelpPath(reference: string): string {
  return `/helpdesk/tickets?${new URLSearchParams({ create: '1', reference }).toString()}`;
}

/** "Get help with this booking": to the helpdesk remote (the remote router keeps the language prefix); agency users only open tickets. */
export function BookingHelpLink({ reference }: { reference: string }) {
  const { t } = useTranslation();
  return (
    <RoleGate roles={['agency_admin', 'agent']}>
      <Link to={bookingHelpPath(reference)} data-testid="booking-help">
        {t('common:bookings.summary.getHelp')}
      </Link>
    </RoleGate>
  );
}
