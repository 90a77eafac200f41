import { Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TicketBookingContext } from '@portal/contracts';
import { StatusTag, useUserFormat } from '@portal/ui';

const DEADLINES = ['payment', 'freeCancellation', 'cancellation'] as const;

/** The booking a ticket is about, as the helpdesk last heard of it: product, status, travel date and deadlines, and a link to its summary. */
export function BookingContextCard({ booking, bordered = true }: { booking: TicketBookingContext; bordered?: boolean }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const items: DescriptionsProps['items'] = [
    { key: 'reference', label: t('booking.reference'), children: <Link to={booking.link}>{booking.reference}</Link> },
    { key: 'product', label: t('booking.product'), children: t(`common:company.products.${booking.product}`) },
    { key: 'status', label: t('booking.status'), children: <StatusTag status={booking.status} /> },
    { key: 'customer', label: t('booking.customer'), children: booking.customer },
    ...(booking.travelStartsAt ? [{ key: 'travelStartsAt', label: t('booking.travelStartsAt'), children: format.dateTime(booking.travelStartsAt) }] : []),
    ...DEADLINES.flatMap((name) => {
      const deadline = booking.deadlines?.[name];
      return deadline ? [{ key: name, label: t(`booking.deadlines.${name}`), children: format.dateTime(deadline.utc) }] : [];
    }),
  ];
  return <Descriptions data-testid="ticket-booking" size="small" column={1} bordered={bordered} title={t('booking.title')} extra={<Link to={booking.link}>{t('booking.open')}</Link>} items={items} />;
}
