import { Descriptions, Empty, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailure, PageLoading } from '../feedback';
import { useUserFormat } from '../host-context';
import { useQueryParam } from '../use-query-param';
import { BookingHelpLink } from './BookingHelpLink';

/** The part of a product's RTK Query booking hook the frame reads. */
export interface BookingAnswer<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  refetch(): unknown;
}

export interface BookingSummaryFrameProps<T extends { reference: string }> {
  /** The product's booking query hook, e.g. `useHotelBookingQuery`. */
  useBooking(id: string, options: { skip: boolean }): BookingAnswer<T>;
  /** The product's bookings list, e.g. `/b-hotels`. */
  listPath: string;
  /** The booking's id when the route carries it in its path (`summary/:id`); otherwise the URL's `?id=`. */
  id?: string;
  /** Beside the way back to the list and the way to help: the booking's actions (voucher, cancel). */
  actions?(booking: T): ReactNode;
  /** The product's own parts of the summary. */
  children(booking: T): ReactNode;
}

/**
 * A booking's summary page (`?id=` in the URL, or the route's own id): a way back to the list, a way to a ticket about
 * it, the booking's actions, and the product's parts once the booking is loaded; a hint without
 * an id, a retry on failure.
 */
export function BookingSummaryFrame<T extends { reference: string }>({ useBooking, listPath, id: pathId, actions, children }: BookingSummaryFrameProps<T>) {
  const { t } = useTranslation();
  const queryId = useQueryParam('id');
  const id = pathId ?? queryId ?? '';
  const { data: booking, error, isLoading, refetch } = useBooking(id, { skip: !id });
  const toList = <Link to={listPath}>{t('common:bookings.summary.toList')}</Link>;
  if (!id) return <Empty description={t('common:bookings.summary.missing')}>{toList}</Empty>;
  if (isLoading) return <PageLoading />;
  if (error || !booking) return <LoadFailure error={error} onRetry={() => void refetch()} extra={toList} />;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap size="large">
          {toList}
          <BookingHelpLink reference={booking.reference} />
        </Space>
        {actions ? <Space wrap>{actions(booking)}</Space> : null}
      </Space>
      {children(booking)}
    </Space>
  );
}

/** What every product's booking holds for its prices. */
export interface BookingPricesRow {
  purchasePrice: number;
  salePrice: number;
  refunded: number;
  fees: number;
  feeDate: string | null;
  currency: string;
}

/** A booking's prices: purchase and sale, what was refunded, and the fees with their date. */
export function BookingPrices({ booking }: { booking: BookingPricesRow }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const money = (minor: number) => format.money(minor, booking.currency);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 3 }} title={t('common:bookings.summary.prices')}>
      <Descriptions.Item label={t('common:bookings.summary.purchasePrice')}>{money(booking.purchasePrice)}</Descriptions.Item>
      <Descriptions.Item label={t('common:bookings.summary.salePrice')}>
        <span data-testid="sale-price">{money(booking.salePrice)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('common:bookings.summary.refunded')}>
        <span data-testid="refunded">{money(booking.refunded)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('common:bookings.summary.fees')}>{money(booking.fees)}</Descriptions.Item>
      <Descriptions.Item label={t('common:bookings.summary.feeDate')}>{booking.feeDate ? format.dateTime(booking.feeDate) : t('common:bookings.summary.none')}</Descriptions.Item>
    </Descriptions>
  );
}
