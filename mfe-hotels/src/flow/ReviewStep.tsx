import { Button, Card, Checkbox, Descriptions, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HOTEL_PAYMENTS, nightsBetween, type HotelPayment } from '@portal/contracts';
import { BookingActionError, errorText, PaymentChoice, reasonText, serviceErrorOf, useHostProps, useUserFormat } from '@portal/ui';
import { useCreateHotelBookingMutation, useRecheckRateMutation, type HotelRecheckResponse } from '../api';
import { stayText } from '../shared/deadline';
import { PaymentModel, PolicyView, RateComments, RefundableTag, useDeadline } from '../shared/hotel-bits';
import { occupancyText, placeOf, roomAndBoardText } from '../shared/occupancy';
import { useFlow } from './flow-state';
import { RecheckNotice } from './RecheckNotice';
import { stepPath } from './steps';

/** Refusals of fields the guests form shows; the others stay on this page. */
const onGuestsForm = (field: string) => field.startsWith('rooms') || field === 'specialRequests' || field === 'clientReference';

/** `review`: the stay, guests, price and policy, the rate comments read, the terms, then payment and booking (one Idempotency-Key per attempt). */
export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const deadline = useDeadline();
  const { notify } = useHostProps();
  const [flow, updateFlow] = useFlow();
  const [createBooking, booking] = useCreateHotelBookingMutation();
  const [recheck, rechecking] = useRecheckRateMutation();
  const [payment, setPayment] = useState<HotelPayment>('balance');
  const [readComments, setReadComments] = useState(false);
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [changed, setChanged] = useState<HotelRecheckResponse | null>(null);
  const [recheckError, setRecheckError] = useState<unknown>(null);
  // A refused booking is told beside "Book now", where the user is.
  const [failure, setFailure] = useState<{ error: unknown; text: string; soldOut: boolean } | null>(null);
  const { stay, rate, guests, hotel } = flow;

  if (!stay || !rate || !guests) return <Result status="info" title={t('guests.noRate')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;
  const money = (minor: number) => format.money(minor, rate.currency);
  const payments = HOTEL_PAYMENTS.filter((method) => method !== 'pay_later' || rate.payment === 'pay_later');
  const hasComments = rate.comments.length > 0;
  const ready = acceptedTerms && (readComments || !hasComments) && !changed && !recheckError;

  const recheckAfterRefusal = async () => {
    try {
      const answer = await recheck(rate.rateId).unwrap();
      if (answer.priceChanged) setChanged(answer);
      else updateFlow({ rate: answer.rate });
    } catch (error) {
      setRecheckError(error);
    }
  };

  const book = async () => {
    const idempotencyKey = flow.idempotencyKey ?? crypto.randomUUID();
    updateFlow({ idempotencyKey });
    setFailure(null);
    try {
      const created = await createBooking({
        idempotencyKey,
        request: {
          rateId: rate.rateId,
          acceptedSalePrice: rate.salePrice,
          rooms: guests.rooms,
          specialRequests: guests.specialRequests,
          clientReference: guests.clientReference,
          payment: payments.includes(payment) ? payment : 'balance',
          acceptedTerms: true,
          acceptedRateComments: true,
        },
      }).unwrap();
      updateFlow({ idempotencyKey: undefined, issues: undefined });
      notify('success', t('confirmation.reference', { reference: created.reference }), t(`common:bookingStatuses.${created.status}`));
      navigate(stepPath('confirmation', { id: created.id }));
    } catch (error) {
      const refused = serviceErrorOf(error);
      // Without an answer the booking may exist: keep the key so a retry answers that same booking.
      if (refused && refused.status !== 0) updateFlow({ idempotencyKey: undefined });
      const guestFields = refused?.fields.filter((issue) => onGuestsForm(issue.field)) ?? [];
      if (guestFields.length > 0) {
        updateFlow({ issues: guestFields });
        navigate(stepPath('guests'));
        return;
      }
      if (refused?.code === 'price_changed') {
        await recheckAfterRefusal();
        return;
      }
      if (refused?.code === 'prices_expired') {
        setRecheckError(error);
        return;
      }
      const otherFields = refused?.fields.map((issue) => reasonText(t, issue.reason)) ?? [];
      setFailure({ error, text: otherFields.length > 0 ? otherFields.join(' ') : errorText(t, error), soldOut: refused?.code === 'no_results_found' });
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <RecheckNotice
        answer={changed}
        error={recheckError}
        onAccept={() => {
          if (changed) updateFlow({ rate: changed.rate, idempotencyKey: undefined });
          setChanged(null);
        }}
        onRefresh={() => {
          updateFlow({ searchId: undefined, hotelId: undefined, rate: undefined });
          navigate(stepPath('results'));
        }}
      />
      <Card size="small" title={t('review.stay')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('summary.hotel')}>
            <span data-testid="review-hotel">{hotel ? `${hotel.name} ${'★'.repeat(hotel.stars)} · ${placeOf(hotel)}` : stay.destination}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.stay')}>{stayText(t, { ...stay, nights: nightsBetween(stay.checkIn, stay.checkOut) }, format.dateTimeFormat)}</Descriptions.Item>
          <Descriptions.Item label={t('hotel.roomAndBoard')}>
            {roomAndBoardText(t, rate)} <RefundableTag refundable={rate.refundable} />
          </Descriptions.Item>
          <Descriptions.Item label={t('summary.payment')}>
            <PaymentModel paymentDeadline={rate.paymentDeadline} />
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('review.rooms')} extra={<Button onClick={() => navigate(stepPath('guests'))}>{t('review.editGuests')}</Button>}>
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="review-guests">
          {guests.rooms.map(({ leadGuest }, index) => (
            <li key={index}>
              {t('guests.room', { n: index + 1, occupancy: occupancyText(t, stay.rooms[index] ?? { adults: 1 }) })} — {t(`guests.titles.${leadGuest.title}`)} {leadGuest.firstName} {leadGuest.lastName}
            </li>
          ))}
        </ul>
        {guests.specialRequests ? <Typography.Paragraph style={{ marginTop: 8 }}>{t('labelled', { label: t('guests.specialRequests'), value: guests.specialRequests })}</Typography.Paragraph> : null}
        {guests.clientReference ? <Typography.Text type="secondary">{t('labelled', { label: t('guests.clientReference'), value: guests.clientReference })}</Typography.Text> : null}
      </Card>
      <Card size="small" title={t('review.policy')}>
        <PolicyView policy={rate.cancellation} currency={rate.currency} />
      </Card>
      {hasComments ? (
        <Card size="small" title={t('review.comments')}>
          <RateComments comments={rate.comments} />
          <Checkbox style={{ marginTop: 12 }} checked={readComments} onChange={(event) => setReadComments(event.target.checked)} data-testid="read-comments">
            {t('review.readComments')}
          </Checkbox>
        </Card>
      ) : null}
      <PaymentChoice<HotelPayment>
        title={t('review.payment')}
        methods={payments}
        value={payment}
        onChange={setPayment}
        label={(method) => t(`review.payments.${method}`)}
        help={(method) => (method === 'pay_later' && rate.paymentDeadline ? t('review.paymentHelp.pay_later', deadline(rate.paymentDeadline)) : t(`review.paymentHelp.${method}`))}
        testId="payment-choice"
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('review.salePrice')}>
          <strong data-testid="review-sale-price">{money(rate.salePrice)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.perNight')}>{money(rate.salePerNight)}</Descriptions.Item>
        <Descriptions.Item label={t('review.purchasePrice')}>
          <span data-testid="review-purchase-price">{money(rate.purchasePrice)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} data-testid="accept-terms">
        {t('review.terms')}
      </Checkbox>
      {failure ? (
        <BookingActionError
          error={failure.error}
          message={failure.text}
          price={{ amount: rate.purchasePrice, currency: rate.currency }}
          action={failure.soldOut ? <Button onClick={() => navigate(stepPath('hotel'))}>{t('recheck.chooseAnother')}</Button> : undefined}
        />
      ) : null}
      <Space>
        <Button onClick={() => navigate(stepPath('guests'))}>{t('common:actions.back')}</Button>
        <Button type="primary" size="large" disabled={!ready} loading={booking.isLoading || rechecking.isLoading} onClick={() => void book()} data-testid="book">
          {t('review.book')}
        </Button>
      </Space>
    </Space>
  );
}
