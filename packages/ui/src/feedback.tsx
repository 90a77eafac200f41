import { Button, Empty, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** Placeholder while a screen or a remote loads. */
export function PageLoading({ label }: { label?: string }) {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-live="polite" style={{ display: 'flex', justifyContent: 'center', padding: '64px 0' }}>
      <Spin size="large" description={label ?? t('state.loading')} />
    </div>
  );
}

/** Translated fallback when a part of the portal cannot load or has crashed. */
export function UnavailableNotice({ area, crashed, onRetry }: { area: string; crashed?: boolean; onRetry?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('remote.unavailableTitle')}
      subTitle={t(crashed ? 'remote.crashedBody' : 'remote.unavailableBody', { area })}
      extra={
        onRetry ? (
          <Button type="primary" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}

/** Honest empty state for a screen whose feature is not open yet. */
export function ComingSoon() {
  const { t } = useTranslation('common');
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t('state.comingSoonTitle')}</strong>
          <br />
          {t('state.comingSoonBody')}
        </>
      }
    />
  );
}
