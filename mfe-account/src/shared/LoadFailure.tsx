import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '@portal/ui';

/** A list or record that could not be loaded: what went wrong (spec §8 wording) and a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={errorText(t, error)}
      action={
        <Button size="small" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    />
  );
}
