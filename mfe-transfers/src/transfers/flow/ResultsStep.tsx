import { Alert, Button, Card, Col, Empty, Result, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { TransferOffer, TransferTripResults } from '@portal/contracts';
import { countdownText, ExpiredResults, FailureResult, serviceErrorOf, useNow, useUserFormat } from '@portal/ui';
import { useSearchTransfersQuery } from '../api';
import { basisText, PolicyView, VehicleText } from '../shared/bits';
import { dayText, localText, useTransfersText } from '../shared/text';
import { useFlow, type ChosenTrip } from './flow-state';
import { stepPath } from './steps';

/** One vehicle or shuttle for a trip: capacity, price and its basis, pickup, terms, and choosing it. */
function OfferCard({ offer, trip, chosen, onChoose }: { offer: TransferOffer; trip: TransferTripResults; chosen: boolean; onChoose(): void }) {
  const { t } = useTransfersText();
  const format = useUserFormat();
  return (
    <Card size="small" data-testid="transfer-offer" style={{ marginBottom: 12, borderColor: chosen ? '#1677ff' : undefined }}>
      <Row gutter={16} align="middle">
        <Col xs={24} md={9}>
          <VehicleText vehicle={offer.vehicle} service={offer.service} />
          <div>
            <Typography.Text type="secondary">{t('results.capacity', { passengers: offer.maxPassengers, luggage: offer.maxLuggage })}</Typography.Text>
          </div>
          <div data-testid="offer-pickup">
            {t('results.pickup', { time: localText(offer.pickup, format.dateTimeFormat) })}
            {trip.timeMeaning === 'flight_departure' ? <Typography.Text type="secondary"> · {t('results.pickupComputed')}</Typography.Text> : null}
          </div>
          <Typography.Text type="secondary">{t('results.duration', { minutes: offer.durationMinutes })}</Typography.Text>
        </Col>
        <Col xs={24} md={9}>
          <PolicyView policy={offer.cancellation} currency={offer.currency} />
          {offer.childSeat ? <div>{t('results.childSeat', { amount: format.money(offer.childSeat.salePrice, offer.currency) })}</div> : null}
        </Col>
        <Col xs={24} md={6} style={{ textAlign: 'right' }}>
          <div style={{ fontSize: 20, fontWeight: 600 }} data-testid="offer-price">
            {format.money(offer.salePrice, offer.currency)}
          </div>
          <Typography.Text type="secondary">{basisText(t, offer.priceBasis, offer.units)}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            {chosen ? (
              <Tag color="blue" data-testid="offer-chosen">
                {t('results.chosen')}
              </Tag>
            ) : (
              <Button type="primary" onClick={onChoose} aria-label={t('results.chooseFor', { vehicle: t(`vehicles.${offer.vehicle}`), service: t(`services.${offer.service}`), n: trip.trip + 1 })}>
                {t('results.choose')}
              </Button>
            )}
          </div>
        </Col>
      </Row>
    </Card>
  );
}

/** `results`: per searched trip its vehicles and shuttles, cheapest first; one chosen per trip. */
export function ResultsStep() {
  const { t } = useTransfersText();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [flow, updateFlow] = useFlow();
  const { data, error, isFetching, refetch } = useSearchTransfersQuery(flow.search ?? skipToken, { refetchOnMountOrArgChange: true });
  const now = useNow(Boolean(data));
  const modify = (
    <Button onClick={() => navigate(stepPath('search'))} data-testid="modify-search">
      {t('results.modify')}
    </Button>
  );
  if (!flow.search) return <Result status="info" title={t('results.noSearch')} extra={modify} />;

  const failure = error ? serviceErrorOf(error) : null;
  const expired = data ? now >= Date.parse(data.expiresAt) : false;
  // A choice counts while its offer is among this answer's (a new search makes new offers).
  const chosen = data
    ? data.trips.map((trip, i) => {
        const choice = flow.chosen?.[i];
        return choice && trip.offers.some((offer) => offer.offerId === choice.offer.offerId) ? choice : null;
      })
    : [];
  const choose = (trip: TransferTripResults, offer: TransferOffer) => {
    const { offers: _offers, ...context } = trip;
    const next: (ChosenTrip | null)[] = [...chosen];
    next[trip.trip] = { trip: context, offer };
    updateFlow({ chosen: next, idempotencyKey: undefined });
  };
  const complete = data !== undefined && chosen.length === data.trips.length && chosen.every(Boolean);

  let body: ReactNode;
  if (isFetching) {
    body = Array.from({ length: 3 }, (_, index) => (
      <Card key={index} size="small" style={{ marginBottom: 12 }} data-testid="results-loading">
        <Skeleton active paragraph={{ rows: 2 }} />
      </Card>
    ));
  } else if (failure?.code === 'no_results_found' || (data && data.trips.some((trip) => trip.offers.length === 0))) {
    body = (
      <Empty data-testid="no-results" description={t('results.noResults')}>
        {modify}
      </Empty>
    );
  } else if (error) {
    body = <FailureResult error={error} onRetry={() => void refetch()} />;
  } else if (data && expired) {
    body = <ExpiredResults onRefresh={() => void refetch()} />;
  } else if (data) {
    body = (
      <>
        {data.trips.map((trip) => (
          <section key={trip.trip} data-testid={`trip-results-${trip.trip + 1}`} style={{ marginBottom: 24 }}>
            <Typography.Title level={4}>{t('results.tripTitle', { n: trip.trip + 1, from: trip.from.name, to: trip.to.name })}</Typography.Title>
            <Typography.Paragraph type="secondary">
              {t('labelled', { label: t(`search.time.${trip.timeMeaning}`), value: `${dayText(trip.date, format.dateTimeFormat)} ${trip.time}` })}
            </Typography.Paragraph>
            {trip.offers.map((offer) => (
              <OfferCard key={offer.offerId} offer={offer} trip={trip} chosen={chosen[trip.trip]?.offer.offerId === offer.offerId} onChoose={() => choose(trip, offer)} />
            ))}
          </section>
        ))}
        <Button type="primary" size="large" disabled={!complete} onClick={() => navigate(stepPath('passengers'))} data-testid="results-continue">
          {t('results.continue')}
        </Button>
      </>
    );
  }

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        {modify}
        {data && !expired ? <Alert type="info" showIcon title={t('results.expiresIn', { time: countdownText(Date.parse(data.expiresAt) - now) })} /> : null}
      </Space>
      {body}
    </>
  );
}
