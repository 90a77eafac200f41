import { Card, Descriptions, Space, Table, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { BookingDeadline, CancellationQuote, HotelBooking } from '@portal/contracts';
import { BookingHistoryTable, BookingPrices, BookingSummaryFrame, CancelBookingAction, StatusTag, useUserFormat } from '@portal/ui';
import { useCancelHotelBookingMutation, useHotelBookingQuery, useHotelCancellationQuoteQuery } from '../api';
import { PayLaterPanel, VoucherLink } from '../shared/booking-panels';
import { stayText } from '../shared/deadline';
import { PolicyView, RateComments, RefundableTag, Stars, useDeadline } from '../shared/hotel-bits';
import { occupancyText, placeOf, roomAndBoardText } from '../shared/occupancy';

type BookedRoom = HotelBooking['rooms'][number];

/** What cancelling does under the hotel's policy, as the service quotes it: all back, part back, or nothing. */
function describeQuote(t: TFunction, quote: CancellationQuote, money: (minor: number) => string): string {
  if (quote.kind === 'void' || (quote.kind === 'refund' && quote.penalty === 0)) return t('summary.cancel.voidBody', { amount: money(quote.refund) });
  if (quote.kind === 'refund') return t('summary.cancel.refundBody', { amount: money(quote.refund), penalty: money(quote.penalty) });
  return t('summary.cancel.noRefundBody', { penalty: money(quote.penalty) });
}

export function SummaryPage() {
  const { t } = useTranslation();
  return (
    <BookingSummaryFrame<HotelBooking>
      useBooking={useHotelBookingQuery}
      listPath="/b-hotels"
      actions={(booking) => (
        <>
          <VoucherLink booking={booking} />
          <CancelBookingAction booking={booking} useQuote={useHotelCancellationQuoteQuery} useCancel={useCancelHotelBookingMutation} describe={(quote, money) => describeQuote(t, quote, money)} />
        </>
      )}
    >
      {(booking) => <HotelSummary booking={booking} />}
    </BookingSummaryFrame>
  );
}

/** The hotel booking's own parts: the booking, the hotel and stay, rooms, prices, deadlines, policy, history. */
function HotelSummary({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const deadline = useDeadline();
  const money = (minor: number) => format.money(minor, booking.currency);
  const both = (moment: BookingDeadline | null) => {
    if (!moment) return t('common:bookings.summary.none');
    const { local, utc } = deadline(moment);
    return `${local} (${moment.timeZone}) · ${utc} UTC`;
  };
  const { hotel } = booking;

  return (
    <>
      <PayLaterPanel booking={booking} />
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('summary.booking')}>
        <Descriptions.Item label={t('summary.reference')}>
          <span data-testid="booking-reference">{booking.reference}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.status')}>
          <span data-testid="booking-status">
            <StatusTag status={booking.status} />
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.hotelConfirmation')}>
          <span data-testid="hotel-confirmation-number">{booking.hotelConfirmationNumber ?? t('confirmation.confirmationWillFollow')}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.bookedAt')}>{format.dateTime(booking.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.confirmedAt')}>{booking.confirmedAt ? format.dateTime(booking.confirmedAt) : t('common:bookings.summary.none')}</Descriptions.Item>
        <Descriptions.Item label={t('summary.agent')}>{booking.agentName}</Descriptions.Item>
        <Descriptions.Item label={t('summary.payment')}>{t(`payments.${booking.payment}`)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.clientReference')}>{booking.clientReference ?? t('common:bookings.summary.none')}</Descriptions.Item>
        <Descriptions.Item label={t('search.nationality')}>{new Intl.DisplayNames([format.language], { type: 'region' }).of(booking.nationality) ?? booking.nationality}</Descriptions.Item>
      </Descriptions>
      <Card size="small" title={t('summary.hotel')}>
        <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
          <img src={hotel.image} alt={hotel.name} style={{ width: 200, height: 140, objectFit: 'cover', borderRadius: 8, background: '#e8edf5' }} />
          <Space orientation="vertical" size={2}>
            <Stars count={hotel.stars} />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {hotel.name}
            </Typography.Title>
            <Typography.Text>{placeOf(hotel, hotel.country)}</Typography.Text>
            <Typography.Text type="secondary">{t('labelled', { label: t('summary.phone'), value: hotel.phone })}</Typography.Text>
            <Typography.Text data-testid="stay-dates">
              {t('labelled', {
                label: t('summary.stay'),
                value: stayText(t, booking, format.dateTimeFormat),
              })}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('hotel.checkInFrom', { time: hotel.checkInFrom })} · {t('hotel.checkOutUntil', { time: hotel.checkOutUntil })}
            </Typography.Text>
          </Space>
        </div>
      </Card>
      <Table<BookedRoom>
        title={() => <strong>{t('summary.rooms')}</strong>}
        size="small"
        pagination={false}
        scroll={{ x: 800 }}
        rowKey={(_room, index) => String(index)}
        dataSource={booking.rooms}
        columns={[
          { key: 'room', title: t('summary.room'), render: (_value, room) => roomAndBoardText(t, room) },
          { key: 'occupancy', title: t('summary.occupancy'), render: (_value, room) => occupancyText(t, room) },
          { key: 'guest', title: t('summary.leadGuest'), render: (_value, room) => `${t(`guests.titles.${room.leadGuest.title}`)} ${room.leadGuest.firstName} ${room.leadGuest.lastName}` },
          { key: 'price', title: t('common:bookings.summary.purchasePrice'), align: 'right', render: (_value, room) => money(room.purchasePrice) },
        ]}
      />
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
      <Card size="small" title={t('review.policy')} extra={<RefundableTag refundable={booking.refundable} />}>
        <PolicyView policy={booking.cancellation} currency={booking.currency} />
        {booking.rateComments.length > 0 ? (
          <div style={{ marginTop: 12 }}>
            <Typography.Text strong>{t('review.comments')}</Typography.Text>
            <RateComments comments={booking.rateComments} />
          </div>
        ) : null}
        {booking.specialRequests ? (
          <Typography.Paragraph style={{ marginTop: 12 }}>{t('labelled', { label: t('summary.specialRequests'), value: booking.specialRequests })}</Typography.Paragraph>
        ) : null}
      </Card>
      <BookingHistoryTable history={booking.history} />
    </>
  );
}
