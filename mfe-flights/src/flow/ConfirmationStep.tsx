import { Button, Result, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadFailure, PageLoading, StatusTag, useQueryParam } from '@portal/ui';
import { useFlightBookingQuery } from '../api';
import { HoldPanel } from '../shared/HoldPanel';
import { travellerColumns } from '../shared/itinerary';
import { stepPath } from './steps';

const CARD_POLL_MS = 3000;

export function ConfirmationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useQueryParam('id') ?? '';
  const [awaitingCard, setAwaitingCard] = useState(false);
  // Back from the card page, or paying in another tab: ask until the payment is through.
  const { data: booking, error, isLoading, refetch } = useFlightBookingQuery(id, { skip: !id, pollingInterval: awaitingCard ? CARD_POLL_MS : 0 });
  const waitsForCard = Boolean(booking?.cardPaymentUrl) || booking?.status === 'ticket_in_progress';
  useEffect(() => setAwaitingCard(waitsForCard), [waitsForCard]);
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} />;
  const title =
    booking.status === 'ticket_issued'
      ? t('confirmation.ticketed')
      : booking.cardPaymentUrl
        ? t('confirmation.awaitingCard')
        : booking.status === 'awaiting_payment'
          ? t('confirmation.held')
          : t('confirmation.other', { status: t(`common:bookingStatuses.${booking.status}`) });
  return (
    <Result
      status={booking.status === 'ticket_issued' ? 'success' : booking.status === 'awaiting_payment' ? 'info' : 'warning'}
      title={title}
      subTitle={
        <Space wrap>
          <span>{t('confirmation.reference', { reference: booking.reference })}</span>
          {booking.pnr ? <span data-testid="pnr">{t('confirmation.pnr', { pnr: booking.pnr })}</span> : null}
          <StatusTag status={booking.status} />
        </Space>
      }
      extra={[
        <Button type="primary" key="summary" onClick={() => navigate(`/b-flights/summary?id=${booking.id}`)}>
          {t('confirmation.summary')}
        </Button>,
        <Button key="another" onClick={() => navigate(stepPath('search'))}>
          {t('confirmation.another')}
        </Button>,
      ]}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <HoldPanel booking={booking} />
        <Table size="small" pagination={false} rowKey={(traveller) => `${traveller.firstName} ${traveller.lastName}`} dataSource={booking.travellers} columns={travellerColumns(t)} />
      </Space>
    </Result>
  );
}
