import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Empty, Flex, Row, Segmented, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { HelpdeskDashboard, TicketService, TicketStatus } from '@portal/contracts';
import { LoadFailure, useHostProps, useUserFormat } from '@portal/ui';
import { useHelpdeskDashboardQuery } from './api';
import { CountBars, StatusDoughnut, type ChartSeries } from './charts';
import { durationParts, monthLabel, percentOf } from './figures';

const STATUS_COLOURS: Record<TicketStatus, string> = { open: '#1677ff', resolved: '#52c41a', unresolved: '#faad14', closed: '#8c8c8c', archived: '#d9d9d9' };
const SERVICE_COLOUR = '#13c2c2';
const MONTH_COLOUR = '#1677ff';
const CHART_HEIGHT = 260;

function ChartCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card title={title} size="small" data-testid={testId}>
      <div style={{ height: CHART_HEIGHT, position: 'relative' }}>{children}</div>
    </Card>
  );
}

function Figures({ dashboard }: { dashboard: HelpdeskDashboard }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const status: ChartSeries = {
    label: t('dashboard.byStatus'),
    labels: dashboard.byStatus.map((row) => t(`common:ticketStatuses.${row.status}`)),
    counts: dashboard.byStatus.map((row) => row.count),
    colours: dashboard.byStatus.map((row) => STATUS_COLOURS[row.status]),
  };
  const service: ChartSeries = {
    label: t('dashboard.byService'),
    labels: dashboard.byService.map((row) => t(`common:ticketServices.${row.service satisfies TicketService}`)),
    counts: dashboard.byService.map((row) => row.count),
    colours: dashboard.byService.map(() => SERVICE_COLOUR),
  };
  const monthly: ChartSeries = {
    label: t('dashboard.monthly'),
    labels: dashboard.monthly.map((row) => monthLabel(row.month, format.language)),
    counts: dashboard.monthly.map((row) => row.count),
    colours: dashboard.monthly.map(() => MONTH_COLOUR),
  };
  const median = dashboard.medianFirstReplyMinutes;
  const medianParts = median === null ? null : durationParts(median);
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic title={t('dashboard.total')} value={dashboard.total} data-testid="dashboard-total" />
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={t('dashboard.medianFirstReply')}
              value={medianParts === null ? t('dashboard.notYet') : medianParts.hours > 0 ? t('dashboard.duration', medianParts) : t('dashboard.minutes', medianParts)}
              data-testid="dashboard-median-first-reply"
            />
            <Typography.Text type="secondary">{t('dashboard.medianFirstReplyHint')}</Typography.Text>
          </Card>
        </Col>
        <Col xs={24} md={8}>
          <Card size="small">
            <Statistic
              title={t('dashboard.reopenRate')}
              value={dashboard.reopenRate === null ? t('dashboard.notYet') : t('dashboard.percent', { value: percentOf(dashboard.reopenRate) })}
              data-testid="dashboard-reopen-rate"
            />
            <Typography.Text type="secondary">{t('dashboard.reopenRateHint')}</Typography.Text>
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8}>
          <ChartCard title={status.label} testId="chart-by-status">
            <StatusDoughnut series={status} />
          </ChartCard>
        </Col>
        <Col xs={24} lg={8}>
          <ChartCard title={service.label} testId="chart-by-service">
            <CountBars series={service} horizontal />
          </ChartCard>
        </Col>
        <Col xs={24} lg={8}>
          <ChartCard title={monthly.label} testId="chart-monthly">
            <CountBars series={monthly} />
          </ChartCard>
        </Col>
      </Row>
    </Flex>
  );
}

/**
 * `helpdesk`: ticket counts per status, distribution by service and monthly volume (spec §2's
 * three charts), with the median first reply in service hours and the reopen rate. The agency
 * admin may count every ticket of the agency.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const isAdmin = useHostProps().user?.role === 'agency_admin';
  const scope = isAdmin && new URLSearchParams(location.search).get('scope') === 'all' ? 'all' : 'mine';
  const { data, error, isFetching, refetch } = useHelpdeskDashboardQuery({ scope }, { refetchOnMountOrArgChange: true });

  let body: ReactNode;
  if (error && !isFetching) body = <LoadFailure title={t('dashboard.loadFailed')} error={error} onRetry={() => void refetch()} />;
  else if (!data) body = <Skeleton active paragraph={{ rows: 10 }} />;
  else if (data.total === 0)
    body = (
      <Empty description={t('dashboard.empty')}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate('/helpdesk/tickets?create=1')}>
          {t('dashboard.newTicket')}
        </Button>
      </Empty>
    );
  else body = <Figures dashboard={data} />;

  return (
    <Flex vertical gap={16}>
      {isAdmin ? (
        <Segmented<'mine' | 'all'>
          aria-label={t('dashboard.scope.label')}
          value={scope}
          onChange={(next) => void navigate({ search: next === 'all' ? '?scope=all' : '' }, { replace: true })}
          options={[
            { value: 'mine', label: t('dashboard.scope.mine') },
            { value: 'all', label: t('dashboard.scope.all') },
          ]}
        />
      ) : null}
      {body}
    </Flex>
  );
}
