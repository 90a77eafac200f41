import { BarChartOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Flex, Row, Segmented, Statistic, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListSkeleton, listState, LoadFailure, useUserFormat } from '@portal/ui';
import { DateRangeFilter, rangeOf, type RangeChoice } from '../shared/DateRangeFilter';
import { ExportLinks } from '../shared/export';
import { AudienceGate } from '../shared/gate';
import { useReportQuery, type BookingsReport, type ReportBucket } from './api';
import { BarChart } from './BarChart';

const METRICS = ['count', 'sale', 'margin'] as const;
type Metric = (typeof METRICS)[number];
const DIMENSIONS = ['byProduct', 'byStatus', 'byAgent', 'byMonth'] as const;
type Dimension = (typeof DIMENSIONS)[number];

/** `reports`: bookings of a period by product, status, agent and month, with purchase, sale and margin. */
export default function ReportsPage() {
  return (
    <AudienceGate audience="agencyAdmin">
      <Reports />
    </AudienceGate>
  );
}

function useBucketLabel() {
  const { t } = useTranslation();
  const { language } = useUserFormat();
  // Months are keyed `YYYY-MM` by the service; the name of that month is the same in every zone.
  const month = new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return (dimension: Dimension, key: string): string => {
    if (dimension === 'byProduct') return t(`company.products.${key}`, { defaultValue: key });
    if (dimension === 'byStatus') return t(`common:bookingStatuses.${key}`, { defaultValue: key });
    if (dimension === 'byMonth') return month.format(new Date(`${key}-01T00:00:00.000Z`));
    return key;
  };
}

function Reports() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const [period, setPeriod] = useState<RangeChoice>({ preset: 'currentYear' });
  const [metric, setMetric] = useState<Metric>('sale');
  const range = rangeOf(period, format.timeZone);
  const report = useReportQuery(range, { refetchOnMountOrArgChange: true });
  const state = listState(report, report.data?.totals.count ?? 0);

  return (
    <Flex vertical gap={24}>
      <Flex gap={12} wrap justify="space-between" align="center">
        <DateRangeFilter value={period} onChange={setPeriod} />
        <ExportLinks path="/account/reports/export" params={{ ...range }} />
      </Flex>
      {state === 'loading' ? <ListSkeleton rows={6} /> : null}
      {state === 'failure' ? <LoadFailure error={report.error} onRetry={() => void report.refetch()} /> : null}
      {state === 'empty' ? (
        <Empty
          image={<BarChartOutlined style={{ fontSize: 56, color: '#b8c4d6' }} />}
          styles={{ image: { height: 64 } }}
          description={
            <>
              <strong>{t('reports.empty.title')}</strong>
              <br />
              {t('reports.empty.body')}
            </>
          }
        />
      ) : null}
      {state === 'rows' && report.data ? <ReportView report={report.data} metric={metric} onMetric={setMetric} /> : null}
    </Flex>
  );
}

function ReportView({ report, metric, onMetric }: { report: BookingsReport; metric: Metric; onMetric(metric: Metric): void }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const labelOf = useBucketLabel();
  const { currency, totals } = report;
  const money = (minor: number) => format.money(minor, currency);
  const valueText = (bucket: ReportBucket) => (metric === 'count' ? String(bucket.count) : money(bucket[metric]));
  const marginRate = totals.sale > 0 ? totals.margin / totals.sale : 0;
  const percent = new Intl.NumberFormat(format.language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'percent', maximumFractionDigits: 1 });

  const figures = [
    { key: 'count', value: String(totals.count) },
    { key: 'purchase', value: money(totals.purchase) },
    { key: 'sale', value: money(totals.sale) },
    { key: 'margin', value: money(totals.margin), hint: t('reports.totals.marginRate', { rate: percent.format(marginRate) }) },
  ];
  const columns = (dimension: Dimension): TableColumnsType<ReportBucket> => [
    { key: 'key', title: t(`reports.dimensions.${dimension}`), render: (_, bucket) => labelOf(dimension, bucket.key) },
    { key: 'count', dataIndex: 'count', title: t('reports.totals.count'), align: 'right' },
    { key: 'purchase', title: t('reports.totals.purchase'), align: 'right', render: (_, bucket) => money(bucket.purchase) },
    { key: 'sale', title: t('reports.totals.sale'), align: 'right', render: (_, bucket) => money(bucket.sale) },
    { key: 'margin', title: t('reports.totals.margin'), align: 'right', render: (_, bucket) => money(bucket.margin) },
  ];

  return (
    <>
      <Row gutter={[16, 16]}>
        {figures.map((figure) => (
          <Col key={figure.key} xs={24} sm={12} xl={6}>
            <Card variant="outlined" size="small" style={{ height: '100%' }}>
              <Statistic title={t(`reports.totals.${figure.key}`)} value={figure.value} />
              {figure.hint ? (
                <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
                  {figure.hint}
                </Typography.Paragraph>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="flex-end">
        <Segmented<Metric> value={metric} onChange={onMetric} options={METRICS.map((value) => ({ value, label: t(`reports.metrics.${value}`) }))} aria-label={t('reports.metric')} />
      </Flex>
      <Row gutter={[16, 16]}>
        {DIMENSIONS.map((dimension) => (
          <Col key={dimension} xs={24} lg={12}>
            <Card title={t(`reports.dimensions.${dimension}`)} variant="outlined" size="small" style={{ height: '100%' }}>
              <BarChart
                emptyText={t('reports.noBookings')}
                label={`${t(`reports.dimensions.${dimension}`)} · ${t(`reports.metrics.${metric}`)}`}
                axisText={(value) => (metric === 'count' ? String(value) : money(value))}
                bars={report[dimension].map((bucket) => ({
                  key: bucket.key,
                  label: labelOf(dimension, bucket.key),
                  value: metric === 'count' ? bucket.count : bucket[metric],
                  text: valueText(bucket),
                }))}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('reports.details')} variant="outlined" size="small">
        <Tabs
          items={DIMENSIONS.map((dimension) => ({
            key: dimension,
            label: t(`reports.dimensions.${dimension}`),
            children: <Table<ReportBucket> rowKey="key" size="small" pagination={false} columns={columns(dimension)} dataSource={report[dimension]} scroll={{ x: 'max-content' }} />,
          }))}
        />
      </Card>
    </>
  );
}
