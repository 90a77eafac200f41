import {
  AuditOutlined,
  BankOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  IdcardOutlined,
  MailOutlined,
  SendOutlined,
  ShoppingOutlined,
  TeamOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney, type HomeDashboard, type UserData } from '@portal/contracts';
import { describeServiceError, serviceErrorOf, timeZoneOf } from '@portal/ui';
import { countdown } from '../header/relative-time';
import { useLanguage, usePageTitle } from '../language/use-language';
import { useDashboardQuery } from '../live/live-api';
import { LocalLink } from '../routing/LocalLink';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';
import './dashboard.css';

interface Area {
  key: string;
  titleKey: string;
  to: string;
  icon: ReactNode;
}

const PRODUCT_AREAS: Area[] = [
  { key: 'flights', titleKey: 'common:nav.flights', to: '/b-flights', icon: <SendOutlined /> },
  { key: 'hotels', titleKey: 'common:nav.hotels', to: '/b-hotels', icon: <HomeOutlined /> },
  { key: 'transfers', titleKey: 'common:nav.transfers', to: '/b-transfers', icon: <CarOutlined /> },
  { key: 'activities', titleKey: 'common:nav.activities', to: '/b-activities', icon: <CompassOutlined /> },
  { key: 'visa', titleKey: 'common:nav.visa', to: '/visa', icon: <IdcardOutlined /> },
  { key: 'helpdesk', titleKey: 'common:nav.helpdesk', to: '/helpdesk', icon: <CustomerServiceOutlined /> },
];
const ADMIN_AREA: Area = { key: 'account', titleKey: 'common:nav.account', to: '/users', icon: <TeamOutlined /> };
const BACK_OFFICE_AREAS: Area[] = [
  { key: 'agencies', titleKey: 'common:nav.agencies', to: '/operator/agencies', icon: <AuditOutlined /> },
  { key: 'topUps', titleKey: 'common:nav.topUps', to: '/operator/top-ups', icon: <BankOutlined /> },
  { key: 'emails', titleKey: 'common:nav.emails', to: '/operator/emails', icon: <MailOutlined /> },
];

