import { Button, Card, Descriptions, Empty, Modal, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BookingDeadline, HotelBooking } from '@portal/contracts';
import { BookingHistoryTable, errorText, LoadFailure, PageLoading, StatusTag, useHostProps, useQueryParam, useUserFormat } from '@portal/ui';
import { useCancelHotelBookingMutation, useHotelBookingQuery, useHotelCancellationQuoteQuery } from '../api';
import { PayLaterPanel, VoucherLink } from '../shared/booking-panels';
import { stayDayText } from '../shared/deadline';
import { PolicyView, RateComments, RefundableTag, Stars, useDeadline } from '../shared/hotel-bits';
import { occupancyText, placeOf } from '../shared/occupancy';

type BookedRoom = HotelBooking['rooms'][number];

/** Cancel as the service's quote says: whether it may, what comes back and the penalty, until when. */
function CancelAction({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { notify } = useHostProps();
  const { data: quote, refetch } = useHotelCancellationQuoteQuery(booking.id);
  const [cancel, cancelling] = useCancelHotelBookingMutation();
  const [open, setOpen] = useState(false);
  if (!quote?.allowed) return null;
  const money = (minor: number) => format.money(minor, quote.currency);
  const body =
    quote.kind === 'void' || (quote.kind === 'refund' && quote.penalty === 0)
      ? t('summary.cancel.voidBody', { amount: money(quote.refund) })
      : quote.kind === 'refund'
        ? t('summary.cancel.refundBody', { amount: money(quote.refund), penalty: money(quote.penalty) })
        : t('summary.cancel.noRefundBody', { penalty: money(quote.penalty) });

  const ask = () => {
    // The free-cancellation deadline may have passed since the page opened: the dialog shows the terms of now.
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
      <Button danger onClick={ask} data-testid="cancel-booking">
        {t('summary.cancel.action')}
      </Button>
      <Modal
        open={open}
        title={t('summary.cancel.title', { reference: booking.reference })}
        okText={t('summary.cancel.confirm')}
        cancelText={t('summary.cancel.keep')}
        okButtonProps={{ danger: true, loading: cancelling.isLoading, 'data-testid': 'confirm-cancel' }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p data-testid="cancellation-quote">{body}</p>
        {quote.deadline ? <p>{t('summary.cancel.deadline', { date: format.dateTime(quote.deadline) })}</p> : null}
      </Modal>
    </>
  );
}

export function SummaryPage() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const deadline = useDeadline();
  const id = useQueryParam('id') ?? '';
  const { data: booking, error, isLoading, refetch } = useHotelBookingQuery(id, { skip: !id });
  const toList = <Link to="/b-hotels">{t('summary.toList')}</Link>;
  if (!id) return <Empty description={t('summary.missing')}>{toList}</Empty>;
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} extra={toList} />;
  const money = (minor: number) => format.money(minor, booking.currency);
  const both = (moment: BookingDeadline | null) => {
    if (!moment) return t('summary.none');
    const { local, utc } = deadline(moment);
    return `${local} (${moment.timeZone}) · ${utc} UTC`;
  };
  const { hotel } = booking;

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        {toList}
        <Space wrap>
          <VoucherLink booking={booking} />
          <CancelAction booking={booking} />
        </Space>
      </Space>
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
        <Descriptions.Item label={t('summary.confirmedAt')}>{booking.confirmedAt ? format.dateTime(booking.confirmedAt) : t('summary.none')}</Descriptions.Item>
        <Descriptions.Item label={t('summary.agent')}>{booking.agentName}</Descriptions.Item>
        <Descriptions.Item label={t('summary.payment')}>{t(`payments.${booking.payment}`)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.clientReference')}>{booking.clientReference ?? t('summary.none')}</Descriptions.Item>
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
                value: `${stayDayText(booking.checkIn, format.dateTimeFormat)} → ${stayDayText(booking.checkOut, format.dateTimeFormat)} · ${t('search.nights', { count: booking.nights })}`,
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
          { key: 'room', title: t('summary.room'), render: (_value, room) => `${t(`roomTypes.${room.roomType}`)} · ${t(`boards.${room.board}`)}` },
          { key: 'occupancy', title: t('summary.occupancy'), render: (_value, room) => occupancyText(t, room) },
          { key: 'guest', title: t('summary.leadGuest'), render: (_value, room) => `${t(`guests.titles.${room.leadGuest.title}`)} ${room.leadGuest.firstName} ${room.leadGuest.lastName}` },
          { key: 'price', title: t('summary.purchasePrice'), align: 'right', render: (_value, room) => money(room.purchasePrice) },
        ]}
      />
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('summary.prices')}>
        <Descriptions.Item label={t('summary.purchasePrice')}>{money(booking.purchasePrice)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.salePrice')}>
          <span data-testid="sale-price">{money(booking.salePrice)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.refunded')}>
          <span data-testid="refunded">{money(booking.refunded)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('summary.fees')}>{money(booking.fees)}</Descriptions.Item>
        <Descriptions.Item label={t('summary.feeDate')}>{booking.feeDate ? format.dateTime(booking.feeDate) : t('summary.none')}</Descriptions.Item>
      </Descriptions>
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
    </Space>
  );
}
