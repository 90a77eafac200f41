import { Alert, Button, Card, Col, Descriptions, Empty, InputNumber, Radio, Result, Row, Skeleton, Space, Table, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ActivityAgeBand, AvailabilitySlot } from '@portal/contracts';
import { FailureResult, useQueryParam, useUserFormat } from '@portal/ui';
import { useActivityProductQuery } from './api';
import { CancellationRuleView, ConfirmationTag, Duration, Rating, useDay, useLocalized, useMoment, useReasonText, useWords } from './bits';
import { useFlow } from './flow-state';
import { pricingWords } from './product';
import { stepPath } from './steps';
import { countIssues, initialCounts, stepperBounds, type BandCounts } from './travellers';

/** `product`: the product in the reader's language, its options and their calendar, age bands and terms; a start and travellers per band chosen. */
export function ProductStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localized = useLocalized();
  const words = useWords();
  const reason = useReasonText();
  const format = useUserFormat();
  const [flow, updateFlow] = useFlow();
  const productId = useQueryParam('product') ?? flow.productId;
  const search = flow.search;
  const { data, error, isFetching, refetch } = useActivityProductQuery({ productId: productId ?? '', from: search?.from ?? '', to: search?.to ?? '' }, { skip: !productId || !search });
  const kept = flow.slot && flow.slot.productId === productId ? flow.slot : undefined;
  const [optionId, setOptionId] = useState<string | undefined>(kept?.optionId);
  const [slot, setSlot] = useState<{ date: string; startTime: string } | undefined>(kept);
  const [counts, setCounts] = useState<BandCounts | undefined>(kept ? flow.counts : undefined);
  const [tried, setTried] = useState(false);

  if (!productId || !search) return <Result status="info" title={t('activities.product.none')} extra={<Button onClick={() => navigate(stepPath('search'))}>{t('activities.search.again')}</Button>} />;
  if (error && !isFetching) return <FailureResult error={error} onRetry={() => void refetch()} />;
  if (!data) return <Skeleton active paragraph={{ rows: 10 }} />;

  const { product, availability, currency } = data;
  const option = product.options.find((candidate) => candidate.optionId === optionId) ?? product.options[0];
  const calendar = availability.find((entry) => entry.optionId === option?.optionId);
  const shownCounts = counts ?? initialCounts(product.ageBands);
  const issues = countIssues(product.ageBands, shownCounts);
  const chosen = slot && calendar?.days.find((day) => day.date === slot.date)?.slots.find((candidate) => candidate.startTime === slot.startTime && candidate.bookable);

  const next = () => {
    setTried(true);
    if (!option || !chosen || !slot || issues.length > 0) return;
    const firstBand = product.ageBands[0]?.band;
    updateFlow({
      productId: product.productId,
      slot: { productId: product.productId, optionId: option.optionId, date: slot.date, startTime: slot.startTime },
      counts: shownCounts,
      firstBand,
      offer: undefined,
      idempotencyKey: undefined,
    });
    navigate(stepPath('travellers'));
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="activity-product">
      <Card>
        <Row gutter={24}>
          <Col xs={24} md={10}>
            <Space wrap>
              {product.images.slice(0, 3).map((image, index) => (
                <img
                  key={image}
                  src={image}
                  alt={t('activities.product.photo', { n: index + 1, title: localized(product.title) })}
                  style={{ width: index === 0 ? 320 : 150, maxWidth: '100%', height: index === 0 ? 200 : 95, objectFit: 'cover', borderRadius: 8, background: '#e8edf5' }}
                />
              ))}
            </Space>
          </Col>
          <Col xs={24} md={14}>
            <Typography.Title level={3} style={{ marginTop: 0 }} data-testid="product-title">
              {localized(product.title)}
            </Typography.Title>
            <Space wrap style={{ marginBottom: 8 }}>
              <span>{t(`activities.categories.${product.category}`)}</span>
              <span>·</span>
              <span>
                {product.cityName}, {product.country}
              </span>
              <span>·</span>
              <Duration minutes={product.durationMinutes} />
              <Rating rating={product.rating} />
              <ConfirmationTag type={product.confirmationType} />
            </Space>
            <Typography.Paragraph data-testid="product-description">{localized(product.description)}</Typography.Paragraph>
            <Typography.Text type="secondary">{t('activities.labelled', { label: t('activities.product.meetingPoint'), value: localized(product.meetingPoint) })}</Typography.Text>
          </Col>
        </Row>
      </Card>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('activities.product.included')}>
            <ul style={{ margin: 0, paddingLeft: 20 }} data-testid="included">
              {product.included.map((item, index) => (
                <li key={index}>{localized(item)}</li>
              ))}
            </ul>
            {product.excluded.length > 0 ? (
              <>
                <Typography.Text strong>{t('activities.product.excluded')}</Typography.Text>
                <ul style={{ margin: 0, paddingLeft: 20 }}>
                  {product.excluded.map((item, index) => (
                    <li key={index}>{localized(item)}</li>
                  ))}
                </ul>
              </>
            ) : null}
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('activities.product.terms')}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('activities.product.confirmation')}>{t(`activities.confirmationHelp.${product.confirmationType}`)}</Descriptions.Item>
              <Descriptions.Item label={t('activities.product.cutoff')}>{t('activities.product.cutoffHours', { count: product.cutoffHours, zone: product.timeZone })}</Descriptions.Item>
              <Descriptions.Item label={t('activities.product.pricing')}>
                {words(pricingWords(product.pricing))}
                {product.unitCapacity ? ` · ${t('activities.product.unitCapacity', { count: product.unitCapacity })}` : ''}
              </Descriptions.Item>
              <Descriptions.Item label={t('activities.product.cancellation')}>
                <CancellationRuleView rule={product.cancellationRule} />
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('activities.product.options')}>
        <Radio.Group
          value={option?.optionId}
          onChange={(event) => {
            setOptionId(String(event.target.value));
            setSlot(undefined);
          }}
          aria-label={t('activities.product.options')}
        >
          <Space orientation="vertical">
            {product.options.map((candidate) => (
              <Radio key={candidate.optionId} value={candidate.optionId} data-testid={`option-${candidate.optionId}`}>
                <strong>{localized(candidate.title)}</strong>
                <div>
                  <Typography.Text type="secondary">{localized(candidate.description)}</Typography.Text>
                </div>
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Card>
      <Card size="small" title={t('activities.calendar.title', { zone: product.timeZone })}>
        <Calendar days={calendar?.days ?? []} chosen={slot} currency={currency} bands={product.ageBands} perUnit={product.pricing === 'per_unit'} onChoose={setSlot} />
      </Card>
      <Card size="small" title={t('activities.travellers.title')}>
        <Row gutter={[16, 16]}>
          {product.ageBands.map((band) => (
            <BandStepper
              key={band.band}
              band={band}
              bounds={stepperBounds(product.ageBands, shownCounts, band.band)}
              value={shownCounts[band.band] ?? 0}
              onChange={(count) => setCounts({ ...shownCounts, [band.band]: count })}
            />
          ))}
        </Row>
        {issues.length > 0 ? <Alert type="warning" showIcon style={{ marginTop: 12 }} title={issues.map((issue) => reason(issue.reason)).join(' ')} data-testid="traveller-count-issues" /> : null}
      </Card>
      {tried && !chosen ? <Alert type="error" showIcon title={t('activities.calendar.chooseStart')} data-testid="product-error" /> : null}
      <Space>
        <Button onClick={() => navigate(stepPath('search'))}>{t('common:actions.back')}</Button>
        <Button type="primary" onClick={next} disabled={issues.length > 0} data-testid="product-continue">
          {t('activities.product.continue')}
        </Button>
        {chosen ? (
          <Typography.Text data-testid="chosen-start">
            {t('activities.calendar.chosen', { day: slot?.date ?? '', time: slot?.startTime ?? '' })} · {format.money(chosen.unitSalePrice ?? chosen.prices[0]?.salePrice ?? 0, currency)}
          </Typography.Text>
        ) : null}
      </Space>
    </Space>
  );
}

/** One band's count: a stepper within the band's counts and ages shown. */
function BandStepper({ band, bounds, value, onChange }: { band: ActivityAgeBand; bounds: { min: number; max: number }; value: number; onChange(count: number): void }) {
  const { t } = useTranslation();
  const label = t(`activities.bands.${band.band}`);
  return (
    <Col xs={24} sm={12} md={6}>
      <Space orientation="vertical" size={2}>
        <label htmlFor={`band-${band.band}`}>
          <strong>{label}</strong>
        </label>
        <Typography.Text type="secondary">{t('activities.travellers.bandAges', { min: band.minAge, max: band.maxAge })}</Typography.Text>
        <InputNumber
          id={`band-${band.band}`}
          aria-label={t('activities.travellers.countOf', { band: label })}
          min={bounds.min}
          max={bounds.max}
          precision={0}
          value={value}
          onChange={(count) => onChange(count ?? bounds.min)}
          data-testid={`count-${band.band}`}
        />
        <Typography.Text type="secondary">{t('activities.travellers.bandCounts', { min: band.minCount, max: band.maxCount })}</Typography.Text>
      </Space>
    </Col>
  );
}

/** Days × start times: each start with its places left, closed once sold out or past its cut-off. */
function Calendar({
  days,
  chosen,
  currency,
  bands,
  perUnit,
  onChoose,
}: {
  days: { date: string; slots: AvailabilitySlot[] }[];
  chosen?: { date: string; startTime: string };
  currency: string;
  bands: ActivityAgeBand[];
  perUnit: boolean;
  onChoose(slot: { date: string; startTime: string }): void;
}) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const day = useDay();
  const moment = useMoment();
  const open = days.filter((entry) => entry.slots.length > 0);
  if (open.length === 0) return <Empty description={t('activities.calendar.empty')} />;
  const priceOf = (slot: AvailabilitySlot) => (perUnit ? slot.unitSalePrice : (slot.prices.find((price) => price.band === bands[0]?.band) ?? slot.prices[0])?.salePrice) ?? null;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="date"
      dataSource={open}
      data-testid="availability-calendar"
      columns={[
        { key: 'date', title: t('activities.calendar.day'), render: (_value, entry) => day(entry.date) },
        {
          key: 'slots',
          title: t('activities.calendar.starts'),
          render: (_value, entry) => (
            <Space wrap>
              {entry.slots.map((slot) => {
                const selected = chosen?.date === entry.date && chosen.startTime === slot.startTime;
                const price = priceOf(slot);
                const reasonClosed = slot.remaining === 0 ? t('activities.calendar.soldOut') : t('activities.calendar.closed', { moment: moment(slot.cutoff) });
                const button = (
                  <Button
                    key={slot.startTime}
                    type={selected ? 'primary' : 'default'}
                    disabled={!slot.bookable}
                    aria-pressed={selected}
                    aria-label={t('activities.calendar.startLabel', { day: entry.date, time: slot.startTime })}
                    onClick={() => onChoose({ date: entry.date, startTime: slot.startTime })}
                  >
                    {slot.startTime} ·{' '}
                    {slot.bookable ? t('activities.calendar.left', { count: slot.remaining }) : slot.remaining === 0 ? t('activities.calendar.soldOut') : t('activities.calendar.closedShort')}
                    {slot.bookable && price !== null ? ` · ${format.money(price, currency)}` : ''}
                  </Button>
                );
                return slot.bookable ? (
                  button
                ) : (
                  <Tooltip key={slot.startTime} title={reasonClosed}>
                    <span>{button}</span>
                  </Tooltip>
                );
              })}
            </Space>
          ),
        },
      ]}
    />
  );
}
