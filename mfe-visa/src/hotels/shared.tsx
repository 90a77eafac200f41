import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HotelVisaRow } from '@portal/contracts';

const COLORS = { requested: 'processing', confirmed: 'success', refused: 'error', cancelled: 'default', converted: 'blue' } as const;

/** A reservation's status, saying when the portal cancelled it on its own. */
export function HotelVisaStatusTag({ row }: { row: Pick<HotelVisaRow, 'status' | 'cancelledBy'> }) {
  const { t } = useTranslation();
  const label = row.status === 'cancelled' && row.cancelledBy === 'automatic' ? t('hotelVisa.cancelledAutomatically') : t(`hotelVisa.statuses.${row.status}`);
  return (
    <Tag color={COLORS[row.status]} data-testid="hotel-visa-status">
      {label}
    </Tag>
  );
}

/** Portal paths (no language prefix) of the hotel visa screens. */
export const hotelVisaPath = (id: string) => `/visa/hotel/${encodeURIComponent(id)}`;
export const hotelVisaDeskPath = (id: string) => `/visa/hotel/desk/${encodeURIComponent(id)}`;
