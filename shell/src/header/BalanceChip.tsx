import { WalletOutlined } from '@ant-design/icons';
import { Button, Popover } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Balance, type Role } from '@portal/contracts';
import { serviceErrorOf } from '@portal/ui';
import { useLanguage } from '../language/use-language';
import { useBalanceQuery } from '../live/live-api';
import { LocalLink } from '../routing/LocalLink';
import { readStoredBalance, storeBalance } from './stored-balance';
import './header.css';

/**
 * The agency's balance in the header (agency users only): the stored figure at once, then the
 * service's, refreshed when the balance moves (stream), when the window regains focus and after
 * sign-in. An agency without a wallet yet (404) shows nothing.
 */
export function BalanceChip({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { data, error } = useBalanceQuery(undefined, { refetchOnFocus: true, refetchOnMountOrArgChange: true });
  const [balance, setBalance] = useState<Balance | null>(readStoredBalance);
  const [open, setOpen] = useState(false);
  const noWallet = serviceErrorOf(error)?.status === 404;

  useEffect(() => {
    if (data) {
      storeBalance(data);
      setBalance(data);
    } else if (noWallet) {
      storeBalance(null);
      setBalance(null);
    }
  }, [data, noWallet]);

  if (!balance) return null;
  const money = (minor: number) => formatMoney(minor, balance.currency, language);
  const rows = [{ label: t('balance.available'), amount: balance.available }];
  if (balance.held > 0) rows.push({ label: t('balance.held'), amount: balance.held });
  // Pay at agency: shown only to agencies the operator gave a credit limit.
  if (balance.creditLimit > 0) {
    rows.push({ label: t('balance.creditLimit'), amount: balance.creditLimit }, { label: t('balance.outstanding'), amount: balance.outstanding });
  }

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      title={t('common:nav.balance')}
      content={
        <div className="balance-details">
          <dl>
            {rows.map(({ label, amount }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{money(amount)}</dd>
              </div>
            ))}
          </dl>
          {role === 'agency_admin' ? (
            <LocalLink to="/finance" onClick={() => setOpen(false)}>
              {t('balance.openFinance')}
            </LocalLink>
          ) : null}
        </div>
      }
    >
      {/* Named by its content (an aria-label leaving out the held amount it shows fails WCAG 2.5.3). */}
      <Button type="text" className="balance-chip">
        <WalletOutlined aria-hidden="true" />
        <span className="visually-hidden">{t('balance.available')}</span>
        <span className="balance-figures">
          <span className="balance-available">{money(balance.available)}</span>
          {balance.held > 0 ? <span className="balance-held">{t('balance.heldShort', { amount: money(balance.held) })}</span> : null}
        </span>
      </Button>
    </Popover>
  );
}
