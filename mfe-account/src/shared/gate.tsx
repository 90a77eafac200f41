import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Role } from '@portal/contracts';
import { PageLoading, RoleGate } from '@portal/ui';
import { useViewer } from './viewer';

/** Who a screen is for; anyone else gets a clear explanation instead of a failing screen. */
export type Audience = 'agencyAdmin' | 'agency' | 'operator';

const ROLES: Record<Audience, readonly Role[]> = {
  agencyAdmin: ['agency_admin'],
  agency: ['agency_admin', 'agent'],
  operator: ['operator'],
};

/** The shared role gate with the viewer's looked-up role and, for anyone else, why and a way back. */
export function AudienceGate({ audience, children }: { audience: Audience; children: ReactNode }) {
  const { t } = useTranslation();
  const { role, loading } = useViewer();
  const navigate = useNavigate();
  if (loading) return <PageLoading />;
  const refusal = (
    <Result
      status="403"
      title={t(`gate.${audience}.title`)}
      subTitle={t(`gate.${audience}.body`)}
      extra={
        <Button type="primary" onClick={() => void navigate('/distributor/account')}>
          {t('gate.toMyAccount')}
        </Button>
      }
    />
  );
  return (
    <RoleGate roles={ROLES[audience]} role={role} fallback={refusal}>
      {children}
    </RoleGate>
  );
}
