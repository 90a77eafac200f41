import { Button, Card, Checkbox, Col, Empty, Form, Input, InputNumber, Row, Select, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTIVITY_CATEGORIES, ACTIVITY_SORTS, CONFIRMATION_TYPES, type ActivityCard, type ActivityDestination, type ActivitySort } from '@portal/contracts';
import { DateField, FailureResult, ResultsPagination, todayIn, useDebounced, useUserFormat } from '@portal/ui';
import { useSearchActivitiesQuery } from './api';
import { ConfirmationTag, Duration, Rating, showIssues, useLocalized, useReasonText, useWords } from './bits';
import { DestinationSelect } from './DestinationSelect';
import { useFlow } from './flow-state';
import { priceFrom } from './product';
import { DEFAULT_VIEW, searchIssues, searchRequestOf, shiftDay, type ResultsView, type SearchDraft } from './search';
import { stepPath } from './steps';

const FILTER_SETTLES_MS = 300;

/** `search`: where and when, then the service's results with its filters, sort and pages. */
export function SearchStep() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const reason = useReasonText();
  const today = todayIn(format.timeZone);
  const [flow, updateFlow] = useFlow();
  const [destination, setDestination] = useState<ActivityDestination | undefined>(flow.destination);
  const [form] = Form.useForm<SearchDraft>();

  const submit = (draft: SearchDraft) => {
    const issues = searchIssues(draft, today);
    if (issues.length > 0) {
      showIssues(form, issues, reason);
      return;
    }
    updateFlow({
      search: { destination: draft.destination ?? '', from: draft.from ?? '', to: draft.to ?? '' },
      destination,
      view: DEFAULT_VIEW,
      productId: undefined,
      slot: undefined,
      offer: undefined,
    });
  };

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={flow.search ?? { from: shiftDay(today, 14), to: shiftDay(today, 16) }}
        onFinish={submit}
        requiredMark={false}
        noValidate
        data-testid="activity-search"
      >
        <Row gutter={16} align="bottom">
          <Col xs={24} md={10}>
            <Form.Item name="destination" label={t('activities.search.destination')}>
              <DestinationSelect known={destination} onPicked={setDestination} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="from" label={t('activities.search.from')}>
              <DateField aria-label={t('activities.search.from')} />
            </Form.Item>
          </Col>
          <Col xs={12} md={5}>
            <Form.Item name="to" label={t('activities.search.to')}>
              <DateField aria-label={t('activities.search.to')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item label=" ">
              <Button type="primary" htmlType="submit" data-testid="activity-search-submit">
                {t('activities.search.submit')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {flow.search ? <Results /> : null}
    </Space>
  );
}

