import { Descriptions, Space } from 'antd';
import { useNavigate } from 'react-router';
import type { BookingStatus, TransferBooking } from '@portal/contracts';
import { BookingConfirmation, LoadFailure, PageLoading, useQueryParam, useUserFormat } from '@portal/ui';
import { useTransferBookingQuery } from '../api';
import { BookedTripsTable, HoldPanel, VoucherLink } from '../shared/booking-panels';
import { useTransfersText } from '../shared/text';
import { stepPath } from './steps';

const LATER_ANSWER_POLL_MS = 5000;
const WAITING: BookingStatus[] = ['awaiting_payment', 'pending'];

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
    <BookingConfirmation
      data-testid="transfer-confirmation"
      status={booking.status}
      waiting={WAITING}
      title={t(titleKey(booking), { status: tc(`common:bookingStatuses.${booking.status}`) })}
      referenceText={t('confirmation.reference', { reference: booking.reference })}
      voucher={<VoucherLink booking={booking} />}
      summaryLabel={t('confirmation.summary')}
      onSummary={() => navigate(`/b-transfers/summary?id=${booking.id}`)}
      anotherLabel={t('confirmation.another')}
      onAnother={() => navigate(stepPath('search'))}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <HoldPanel booking={booking} />
        <BookedTripsTable booking={booking} />
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('passengers.lead')}>{`${booking.leadPassenger.firstName} ${booking.leadPassenger.lastName}`}</Descriptions.Item>
          <Descriptions.Item label={tc('common:bookings.summary.salePrice')}>{format.money(booking.salePrice, booking.currency)}</Descriptions.Item>
        </Descriptions>
      </Space>
    </BookingConfirmation>
  );
}
