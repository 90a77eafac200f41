import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle, useUserFormat } from '@portal/ui';
import { useHotelVisaDeskQuery } from './api';
import { listQueryOf, ReservationsTable, useListFilters } from './ReservationsTable';
import { hotelVisaDeskPath } from './shared';

/** The refresh while the desk is open, so new requests show up. */
const QUEUE_REFRESH_MS = 30_000;

/** Every agency's hotel visa reservations for the operators, to confirm or refuse. */
export function HotelVisaDeskPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('hotelDesk.title'));
  const format = useUserFormat();
  const { filters } = useListFilters();
  const answer = useHotelVisaDeskQuery(listQueryOf(filters, format.timeZone), { refetchOnMountOrArgChange: true, pollingInterval: QUEUE_REFRESH_MS });
  return (
    <Card title={t('hotelDesk.title')}>
      <ReservationsTable answer={answer} side="desk" pathOf={hotelVisaDeskPath} />
    </Card>
  );
}
