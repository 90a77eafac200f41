import { Button, Card, Descriptions, Empty, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FlightBooking } from '@portal/contracts';
import { BookingHistoryTable, errorText, LoadFailure, PageLoading, StatusTag, useHostProps, useQueryParam, useUserFormat } from '@portal/ui';
import { useCancelBookingMutation, useCancellationQuoteQuery, useFlightBookingQuery } from '../api';
import { HoldPanel } from '../shared/HoldPanel';
import { BaggageView, FareRulesView, ItineraryView, travellerColumns } from '../shared/itinerary';

/** Unpaid, its seats kept for 30 minutes: the airline's PNR through (awaiting payment) or still pending. */
const isHold = (booking: FlightBooking) => booking.status === 'awaiting_payment' || (booking.status === 'pnr_pending' && booking.holdExpiresAt !== null);

/** Cancel as the service's quote says: whether it may, and what comes back (void, refund less the penalty, nothing) until when. */
function CancelAction({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { notify } = useHostProps();
  const { data: quote, refetch } = useCancellationQuoteQuery(booking.id);
  const [cancel, cancelling] = useCancelBookingMutation();
  const [open, setOpen] = useState(false);
  if (!quote?.allowed) return null;
  const money = (minor: number) => format.money(minor, quote.currency);
  const body = isHold(booking)
    ? t('summary.cancel.holdBody')
    : quote.kind === 'void'
      ? t('summary.cancel.voidBody', { amount: money(quote.refund) })
      : quote.kind === 'refund'
        ? t('summary.cancel.refundBody', { amount: money(quote.refund), penalty: money(quote.penalty) })
        : t('summary.cancel.noRefundBody');

  const ask = () => {
    // The void window or the deadline may have passed since the page opened: the dialog shows the terms of now.
    void refetch();
    setOpen(true);
  };

  const confirm = async () => {
    try {
      const done = await cancel(booking.id).unwrap();
      setOpen(false);
      notify('success', t('summary.cancel.done', { reference: done.reference, status: t(`common:bookingStatuses.${done.status}`) }));
    } catch (error) {
      setOpen(false);
      notify('error', errorText(t, error));
    }
  };

  return (
    <>
      <Button danger onClick={ask}>
        {t(quote.kind === 'void' ? 'summary.cancel.voidAction' : 'summary.cancel.action')}
      </Button>
      <Modal
        open={open}
        title={t('summary.cancel.title', { reference: booking.reference })}
        okText={t('summary.cancel.confirm')}
        cancelText={t('summary.cancel.keep')}
        okButtonProps={{ danger: true, loading: cancelling.isLoading }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p>{body}</p>
        {quote.deadline && !isHold(booking) && <p>{t('summary.cancel.deadline', { date: format.dateTime(quote.deadline) })}</p>}
      </Modal>
    </>
  );
}

export function SummaryPage() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const id = useQueryParam('id') ?? '';
  const { data: booking, error, isLoading, refetch } = useFlightBookingQuery(id, { skip: !id });
  const toList = <Link to="/b-flights">{t('summary.toList')}</Link>;
  if (!id) return <Empty description={t('summary.missing')}>{toList}</Empty>;
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} extra={toList} />;
  const money = (minor: number) => format.money(minor, booking.currency);
  const roundTrip = booking.journeys.length === 2 && booking.journeys[0]!.segments[0]!.origin === booking.journeys[1]!.segments.at(-1)!.destination;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        {toList}
        <CancelAction booking={booking} />
      </Space>
      <HoldPanel booking={booking} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('summary.booking')}>
        <Descriptions.Item label={t('summary.reference')}>{booking.reference}</Descriptions.Item>
        <Descriptions.Item label={t('summary.pnr')}>{booking.pnr ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={t('summary.status')}>
          <span data-testid="booking-status">
            <StatusTag status={booking.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.bookedAt')}>{format.dateTime(booking.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.confirmedAt')}>{booking.confirmedAt ? format.dateTime(booking.confirmedAt) : '—'}</Descriptions.Item>
        <Descriptions.Item label={t('summary.agent')}>{booking.agentName}</Descriptions.Item>
        <Descriptions.Item label={t('summary.payment')}>{t(`payments.${booking.payment}`)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.cancellationDeadline')}>{format.dateTime(booking.fareRules.cancellationDeadline)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.contact')}>
          {booking.contact.email} · {booking.contact.phone}
        </Descriptions.Item>
      </Descriptions>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('summary.prices')}>
        <Descriptions.Item label={t('summary.purchasePrice')}>{money(booking.purchasePrice)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.salePrice')}>{money(booking.salePrice)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.refunded')}>
          <span data-testid="refunded">{money(booking.refunded)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.fees')}>{money(booking.fees)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.feeDate')}>{booking.feeDate ? format.dateTime(booking.feeDate) : '—'}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('review.itinerary')}>
        <ItineraryView journeys={booking.journeys} roundTrip={roundTrip} />
        <Space direction="vertical" size={4} style={{ marginTop: 12 }}>
          <FareRulesView rules={booking.fareRules} currency={booking.currency} />
          <BaggageView baggage={booking.baggage} />
        </Space>
      </Card>
      <Table
        title={() => <strong>{t('summary.passengers')}</strong>}
        size="small"
        pagination={false}
        rowKey={(traveller) => `${traveller.firstName} ${traveller.lastName}`}
        dataSource={booking.travellers}
        columns={travellerColumns(t, [
          { title: t('travellers.dateOfBirth'), render: (_value, traveller) => format.date(`${traveller.dateOfBirth}T12:00:00Z`) },
          { title: t('travellers.passportNumber'), dataIndex: 'passportNumber' },
        ])}
      />
      <BookingHistoryTable history={booking.history} />
    </Space>
  );
}
