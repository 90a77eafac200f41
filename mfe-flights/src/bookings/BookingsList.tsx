import { useTranslation } from 'react-i18next';
import { DocumentLink, ProductBookingsList, useUserFormat } from '@portal/ui';
import { useFlightBookingsQuery, type FlightBookingsPage } from '../api';
import { stepPath } from '../flow/steps';
import { eticketPath, hasEticket } from '../shared/eticket';

type Summary = FlightBookingsPage['items'][number];

/** The agency's flight bookings: the shared bookings list with a flight's itinerary, departure and passengers, and each ticketed booking's e-ticket. */
export function BookingsList() {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <ProductBookingsList<Summary>
      useBookings={useFlightBookingsQuery}
      productPath="/b-flights"
      newSearch={{ label: t('bookings.newSearch'), path: stepPath('search') }}
      productColumns={[
        {
          key: 'route',
          title: t('bookings.columns.route'),
          render: (_value, booking) => booking.journeys.map((journey) => `${journey.segments[0]!.origin}–${journey.segments.at(-1)!.destination}`).join(', '),
        },
        { key: 'departure', title: t('bookings.columns.departure'), render: (_value, booking) => format.dateTime(booking.journeys[0]!.segments[0]!.departureAt) },
        { key: 'passengers', title: t('bookings.columns.passengers'), render: (_value, booking) => booking.travellers.map((traveller) => `${traveller.firstName} ${traveller.lastName}`).join(', ') },
      ]}
      rowActions={(booking) => hasEticket(booking) && <DocumentLink path={eticketPath(booking.id)} label={t('bookings.eticket')} download size="small" testId={`eticket-${booking.reference}`} />}
    />
  );
}
