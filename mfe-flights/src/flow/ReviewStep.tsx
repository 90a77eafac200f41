import { Alert, Button, Card, Checkbox, Descriptions, Result, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PAYMENT_METHODS, type FlightOffer } from '@portal/contracts';
import { BookingActionError, errorText, PageLoading, PaymentChoice, serviceErrorOf, useHostProps, useUserFormat } from '@portal/ui';
import { useCreateBookingMutation, useRepriceMutation, type RepriceResponse } from '../api';
import { FlightRecap } from '../shared/FlightRecap';
import { BaggageView, FareRulesView, ItineraryView } from '../shared/itinerary';
import { useFlow } from './flow-state';
import { stepPath } from './steps';

type Payment = (typeof PAYMENT_METHODS)[number];

/** This page's address at the confirmation step: the card gateway sends the browser back there. */
function confirmationUrl(): string {
  const url = new URL(window.location.href);
  url.search = '?step=confirmation';
  url.hash = '';
  return url.toString();
}

export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const { language } = useHostProps();
  const [flow, updateFlow] = useFlow();
  const [reprice, repricing] = useRepriceMutation();
  const [createBooking, booking] = useCreateBookingMutation();
  const [priced, setPriced] = useState<RepriceResponse | null>(null);
  const [acceptedChange, setAcceptedChange] = useState(false);
  const [payment, setPayment] = useState<Payment>('balance');
  const [failure, setFailure] = useState<string | null>(null);
  // A refused booking is told beside "Book now", where the user is.
  const [refusal, setRefusal] = useState<{ error: unknown; message: string } | null>(null);
  const [leaving, setLeaving] = useState(false);
  const { offer, travellers, contact } = flow;
  const lastNames = travellers?.map((traveller) => traveller.lastName) ?? [];
  const offerId = offer?.offerId;

  const check = async (id: string) => {
    setPriced(null);
    setAcceptedChange(false);
    setFailure(null);
    try {
      setPriced(await reprice({ offerId: id, lastNames }).unwrap());
    } catch (error) {
      setFailure(errorText(t, error));
    }
  };

  // Re-price once on arrival: the fare may have moved since the results were shown.
  useEffect(() => {
    if (offerId) void check(offerId);
  }, [offerId]);

  if (!offer || !travellers || !contact) {
    return <Result status="info" title={t('travellers.noOffer')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;
  }
  const current: FlightOffer = priced?.offer ?? offer;
  const mustAccept = Boolean(priced?.priceChanged) && !acceptedChange;

  const book = async () => {
    if (!priced) return;
    const idempotencyKey = flow.idempotencyKey ?? crypto.randomUUID();
    updateFlow({ idempotencyKey, offer: priced.offer });
    setFailure(null);
    setRefusal(null);
    try {
      const created = await createBooking({
        idempotencyKey,
        request: {
          offerId: priced.offer.offerId,
          travellers,
          contact,
          payment,
          acceptedTerms: true,
          acceptedSalePrice: priced.offer.salePrice,
          returnUrl: payment === 'card' ? confirmationUrl() : undefined,
          language,
        },
      }).unwrap();
      updateFlow({ idempotencyKey: undefined, issues: undefined });
      if (created.cardPaymentUrl) {
        // The card is typed on the gateway's own page, which sends the browser back to the confirmation.
        setLeaving(true);
        window.location.assign(created.cardPaymentUrl);
        return;
      }
      navigate(stepPath('confirmation', { id: created.id }));
    } catch (error) {
      const refused = serviceErrorOf(error);
      // Without an answer the booking may exist: keep the key so a retry answers that same booking.
      if (refused && refused.status !== 0) updateFlow({ idempotencyKey: undefined });
      if (refused?.fields.length) {
        updateFlow({ issues: refused.fields });
        navigate(stepPath('travellers'));
        return;
      }
      if (refused?.code === 'price_changed') {
        // Said here too: the new price to accept shows at the top, away from the button.
        setRefusal({ error, message: errorText(t, error) });
        await check(priced.offer.offerId);
        return;
      }
      setRefusal({ error, message: errorText(t, error) });
    }
  };

  const expired = failure && serviceErrorOf(repricing.error)?.code === 'prices_expired';

  if (leaving) return <PageLoading label={t('review.toGateway')} />;

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <FlightRecap offer={current} roundTrip={flow.search?.tripType === 'round_trip'} />
      {repricing.isLoading ? <PageLoading label={t('review.repricing')} /> : null}
      {priced && !priced.priceChanged ? <Alert type="success" showIcon message={t('review.priceConfirmed')} /> : null}
      {priced?.priceChanged ? (
        <Alert
          type="warning"
          showIcon
          message={t('review.priceChanged')}
          description={
            <Space direction="vertical">
              <span>
                {t('review.priceChangedBody', {
                  before: format.money(priced.previousPurchasePrice, current.currency),
                  now: format.money(priced.offer.purchasePrice, current.currency),
                  sale: format.money(priced.offer.salePrice, current.currency),
                })}
              </span>
              <Checkbox checked={acceptedChange} onChange={(event) => setAcceptedChange(event.target.checked)}>
                {t('review.acceptPrice')}
              </Checkbox>
            </Space>
          }
        />
      ) : null}
      {failure ? <Alert type="error" showIcon message={failure} action={expired ? <Button onClick={() => navigate(stepPath('results'))}>{t('common:results.refresh')}</Button> : undefined} /> : null}
      <Card size="small" title={t('review.itinerary')}>
        <ItineraryView journeys={current.journeys} roundTrip={flow.search?.tripType === 'round_trip'} />
        <Space direction="vertical" size={4} style={{ marginTop: 12 }}>
          <FareRulesView rules={current.fareRules} currency={current.currency} />
          <BaggageView baggage={current.baggage} />
        </Space>
      </Card>
      <Card size="small" title={t('review.travellers')} extra={<Button onClick={() => navigate(stepPath('travellers'))}>{t('review.editTravellers')}</Button>}>
        <ul style={{ margin: 0, paddingLeft: 20 }}>
          {travellers.map((traveller, index) => (
            <li key={index}>
              {t(`travellers.titles.${traveller.title}`)} {traveller.firstName} {traveller.lastName} · {t(`passengerTypes.${traveller.type}`)} · {format.date(`${traveller.dateOfBirth}T12:00:00Z`)}
            </li>
          ))}
        </ul>
      </Card>
      <PaymentChoice<Payment>
        title={t('review.payment')}
        methods={PAYMENT_METHODS}
        value={payment}
        onChange={setPayment}
        label={(method) => t(`review.payments.${method}`)}
        help={(method) => t(`review.paymentHelp.${method}`)}
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('common:bookings.summary.salePrice')}>
          <strong data-testid="review-sale-price">{format.money(current.salePrice, current.currency)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('common:bookings.summary.purchasePrice')}>
          <span data-testid="review-purchase-price">{format.money(current.purchasePrice, current.currency)}</span>
        </Descriptions.Item>
      </Descriptions>
      {refusal ? (
        <BookingActionError
          error={refusal.error}
          message={refusal.message}
          price={{ amount: current.purchasePrice, currency: current.currency }}
          action={serviceErrorOf(refusal.error)?.code === 'prices_expired' ? <Button onClick={() => navigate(stepPath('results'))}>{t('common:results.refresh')}</Button> : undefined}
        />
      ) : null}
      <Space>
        <Button onClick={() => navigate(stepPath('travellers'))}>{t('common:actions.back')}</Button>
        <Button type="primary" size="large" disabled={!priced || mustAccept} loading={booking.isLoading} onClick={() => void book()}>
          {t('review.book')}
        </Button>
      </Space>
    </Space>
  );
}
