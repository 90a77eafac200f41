import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RoleGate } from '@portal/ui';
import { TicketsList } from './TicketsPage';

/** `helpdesk/tickets/all`: every ticket of the agency, for its administrator; anyone else is told why, with a way to their own tickets. */
export default function AllTicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refusal = (
    <Result
      status="403"
      title={t('gate.title')}
      subTitle={t('gate.body')}
      extra={
        <Button type="primary" onClick={() => void navigate('/helpdesk/tickets')}>
          {t('gate.toMyTickets')}
        </Button>
      }
    />
  );
  return (
    <RoleGate roles={['agency_admin']} fallback={refusal}>
      <TicketsList scope="all" />
    </RoleGate>
  );
}