/** The results of the search in the flow, under the view the agent set. */
function Results() {
  const { t } = useTranslation();
  const [flow, updateFlow] = useFlow();
  const view = flow.view ?? DEFAULT_VIEW;
  // Typed filters (prices, durations, name) reach the service once typing settles.
  const settledView = useDebounced(view, FILTER_SETTLES_MS);
  const search = flow.search;
  const { data, error, isFetching, refetch } = useSearchActivitiesQuery(searchRequestOf(search ?? { destination: '', from: '', to: '' }, settledView), { skip: !search });
  const setView = (change: Partial<ResultsView>) => updateFlow({ view: { ...view, page: 1, ...change } });
  const setFilters = (change: Partial<ResultsView['filters']>) => setView({ filters: { ...view.filters, ...change } });

  let list: React.ReactNode;
  if (error && !isFetching) list = <FailureResult error={error} onRetry={() => void refetch()} />;
  else if (!data || (isFetching && data.activities.length === 0))
    list = (
      <div data-testid="results-loading">
        {[0, 1, 2].map((index) => (
          <Card key={index} size="small" style={{ marginBottom: 12 }}>
            <Skeleton active avatar={{ shape: 'square', size: 96 }} paragraph={{ rows: 2 }} />
          </Card>
        ))}
      </div>
    );
  else if (data.activities.length === 0) list = <Empty data-testid="no-results" description={t('activities.results.empty')} />;
  else
    list = (
      <Space orientation="vertical" style={{ width: '100%' }} data-testid="activity-results">
        {data.activities.map((card) => (
          <ResultCard key={card.productId} card={card} />
        ))}
        <ResultsPagination
          page={data.page}
          pageSize={data.pageSize}
          total={data.total}
          showTotal={(total) => t('activities.results.total', { count: total })}
          onPage={(next) => updateFlow({ view: { ...view, ...next } })}
        />
      </Space>
    );

  const range = data?.priceRange;
  const durations = data?.durationRange;
  return (
    <Row gutter={24}>
      <Col xs={24} md={7}>
        <Card size="small" title={t('activities.filters.title')} data-testid="activity-filters">
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Typography.Text strong>{t('activities.filters.category')}</Typography.Text>
            <Checkbox.Group
              aria-label={t('activities.filters.category')}
              value={view.filters.categories ?? []}
              onChange={(categories) => setFilters({ categories })}
              options={ACTIVITY_CATEGORIES.map((category) => ({ value: category, label: t(`activities.categories.${category}`) }))}
            />
            <Typography.Text strong>{t('activities.filters.confirmation')}</Typography.Text>
            <Checkbox.Group
              aria-label={t('activities.filters.confirmation')}
              value={view.filters.confirmationTypes ?? []}
              onChange={(confirmationTypes) => setFilters({ confirmationTypes })}
              options={CONFIRMATION_TYPES.map((type) => ({ value: type, label: t(`activities.confirmation.${type}`) }))}
            />
            <Typography.Text strong>{t('activities.filters.price', { currency: data?.currency ?? '' })}</Typography.Text>
            <Space.Compact>
              <InputNumber
                aria-label={t('activities.filters.minPrice')}
                placeholder={range ? String(range.min / 100) : t('activities.filters.min')}
                min={0}
                value={view.filters.minPrice === undefined ? null : view.filters.minPrice / 100}
                onChange={(value) => setFilters({ minPrice: value === null ? undefined : Math.round(value * 100) })}
              />
              <InputNumber
                aria-label={t('activities.filters.maxPrice')}
                placeholder={range ? String(range.max / 100) : t('activities.filters.max')}
                min={0}
                value={view.filters.maxPrice === undefined ? null : view.filters.maxPrice / 100}
                onChange={(value) => setFilters({ maxPrice: value === null ? undefined : Math.round(value * 100) })}
              />
            </Space.Compact>
            <Typography.Text strong>{t('activities.filters.duration')}</Typography.Text>
            <Space.Compact>
              <InputNumber
                aria-label={t('activities.filters.minDuration')}
                placeholder={durations ? String(Math.floor(durations.min / 60)) : t('activities.filters.min')}
                min={0}
                value={view.filters.minDuration === undefined ? null : view.filters.minDuration / 60}
                onChange={(value) => setFilters({ minDuration: value === null ? undefined : Math.round(value * 60) })}
              />
              <InputNumber
                aria-label={t('activities.filters.maxDuration')}
                placeholder={durations ? String(Math.ceil(durations.max / 60)) : t('activities.filters.max')}
                min={0}
                value={view.filters.maxDuration === undefined ? null : view.filters.maxDuration / 60}
                onChange={(value) => setFilters({ maxDuration: value === null ? undefined : Math.round(value * 60) })}
              />
            </Space.Compact>
            <Checkbox checked={Boolean(view.filters.freeCancellationOnly)} onChange={(event) => setFilters({ freeCancellationOnly: event.target.checked })} data-testid="free-cancellation-only">
              {t('activities.filters.freeCancellationOnly')}
            </Checkbox>
            <Input
              aria-label={t('activities.filters.text')}
              placeholder={t('activities.filters.text')}
              allowClear
              value={view.filters.text ?? ''}
              onChange={(event) => setFilters({ text: event.target.value || undefined })}
            />
          </Space>
        </Card>
      </Col>
      <Col xs={24} md={17}>
        <Space style={{ marginBottom: 12 }}>
          <Typography.Text>{t('activities.results.sort')}</Typography.Text>
          <Select<ActivitySort>
            aria-label={t('activities.results.sort')}
            style={{ minWidth: 220 }}
            value={view.sort}
            onChange={(sort) => setView({ sort })}
            options={ACTIVITY_SORTS.map((sort) => ({ value: sort, label: t(`activities.sorts.${sort}`) }))}
          />
        </Space>
        {list}
      </Col>
    </Row>
  );
}

/** One product as a result: photo, title, duration, rating, badges and its "from" price. */
function ResultCard({ card }: { card: ActivityCard }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useUserFormat();
  const localized = useLocalized();
  const words = useWords();
  const [, updateFlow] = useFlow();
  const price = priceFrom(card);
  const title = localized(card.title);
  return (
    <Card size="small" data-testid="activity-card">
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <img src={card.image} alt={title} style={{ width: 160, height: 110, objectFit: 'cover', borderRadius: 8, background: '#e8edf5' }} />
        <Space orientation="vertical" size={2} style={{ flex: 1, minWidth: 220 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {title}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t(`activities.categories.${card.category}`)} · {card.cityName} · <Duration minutes={card.durationMinutes} />
          </Typography.Text>
          <Rating rating={card.rating} />
          <Space wrap size={4}>
            {card.freeCancellation ? (
              <Tag color="green" data-testid="free-cancellation">
                {t('activities.results.freeCancellation')}
              </Tag>
            ) : null}
            <ConfirmationTag type={card.confirmationType} />
          </Space>
        </Space>
        <Space orientation="vertical" align="end">
          <Typography.Text type="secondary">{t('activities.price.from')}</Typography.Text>
          <strong data-testid="price-from">{format.money(price.amount, card.currency)}</strong>
          <Typography.Text type="secondary">{words(price.per)}</Typography.Text>
          <Button
            type="primary"
            aria-label={t('activities.results.chooseNamed', { title })}
            onClick={() => {
              updateFlow({ productId: card.productId, slot: undefined, counts: undefined, offer: undefined });
              navigate(stepPath('product', { product: card.productId }));
            }}
          >
            {t('activities.results.choose')}
          </Button>
        </Space>
      </div>
    </Card>
  );
}
