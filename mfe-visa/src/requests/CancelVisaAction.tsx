import type { CancellationQuote } from '@portal/contracts';
import { CancelBookingAction } from '@portal/ui';
import { useTranslation } from 'react-i18next';
import { useCancelVisaRequestMutation, useVisaCancellationQuoteQuery } from './api';

const useCancel = () => {
  const [cancel, state] = useCancelVisaRequestMutation();
  return [(id: string) => cancel(id), state] as const;
};

/** The kit's cancel with the service's quote: everything back before the embassy, the action hidden after (the quote says why). */
export function CancelVisaAction({ request }: { request: { id: string; reference: string } }) {
  const { t } = useTranslation();
  const describe = (quote: CancellationQuote, money: (minor: number) => string) => (quote.refund > 0 ? t('details.cancelBody', { amount: money(quote.refund) }) : t('details.cancelNothing'));
  return <CancelBookingAction booking={request} useQuote={useVisaCancellationQuoteQuery} useCancel={useCancel} describe={describe} showDeadline={false} />;
}
