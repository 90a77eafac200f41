import { Alert, Button, Card, Checkbox, Col, Empty, Input, Result, Row, Segmented, Select, Skeleton, Slider, Space, Tag, Tooltip, Typography } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BOARD_CODES, HOTEL_SORTS, type HotelCard, type HotelFilters, type HotelSearchResponse } from '@portal/contracts';
import { countdownText, ExpiredResults, FailureResult, ResultsPagination, serviceErrorOf, useDebounced, useNow, useUserFormat } from '@portal/ui';
import { useSearchHotelsQuery } from '../api';
import { RefundableTag, Stars } from '../shared/hotel-bits';
import { stayDayText } from '../shared/deadline';
import { placeOf } from '../shared/occupancy';
import { useFlow } from './flow-state';
import { DEFAULT_VIEW, searchRequestOf, type ResultsView } from './stay';
import { stepPath } from './steps';

const STAR_OPTIONS = [5, 4, 3, 2, 1];
const TYPING_SETTLES_MS = 400;

function HotelResult({ hotel, nights, currency, onOpen }: { hotel: HotelCard; nights: number; currency: string; onOpen(): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Card size="small" data-testid="hotel-card" data-hotel-id={hotel.hotelId} style={{ marginBottom: 16 }} styles={{ body: { padding: 0 } }}>
      <div style={{ display: 'flex', flexWrap: 'wrap' }}>
        <img src={hotel.image} alt={hotel.name} loading="lazy" style={{ width: 220, height: 160, objectFit: 'cover', borderRadius: '8px 0 0 8px', background: '#e8edf5' }} />
        <div style={{ flex: 1, minWidth: 220, padding: 16 }}>
          <Stars count={hotel.stars} />
          <Typography.Title level={5} style={{ margin: '4px 0' }}>
            {hotel.name}
          </Typography.Title>
          <Typography.Text type="secondary">{placeOf(hotel)}</Typography.Text>
          <div style={{ marginTop: 8 }}>
            <Tag>{t(`common:boards.${hotel.cheapest.board}`)}</Tag>
            <RefundableTag refundable={hotel.cheapest.refundable} />
          </div>
        </div>
        <div style={{ padding: 16, textAlign: 'right', minWidth: 200 }}>
          <Typography.Text type="secondary">{t('results.from')}</Typography.Text>
          <div style={{ fontSize: 22, fontWeight: 600 }} data-testid="hotel-card-price">
            {format.money(hotel.cheapest.salePrice, currency)}
          </div>
          <div>
            <Typography.Text type="secondary">{t('search.nights', { count: nights })}</Typography.Text>
          </div>
          <div>
            <Typography.Text type="secondary">{t('results.perNight', { amount: format.money(hotel.cheapest.salePerNight, currency) })}</Typography.Text>
          </div>
          <Button type="primary" style={{ marginTop: 8 }} onClick={onOpen} aria-label={t('labelled', { label: t('results.choose'), value: hotel.name })}>
            {t('results.choose')}
          </Button>
        </div>
      </div>
    </Card>
  );
}

/** The page's hotels placed by latitude and longitude: no tiles (no map server is reachable), just where they lie from each other. */
function HotelMap({ hotels, currency, onOpen }: { hotels: HotelCard[]; currency: string; onOpen(hotel: HotelCard): void }) {
  const format = useUserFormat();
  const lats = hotels.map((hotel) => hotel.latitude);
  const lngs = hotels.map((hotel) => hotel.longitude);
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const at = (value: number, low: number, high: number) => (high === low ? 50 : 6 + ((value - low) / (high - low)) * 88);
  return (
    <div data-testid="hotel-map" style={{ position: 'relative', height: 440, background: 'linear-gradient(135deg, #e6f0fb, #eef5ea)', borderRadius: 8, border: '1px solid #d9e2ef', marginBottom: 16 }}>
      {hotels.map((hotel) => (
        <Tooltip key={hotel.hotelId} title={`${hotel.name} · ${'★'.repeat(hotel.stars)}`}>
          <Button
            size="small"
            type="primary"
            shape="round"
            onClick={() => onOpen(hotel)}
            style={{ position: 'absolute', left: `${at(hotel.longitude, west, east)}%`, top: `${100 - at(hotel.latitude, south, north)}%`, transform: 'translate(-50%, -50%)' }}
          >
            {format.money(hotel.cheapest.salePrice, currency)}
          </Button>
        </Tooltip>
      ))}
    </div>
  );
}

