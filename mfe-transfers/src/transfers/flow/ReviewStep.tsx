import { Button, Card, Checkbox, Descriptions, Result, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { TRANSFER_PAYMENTS, transferTotal, tripSalePrice, type TransferPayment, type TransferRecheckResponse } from '@portal/contracts';
import { BookingActionError, PaymentChoice, PriceChangedNotice, serviceErrorOf, useHostProps, useUserFormat } from '@portal/ui';
import { useCreateTransferBookingMutation, useRecheckTransferMutation } from '../api';
import { basisText, PolicyView, VehicleText } from '../shared/bits';
import { dayText, failureText, issueText, localTimeOf, partyText, useTransfersText } from '../shared/text';
import { useFlow, type ChosenTrip } from './flow-state';
import { stepPath } from './steps';

/** Refusals of fields the passengers form shows; the others stay beside the action. */
const onPassengersForm = (field: string) => field.startsWith('leadPassenger') || field.startsWith('trips.') || field === 'clientReference';

/** Trips whose price moved at the supplier: the new offer, and what it was before. */
type Changed = { trip: number; answer: TransferRecheckResponse }[];

/** `review`: trips, passengers and totals, the terms, then payment (balance, agency, or a 30-minute hold) and booking. */
export function ReviewStep() {
  const { t, tc } = useTransfersText();
  const navigate = useNavigate();
  const format = useUserFormat();
  const { notify } = useHostProps();
  const [flow, updateFlow] = useFlow();
  const [createBooking, booking] = useCreateTransferBookingMutation();
  const [recheck, rechecking] = useRecheckTransferMutation();
  const [payment, setPayment] = useState<TransferPayment>('balance');
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [changed, setChanged] = useState<Changed>([]);
  const [failure, setFailure] = useState<{ error: unknown; text: string; expired: boolean } | null>(null);
  const { search, info } = flow;
  const chosen = flow.chosen?.every(Boolean) ? (flow.chosen as ChosenTrip[]) : null;

  /** Asks the supplier again for every chosen offer (the lead's name may change a price): moved prices wait for the agent's word. */
  const recheckAll = async (): Promise<void> => {
    if (!chosen || !info) return;
    try {
      const answers = await Promise.all(chosen.map((choice) => recheck({ offerId: choice.offer.offerId, leadLastName: info.leadPassenger.lastName }).unwrap()));
      const moved = answers.map((answer, trip) => ({ trip, answer })).filter(({ answer }) => answer.priceChanged);
      const kept = chosen.map((choice, i) => (answers[i]!.priceChanged ? choice : { ...choice, offer: answers[i]!.offer }));
      updateFlow({ chosen: kept });
      setChanged(moved);
    } catch (error) {
      setFailure({ error, text: failureText(tc, error), expired: serviceErrorOf(error)?.code === 'prices_expired' });
    }
  };

  useEffect(() => {
    void recheckAll();
    // Once on arrival: the prices shown are the supplier's of now.
  }, []);

  if (!search || !chosen || !info) return <Result status="info" title={t('passengers.noChoice')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>} />;
  const currency = chosen[0]!.offer.currency;
  const money = (minor: number) => format.money(minor, currency);
  const lines = chosen.map((choice, i) => ({ offer: choice.offer, childSeats: info.trips[i]?.childSeats ?? 0 }));
  const total = transferTotal(lines);
  const purchase = chosen.reduce((sum, choice, i) => sum + choice.offer.purchasePrice + (choice.offer.childSeat ? choice.offer.childSeat.purchasePrice * (info.trips[i]?.childSeats ?? 0) : 0), 0);
  const ready = acceptedTerms && changed.length === 0 && !rechecking.isLoading;

  const acceptChanges = () => {
    const next = chosen.map((choice, i) => {
      const moved = changed.find((change) => change.trip === i);
      return moved ? { ...choice, offer: moved.answer.offer } : choice;
    });
    updateFlow({ chosen: next, idempotencyKey: undefined });
    setChanged([]);
    setFailure(null);
  };

  const book = async () => {
    const idempotencyKey = flow.idempotencyKey ?? crypto.randomUUID();
    updateFlow({ idempotencyKey });
    setFailure(null);
    try {
      const created = await createBooking({
        idempotencyKey,
        request: {
          trips: chosen.map((choice, i) => ({ offerId: choice.offer.offerId, childSeats: info.trips[i]?.childSeats ?? 0, details: info.trips[i]!.details })),
          leadPassenger: info.leadPassenger,
          clientReference: info.clientReference,
          payment,
          acceptedSalePrice: total,
          acceptedTerms: true,
        },
      }).unwrap();
      updateFlow({ idempotencyKey: undefined, issues: undefined });
      notify('success', t('confirmation.reference', { reference: created.reference }), tc(`common:bookingStatuses.${created.status}`));
      navigate(stepPath('confirmation', { id: created.id }));
    } catch (error) {
      const refused = serviceErrorOf(error);
      // Without an answer the booking may exist: keep the key so a retry answers that same booking.
      if (refused && refused.status !== 0) updateFlow({ idempotencyKey: undefined });
      const formFields = refused?.fields.filter((issue) => onPassengersForm(issue.field)) ?? [];
      if (formFields.length > 0) {
        updateFlow({ issues: formFields });
        navigate(stepPath('passengers'));
        return;
      }
      if (refused?.code === 'price_changed') {
        await recheckAll();
        return;
      }
      const others = refused?.fields.map((issue) => issueText(tc, issue.reason)) ?? [];
      setFailure({ error, text: others.length > 0 ? others.join(' ') : failureText(tc, error), expired: refused?.code === 'prices_expired' || refused?.code === 'no_results_found' });
    }
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      {changed.length > 0 ? (
        <PriceChangedNotice
          title={t('recheck.priceChanged')}
          changes={changed.map(({ trip, answer }) => ({
            key: trip,
            text: t('recheck.priceChangedBody', { n: trip + 1, before: money(answer.previousSalePrice), now: money(answer.offer.salePrice) }),
          }))}
          acceptLabel={t('recheck.accept')}
          onAccept={acceptChanges}
          other={{ label: t('recheck.chooseAnother'), onClick: () => navigate(stepPath('results')) }}
        />
      ) : null}
      <Card size="small" title={t('review.trips')}>
        <Table
          size="small"
          pagination={false}
          rowKey={(choice) => String(choice.trip.trip)}
          dataSource={chosen}
          scroll={{ x: 800 }}
          data-testid="review-trips"
          columns={[
            { key: 'trip', title: t('review.trip'), render: (_value, choice) => t('results.tripTitle', { n: choice.trip.trip + 1, from: choice.trip.from.name, to: choice.trip.to.name }) },
            { key: 'vehicle', title: t('review.vehicle'), render: (_value, choice) => <VehicleText vehicle={choice.offer.vehicle} service={choice.offer.service} /> },
            {
              key: 'pickup',
              title: t('review.pickup'),
              render: (_value, choice, i) => `${dayText(choice.offer.pickup.local.slice(0, 10), format.dateTimeFormat)} ${info.trips[i]?.details.pickupTime ?? localTimeOf(choice.offer.pickup)}`,
            },
            { key: 'terms', title: t('review.terms'), render: (_value, choice) => <PolicyView policy={choice.offer.cancellation} currency={choice.offer.currency} /> },
            {
              key: 'price',
              title: t('review.price'),
              align: 'right',
              render: (_value, choice, i) => (
                <Space orientation="vertical" size={0}>
                  <strong>{money(tripSalePrice(choice.offer, info.trips[i]?.childSeats ?? 0))}</strong>
                  <Typography.Text type="secondary">{basisText(t, choice.offer.priceBasis, choice.offer.units)}</Typography.Text>
                  {(info.trips[i]?.childSeats ?? 0) > 0 ? <Typography.Text type="secondary">{t('review.childSeats', { count: info.trips[i]?.childSeats ?? 0 })}</Typography.Text> : null}
                </Space>
              ),
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('review.passengers')} extra={<Button onClick={() => navigate(stepPath('passengers'))}>{t('review.editPassengers')}</Button>}>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('passengers.lead')}>
            <span data-testid="review-lead">{`${info.leadPassenger.firstName} ${info.leadPassenger.lastName}`}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('passengers.email')}>{info.leadPassenger.email}</Descriptions.Item>
          <Descriptions.Item label={t('passengers.phone')}>{info.leadPassenger.phone}</Descriptions.Item>
          <Descriptions.Item label={t('search.passengers')}>{partyText(t, search.passengers)}</Descriptions.Item>
          <Descriptions.Item label={t('search.luggage')}>{search.luggage ?? 0}</Descriptions.Item>
          {info.clientReference ? <Descriptions.Item label={t('passengers.clientReference')}>{info.clientReference}</Descriptions.Item> : null}
        </Descriptions>
      </Card>
      <PaymentChoice<TransferPayment>
        title={t('review.payment')}
        methods={TRANSFER_PAYMENTS}
        value={payment}
        onChange={setPayment}
        label={(method) => t(`payments.${method}`)}
        help={(method) => t(`review.paymentHelp.${method}`)}
        testId="payment-choice"
      />
      <Descriptions bordered size="small" column={1}>
        <Descriptions.Item label={t('review.total')}>
          <strong data-testid="review-total">{money(total)}</strong>
        </Descriptions.Item>
        <Descriptions.Item label={t('review.purchasePrice')}>
          <span data-testid="review-purchase-price">{money(purchase)}</span>
        </Descriptions.Item>
      </Descriptions>
      <Checkbox checked={acceptedTerms} onChange={(event) => setAcceptedTerms(event.target.checked)} data-testid="accept-terms">
        {t('review.acceptTerms')}
      </Checkbox>
      <Space wrap align="start">
        <Button onClick={() => navigate(stepPath('passengers'))}>{tc('common:actions.back')}</Button>
        <Button type="primary" size="large" disabled={!ready} loading={booking.isLoading || rechecking.isLoading} onClick={() => void book()} data-testid="book">
          {t(`review.book.${payment}`)}
        </Button>
        {failure ? (
          <BookingActionError
            error={failure.error}
            message={failure.text}
            price={{ amount: purchase, currency }}
            action={
              failure.expired ? (
                <Button type="primary" onClick={() => navigate(stepPath('results'))}>
                  {tc('common:results.refresh')}
                </Button>
              ) : undefined
            }
          />
        ) : null}
      </Space>
    </Space>
  );
}
