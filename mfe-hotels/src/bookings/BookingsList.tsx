import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BookingsTable, useUserFormat } from '@portal/ui';
import { useHotelBookingsQuery, type HotelBookingsPage } from '../api';
import { stepPath } from '../flow/steps';
import { stayDayText } from '../shared/deadline';

type Summary = HotelBookingsPage['items'][number];

const summaryPath = (booking: Summary) => `/b-hotels/summary?id=${booking.id}`;

/** The agency's hotel bookings: the shared bookings table with the hotel, the stay and the lead guests. */
export function BookingsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  return (
    <BookingsTable<Summary>
      useBookings={useHotelBookingsQuery}
      summaryPath={summaryPath}
      passengerLabel={t('bookings.guestFilter')}
      actions={
        <Button type="primary" onClick={() => navigate(stepPath('search'))} data-testid="new-hotel-search">
          {t('bookings.newSearch')}
        </Button>
      }
      productColumns={[
        { key: 'hotel', title: t('bookings.columns.hotel'), render: (_value, booking) => `${booking.hotel.name}, ${booking.hotel.cityName}` },
        {
          key: 'stay',
          title: t('bookings.columns.stay'),
          render: (_value, booking) =>
            `${stayDayText(booking.checkIn, format.dateTimeFormat)} → ${stayDayText(booking.checkOut, format.dateTimeFormat)} · ${t('search.nights', { count: booking.nights })}`,
        },
        { key: 'guests', title: t('bookings.columns.guests'), render: (_value, booking) => booking.rooms.map((room) => `${room.leadGuest.firstName} ${room.leadGuest.lastName}`).join(', ') },
      ]}
    />
  );
}
