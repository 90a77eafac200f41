import { Space, Tag, Typography } from 'antd';
import type { CancellationPolicy, PriceBasis, TransferService, VehicleCategory } from '@portal/contracts';
import { useUserFormat } from '@portal/ui';
import { localText, useTransfersText } from './text';

/** Vehicle and service as a result or a booked trip names them: `Sedan · Private`. */
export function VehicleText({ vehicle, service }: { vehicle: VehicleCategory; service: TransferService }) {
  const { t } = useTransfersText();
  return (
    <Space size={4} wrap>
      <strong>{t(`vehicles.${vehicle}`)}</strong>
      <Tag color={service === 'private' ? 'blue' : 'purple'}>{t(`services.${service}`)}</Tag>
    </Space>
  );
}

/** A price with its basis: per vehicle (and how many), or per seat (and how many). */
export function basisText(t: (key: string, options?: Record<string, unknown>) => string, basis: PriceBasis, units: number): string {
  return t(`basis.${basis}`, { count: units });
}

/** A trip's cancellation terms as the service states them, on the pickup point's clock. */
export function PolicyView({ policy, currency }: { policy: CancellationPolicy; currency: string }) {
  const { t } = useTransfersText();
  const format = useUserFormat();
  const when = (moment: CancellationPolicy['penalties'][number]['from']) => `${localText(moment, format.dateTimeFormat)} (${moment.timeZone})`;
  return (
    <Space orientation="vertical" size={0} data-testid="cancellation-terms">
      {!policy.refundable ? <Typography.Text type="danger">{t('policy.nonRefundable')}</Typography.Text> : null}
      {policy.freeUntil ? <Typography.Text type="success">{t('policy.freeUntil', { date: when(policy.freeUntil) })}</Typography.Text> : null}
      {policy.penalties.map((penalty) => (
        <Typography.Text key={penalty.from.utc}>{t('policy.penalty', { amount: format.money(penalty.amount, currency), date: when(penalty.from) })}</Typography.Text>
      ))}
    </Space>
  );
}
