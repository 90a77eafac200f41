import { Alert } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostProps, useUserFormat } from '../host-context';
import { serviceErrorOf } from '../service-error';
import { balanceFiguresOf, balanceShortfall, isBalanceRefusal, TOP_UP_PATH, type BalanceFigures } from './balance-error';
import { RoleGate } from './RoleGate';

export interface BookingActionErrorProps {
  /** The refusal of the booking call. */
  error: unknown;
  /** The product's words for it. */
  message: string;
  /** What the booking takes from the balance (the purchase price), in minor units. */
  price: { amount: number; currency: string };
  /** A way out the screen offers (e.g. search again). */
  action?: ReactNode;
}

/** The agency's balance from the main server, asked at each balance refusal (the shell's header holds its own). */
function useBalance(refusal: unknown): BalanceFigures | null {
  const { serverBaseUrl } = useHostProps();
  const [balance, setBalance] = useState<BalanceFigures | null>(null);
  useEffect(() => {
    if (!refusal) return undefined;
    const controller = new AbortController();
    fetch(`${serverBaseUrl}/api/balance`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => setBalance(response.ok ? balanceFiguresOf(await response.json()) : null))
      .catch(() => setBalance(null));
    return () => controller.abort();
  }, [refusal, serverBaseUrl]);
  return balance;
}

/**
 * A booking refusal beside the action that caused it (the user is looking there), announced and
 * focused; a balance refusal says the price, the available balance and what is missing, with the
 * top-up for an agency administrator.
 */
export function BookingActionError({ error, message, price, action }: BookingActionErrorProps) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const ref = useRef<HTMLDivElement>(null);
  const balanceRefused = isBalanceRefusal(serviceErrorOf(error)?.code);
  const balance = useBalance(balanceRefused ? error : null);
  useEffect(() => {
    ref.current?.focus();
  }, [error]);
  const money = (minor: number) => format.money(minor, price.currency);
  const sameCurrency = balance?.currency === price.currency;
  return (
    <div ref={ref} tabIndex={-1} data-testid="booking-action-error" style={{ outline: 'none' }}>
      <Alert
        type="error"
        showIcon
        title={message}
        action={action}
        description={
          balanceRefused ? (
            <>
              <div data-testid="balance-error-detail">
                {balance && sameCurrency
                  ? t('common:bookings.balanceError.detail', { price: money(price.amount), available: money(balance.available), missing: money(balanceShortfall(price.amount, balance.available)) })
                  : t('common:bookings.balanceError.price', { price: money(price.amount) })}
              </div>
              <RoleGate roles={['agency_admin']}>
                <Link to={TOP_UP_PATH} data-testid="balance-top-up">
                  {t('common:bookings.balanceError.topUp')}
                </Link>
              </RoleGate>
            </>
          ) : undefined
        }
      />
    </div>
  );
}
