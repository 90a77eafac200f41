import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdownText, useNow } from '../timing';

/**
 * Time left on a hold, ticking each second, then "ended" in the same place: digits keep one
 * width so nothing around it moves. `onExpired` is told once the hold has ended on screen.
 */
export function HoldCountdown({ holdExpiresAt, onExpired }: { holdExpiresAt: string; onExpired?: () => void }) {
  const { t } = useTranslation();
  const left = Date.parse(holdExpiresAt) - useNow();
  const ended = left <= 0;
  useEffect(() => {
    if (ended) onExpired?.();
  }, [ended, onExpired]);
  return (
    <span data-testid="hold-countdown" style={{ fontVariantNumeric: 'tabular-nums' }}>
      {ended ? t('common:bookings.hold.expired') : t('common:bookings.hold.endsIn', { time: countdownText(left) })}
    </span>
  );
}