function Filters({ view, answer, onChange }: { view: ResultsView; answer?: HotelSearchResponse; onChange(filters: HotelFilters): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { filters } = view;
  const [name, setName] = useState(filters.name ?? '');
  const settledName = useDebounced(name, TYPING_SETTLES_MS);
  useEffect(() => {
    if (settledName.trim() !== (filters.name ?? '').trim()) onChange({ ...filters, name: settledName });
    // Only a settled change of what was typed asks again.
  }, [settledName]);
  const bounds = answer?.priceRange ?? null;
  const [price, setPrice] = useState<number[] | null>(null);
  const shownPrice = price ?? (bounds ? [filters.minPrice ?? bounds.min, filters.maxPrice ?? bounds.max] : null);
  const currency = answer?.currency ?? 'EUR';
  const section = { display: 'flex', flexDirection: 'column' as const, margin: '4px 0 16px' };
  return (
    <div data-testid="hotel-filters">
      <Typography.Title level={4}>{t('results.filters')}</Typography.Title>
      <Typography.Text strong id="filter-name">
        {t('results.name')}
      </Typography.Text>
      <Input aria-labelledby="filter-name" value={name} maxLength={50} allowClear onChange={(event) => setName(event.target.value)} style={{ margin: '4px 0 16px' }} />
      <Typography.Text strong>{t('results.stars')}</Typography.Text>
      <Checkbox.Group
        aria-label={t('results.stars')}
        style={section}
        value={filters.stars ?? []}
        onChange={(stars) => onChange({ ...filters, stars })}
        options={STAR_OPTIONS.map((stars) => ({ value: stars, label: t('results.starsOption', { count: stars }) }))}
      />
      <Typography.Text strong>{t('results.boards')}</Typography.Text>
      <Checkbox.Group
        aria-label={t('results.boards')}
        style={section}
        value={filters.boards ?? []}
        onChange={(boards) => onChange({ ...filters, boards })}
        options={BOARD_CODES.map((board) => ({ value: board, label: t(`common:boards.${board}`) }))}
      />
      {bounds && shownPrice && bounds.min < bounds.max ? (
        <>
          <Typography.Text strong>{t('results.priceRange')}</Typography.Text>
          <Slider
            range
            aria-label={t('results.priceRange')}
            min={bounds.min}
            max={bounds.max}
            step={Math.max(1, Math.round((bounds.max - bounds.min) / 100))}
            value={shownPrice}
            tooltip={{ formatter: (value) => (value === undefined ? '' : format.money(value, currency)) }}
            onChange={setPrice}
            onChangeComplete={([minPrice, maxPrice]) => {
              setPrice(null);
              onChange({ ...filters, minPrice: minPrice === bounds.min ? undefined : minPrice, maxPrice: maxPrice === bounds.max ? undefined : maxPrice });
            }}
          />
          <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="price-range">
            {format.money(shownPrice[0]!, currency)} – {format.money(shownPrice[1]!, currency)}
          </Typography.Text>
        </>
      ) : null}
      <div style={{ margin: '16px 0' }}>
        <Checkbox checked={Boolean(filters.refundableOnly)} onChange={(event) => onChange({ ...filters, refundableOnly: event.target.checked })}>
          {t('results.refundableOnly')}
        </Checkbox>
      </div>
      <Button
        onClick={() => {
          setName('');
          onChange(DEFAULT_VIEW.filters);
        }}
      >
        {t('results.clear')}
      </Button>
    </div>
  );
}

export function ResultsStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const [flow, updateFlow] = useFlow();
  const [layout, setLayout] = useState<'list' | 'map'>('list');
  const { stay, destination } = flow;
  const view = flow.view ?? DEFAULT_VIEW;
  const { data, error, isFetching, refetch } = useSearchHotelsQuery(stay ? searchRequestOf(stay, view) : skipToken, { refetchOnMountOrArgChange: true });
  const now = useNow(Boolean(data));
  const modify = <Button onClick={() => navigate(stepPath('search'))}>{t('results.modify')}</Button>;
  if (!stay) return <Result status="info" title={t('hotel.noSearch')} extra={modify} />;

  const show = (next: Partial<ResultsView>) => updateFlow({ view: { ...view, page: 1, ...next } });
  const open = (hotel: HotelCard) => {
    if (!data) return;
    updateFlow({ searchId: data.searchId, hotelId: hotel.hotelId, rate: undefined, idempotencyKey: undefined });
    navigate(stepPath('hotel'));
  };
  const failure = error ? serviceErrorOf(error) : null;
  const expired = data ? now >= Date.parse(data.expiresAt) : false;

  let list: ReactNode;
  if (isFetching) {
    list = Array.from({ length: 3 }, (_, index) => (
      <Card key={index} size="small" style={{ marginBottom: 16 }}>
        <Skeleton active avatar={{ shape: 'square', size: 120 }} paragraph={{ rows: 3 }} />
      </Card>
    ));
  } else if (failure?.code === 'no_results_found' || (data && data.total === 0)) {
    list = (
      <Empty data-testid="no-results" description={t('results.noResults')}>
        {modify}
      </Empty>
    );
  } else if (error) {
    list = <FailureResult error={error} onRetry={() => void refetch()} />;
  } else if (data && expired) {
    list = <ExpiredResults onRefresh={() => void refetch()} />;
  } else if (data) {
    list = (
      <>
        {layout === 'map' ? (
          <HotelMap hotels={data.hotels} currency={data.currency} onOpen={open} />
        ) : (
          data.hotels.map((hotel) => <HotelResult key={hotel.hotelId} hotel={hotel} nights={data.nights} currency={data.currency} onOpen={() => open(hotel)} />)
        )}
        <ResultsPagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={show} />
      </>
    );
  }

  const summary = t('search.summary', {
    destination: destination?.name ?? data?.destination.name ?? '',
    checkIn: stayDayText(stay.checkIn, format.dateTimeFormat),
    checkOut: stayDayText(stay.checkOut, format.dateTimeFormat),
    nights: t('search.nights', { count: data?.nights ?? 0 }),
    rooms: t('search.roomsCount', { count: stay.rooms.length }),
  });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Space wrap>
          {modify}
          <Typography.Text strong data-testid="stay-summary">
            {data ? summary : null}
          </Typography.Text>
        </Space>
        {data && !expired ? <Alert type="info" showIcon title={t('results.expiresIn', { time: countdownText(Date.parse(data.expiresAt) - now) })} /> : null}
      </Space>
      <Row gutter={24}>
        <Col xs={24} md={6}>
          <Filters view={view} answer={data} onChange={(filters) => show({ filters })} />
        </Col>
        <Col xs={24} md={18}>
          <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
            <Typography.Text strong data-testid="results-count">
              {data ? t('results.count', { count: data.total }) : null}
            </Typography.Text>
            <Space wrap>
              <Segmented
                value={layout}
                onChange={(value) => setLayout(value as 'list' | 'map')}
                options={[
                  { value: 'list', label: t('results.list') },
                  { value: 'map', label: t('results.map') },
                ]}
              />
              <Typography.Text>{t('results.sort')}</Typography.Text>
              <Select
                aria-label={t('results.sort')}
                value={view.sort}
                onChange={(sort) => show({ sort })}
                style={{ width: 200 }}
                options={HOTEL_SORTS.map((value) => ({ value, label: t(`results.sorts.${value}`) }))}
              />
            </Space>
          </Space>
          {list}
        </Col>
      </Row>
    </>
  );
}
