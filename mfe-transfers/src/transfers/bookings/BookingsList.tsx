import { ProductBookingsList, useUserFormat } from '@portal/ui';
import { useTransferBookingsQuery, type TransferBookingsPage } from '../api';
import { stepPath } from '../flow/steps';
import { dayText, useTransfersText } from '../shared/text';

type Summary = TransferBookingsPage['items'][number];

/** The agency's transfer bookings: the shared bookings list with the trips, their first pickup and the lead passenger. */
export function BookingsList() {
  const { t } = useTransfersText();
  const format = useUserFormat();
  return (
    <ProductBookingsList<Summary>
      useBookings={useTransferBookingsQuery}
      productPath="/b-transfers"
      newSearch={{ label: t('bookings.newSearch'), path: stepPath('search'), testId: 'new-transfer-search' }}
      passengerLabel={t('bookings.passengerFilter')}
      productColumns={[
        { key: 'trips', title: t('bookings.columns.trips'), render: (_value, booking) => booking.trips.map((trip) => `${trip.from.name} → ${trip.to.name}`).join(' · ') },
        {
          key: 'pickup',
          title: t('bookings.columns.pickup'),
          render: (_value, booking) => (booking.trips[0] ? `${dayText(booking.trips[0].date, format.dateTimeFormat)} ${booking.trips[0].details.pickupTime}` : '—'),
        },
        { key: 'lead', title: t('bookings.columns.lead'), render: (_value, booking) => `${booking.leadPassenger.firstName} ${booking.leadPassenger.lastName}` },
      ]}
    />
  );
}
