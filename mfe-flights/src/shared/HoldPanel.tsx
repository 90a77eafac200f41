import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@portal/contracts';
import { errorText, useHostProps } from '@portal/ui';
import { usePayHeldBookingMutation } from '../api';
import { countdownText } from './itinerary';
import { useNow } from './use-now';

/**
 * A held booking: live countdown to `holdExpiresAt` and pay now (balance or agency, or the card
 * page for a card booking); an ended hold says so.
 */
export function HoldPanel({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const { notify } = useHostProps();
  const [pay, paying] = usePayHeldBookingMutation();
  const held = (booking.status === 'awaiting_payment' || booking.cardPaymentUrl !== null) && booking.holdExpiresAt !== null;
  const now = useNow(held);
  if (booking.status === 'expired') return <Alert type="warning" showIcon message={t('confirmation.holdExpired')} />;
  if (!held) return null;
  const left = Date.parse(booking.holdExpiresAt!) - now;
  if (left <= 0) return <Alert type="warning" showIcon message={t('confirmation.holdExpired')} />;

  const payWith = async (payment: 'balance' | 'agency') => {
    try {
      await pay({ id: booking.id, payment }).unwrap();
      notify('success', t('confirmation.paid'));
    } catch (error) {
      notify('error', errorText(t, error));
    }
  };

  return (
    <Alert
      type="info"
      showIcon
      message={<span data-testid="hold-countdown">{t('confirmation.holdEndsIn', { time: countdownText(left) })}</span>}
      description={
        booking.cardPaymentUrl ? (
          <Space direction="vertical">
            <span>{t('confirmation.awaitingCardBody')}</span>
            <Button type="primary" href={booking.cardPaymentUrl}>
              {t('confirmation.payByCard')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <strong>{t('confirmation.payNow')}</strong>
            <Button type="primary" loading={paying.isLoading} onClick={() => void payWith('balance')}>
              {t('confirmation.payBalance')}
            </Button>
            <Button loading={paying.isLoading} onClick={() => void payWith('agency')}>
              {t('confirmation.payAgency')}
            </Button>
          </Space>
        )
      }
    />
  );
}
