import { Alert, Button, Space } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlightBooking } from '@portal/contracts';
import { errorText, HoldCountdown, useHostProps } from '@portal/ui';
import { usePayHeldBookingMutation } from '../api';

/**
 * A held booking: live countdown to `holdExpiresAt` and pay now (balance or agency, or the card
 * page for a card booking); an ended hold says so.
 */
export function HoldPanel({ booking }: { booking: FlightBooking }) {
  const { t } = useTranslation();
  const { notify } = useHostProps();
  const [pay, paying] = usePayHeldBookingMutation();
  // Ended on screen before the service's sweep moved it: the panel stays, its actions close.
  const [ended, setEnded] = useState(false);
  const onExpired = useCallback(() => setEnded(true), []);
  const held = (booking.status === 'awaiting_payment' || booking.cardPaymentUrl !== null) && booking.holdExpiresAt !== null;
  if (booking.status === 'expired') return <Alert type="warning" showIcon message={t('confirmation.holdExpired')} />;
  if (!held) return null;

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
      type={ended ? 'warning' : 'info'}
      showIcon
      message={<HoldCountdown holdExpiresAt={booking.holdExpiresAt!} onExpired={onExpired} />}
      description={
        booking.cardPaymentUrl ? (
          <Space direction="vertical">
            <span>{t('confirmation.awaitingCardBody')}</span>
            <Button type="primary" href={ended ? undefined : booking.cardPaymentUrl} disabled={ended}>
              {t('confirmation.payByCard')}
            </Button>
          </Space>
        ) : (
          <Space wrap>
            <strong>{t('confirmation.payNow')}</strong>
            <Button type="primary" loading={paying.isLoading} disabled={ended} onClick={() => void payWith('balance')}>
              {t('confirmation.payBalance')}
            </Button>
            <Button loading={paying.isLoading} disabled={ended} onClick={() => void payWith('agency')}>
              {t('confirmation.payAgency')}
            </Button>
          </Space>
        )
      }
    />
  );
}
