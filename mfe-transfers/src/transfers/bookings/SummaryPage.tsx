import { Card, Descriptions } from 'antd';
import { formatDateTime, type BookedTransferTrip, type BookingDeadline, type CancellationQuote, type TransferBooking } from '@portal/contracts';
import { BookingHistoryTable, BookingPrices, BookingSummaryFrame, CancelBookingAction, StatusTag, useQueryParam, useUserFormat, type CancelMutation, type QuoteAnswer } from '@portal/ui';
import { useCancelTransferTripMutation, useTransferBookingQuery, useTransferCancellationQuoteQuery, type TripSelector } from '../api';
import { BookedTripsTable, HoldPanel, VoucherLink } from '../shared/booking-panels';
import { localText, partyText, useTransfersText } from '../shared/text';
import { BookingsList } from './BookingsList';

/** The kit's cancel action for one trip (or every trip left): its quote and cancel hooks, bound to the trip. */
function tripHooks(trip: TripSelector): { useQuote(id: string): QuoteAnswer; useCancel(): CancelMutation } {
  return {
    useQuote: (id) => useTransferCancellationQuoteQuery({ id, trip }),
    useCancel: () => {
      const [cancel, state] = useCancelTransferTripMutation();
      return [(id: string) => cancel({ id, trip }), state] as const;
    },
  };
}

/** A booking's summary asks the service again on every visit: a hold may have been paid or released meanwhile. */
const useFreshBooking = (id: string, options: { skip: boolean }) => useTransferBookingQuery(id, { ...options, refetchOnMountOrArgChange: true });

/** What cancelling does under the trip's terms, as the service quotes it: all back, part back, or nothing. */
function describeQuote(t: (key: string, options?: Record<string, unknown>) => string, trip: TripSelector, quote: CancellationQuote, money: (minor: number) => string): string {
  const which = trip === 'all' ? t('summary.cancel.allTrips') : t('search.trip', { n: trip + 1 });
  if (quote.kind === 'void' || (quote.kind === 'refund' && quote.penalty === 0)) return t('summary.cancel.voidBody', { which, amount: money(quote.refund) });
  if (quote.kind === 'refund') return t('summary.cancel.refundBody', { which, amount: money(quote.refund), penalty: money(quote.penalty) });
  return t('summary.cancel.noRefundBody', { which, penalty: money(quote.penalty) });
}

function TripCancel({ booking, trip }: { booking: TransferBooking; trip: TripSelector }) {
  const { t } = useTransfersText();
  return (
    <CancelBookingAction
      booking={booking}
      {...tripHooks(trip)}
      describe={(quote, money) => describeQuote(t, trip, quote, money)}
      actionLabel={() => (trip === 'all' ? t('summary.cancel.all') : t('summary.cancel.trip', { n: trip + 1 }))}
    />
  );
}

/** `b-transfers/summary`: the agency's transfer bookings, or one booking's summary when `?id=` names it. */
export function SummaryPage() {
  const id = useQueryParam('id');
  if (!id) return <BookingsList />;
  return (
    <BookingSummaryFrame<TransferBooking>
      useBooking={useFreshBooking}
      listPath="/b-transfers/summary"
      actions={(booking) => (
        <>
          <VoucherLink booking={booking} />
          {booking.trips.filter((trip) => trip.state === 'booked').length > 1 ? <TripCancel booking={booking} trip="all" /> : null}
        </>
      )}
    >
      {(booking) => <TransferSummary booking={booking} />}
    </BookingSummaryFrame>
  );
}

/** The transfer booking's own parts: the booking, trips with their own state and cancel, prices, deadlines, history. */
function TransferSummary({ booking }: { booking: TransferBooking }) {
  const { t, tc } = useTransfersText();
  const format = useUserFormat();
  const none = tc('common:bookings.summary.none');
  const both = (moment: BookingDeadline | null) =>
    moment ? `${localText(moment, format.dateTimeFormat)} (${moment.timeZone}) · ${formatDateTime(moment.utc, format.dateTimeFormat, 'UTC')} UTC` : none;
  const lead = booking.leadPassenger;
  return (
    <>
      <HoldPanel booking={booking} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('summary.booking')}>
        <Descriptions.Item label={t('summary.reference')}>
          <span data-testid="booking-reference">{booking.reference}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.status')}>
          <span data-testid="booking-status">
            <StatusTag status={booking.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('search.tripType')}>{t(`search.tripTypes.${booking.tripType}`)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.bookedAt')}>{format.dateTime(booking.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.confirmedAt')}>{booking.confirmedAt ? format.dateTime(booking.confirmedAt) : none}</Descriptions.Item>
        <Descriptions.Item label={t('summary.agent')}>{booking.agentName}</Descriptions.Item>
        <Descriptions.Item label={t('summary.payment')}>{t(`payments.${booking.payment}`)}</Descriptions.Item>
        <Descriptions.Item label={t('passengers.clientReference')}>{booking.clientReference ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('search.passengers')}>
          {partyText(t, booking.passengers)} · {t('labelled', { label: t('search.luggage'), value: booking.luggage })}
        </Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('passengers.lead')}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('passengers.name')}>
            <span data-testid="lead-passenger">{`${lead.firstName} ${lead.lastName}`}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('passengers.email')}>{lead.email}</Descriptions.Item>
          <Descriptions.Item label={t('passengers.phone')}>{lead.phone}</Descriptions.Item>
          <Descriptions.Item label={t('passengers.age')}>{lead.age}</Descriptions.Item>
        </Descriptions>
      </Card>
      <BookedTripsTable booking={booking} action={(trip: BookedTransferTrip) => (trip.state === 'booked' ? <TripCancel booking={booking} trip={trip.trip} /> : null)} />
      <BookingPrices booking={booking} />
      <Descriptions bordered size="small" column={1} title={t('summary.deadlines')}>
        <Descriptions.Item label={t('summary.paymentDeadline')}>
          <span data-testid="payment-deadline">{both(booking.deadlines.payment)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.freeCancellationDeadline')}>{both(booking.deadlines.freeCancellation)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.cancellationDeadline')}>
          <span data-testid="cancellation-deadline">{both(booking.deadlines.cancellation)}</span>
        </Descriptions.Item>
      </Descriptions>
      <BookingHistoryTable history={booking.history} />
    </>
  );
}
