import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadFailure, useUserFormat } from '@portal/ui';
import { useBalanceQuery } from './api';

/** Available and held amounts, and pay at agency: the credit limit and what is owed against it. */
export function BalanceSummary() {
  const { t } = useTranslation();
  const format = useUserFormat();
  const balance = useBalanceQuery(undefined, { refetchOnMountOrArgChange: true });
  if (balance.isLoading) return <Skeleton active paragraph={{ rows: 2 }} />;
  if (!balance.data) return <LoadFailure error={balance.error} onRetry={() => void balance.refetch()} />;
  const { available, held, creditLimit, outstanding, currency } = balance.data;
  const figures = [
    { key: 'available', value: available, hint: t('finance.balance.availableHint'), strong: true },
    { key: 'held', value: held, hint: t('finance.balance.heldHint') },
    { key: 'creditLimit', value: creditLimit, hint: t('finance.balance.creditLimitHint') },
    {
      key: 'outstanding',
      value: outstanding,
      hint: creditLimit > 0 ? t('finance.balance.outstandingHint', { remaining: format.money(Math.max(creditLimit - outstanding, 0), currency) }) : t('finance.balance.noCredit'),
    },
  ];
  return (
    <Row gutter={[16, 16]} aria-label={t('finance.balance.title')} role="region">
      {figures.map((figure) => (
        <Col key={figure.key} xs={24} sm={12} xl={6}>
          <Card variant="outlined" size="small" style={{ height: '100%', ...(figure.strong ? { borderColor: '#0b63ce' } : {}) }}>
            <Statistic
              title={t(`finance.balance.${figure.key}`)}
              value={format.money(figure.value, currency)}
              styles={{ content: { color: figure.strong ? '#0b63ce' : undefined, fontVariantNumeric: 'tabular-nums' } }}
              data-testid={`balance-${figure.key}`}
            />
            <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0 0' }}>
              {figure.hint}
            </Typography.Paragraph>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
