import { useTranslation } from 'react-i18next';
import { StatusView } from '../public/components';

/** Shown instead of the portal when /config.json cannot be loaded or is invalid. */
export function ConfigErrorScreen({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusView
      title={t('config.errorTitle')}
      body={t('config.errorBody')}
      actions={
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('common:actions.retry')}
        </button>
      }
    />
  );
}
