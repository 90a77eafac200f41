import { Typography } from 'antd';
import { useUserFormat } from '@portal/ui';

/** A movement of money: credits green with a plus, debits red. */
export function SignedMoney({ amount, currency }: { amount: number; currency: string }) {
  const format = useUserFormat();
  if (amount === 0) return <Typography.Text type="secondary">{format.money(0, currency)}</Typography.Text>;
  return (
    <Typography.Text type={amount > 0 ? 'success' : 'danger'} strong style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {amount > 0 ? '+' : ''}
      {format.money(amount, currency)}
    </Typography.Text>
  );
}
