import { useUserFormat } from '@portal/ui';

/** The decimal separator amount inputs use in the screen's language (`150,50` in French). */
export function useDecimalSeparator(): string {
  return useUserFormat().language === 'fr' ? ',' : '.';
}
