import { useTranslation } from 'react-i18next';
import type { MarkupRule } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';

/** A markup rule in words: `8 %` or `€15.00 per booking`. */
export function useRuleText(currency: string): (rule: MarkupRule) => string {
  const { t } = useTranslation();
  const format = useUserFormat();
  const percent = new Intl.NumberFormat(format.language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 });
  return (rule) => (rule.mode === 'percent' ? t('markup.percentValue', { value: percent.format(rule.value) }) : t('markup.perBooking', { amount: format.money(rule.value, currency) }));
}
