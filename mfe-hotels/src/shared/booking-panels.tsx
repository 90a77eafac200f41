import { Alert, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelBooking } from '@portal/contracts';
import { errorText, useHostProps } from '@portal/ui';
import { usePayHotelBookingMutation, voucherUrl } from '../api';
import { useDeadline } from './hotel-bits';

/** A pay-later booking not paid yet: its deadline (hotel clock and UTC) and paying now from the balance or at the agency. */
export function PayLaterPanel({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation();
  const { notify } = useHostProps();
  const deadline = useDeadline();
  const [pay, paying] = usePayHotelBookingMutation();
  if (booking.status !== 'awaiting_payment') return null;

  const payWith = async (payment: 'balance' | 'agency') => {
    try {
      const paid = await pay({ id: booking.id, payment }).unwrap();
      // The shell's header balance follows the ledger's stream; the notice tells the agent at once.
      notify('success', t('confirmation.paid', { reference: paid.reference, status: t(`common:bookingStatuses.${paid.status}`) }));
    } catch (error) {
      notify('error', errorText(t, error));
    }
  };

  return (
    <Alert
      type="info"
      showIcon
      data-testid="pay-later"
      title={booking.deadlines.payment ? t('confirmation.payBy', deadline(booking.deadlines.payment)) : t('confirmation.awaitingPayment')}
      description={
        <Space wrap>
          <strong>{t('confirmation.payNow')}</strong>
          <Button type="primary" loading={paying.isLoading} onClick={() => void payWith('balance')} data-testid="pay-balance">
            {t('confirmation.payBalance')}
          </Button>
          <Button loading={paying.isLoading} onClick={() => void payWith('agency')} data-testid="pay-agency">
            {t('confirmation.payAgency')}
          </Button>
        </Space>
      }
    />
  );
}

/** The voucher PDF in the screen's language, opened in a new tab (a confirmed booking has one). */
export function VoucherLink({ booking }: { booking: HotelBooking }) {
  const { t } = useTranslation();
  const { serviceBaseUrl, language } = useHostProps();
  if (booking.status !== 'confirmed') return null;
  return (
    <Button href={voucherUrl(serviceBaseUrl, booking.id, language)} target="_blank" rel="noopener noreferrer" data-testid="voucher-link">
      {t('confirmation.voucher')}
    </Button>
  );
}
