import { Alert, Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, PriceChangedNotice, serviceErrorOf, useUserFormat } from '@portal/ui';
import type { HotelRecheckResponse } from '../api';

/**
 * What a re-check answered: a changed price (before and now) to accept, or a failure; expired
 * prices offer to search again.
 */
interface RecheckNoticeProps {
  answer?: HotelRecheckResponse | null;
  error?: unknown;
  onAccept(): void;
  onRefresh(): void;
  onOther?: () => void;
}

export function RecheckNotice({ answer, error, onAccept, onRefresh, onOther }: RecheckNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  const shown = Boolean(error) || Boolean(answer?.priceChanged);
  // The rate chosen may sit far below: the answer comes into view.
  useEffect(() => {
    if (shown) notice.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [shown, answer, error]);
  return <div ref={notice}>{shown ? <Notice answer={answer} error={error} onAccept={onAccept} onRefresh={onRefresh} onOther={onOther} /> : null}</div>;
}

function Notice({ answer, error, onAccept, onRefresh, onOther }: RecheckNoticeProps) {
  const { t } = useTranslation();
  const format = useUserFormat();
  if (error) {
    const expired = serviceErrorOf(error)?.code === 'prices_expired';
    return (
      <Alert
        type="error"
        showIcon
        data-testid="recheck-error"
        title={errorText(t, error)}
        action={
          expired ? (
            <Button type="primary" onClick={onRefresh}>
              {t('common:results.refresh')}
            </Button>
          ) : onOther ? (
            <Button onClick={onOther}>{t('recheck.chooseAnother')}</Button>
          ) : undefined
        }
      />
    );
  }
  if (!answer?.priceChanged) return null;
  const { rate } = answer;
  return (
    <PriceChangedNotice
      title={t('recheck.priceChanged')}
      changes={[{ key: 'rate', text: t('recheck.priceChangedBody', { before: format.money(answer.previousSalePrice, rate.currency), now: format.money(rate.salePrice, rate.currency) }) }]}
      acceptLabel={t('recheck.accept')}
      onAccept={onAccept}
      other={onOther ? { label: t('recheck.chooseAnother'), onClick: onOther } : undefined}
    />
  );
}
