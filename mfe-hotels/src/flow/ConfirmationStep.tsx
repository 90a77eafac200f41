import { Alert, Button, Descriptions, Result, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HotelBooking } from '@portal/contracts';
import { LoadFailure, PageLoading, StatusTag, useQueryParam, useUserFormat } from '@portal/ui';
import { useHotelBookingQuery } from '../api';
import { PayLaterPanel, VoucherLink } from '../shared/booking-panels';
import { stayText } from '../shared/deadline';
import { roomAndBoardText } from '../shared/occupancy';
import { stepPath } from './steps';

const LATER_ANSWER_POLL_MS = 5000;

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
    <Result
      data-testid="hotel-confirmation"
      status={booking.status === 'confirmed' ? 'success' : booking.status === 'awaiting_payment' || booking.status === 'on_request' ? 'info' : 'warning'}
      title={titleOf(t, booking)}
      subTitle={
        <Space orientation="vertical" size={4}>
          <Space wrap>
            <span data-testid="booking-reference">{t('confirmation.reference', { reference: booking.reference })}</span>
            <span data-testid="booking-status">
              <StatusTag status={booking.status} />
            </span>
          </Space>
          <Typography.Text data-testid="hotel-confirmation-number">
            {booking.hotelConfirmationNumber ? t('confirmation.hotelConfirmation', { number: booking.hotelConfirmationNumber }) : t('confirmation.confirmationWillFollow')}
          </Typography.Text>
        </Space>
      }
      extra={[
        <VoucherLink key="voucher" booking={booking} />,
        <Button type="primary" key="summary" onClick={() => navigate(`/b-hotels/summary?id=${booking.id}`)} data-testid="open-summary">
          {t('confirmation.summary')}
        </Button>,
        <Button key="another" onClick={() => navigate(stepPath('search'))}>
          {t('confirmation.another')}
        </Button>,
      ]}
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
    </Result>
  );
}
