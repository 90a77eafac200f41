import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketPriority, TicketStatus } from '@portal/contracts';

const PRIORITY_COLOURS: Record<TicketPriority, string> = { urgent: 'red', high: 'orange', normal: 'blue', low: 'default' };

/** A ticket's priority: its label from `@portal/i18n`, louder as it rises. */
export function PriorityTag({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Tag color={PRIORITY_COLOURS[priority]} data-testid="priority-tag">
      {t(`common:ticketPriorities.${priority}`)}
    </Tag>
  );
}

const STATUS_COLOURS: Record<TicketStatus, string> = { open: 'processing', resolved: 'success', unresolved: 'warning', closed: 'default', archived: 'default' };

/** A ticket's status with its label from `@portal/i18n`. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="ticket-status">
      {t(`common:ticketStatuses.${status}`)}
    </Tag>
  );
}
