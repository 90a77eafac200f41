import { Button, Card, Descriptions, Space, Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CancellationQuote, FlightBooking } from '@portal/contracts';
import { BookingHistoryTable, BookingPrices, BookingSummaryFrame, CancelBookingAction, DocumentLink, StatusTag, useUserFormat } from '@portal/ui';
import { useCancelBookingMutation, useCancellationQuoteQuery, useFlightBookingQuery } from '../api';
import { eticketPath, hasEticket } from '../shared/eticket';
import { HoldPanel } from '../shared/HoldPanel';
import { transferLinkOf } from '../shared/transfer-link';
import { BaggageView, FareRulesView, ItineraryView, travellerColumns } from '../shared/itinerary';

/** Unpaid, its seats kept for 30 minutes: the airline's PNR through (awaiting payment) or still pending. */
const isHold = (booking: FlightBooking) => booking.status === 'awaiting_payment' || (booking.status === 'pnr_pending' && booking.holdExpiresAt !== null);

/** What cancelling does under the fare rules, as the service quotes it: a hold released, a void, a refund less the penalty, or nothing. */
function describeQuote(t: TFunction, booking: FlightBooking, quote: CancellationQuote, money: (minor: number) => string): string {
  if (isHold(booking)) return t('summary.cancel.holdBody');
  if (quote.kind === 'void') return t('summary.cancel.voidBody', { amount: money(quote.refund) });
  if (quote.kind === 'refund') return t('summary.cancel.refundBody', { amount: money(quote.refund), penalty: money(quote.penalty) });
  return t('summary.cancel.noRefundBody');
}

export function SummaryPage() {
  const { t } = useTranslation();
  return (
    <BookingSummaryFrame<FlightBooking>
      useBooking={useFlightBookingQuery}
      listPath="/b-flights"
      actions={(booking) => (
        <>
          {hasEticket(booking) && <DocumentLink path={eticketPath(booking.id)} label={t('summary.eticket')} download testId="eticket-link" />}
          <AddTransfer booking={booking} />
          <CancelBookingAction
            booking={booking}
            useQuote={useCancellationQuoteQuery}
            useCancel={useCancelBookingMutation}
            describe={(quote, money) => describeQuote(t, booking, quote, money)}
            actionLabel={(quote) => (quote.kind === 'void' ? t('summary.cancel.voidAction') : t('common:bookings.cancel.action'))}
            showDeadline={!isHold(booking)}
          />
        </>
      )}
    >
      {(booking) => <FlightSummary booking={booking} />}
    </BookingSummaryFrame>
  );
}

/** Flights that still fly: a transfer to and from their airports, the search pre-filled from the booking. */
const FLYING = new Set<FlightBooking['status']>(['pending', 'confirmed', 'awaiting_payment', 'pnr_pending', 'ticket_in_progress', 'issue_processing', 'ticket_issued']);

function AddTransfer({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!FLYING.has(booking.status)) return null;
  return (
    <Button onClick={() => navigate(transferLinkOf(booking))} data-testid="add-transfer">
      {t('summary.addTransfer')}
    </Button>
  );
}

/** The flight booking's own parts: the booking, prices, itinerary with fare rules and baggage, passengers, history. */
function FlightSummary({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const roundTrip = booking.journeys.length === 2 && booking.journeys[0]!.segments[0]!.origin === booking.journeys[1]!.segments.at(-1)!.destination;

  return (
    <>
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
      <BookingPrices booking={booking} />
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
    </>
  );
}
