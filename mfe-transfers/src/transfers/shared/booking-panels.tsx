import { Alert, Button, Space, Table, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { serviceNumberKindOf, type BookedTransferTrip, type TransferBooking } from '@portal/contracts';
import { HoldCountdown, useHostProps, useUserFormat } from '@portal/ui';
import { usePayTransferBookingMutation, useTransferBookingQuery, voucherUrl } from '../api';
import { basisText, PolicyView, VehicleText } from './bits';
import { dayText, failureText, localText, useTransfersText } from './text';

const RELEASE_POLL_MS = 5000;

/**
 * A held booking (30 minutes, the amount held on the balance): the shared countdown and paying now;
 * once released, says so with the amount returned.
 */
export function HoldPanel({ booking }: { booking: TransferBooking }) {
  const { t, tc } = useTransfersText();
  const format = useUserFormat();
  const { notify } = useHostProps();
  const [pay, paying] = usePayTransferBookingMutation();
  const [error, setError] = useState<string | null>(null);
  // Ended on screen before the service's sweep moved it: ask until the booking says released.
  const [ended, setEnded] = useState(false);
  const onExpired = useCallback(() => setEnded(true), []);
  useTransferBookingQuery(booking.id, { skip: !ended || booking.status !== 'awaiting_payment', pollingInterval: RELEASE_POLL_MS });
  const money = (minor: number) => format.money(minor, booking.currency);

  if (booking.payment === 'hold' && booking.status === 'expired')
    return <Alert type="warning" showIcon data-testid="hold-released" title={t('hold.released')} description={t('hold.returned', { amount: money(booking.purchasePrice) })} />;
  if (booking.status !== 'awaiting_payment' || !booking.holdExpiresAt) return null;

  const payWith = async (payment: 'balance' | 'agency') => {
    setError(null);
    try {
      const paid = await pay({ id: booking.id, payment }).unwrap();
      notify('success', t('hold.paid', { reference: paid.reference, status: tc(`common:bookingStatuses.${paid.status}`) }));
    } catch (failure) {
      setError(failureText(tc, failure));
    }
  };

  return (
    <Alert
      type={ended ? 'warning' : 'info'}
      showIcon
      data-testid="hold-panel"
      title={<HoldCountdown holdExpiresAt={booking.holdExpiresAt} onExpired={onExpired} />}
      description={
        <Space orientation="vertical">
          <span>{t('hold.body', { amount: money(booking.purchasePrice) })}</span>
          <Space wrap>
            <Button type="primary" loading={paying.isLoading} disabled={ended} onClick={() => void payWith('balance')} data-testid="pay-now">
              {t('hold.payNow')}
            </Button>
            <Button loading={paying.isLoading} disabled={ended} onClick={() => void payWith('agency')} data-testid="pay-agency">
              {t('hold.payAgency')}
            </Button>
            {error ? (
              <Typography.Text type="danger" data-testid="pay-error">
                {error}
              </Typography.Text>
            ) : null}
          </Space>
        </Space>
      }
    />
  );
}

/** The voucher PDF in the screen's language, opened in a new tab (a confirmed booking has one). */
export function VoucherLink({ booking }: { booking: TransferBooking }) {
  const { t } = useTransfersText();
  const { serviceBaseUrl, language } = useHostProps();
  if (booking.status !== 'confirmed') return null;
  return (
    <Button href={voucherUrl(serviceBaseUrl, booking.id, language)} target="_blank" rel="noopener noreferrer" data-testid="voucher-link">
      {t('summary.voucher')}
    </Button>
  );
}

/** A booking's trips, each with its own state, pickup, details and price; `action` adds a per-trip cell (cancel). */
export function BookedTripsTable({ booking, action }: { booking: TransferBooking; action?: (trip: BookedTransferTrip) => ReactNode }) {
  const { t } = useTransfersText();
  const format = useUserFormat();
  const { language } = format;
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <Table<BookedTransferTrip>
      title={() => <strong>{t('summary.trips')}</strong>}
      size="small"
      pagination={false}
      scroll={{ x: 1000 }}
      rowKey={(trip) => String(trip.trip)}
      dataSource={booking.trips}
      data-testid="booked-trips"
      expandable={{
        expandedRowRender: (trip) => (
          <Space orientation="vertical" size={2}>
            <span>{t('labelled', { label: t(`passengers.serviceNumber.${serviceNumberKindOf(trip.from.kind, trip.to.kind)}`), value: trip.details.serviceNumber })}</span>
            <span>{t('labelled', { label: t('summary.terminal'), value: trip.details.terminal })}</span>
            <span>{t('labelled', { label: t('summary.company'), value: trip.details.companyName })}</span>
            <span>{t('labelled', { label: t('passengers.departurePoint'), value: trip.details.departurePoint })}</span>
            <span>{t('labelled', { label: t('passengers.stoppingPoint'), value: trip.details.stoppingPoint })}</span>
            <span>{t('labelled', { label: t('summary.meetingPoint'), value: trip.meetingPoint[language] })}</span>
            <span>{t('labelled', { label: t('summary.emergencyPhone'), value: trip.emergencyPhone })}</span>
            {trip.reconfirm ? <Typography.Text type="warning">{trip.reconfirm.text[language]}</Typography.Text> : null}
            <span>{t('labelled', { label: t('summary.supplierConfirmation'), value: trip.supplierConfirmation ?? t('summary.supplierPending') })}</span>
            <PolicyView policy={trip.cancellation} currency={booking.currency} />
          </Space>
        ),
      }}
      columns={[
        { key: 'trip', title: t('review.trip'), render: (_value, trip) => t('results.tripTitle', { n: trip.trip + 1, from: trip.from.name, to: trip.to.name }) },
        {
          key: 'state',
          title: t('summary.tripState'),
          render: (_value, trip) => (
            <Tag color={trip.state === 'booked' ? 'green' : 'default'} data-testid={`trip-state-${trip.trip + 1}`}>
              {t(`tripStates.${trip.state}`)}
            </Tag>
          ),
        },
        {
          key: 'pickup',
          title: t('review.pickup'),
          render: (_value, trip) => `${dayText(trip.pickup.local.slice(0, 10), format.dateTimeFormat)} ${trip.details.pickupTime} (${trip.pickup.timeZone})`,
        },
        { key: 'dropOff', title: t('summary.dropOff'), render: (_value, trip) => localText(trip.dropOff, format.dateTimeFormat) },
        { key: 'vehicle', title: t('review.vehicle'), render: (_value, trip) => <VehicleText vehicle={trip.vehicle} service={trip.service} /> },
        { key: 'price', title: t('review.price'), align: 'right', render: (_value, trip) => `${money(trip.salePrice)} · ${basisText(t, trip.priceBasis, trip.units)}` },
        { key: 'refunded', title: t('summary.refunded'), align: 'right', render: (_value, trip) => (trip.state === 'cancelled' ? money(trip.refunded) : '—') },
        ...(action ? [{ key: 'action', title: '', render: (_value: unknown, trip: BookedTransferTrip) => action(trip) }] : []),
      ]}
    />
  );
}
