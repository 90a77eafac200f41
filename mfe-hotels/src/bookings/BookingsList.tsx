import { useTranslation } from 'react-i18next';
import { ProductBookingsList, useUserFormat } from '@portal/ui';
import { useHotelBookingsQuery, type HotelBookingsPage } from '../api';
import { stepPath } from '../flow/steps';
import { stayText } from '../shared/deadline';

type Summary = HotelBookingsPage['items'][number];

/** The agency's hotel bookings: the shared bookings list with the hotel, the stay and the lead guests. */
export function BookingsList() {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <ProductBookingsList<Summary>
      useBookings={useHotelBookingsQuery}
      productPath="/b-hotels"
      newSearch={{ label: t('bookings.newSearch'), path: stepPath('search'), testId: 'new-hotel-search' }}
      passengerLabel={t('bookings.guestFilter')}
      productColumns={[
        { key: 'hotel', title: t('bookings.columns.hotel'), render: (_value, booking) => `${booking.hotel.name}, ${booking.hotel.cityName}` },
        {
          key: 'stay',
          title: t('bookings.columns.stay'),
          render: (_value, booking) => stayText(t, booking, format.dateTimeFormat),
        },
        { key: 'guests', title: t('bookings.columns.guests'), render: (_value, booking) => booking.rooms.map((room) => `${room.leadGuest.firstName} ${room.leadGuest.lastName}`).join(', ') },
      ]}
    />
  );
}
