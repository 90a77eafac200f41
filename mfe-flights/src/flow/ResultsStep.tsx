import { Alert, Button, Card, Checkbox, Col, Empty, InputNumber, Result, Row, Select, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { FlightOffer, FlightSearchRequest } from '@portal/contracts';
import { countdownText, ExpiredResults, FailureResult, PageLoading, serviceErrorOf, useNow, useUserFormat } from '@portal/ui';
import { useSearchFlightsQuery } from '../api';
import { BaggageView, FareRulesView, ItineraryView } from '../shared/itinerary';
import { useFlow } from './flow-state';
import { stepPath } from './steps';

const SORTS = ['price', 'duration', 'departure'] as const;
type Sort = (typeof SORTS)[number];
const TIME_RANGES = { night: [0, 6], morning: [6, 12], afternoon: [12, 18], evening: [18, 24] } as const;
type TimeRange = keyof typeof TIME_RANGES;

const totalMinutes = (offer: FlightOffer) => offer.journeys.reduce((sum, journey) => sum + journey.durationMinutes, 0);
const firstDeparture = (offer: FlightOffer) => offer.journeys[0]!.segments[0]!.departureAt;
/** The hour on the departure airport's clock. */
const departureHour = (offer: FlightOffer) => Number(firstDeparture(offer).slice(11, 13));
const maxStops = (offer: FlightOffer) => Math.max(...offer.journeys.map((journey) => journey.stops));
const airlinesOf = (offer: FlightOffer) => new Set(offer.journeys.flatMap((journey) => journey.segments.map((segment) => segment.airlineName)));

const COMPARE: Record<Sort, (a: FlightOffer, b: FlightOffer) => number> = {
  price: (a, b) => a.salePrice - b.salePrice,
  duration: (a, b) => totalMinutes(a) - totalMinutes(b),
  departure: (a, b) => Date.parse(firstDeparture(a)) - Date.parse(firstDeparture(b)),
};

interface Filters {
  stops: string[];
  airlines: string[];
  times: TimeRange[];
  price?: [number, number];
}

function OfferCard({ offer, roundTrip, onSelect }: { offer: FlightOffer; roundTrip: boolean; onSelect(): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Card size="small" data-testid="flight-offer" style={{ marginBottom: 16 }}>
      <Row gutter={24}>
        <Col xs={24} lg={17}>
          <ItineraryView journeys={offer.journeys} roundTrip={roundTrip} />
          <Space direction="vertical" size={4} style={{ marginTop: 12 }}>
            <FareRulesView rules={offer.fareRules} currency={offer.currency} />
            <BaggageView baggage={offer.baggage} />
          </Space>
        </Col>
        <Col xs={24} lg={7} style={{ textAlign: 'right' }}>
          <Typography.Text type="secondary">{t('results.salePrice')}</Typography.Text>
          <div style={{ fontSize: 24, fontWeight: 600 }} data-testid="sale-price">
            {format.money(offer.salePrice, offer.currency)}
          </div>
          <div data-testid="purchase-price">
            <Typography.Text type="secondary">{t('results.purchasePrice', { amount: format.money(offer.purchasePrice, offer.currency) })}</Typography.Text>
          </div>
          {offer.prices.map((price) => (
            <div key={price.type}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('results.perPassenger', { count: price.count, type: t(`passengerTypes.${price.type}`), amount: format.money(price.unitPrice, offer.currency) })}
              </Typography.Text>
            </div>
          ))}
          <div style={{ margin: '8px 0' }}>
            <Typography.Text type={offer.seatsLeft <= 3 ? 'danger' : 'secondary'}>{t('results.seatsLeft', { count: offer.seatsLeft })}</Typography.Text>
          </div>
          <Button type="primary" onClick={onSelect}>
            {t('results.select')}
          </Button>
        </Col>
      </Row>
    </Card>
  );
}

