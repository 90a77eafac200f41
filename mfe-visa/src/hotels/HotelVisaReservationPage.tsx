import { Alert, App, Button, Card, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HOTEL_VISA_CANCELLABLE } from '@portal/contracts';
import { BookingActionError, BookingHelpLink, BookingHistoryTable, DocumentLink, LoadFailure, PaymentChoice, usePageTitleParams, useUserFormat } from '@portal/ui';
import { letterPath, useCancelHotelVisaMutation, useConvertHotelVisaMutation, useHotelVisaQuery } from './api';
import { ReservationDetails } from './ReservationDetails';

const PAYMENTS = ['balance', 'agency'] as const;

/** One reservation for the agency: its details and letter, cancel it, or convert it into a paid stay. */
export function HotelVisaReservationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { modal, message } = App.useApp();
  const format = useUserFormat();
  const { data: reservation, error, isFetching, refetch } = useHotelVisaQuery(id, { refetchOnMountOrArgChange: true });
  const [cancel, cancelling] = useCancelHotelVisaMutation();
  const [convert, converting] = useConvertHotelVisaMutation();
  const [payment, setPayment] = useState<(typeof PAYMENTS)[number]>('balance');
  const [actionError, setActionError] = useState<{ error: unknown; message: string } | null>(null);
  usePageTitleParams(reservation ? { id: reservation.reference } : undefined);

  if (error && !isFetching) return <LoadFailure title={t('hotelVisa.detail.loadFailed')} error={error} onRetry={() => void refetch()} />;
  if (!reservation) return <Skeleton active paragraph={{ rows: 8 }} />;

  const askCancel = () =>
    modal.confirm({
      title: t('hotelVisa.detail.cancel'),
      content: t('hotelVisa.detail.cancelConfirm', { reference: reservation.reference }),
      okButtonProps: { danger: true, 'data-testid': 'hotel-visa-cancel-confirm' } as { danger: boolean },
      onOk: async () => {
        setActionError(null);
        try {
          await cancel(reservation.id).unwrap();
          message.success(t('hotelVisa.detail.cancelled'));
        } catch (failure) {
          setActionError({ error: failure, message: t('hotelVisa.detail.cancelFailed') });
        }
      },
    });
  const pay = async () => {
    setActionError(null);
    try {
      await convert({ id: reservation.id, body: { payment } }).unwrap();
      message.success(t('hotelVisa.detail.converted'));
    } catch (failure) {
      setActionError({ error: failure, message: t('hotelVisa.detail.convertFailed') });
    }
  };
  const hasLetter = reservation.status === 'confirmed' || reservation.status === 'converted';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="hotel-visa-reservation">
      <Link to="/visa/hotel">{t('hotelVisa.detail.back')}</Link>
      <ReservationDetails reservation={reservation} />
      <Space wrap>
        {hasLetter ? <DocumentLink path={letterPath(reservation.id, 'agency')} label={t('hotelVisa.detail.letter')} download testId="hotel-visa-letter" /> : null}
        {HOTEL_VISA_CANCELLABLE.includes(reservation.status) ? (
          <Button danger loading={cancelling.isLoading} onClick={askCancel} data-testid="hotel-visa-cancel">
            {t('hotelVisa.detail.cancel')}
          </Button>
        ) : null}
        <BookingHelpLink reference={reservation.reference} />
      </Space>
      {reservation.status === 'confirmed' && reservation.stayPrice !== null ? (
        <Card title={t('hotelVisa.detail.convertTitle')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('hotelVisa.detail.convertHelp')} />
            <PaymentChoice<(typeof PAYMENTS)[number]>
              title={t('hotelVisa.detail.payment')}
              methods={PAYMENTS}
              value={payment}
              onChange={setPayment}
              label={(method) => t(`hotelVisa.detail.payments.${method}`)}
              help={(method) => t(`hotelVisa.detail.paymentHelp.${method}`)}
              testId="hotel-visa-payment"
            />
            <Button type="primary" loading={converting.isLoading} onClick={() => void pay()} data-testid="hotel-visa-convert">
              {t('hotelVisa.detail.convert', { price: format.money(reservation.stayPrice, reservation.currency) })}
            </Button>
          </Space>
        </Card>
      ) : null}
      {actionError ? <BookingActionError error={actionError.error} message={actionError.message} price={{ amount: reservation.stayPrice ?? 0, currency: reservation.currency }} /> : null}
      <BookingHistoryTable history={reservation.history} />
    </Space>
  );
}
