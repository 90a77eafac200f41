import { Alert, Button, Empty, Pagination, Result, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from './form-errors';

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

/** A list or record that could not be loaded: what went wrong (the remote's words for a known code, else spec §8's), a retry, and any way out the screen adds. */
export function LoadFailure({ title, error, onRetry, extra }: { title?: string; error: unknown; onRetry(): void; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={title ?? errorText(t, error)}
      description={title ? errorText(t, error) : undefined}
      action={
        <Space>
          <Button size="small" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
          {extra}
        </Space>
      }
    />
  );
}

/** A flow step whose data could not be loaded: what went wrong as the step's page, the step's way out, and a retry. */
export function FailureResult({ error, onRetry, extra }: { error: unknown; onRetry(): void; extra?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={errorText(t, error)}
      extra={
        <Space>
          {extra}
          <Button onClick={onRetry}>{t('common:actions.retry')}</Button>
        </Space>
      }
    />
  );
}

/** Search results whose prices have lapsed: the search is asked again. */
export function ExpiredResults({ onRefresh }: { onRefresh(): void }) {
  const { t } = useTranslation('common');
  return (
    <Result
      status="warning"
      title={t('results.expired')}
      extra={
        <Button type="primary" onClick={onRefresh}>
          {t('results.refresh')}
        </Button>
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

/** Pages of search results, 10 to 50 a page; a new page size starts again at the first page. */
export function ResultsPagination({
  page,
  pageSize,
  total,
  showTotal,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  showTotal?: (total: number) => string;
  onPage(view: { page: number; pageSize: number }): void;
}) {
  const { t } = useTranslation('common');
  return (
    <Pagination
      current={page}
      pageSize={pageSize}
      total={total}
      showSizeChanger
      pageSizeOptions={[10, 20, 50]}
      locale={{ items_per_page: t('pagination.perPage') }}
      showTotal={showTotal}
      onChange={(next, nextSize) => onPage({ page: nextSize === pageSize ? next : 1, pageSize: nextSize })}
    />
  );
}