/** Signed-in home: agency users see their day (balance, bookings, holds) and the product areas; operators the back office. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useShellSelector(selectUser);
  usePageTitle(t('common:nav.dashboard'));
  if (!user) return null;
  const operator = user.role === 'operator';
  return (
    <div className="dashboard">
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        {t('dashboard.welcome', { name: user.firstName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 760 }}>
        {t(operator ? 'dashboard.operatorLead' : 'dashboard.lead')}
      </Typography.Paragraph>
      {operator ? null : <AgencyDay user={user} />}
      <Typography.Title level={2} className="dashboard-heading">
        {t(operator ? 'dashboard.backOffice' : 'dashboard.quickLinks')}
      </Typography.Title>
      <AreaCards areas={operator ? BACK_OFFICE_AREAS : user.role === 'agency_admin' ? [...PRODUCT_AREAS, ADMIN_AREA] : PRODUCT_AREAS} />
    </div>
  );
}

function AreaCards({ areas }: { areas: Area[] }) {
  const { t } = useTranslation();
  return (
    <Row gutter={[20, 20]}>
      {areas.map((area) => (
        <Col key={area.key} xs={24} sm={12} lg={6}>
          <LocalLink to={area.to} className="area-link">
            <Card hoverable variant="borderless" style={{ height: '100%' }}>
              <div className="area-icon" aria-hidden="true">
                {area.icon}
              </div>
              <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
                {t(area.titleKey)}
              </Typography.Title>
              <Typography.Text type="secondary">{t(`dashboard.areas.${area.key}`)}</Typography.Text>
            </Card>
          </LocalLink>
        </Col>
      ))}
    </Row>
  );
}

/** Re-renders every second (hold countdowns). */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AgencyDay({ user }: { user: UserData }) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useDashboardQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) {
    return (
      <Row gutter={[20, 20]} className="dashboard-day">
        {[0, 1, 2].map((slot) => (
          <Col key={slot} xs={24} md={8}>
            <Card variant="borderless">
              <Skeleton active paragraph={{ rows: 2 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  }
  if (!data) {
    const noWallet = serviceErrorOf(error)?.status === 404;
    return (
      <Alert
        className="dashboard-day"
        type={noWallet ? 'info' : 'warning'}
        showIcon
        title={t(noWallet ? 'dashboard.noWalletTitle' : 'dashboard.unavailable')}
        description={noWallet ? t('dashboard.noWalletBody') : describeServiceError(error, t)}
        action={
          noWallet ? undefined : (
            <Button size="small" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          )
        }
      />
    );
  }
  return <DayFigures dashboard={data} user={user} />;
}

function DayFigures({ dashboard, user }: { dashboard: HomeDashboard; user: UserData }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { balance, today, holdsExpiring } = dashboard;
  const money = (minor: number, currency = balance.currency) => formatMoney(minor, currency, language);
  return (
    <>
      <Row gutter={[20, 20]} className="dashboard-day">
        <Col xs={24} md={8}>
          <Figure
            icon={<WalletOutlined />}
            label={t('balance.available')}
            value={money(balance.available)}
            note={balance.held > 0 ? t('balance.heldShort', { amount: money(balance.held) }) : t('dashboard.noHold')}
            link={user.role === 'agency_admin' ? { to: '/finance', label: t('balance.openFinance') } : undefined}
          />
        </Col>
        <Col xs={24} md={8}>
          <Figure icon={<ShoppingOutlined />} label={t('dashboard.todayBookings')} value={String(today.count)} note={t('dashboard.todaySales', { amount: money(today.sale) })} />
        </Col>
        <Col xs={24} md={8}>
          <Figure icon={<ClockCircleOutlined />} label={t('dashboard.holdsLabel')} value={String(holdsExpiring.length)} note={t('dashboard.holdsNote')} />
        </Col>
      </Row>
      <Card variant="borderless" className="dashboard-holds" title={t('dashboard.holdsTitle')}>
        {holdsExpiring.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.noHolds')} /> : <HoldList holds={holdsExpiring} user={user} />}
      </Card>
    </>
  );
}

function Figure({ icon, label, value, note, link }: { icon: ReactNode; label: string; value: string; note: string; link?: { to: string; label: string } }) {
  return (
    <Card variant="borderless" className="figure">
      <div className="figure-head">
        <span className="figure-icon" aria-hidden="true">
          {icon}
        </span>
        <span>{label}</span>
      </div>
      <div className="figure-value">{value}</div>
      <div className="figure-note">
        <span>{note}</span>
        {link ? <LocalLink to={link.to}>{link.label}</LocalLink> : null}
      </div>
    </Card>
  );
}

function HoldList({ holds, user }: { holds: HomeDashboard['holdsExpiring']; user: UserData }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const now = useNow();
  return (
    <ul className="holds">
      {holds.map((hold) => {
        const left = countdown(hold.holdExpiresAt, now);
        return (
          <li key={hold.bookingId}>
            <div className="hold-main">
              <strong>{hold.reference}</strong>
              <Tag>{t(`common:company.products.${hold.product}`)}</Tag>
              <span className="muted">{hold.customer}</span>
            </div>
            <div className="hold-price">{formatMoney(hold.salePrice, hold.currency, language)}</div>
            <div className={left.minutes < 5 ? 'hold-time hold-urgent' : 'hold-time'}>
              <span aria-live="off">{left.over ? t('dashboard.released') : t('dashboard.releasedIn', { time: `${left.minutes}:${String(left.seconds).padStart(2, '0')}` })}</span>
              <time dateTime={hold.holdExpiresAt}>{formatDateTime(hold.holdExpiresAt, user.dateTimeFormat, timeZoneOf(user.utcOffsetTime))}</time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
