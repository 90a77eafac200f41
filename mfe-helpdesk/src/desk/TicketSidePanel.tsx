import { App, Button, Card, Descriptions, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DESK_STATUS_CHOICES, TICKET_PRIORITIES, type DeskTicket, type TicketPriority } from '@portal/contracts';
import { useHostProps, useUserFormat } from '@portal/ui';
import { useAssignTicketMutation, useSetTicketPriorityMutation, useSetTicketStatusMutation, useSupportUsersQuery, type DeskStatusChoice } from './api';
import { deskErrorText } from './errors';
import { SlaState } from './SlaState';
import { TicketStatusTag } from '../tickets';

/** Who handles the ticket: take it or hand it to a support user, or let it go. */
function AssigneeControl({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const me = useHostProps().user?.id;
  const supportUsers = useSupportUsersQuery();
  const [assign, assigning] = useAssignTicketMutation();
  const readOnly = ticket.status === 'archived';

  const assignTo = async (assigneeId: string | null) => {
    try {
      await assign({ id: ticket.id, assigneeId }).unwrap();
      const name = supportUsers.data?.items.find((person) => person.userId === assigneeId)?.name;
      message.success(assigneeId === null ? t('deskTicket.side.unassigned') : t('deskTicket.side.assigned', { name: name ?? t('desk.filters.me') }));
    } catch (failure) {
      message.error(deskErrorText(t, failure));
    }
  };

  const options = supportUsers.data?.items.map((person) => ({ value: person.userId, label: person.name })) ?? [];
  if (ticket.assignee && !options.some((option) => option.value === ticket.assignee?.userId)) options.unshift({ value: ticket.assignee.userId, label: ticket.assignee.name });
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text data-testid="ticket-assignee">{ticket.assignee ? ticket.assignee.name : t('deskTicket.side.unassigned')}</Typography.Text>
      <Select<string>
        aria-label={t('deskTicket.side.assigneeLabel')}
        placeholder={t('deskTicket.side.assigneeLabel')}
        style={{ width: '100%' }}
        value={ticket.assignee?.userId}
        loading={supportUsers.isFetching || assigning.isLoading}
        disabled={readOnly || assigning.isLoading}
        showSearch={{ optionFilterProp: 'label' }}
        options={options}
        onChange={(assigneeId) => void assignTo(assigneeId)}
      />
      <Space wrap>
        {!ticket.assignee || ticket.assignee.userId !== me ? (
          <Button type="primary" disabled={readOnly} loading={assigning.isLoading && assigning.originalArgs?.assigneeId === 'me'} onClick={() => void assignTo('me')}>
            {t('deskTicket.side.take')}
          </Button>
        ) : null}
        {ticket.assignee ? (
          <Button disabled={readOnly || assigning.isLoading} onClick={() => void assignTo(null)}>
            {t('deskTicket.side.unassign')}
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}

function PriorityControl({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [setPriority, setting] = useSetTicketPriorityMutation();
  const choose = async (priority: TicketPriority) => {
    try {
      await setPriority({ id: ticket.id, priority }).unwrap();
      message.success(t('deskTicket.side.priorityChanged', { priority: t(`common:ticketPriorities.${priority}`) }));
    } catch (failure) {
      message.error(deskErrorText(t, failure));
    }
  };
  return (
    <Select<TicketPriority>
      aria-label={t('deskTicket.side.priority')}
      style={{ width: '100%' }}
      value={ticket.priority}
      loading={setting.isLoading}
      disabled={ticket.status === 'archived' || setting.isLoading}
      options={TICKET_PRIORITIES.map((priority) => ({ value: priority, label: t(`common:ticketPriorities.${priority}`) }))}
      onChange={(priority) => void choose(priority)}
    />
  );
}

/** The moves the service offers now (`statusChoices`); closing asks first. */
function StatusActions({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [setStatus, setting] = useSetTicketStatusMutation();
  const move = async (status: DeskStatusChoice) => {
    try {
      await setStatus({ id: ticket.id, status }).unwrap();
      message.success(t('deskTicket.side.statusChanged', { status: t(`common:ticketStatuses.${status}`) }));
    } catch (failure) {
      message.error(deskErrorText(t, failure));
    }
  };
  const confirmClose = () =>
    modal.confirm({
      title: t('deskTicket.side.confirmClose'),
      content: t('deskTicket.side.confirmCloseBody'),
      okText: t('deskTicket.side.moveTo.closed'),
      okButtonProps: { danger: true },
      cancelText: t('deskTicket.side.cancel'),
      onOk: () => move('closed'),
    });
  const choices = ticket.statusChoices.filter((status): status is DeskStatusChoice => (DESK_STATUS_CHOICES as readonly string[]).includes(status));
  if (choices.length === 0) return <Typography.Text type="secondary">{t('deskTicket.side.noStatusChoice')}</Typography.Text>;
  return (
    <Space wrap>
      {choices.map((status) => {
        const pending = setting.isLoading && setting.originalArgs?.status === status;
        if (status !== 'closed')
          return (
            <Button key={status} loading={pending} disabled={setting.isLoading} onClick={() => void move(status)}>
              {t(`deskTicket.side.moveTo.${status}`)}
            </Button>
          );
        return (
          <Button key={status} danger loading={pending} disabled={setting.isLoading} onClick={() => confirmClose()}>
            {t('deskTicket.side.moveTo.closed')}
          </Button>
        );
      })}
    </Space>
  );
}

/** The desk's side of a ticket: the agency and creator, assignee, priority, status moves and SLA. */
export function TicketSidePanel({ ticket }: { ticket: DeskTicket }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  const { sla } = ticket;
  return (
    <Card size="small" title={t('deskTicket.side.title')} data-testid="ticket-side-panel">
      <Descriptions size="small" column={1} layout="vertical">
        <Descriptions.Item label={t('deskTicket.side.agency')}>{ticket.agencyName}</Descriptions.Item>
        <Descriptions.Item label={t('deskTicket.side.createdBy')}>
          <Space orientation="vertical" size={0}>
            <span>{ticket.createdBy.name}</span>
            <Typography.Text type="secondary">{t('deskTicket.createdAt', { date: format.dateTime(ticket.createdAt) })}</Typography.Text>
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('deskTicket.side.assignee')}>
          <AssigneeControl ticket={ticket} />
        </Descriptions.Item>
        <Descriptions.Item label={t('deskTicket.side.priority')}>
          <PriorityControl ticket={ticket} />
        </Descriptions.Item>
        <Descriptions.Item label={t('deskTicket.side.status')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <TicketStatusTag status={ticket.status} />
              <Typography.Text type="secondary">{t('deskTicket.side.waitingOn', { side: t(`desk.waitingOn.${ticket.waitingOn}`) })}</Typography.Text>
            </Space>
            <StatusActions ticket={ticket} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('deskTicket.side.sla')}>
          <Space orientation="vertical" size={2}>
            <SlaState sla={sla} status={ticket.status} />
            <Typography.Text type="secondary">{t('deskTicket.side.firstReplyTarget', { minutes: sla.firstReplyMinutes, target: sla.firstReplyTarget })}</Typography.Text>
            {sla.firstRepliedAt ? <Typography.Text type="secondary">{t('deskTicket.side.firstRepliedAt', { date: format.dateTime(sla.firstRepliedAt) })}</Typography.Text> : null}
            <Typography.Text type="secondary">{t('deskTicket.side.resolutionTarget', { minutes: sla.resolutionMinutes, target: sla.resolutionTarget })}</Typography.Text>
          </Space>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
