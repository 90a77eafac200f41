import { Alert, Descriptions, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BookingStatus, HotelBooking } from '@portal/contracts';
import { BookingConfirmation, LoadFailure, PageLoading, useQueryParam, useUserFormat } from '@portal/ui';
import { useHotelBookingQuery } from '../api';
import { PayLaterPanel, VoucherLink } from '../shared/booking-panels';
import { stayText } from '../shared/deadline';
import { roomAndBoardText } from '../shared/occupancy';
import { stepPath } from './steps';

const LATER_ANSWER_POLL_MS = 5000;
const WAITING: BookingStatus[] = ['awaiting_payment', 'on_request'];

/** The hotel's answer or its confirmation number may come after the booking: ask again meanwhile. */
const awaitsHotel = (booking?: HotelBooking) => booking?.status === 'on_request' || booking?.status === 'pending' || (booking?.status === 'confirmed' && !booking.hotelConfirmationNumber);

function titleOf(t: (key: string, options?: Record<string, unknown>) => string, booking: HotelBooking): string {
  if (booking.status === 'confirmed') return t('confirmation.confirmed');
  if (booking.status === 'on_request') return t('confirmation.onRequest');
  if (booking.status === 'awaiting_payment') return t('confirmation.awaitingPayment');
  return t('confirmation.other', { status: t(`common:bookingStatuses.${booking.status}`) });
}

export function ConfirmationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const id = useQueryParam('id') ?? '';
  const { data: booking, error, isLoading, refetch } = useHotelBookingQuery(id, { skip: !id });
  useHotelBookingQuery(id, { skip: !awaitsHotel(booking), pollingInterval: LATER_ANSWER_POLL_MS });
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  return (
    <BookingConfirmation
      data-testid="hotel-confirmation"
      status={booking.status}
      waiting={WAITING}
      title={titleOf(t, booking)}
      referenceText={t('confirmation.reference', { reference: booking.reference })}
      note={
        <Typography.Text data-testid="hotel-confirmation-number">
          {booking.hotelConfirmationNumber ? t('confirmation.hotelConfirmation', { number: booking.hotelConfirmationNumber }) : t('confirmation.confirmationWillFollow')}
        </Typography.Text>
      }
      voucher={<VoucherLink booking={booking} />}
      summaryLabel={t('confirmation.summary')}
      onSummary={() => navigate(`/b-hotels/summary?id=${booking.id}`)}
      anotherLabel={t('confirmation.another')}
      onAnother={() => navigate(stepPath('search'))}
    >
      {booking.status === 'on_request' ? <Alert type="info" showIcon title={t('confirmation.onRequestBody')} /> : null}
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <PayLaterPanel booking={booking} />
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('summary.hotel')}>{`${booking.hotel.name}, ${booking.hotel.cityName}`}</Descriptions.Item>
          <Descriptions.Item label={t('summary.stay')}>{stayText(t, booking, format.dateTimeFormat)}</Descriptions.Item>
          <Descriptions.Item label={t('summary.rooms')}>
            {booking.rooms.map((room, index) => (
              <div key={index}>{`${roomAndBoardText(t, room)} — ${t(`guests.titles.${room.leadGuest.title}`)} ${room.leadGuest.firstName} ${room.leadGuest.lastName}`}</div>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('common:bookings.summary.salePrice')}>{format.money(booking.salePrice, booking.currency)}</Descriptions.Item>
        </Descriptions>
      </Space>
    </BookingConfirmation>
  );
}
