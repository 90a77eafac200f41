import { Alert, Button, Card, Checkbox, Descriptions, Result, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIVITY_PAYMENTS, type ActivityOffer, type ActivityPayment } from '@portal/contracts';
import { BookingActionError, PaymentChoice, serviceErrorOf, useHostProps, useUserFormat } from '@portal/ui';
import { useCheckActivityMutation, useCreateActivityBookingMutation } from './api';
import { ConfirmationTag, PolicyView, useDay, useErrorText, useLocalized, useMoment, useReasonText, useTravellersText } from './bits';
import { useFlow } from './flow-state';
import { answersOf } from './questions';
import { stepPath } from './steps';

/** Refusals the travellers form shows; the others stay beside the book button. */
const onTravellersForm = (field: string) => field.startsWith('travellers') || field.startsWith('answers') || field.startsWith('leadTraveller') || field === 'clientReference';

/** `review`: the offer as the supplier priced it, its confirmation and policy, payment and terms, then booking (one Idempotency-Key per attempt). */
export function ReviewStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const localized = useLocalized();
  const moment = useMoment();
  const day = useDay();
  const travellersText = useTravellersText();
  const reason = useReasonText();
  const errorText = useErrorText();
  const { notify } = useHostProps();
  const [flow, updateFlow] = useFlow();
  const [createBooking, booking] = useCreateActivityBookingMutation();
  const [check, checking] = useCheckActivityMutation();
  const [payment, setPayment] = useState<ActivityPayment>('balance');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [changed, setChanged] = useState<ActivityOffer | null>(null);
  const [failure, setFailure] = useState<{ error: unknown; text: string } | null>(null);
  const { offer, draft } = flow;

  if (!offer || !draft?.leadTraveller)
    return <Result status="info" title={t('activities.product.none')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('activities.search.again')}</Button>} />;
  const money = (minor: number) => format.money(minor, offer.currency);

  const checkAgain = async () => {
    try {
      const answer = await check({ productId: offer.productId, optionId: offer.optionId, date: offer.date, startTime: offer.startTime, travellers: offer.travellers }).unwrap();
      if (answer.offer.salePrice !== offer.salePrice) setChanged(answer.offer);
      else updateFlow({ offer: answer.offer });
    } catch (error) {
      setFailure({ error, text: errorText(error) });
    }
  };

  const book = async () => {
    const idempotencyKey = flow.idempotencyKey ?? crypto.randomUUID();
    updateFlow({ idempotencyKey });
    setFailure(null);
    const lead = draft.leadTraveller ?? {};
    try {
      const created = await createBooking({
        idempotencyKey,
        request: {
          offerId: offer.offerId,
          acceptedSalePrice: offer.salePrice,
          travellers: offer.travellers.map((traveller, index) => ({
            ...traveller,
            firstName: draft.travellers[index]?.firstName ?? '',
            lastName: draft.travellers[index]?.lastName ?? '',
            answers: answersOf(draft.travellers[index]?.answers),
          })),
          answers: answersOf(draft.answers),
          leadTraveller: { firstName: lead.firstName ?? '', lastName: lead.lastName ?? '', email: lead.email ?? '', phone: lead.phone ?? '' },
          payment,
          clientReference: draft.clientReference?.trim() || undefined,
          acceptedTerms: true,
        },
      }).unwrap();
      updateFlow({ idempotencyKey: undefined, issues: undefined });
      notify('success', t('activities.booking.reference', { reference: created.reference }), t(`common:bookingStatuses.${created.status}`));
      navigate(stepPath('confirmation', { id: created.id }));
    } catch (error) {
      const refused = serviceErrorOf(error);
      // Without an answer the booking may exist: keep the key so a retry answers that same booking.
      if (refused && refused.status !== 0) updateFlow({ idempotencyKey: undefined });
      const formFields = refused?.fields.filter((issue) => onTravellersForm(issue.field)) ?? [];
      if (formFields.length > 0) {
        updateFlow({ issues: formFields });
        navigate(stepPath('travellers'));
        return;
      }
      if (refused?.code === 'price_changed' || refused?.code === 'prices_expired') {
        await checkAgain();
        return;
      }
      const otherFields = refused?.fields.map((issue) => reason(issue.reason)) ?? [];
      setFailure({ error, text: otherFields.length > 0 ? otherFields.join(' ') : errorText(error) });
    }
  };

  const priceRows = offer.units
    ? [{ key: 'units', what: t('activities.review.units', { count: offer.units.count }), each: offer.units.unitSalePrice, total: offer.units.count * offer.units.unitSalePrice }]
    : offer.prices.map((price) => ({ key: price.band, what: `${price.count} × ${t(`activities.bands.${price.band}`)}`, each: price.salePrice, total: price.count * price.salePrice }));

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {changed ? (
        <Alert
          type="warning"
          showIcon
          data-testid="price-changed"
          title={t('activities.review.priceChanged', { before: money(offer.salePrice), after: money(changed.salePrice) })}
          action={
            <Space>
              <Button
                type="primary"
                onClick={() => {
                  updateFlow({ offer: changed, idempotencyKey: undefined });
                  setChanged(null);
                }}
                data-testid="accept-new-price"
              >
                {t('activities.review.acceptPrice')}
              </Button>
              <Button onClick={() => navigate(stepPath('product', { product: offer.productId }))}>{t('activities.review.chooseAnother')}</Button>
            </Space>
          }
        />
      ) : null}
      <Card size="small" title={t('activities.review.activity')}>
        <Descriptions size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('activities.review.product')}>
            <span data-testid="review-product">{localized(offer.title)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('activities.review.option')}>{localized(offer.optionTitle)}</Descriptions.Item>
          <Descriptions.Item label={t('activities.review.start')}>
            <span data-testid="review-start">
              {day(offer.date)} {offer.startTime} · {moment(offer.start)}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('activities.review.travellers')}>{travellersText(offer.travellers)}</Descriptions.Item>
          <Descriptions.Item label={t('activities.review.confirmation')}>
            <ConfirmationTag type={offer.confirmation} />{' '}
            {offer.confirmation === 'on_request' && offer.onRequestDeadline ? t('activities.review.answerBy', { moment: moment(offer.onRequestDeadline) }) : t('activities.review.instant')}
          </Descriptions.Item>
          <Descriptions.Item label={t('activities.review.cutoff')}>{moment(offer.cutoff)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card size="small" title={t('activities.review.who')} extra={<Button onClick={() => navigate(stepPath('travellers'))}>{t('activities.review.editTravellers')}</Button>}>
        <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="review-travellers">
          {draft.travellers.map((traveller, index) => (
            <li key={index}>
              {traveller.firstName} {traveller.lastName} · {t(`activities.bands.${traveller.band}`)} · {t('activities.travellers.years', { count: traveller.age ?? 0 })}
            </li>
          ))}
        </ul>
        <p style={{ marginTop: 8, marginBottom: 0 }}>
          {t('activities.labelled', {
            label: t('activities.lead.title'),
            value: `${draft.leadTraveller.firstName ?? ''} ${draft.leadTraveller.lastName ?? ''} · ${draft.leadTraveller.email ?? ''} · ${draft.leadTraveller.phone ?? ''}`,
          })}
        </p>
      </Card>
      <Card size="small" title={t('activities.review.policy')}>
        <PolicyView policy={offer.cancellation} currency={offer.currency} />
      </Card>
      <Table
        size="small"
        pagination={false}
        dataSource={priceRows}
        columns={[
          { key: 'what', title: t('activities.review.priceLine'), dataIndex: 'what' },
          { key: 'each', title: t('activities.review.each'), align: 'right', render: (_value, row) => money(row.each) },
          { key: 'total', title: t('activities.review.lineTotal'), align: 'right', render: (_value, row) => money(row.total) },
        ]}
      />
      <PaymentChoice<ActivityPayment>
        title={t('activities.review.payment')}
        methods={ACTIVITY_PAYMENTS}
        value={payment}
        onChange={setPayment}
        label={(method) => t(`activities.payments.${method}`)}
        help={(method) => t(`activities.paymentHelp.${offer.confirmation}.${method}`)}
        testId="payment-choice"
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('activities.review.salePrice')}>
          <strong data-testid="review-sale-price">{money(offer.salePrice)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('activities.review.purchasePrice')}>
          <span data-testid="review-purchase-price">{money(offer.purchasePrice)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} data-testid="accept-terms">
        {t('activities.review.terms')}
      </Checkbox>
      <Space orientation="vertical" style={{ width: '100%' }}>
        {failure ? <BookingActionError error={failure.error} message={failure.text} price={{ amount: offer.purchasePrice, currency: offer.currency }} /> : null}
        <Space>
          <Button onClick={() => navigate(stepPath('travellers'))}>{t('common:actions.back')}</Button>
          <Button type="primary" size="large" disabled={!acceptedTerms || Boolean(changed)} loading={booking.isLoading || checking.isLoading} onClick={() => void book()} data-testid="book">
            {t('activities.review.book')}
          </Button>
        </Space>
      </Space>
    </Space>
  );
}
