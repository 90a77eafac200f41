import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketPriority } from '@portal/contracts';

const PRIORITY_COLOURS: Record<TicketPriority, string> = { urgent: 'red', high: 'orange', normal: 'blue', low: 'default' };

/** A ticket's priority: its label from `@portal/i18n`, louder as it rises. */
export function PriorityTag({ priority }: { priority: TicketPriority }) {
  const { t } = useTranslation();
  return (
    <Tag color={PRIORITY_COLOURS[priority]} data-testid="priority-tag" data-priority={priority}>
      {t(`common:ticketPriorities.${priority}`)}
    </Tag>
  );
}
