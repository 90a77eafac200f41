import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, CancellationQuote } from '@portal/contracts';
import { errorText } from '../form-errors';
import { useHostProps, useUserFormat } from '../host-context';

/** The part of a product's RTK Query quote hook the action reads. */
export interface QuoteAnswer {
  data?: CancellationQuote;
  refetch(): unknown;
}

/** The part of a product's RTK Query cancel mutation hook the action calls. */
export type CancelMutation = readonly [(id: string) => { unwrap(): Promise<{ reference: string; status: BookingStatus }> }, { isLoading: boolean }];

export interface CancelBookingActionProps {
  booking: { id: string; reference: string };
  /** The product's quote hook, e.g. `useHotelCancellationQuoteQuery`. */
  useQuote(id: string): QuoteAnswer;
  /** The product's cancel mutation hook, e.g. `useCancelHotelBookingMutation`. */
  useCancel(): CancelMutation;
  /** What cancelling does under the quote, in the product's words (its rules: fare rules, a hotel's policy). */
  describe(quote: CancellationQuote, money: (minor: number) => string): string;
  /** The button's words where the quote changes them (e.g. flights' void); else `Cancel booking`. */
  actionLabel?(quote: CancellationQuote): string;
  /** Whether the dialog says until when the booking may be cancelled (default: when the quote has a deadline). */
  showDeadline?: boolean;
}

/**
 * Cancel as the service's quote says: hidden when it may not, and a dialog with what comes back
 * and until when; the quote is fetched again on opening, as the terms may have moved since.
 */
export function CancelBookingAction({ booking, useQuote, useCancel, describe, actionLabel, showDeadline = true }: CancelBookingActionProps) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { notify } = useHostProps();
  const { data: quote, refetch } = useQuote(booking.id);
  const [cancel, cancelling] = useCancel();
  const [open, setOpen] = useState(false);
  if (!quote?.allowed) return null;
  const money = (minor: number) => format.money(minor, quote.currency);

  const ask = () => {
    // A void window or a deadline may have passed since the page opened: the dialog shows the terms of now.
    void refetch();
    setOpen(true);
  };

  const confirm = async () => {
    try {
      const done = await cancel(booking.id).unwrap();
      setOpen(false);
      notify('success', t('common:bookings.cancel.done', { reference: done.reference, status: t(`common:bookingStatuses.${done.status}`) }));
    } catch (error) {
      setOpen(false);
      notify('error', errorText(t, error));
    }
  };

  return (
    <>
      <Button danger onClick={ask} data-testid="cancel-booking">
        {actionLabel?.(quote) ?? t('common:bookings.cancel.action')}
      </Button>
      <Modal
        open={open}
        title={t('common:bookings.cancel.title', { reference: booking.reference })}
        okText={t('common:bookings.cancel.confirm')}
        cancelText={t('common:bookings.cancel.keep')}
        okButtonProps={{ danger: true, loading: cancelling.isLoading, 'data-testid': 'confirm-cancel' }}
        onOk={() => void confirm()}
        onCancel={() => setOpen(false)}
      >
        <p data-testid="cancellation-quote">{describe(quote, money)}</p>
        {quote.deadline && showDeadline ? <p>{t('common:bookings.cancel.deadline', { date: format.dateTime(quote.deadline) })}</p> : null}
      </Modal>
    </>
  );
}
