import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { BookingsTable } from '@portal/ui';
import { useActivityBookingsQuery, type ActivityBookingsPage } from './api';
import { useDay, useLocalized, useTravellersText } from './bits';
import { stepPath, summaryPath } from './steps';

type Summary = ActivityBookingsPage['items'][number];

/** The agency's activity bookings on the shared table, with a quick way to the on-request lane and a new search. */
export function BookingsList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const localized = useLocalized();
  const day = useDay();
  const travellersText = useTravellersText();
  const onRequestLane = new URLSearchParams(search).get('status') === 'on_request';
  return (
    <BookingsTable<Summary>
      useBookings={useActivityBookingsQuery}
      summaryPath={(booking) => summaryPath(booking.id)}
      passengerLabel={t('activities.bookings.travellerFilter')}
      actions={
        <Space wrap>
          <Button
            aria-pressed={onRequestLane}
            type={onRequestLane ? 'primary' : 'default'}
            onClick={() => navigate(onRequestLane ? summaryPath() : `${summaryPath()}?status=on_request`)}
            data-testid="on-request-lane"
          >
            {t('activities.bookings.onRequestLane')}
          </Button>
          <Button type="primary" onClick={() => navigate(stepPath('search'))} data-testid="new-activity-search">
            {t('activities.bookings.newSearch')}
          </Button>
        </Space>
      }
      productColumns={[
        {
          key: 'activity',
          title: t('activities.bookings.columns.activity'),
          render: (_value, booking) => `${localized(booking.product.title)} · ${localized(booking.option.title)}, ${booking.product.cityName}`,
        },
        { key: 'start', title: t('activities.bookings.columns.start'), render: (_value, booking) => `${day(booking.date)} ${booking.startTime}` },
        {
          key: 'travellers',
          title: t('activities.bookings.columns.travellers'),
          render: (_value, booking) => `${booking.leadTraveller.firstName} ${booking.leadTraveller.lastName} · ${travellersText(booking.travellers)}`,
        },
      ]}
    />
  );
}