function Offers({ search, offers }: { search: FlightSearchRequest; offers: FlightOffer[] }) {
  const { t } = useTranslation();
  const [, updateFlow] = useFlow();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [sort, setSort] = useState<Sort>('price');
  const [filters, setFilters] = useState<Filters>({ stops: [], airlines: [], times: [] });
  const airlines = useMemo(() => [...new Set(offers.flatMap((offer) => [...airlinesOf(offer)]))].sort(), [offers]);
  const prices = offers.map((offer) => offer.salePrice);
  const bounds: [number, number] = [Math.min(...prices), Math.max(...prices)];
  const currency = offers[0]!.currency;

  const shown = offers
    .filter((offer) => filters.stops.length === 0 || filters.stops.includes(String(Math.min(maxStops(offer), 2))))
    .filter((offer) => filters.airlines.length === 0 || [...airlinesOf(offer)].some((airline) => filters.airlines.includes(airline)))
    .filter((offer) => filters.times.length === 0 || filters.times.some((range) => departureHour(offer) >= TIME_RANGES[range][0] && departureHour(offer) < TIME_RANGES[range][1]))
    .filter((offer) => !filters.price || (offer.salePrice >= filters.price[0] && offer.salePrice <= filters.price[1]))
    .sort(COMPARE[sort]);

  const select = (offer: FlightOffer) => {
    updateFlow({ offer, issues: undefined, idempotencyKey: undefined });
    navigate(stepPath('travellers'));
  };

  return (
    <Row gutter={24}>
      <Col xs={24} md={6}>
        <Typography.Title level={4}>{t('results.filters')}</Typography.Title>
        <Typography.Text strong>{t('results.stops')}</Typography.Text>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', margin: '4px 0 16px' }}
          value={filters.stops}
          onChange={(stops) => setFilters({ ...filters, stops })}
          options={(['0', '1', '2'] as const).map((stops) => ({ value: stops, label: t(`results.stopsOptions.${stops}`) }))}
        />
        <Typography.Text strong>{t('results.airlines')}</Typography.Text>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', margin: '4px 0 16px' }}
          value={filters.airlines}
          onChange={(picked) => setFilters({ ...filters, airlines: picked })}
          options={airlines.map((airline) => ({ value: airline, label: airline }))}
        />
        <Typography.Text strong>{t('results.departureTime')}</Typography.Text>
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', margin: '4px 0 16px' }}
          value={filters.times}
          onChange={(times) => setFilters({ ...filters, times })}
          options={(Object.keys(TIME_RANGES) as TimeRange[]).map((range) => ({ value: range, label: t(`results.timeRanges.${range}`) }))}
        />
        {bounds[0] < bounds[1] ? (
          <>
            <Typography.Text strong>{t('results.priceRange')}</Typography.Text>
            <Space style={{ display: 'flex', margin: '4px 0' }}>
              <InputNumber
                aria-label={`${t('results.priceRange')} min`}
                min={bounds[0] / 100}
                max={bounds[1] / 100}
                value={(filters.price ?? bounds)[0] / 100}
                onChange={(value) => setFilters({ ...filters, price: [Math.round((value ?? bounds[0] / 100) * 100), (filters.price ?? bounds)[1]] })}
              />
              <InputNumber
                aria-label={`${t('results.priceRange')} max`}
                min={bounds[0] / 100}
                max={bounds[1] / 100}
                value={(filters.price ?? bounds)[1] / 100}
                onChange={(value) => setFilters({ ...filters, price: [(filters.price ?? bounds)[0], Math.round((value ?? bounds[1] / 100) * 100)] })}
              />
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {format.money((filters.price ?? bounds)[0], currency)} – {format.money((filters.price ?? bounds)[1], currency)}
            </Typography.Text>
          </>
        ) : null}
        <div style={{ marginTop: 16 }}>
          <Button onClick={() => setFilters({ stops: [], airlines: [], times: [] })}>{t('results.clear')}</Button>
        </div>
      </Col>
      <Col xs={24} md={18}>
        <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
          <Typography.Text strong>{t('results.count', { count: shown.length })}</Typography.Text>
          <Space>
            <Typography.Text>{t('results.sort')}</Typography.Text>
            <Select aria-label={t('results.sort')} value={sort} onChange={setSort} style={{ width: 220 }} options={SORTS.map((value) => ({ value, label: t(`results.sorts.${value}`) }))} />
          </Space>
        </Space>
        {shown.length === 0 ? (
          <Empty description={t('results.noMatch')} />
        ) : (
          shown.map((offer) => <OfferCard key={offer.offerId} offer={offer} roundTrip={search.tripType === 'round_trip'} onSelect={() => select(offer)} />)
        )}
      </Col>
    </Row>
  );
}

export function ResultsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [{ search }] = useFlow();
  const { data, error, isFetching, refetch } = useSearchFlightsQuery(search!, { skip: !search, refetchOnMountOrArgChange: true });
  const expiresAt = data?.offers.length ? Math.min(...data.offers.map((offer) => Date.parse(offer.expiresAt))) : 0;
  const now = useNow(Boolean(data));
  const modify = <Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>;

  if (!search) return <Result status="info" title={t('travellers.noOffer')} extra={modify} />;
  if (isFetching) return <PageLoading />;
  if (error) {
    const failure = serviceErrorOf(error);
    if (failure?.code === 'no_flight_found') return <Empty description={t('errors.no_flight_found')}>{modify}</Empty>;
    return <FailureResult error={error} onRetry={() => void refetch()} extra={modify} />;
  }
  if (!data) return null;
  if (now >= expiresAt) {
    return <ExpiredResults onRefresh={() => refetch()} />;
  }
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        {modify}
        <Alert type="info" showIcon message={t('results.expiresIn', { time: countdownText(expiresAt - now) })} />
      </Space>
      <Offers search={search} offers={data.offers} />
    </>
  );
}
