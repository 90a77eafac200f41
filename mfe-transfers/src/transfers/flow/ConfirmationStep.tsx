import { Button, Descriptions, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { TransferBooking } from '@portal/contracts';
import { LoadFailure, PageLoading, StatusTag, useQueryParam, useUserFormat } from '@portal/ui';
import { useTransferBookingQuery } from '../api';
import { BookedTripsTable, HoldPanel, VoucherLink } from '../shared/booking-panels';
import { useTransfersText } from '../shared/text';
import { stepPath } from './steps';

const LATER_ANSWER_POLL_MS = 5000;

/** The supplier's acknowledgement may come after the booking (pending until the sweep asks again): ask again meanwhile. */
const awaitsSupplier = (booking?: TransferBooking) => booking?.status === 'pending';

function titleKey(booking: TransferBooking): string {
  if (booking.status === 'confirmed') return 'confirmation.confirmed';
  if (booking.status === 'awaiting_payment') return 'confirmation.held';
  if (booking.status === 'pending') return 'confirmation.pending';
  return 'confirmation.other';
}

/** `confirmation`: the booking's reference and status; a held one counts down with "Pay now". */
export function ConfirmationStep() {
  const { t, tc } = useTransfersText();
  const navigate = useNavigate();
  const format = useUserFormat();
  const id = useQueryParam('id') ?? '';
  const { data: booking, error, isLoading, refetch } = useTransferBookingQuery(id, { skip: !id });
  useTransferBookingQuery(id, { skip: !awaitsSupplier(booking), pollingInterval: LATER_ANSWER_POLL_MS });
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  return (
    <Result
      data-testid="transfer-confirmation"
      status={booking.status === 'confirmed' ? 'success' : booking.status === 'awaiting_payment' || booking.status === 'pending' ? 'info' : 'warning'}
      title={t(titleKey(booking), { status: tc(`common:bookingStatuses.${booking.status}`) })}
      subTitle={
        <Space wrap>
          <span data-testid="booking-reference">{t('confirmation.reference', { reference: booking.reference })}</span>
          <span data-testid="booking-status">
            <StatusTag status={booking.status} />
          </span>
        </Space>
      }
      extra={[
        <VoucherLink key="voucher" booking={booking} />,
        <Button type="primary" key="summary" onClick={() => navigate(`/b-transfers/summary?id=${booking.id}`)} data-testid="open-summary">
          {t('confirmation.summary')}
        </Button>,
        <Button key="another" onClick={() => navigate(stepPath('search'))}>
          {t('confirmation.another')}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <HoldPanel booking={booking} />
        <BookedTripsTable booking={booking} />
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('passengers.lead')}>{`${booking.leadPassenger.firstName} ${booking.leadPassenger.lastName}`}</Descriptions.Item>
          <Descriptions.Item label={tc('common:bookings.summary.salePrice')}>{format.money(booking.salePrice, booking.currency)}</Descriptions.Item>
        </Descriptions>
      </Space>
    </Result>
  );
}
