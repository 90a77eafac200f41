import {
  CarOutlined,
  CompassOutlined,
  CustomerServiceOutlined,
  HomeOutlined,
  IdcardOutlined,
  SendOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../language/use-language';
import { LocalLink } from '../routing/LocalLink';
import { selectUser } from '../session/session-slice';
import { useShellSelector } from '../store';

const AREAS: { key: string; titleKey: string; to: string; icon: ReactNode }[] = [
  { key: 'flights', titleKey: 'common:nav.flights', to: '/b-flights', icon: <SendOutlined /> },
  { key: 'hotels', titleKey: 'common:nav.hotels', to: '/b-hotels', icon: <HomeOutlined /> },
  { key: 'transfers', titleKey: 'common:nav.transfers', to: '/b-transfers', icon: <CarOutlined /> },
  { key: 'visa', titleKey: 'common:nav.visa', to: '/visa', icon: <IdcardOutlined /> },
  { key: 'helpdesk', titleKey: 'common:nav.helpdesk', to: '/helpdesk', icon: <CustomerServiceOutlined /> },
  { key: 'account', titleKey: 'common:nav.account', to: '/users', icon: <TeamOutlined /> },
  { key: 'activities', titleKey: 'header.activities', to: '/coming-soon', icon: <CompassOutlined /> },
];

/** Signed-in home: a greeting and a way into every area. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useShellSelector(selectUser);
  usePageTitle(t('common:nav.dashboard'));
  return (
    <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 64px' }}>
      <Typography.Title level={1} style={{ fontSize: 30 }}>
        {t('dashboard.welcome', { name: user?.firstName ?? '' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: 16, maxWidth: 760 }}>
        {t('dashboard.lead')}
      </Typography.Paragraph>
      <Row gutter={[20, 20]} style={{ marginTop: 24 }}>
        {AREAS.map((area) => (
          <Col key={area.key} xs={24} sm={12} lg={6}>
            <LocalLink to={area.to} style={{ display: 'block', height: '100%' }}>
              <Card hoverable variant="borderless" style={{ height: '100%' }}>
                <div style={{ fontSize: 26, color: '#0b63ce', marginBottom: 12 }} aria-hidden="true">
                  {area.icon}
                </div>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  {t(area.titleKey)}
                </Typography.Title>
                <Typography.Text type="secondary">{t(`dashboard.areas.${area.key}`)}</Typography.Text>
              </Card>
            </LocalLink>
          </Col>
        ))}
      </Row>
    </div>
  );
}
