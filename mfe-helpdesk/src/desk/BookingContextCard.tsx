import { Card, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketBookingContext } from '@portal/contracts';
import { StatusTag, useUserFormat } from '@portal/ui';

const DEADLINES = ['payment', 'freeCancellation', 'cancellation'] as const;

/** The booking a ticket is about, as the helpdesk last heard of it, so nobody asks the agency again. */
export function BookingContextCard({ booking }: { booking: TicketBookingContext | null }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Card size="small" title={t('deskTicket.booking.title')} data-testid="booking-context">
      {booking ? (
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('deskTicket.booking.reference')}>
            <Typography.Text copyable>{booking.reference}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('deskTicket.booking.product')}>{t(`common:company.products.${booking.product}`)}</Descriptions.Item>
          <Descriptions.Item label={t('deskTicket.booking.status')}>
            <StatusTag status={booking.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('deskTicket.booking.customer')}>{booking.customer}</Descriptions.Item>
          {booking.travelStartsAt ? <Descriptions.Item label={t('deskTicket.booking.travelStartsAt')}>{format.dateTime(booking.travelStartsAt)}</Descriptions.Item> : null}
          {DEADLINES.map((name) => {
            const deadline = booking.deadlines?.[name];
            return deadline ? (
              <Descriptions.Item key={name} label={t(`deskTicket.booking.${name}`)}>
                {format.dateTime(deadline.utc)}
              </Descriptions.Item>
            ) : null;
          })}
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">{t('deskTicket.booking.none')}</Typography.Text>
      )}
    </Card>
  );
}
