import { Button, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FailureResult, StatusTag, useQueryParam, useUserFormat } from '@portal/ui';
import { useActivityBookingQuery } from './api';
import { OnRequestPanel, useLocalized, VoucherLink } from './bits';
import { stepPath, summaryPath } from './steps';

const ON_REQUEST_REFRESH_MS = 30_000;

/** `confirmation`: confirmed with its voucher, or on request with the supplier's deadline and the amount held; anything else as its status says. */
export function ConfirmationStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const localized = useLocalized();
  const id = useQueryParam('id');
  // An on-request booking changes when the supplier answers: the page looks again now and then.
  const { data: booking, error, isFetching, refetch } = useActivityBookingQuery(id ?? '', { skip: !id, pollingInterval: ON_REQUEST_REFRESH_MS, skipPollingIfUnfocused: true });
  if (!id) return <Result status="info" title={t('activities.product.none')} />;
  if (error && !isFetching) return <FailureResult error={error} onRetry={() => void refetch()} />;
  if (!booking) return <Skeleton active />;

  const confirmed = booking.status === 'confirmed';
  const onRequest = booking.status === 'on_request';
  const title = confirmed
    ? t('activities.booking.confirmed', { reference: booking.reference })
    : onRequest
      ? t('activities.booking.onRequest', { reference: booking.reference })
      : t('activities.booking.other', { reference: booking.reference, status: t(`common:bookingStatuses.${booking.status}`) });
  return (
    <Result
      status={confirmed ? 'success' : onRequest ? 'info' : 'warning'}
      title={<span data-testid="confirmation-title">{title}</span>}
      subTitle={
        <Space orientation="vertical" size={2}>
          <span>
            {localized(booking.product.title)} · {localized(booking.option.title)} · {booking.date} {booking.startTime}
          </span>
          <span>
            <StatusTag status={booking.status} /> {format.money(booking.salePrice, booking.currency)}
          </span>
          {booking.voucherReference ? <span data-testid="voucher-reference">{t('activities.booking.voucherReference', { reference: booking.voucherReference })}</span> : null}
        </Space>
      }
      extra={
        <Space orientation="vertical" align="center">
          <OnRequestPanel booking={booking} />
          <Space wrap>
            <VoucherLink booking={booking} />
            <Button onClick={() => navigate(summaryPath(booking.id))} data-testid="to-summary">
              {t('activities.booking.toSummary')}
            </Button>
            <Button onClick={() => navigate(stepPath('search'))}>{t('activities.bookings.newSearch')}</Button>
          </Space>
        </Space>
      }
    />
  );
}
