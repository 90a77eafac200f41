import { ClockCircleOutlined, PauseCircleOutlined, CheckCircleOutlined, WarningFilled } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SlaState as Sla, TicketStatus } from '@portal/contracts';
import { countdownText, useNow, useUserFormat } from '@portal/ui';
import { slaViewOf, timeLeftOf } from './sla';

/**
 * A ticket's SLA where the desk reads it: a live countdown to the target that matters now, or
 * "breached" in red with an icon and words (never colour alone), paused or met.
 */
export function SlaState({ sla, status }: { sla: Sla; status: TicketStatus }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const now = useNow();
  const view = slaViewOf(sla, status, now);
  const target = t(`desk.sla.${view.target}`);
  const common = { 'data-testid': 'sla-state', 'data-sla': view.kind } as const;
  if (view.kind === 'breached')
    return (
      <Typography.Text type="danger" strong {...common}>
        <WarningFilled aria-hidden /> {t('desk.sla.breached', { target })}
      </Typography.Text>
    );
  if (view.kind === 'paused')
    return (
      <Typography.Text type="secondary" {...common}>
        <PauseCircleOutlined aria-hidden /> {t('desk.sla.paused', { target })}
      </Typography.Text>
    );
  if (view.kind === 'met')
    return (
      <Typography.Text type="success" {...common}>
        <CheckCircleOutlined aria-hidden /> {t('desk.sla.met', { target })}
      </Typography.Text>
    );
  const left = Date.parse(view.dueAt) - now;
  const long = timeLeftOf(left);
  return (
    <Space orientation="vertical" size={0} {...common}>
      <Typography.Text style={{ fontVariantNumeric: 'tabular-nums' }}>
        <ClockCircleOutlined aria-hidden /> {long ? t('desk.sla.dueInDays', { target, ...long }) : t('desk.sla.dueIn', { target, time: countdownText(left) })}
      </Typography.Text>
      <Typography.Text type="secondary">{t('desk.sla.dueAt', { date: format.dateTime(view.dueAt) })}</Typography.Text>
    </Space>
  );
}
