import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TicketStatus } from '@portal/contracts';

/** Colours by how far along a ticket is: being handled, answered, stuck, done. */
const STATUS_COLOURS: Record<TicketStatus, string> = {
  open: 'processing',
  resolved: 'success',
  unresolved: 'warning',
  closed: 'default',
  archived: 'default',
};

/** A ticket's status (spec §4): its label from `@portal/i18n`, its colour by stage. */
export function TicketStatusTag({ status }: { status: TicketStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={STATUS_COLOURS[status]} data-testid="ticket-status" data-status={status}>
      {t(`common:ticketStatuses.${status}`)}
    </Tag>
  );
}
