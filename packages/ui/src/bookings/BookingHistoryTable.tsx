import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BookingHistoryEntry, BookingStatus } from '@portal/contracts';
import { bookingOperationText } from '@portal/i18n';
import { useUserFormat } from '../host-context';
import { withApiKeyNote } from './api-key-note';
import { StatusTag } from './StatusTag';

/** A booking's history: the operation in the reader's language (and whether an API key made it), its status, who did it from where, and when in the user's format and time zone. */
export function BookingHistoryTable({ history }: { history: readonly BookingHistoryEntry[] }) {
  const { t } = useTranslation();
  const format = useUserFormat();
  return (
    <Table<BookingHistoryEntry>
      title={() => <strong>{t('common:bookings.history.title')}</strong>}
      size="small"
      pagination={false}
      scroll={{ x: 900 }}
      rowKey={(entry) => `${entry.date}-${entry.operation}-${entry.status}`}
      dataSource={[...history]}
      columns={[
        { key: 'date', title: t('common:bookings.history.columns.date'), dataIndex: 'date', render: (date: string) => format.dateTime(date) },
        {
          key: 'operation',
          title: t('common:bookings.history.columns.operation'),
          // A change made through the integrator API says so, for every product at once.
          render: (_: unknown, entry: BookingHistoryEntry) => withApiKeyNote(bookingOperationText(entry.operation, format.language), entry, t),
        },
        { key: 'status', title: t('common:bookings.history.columns.status'), dataIndex: 'status', render: (status: BookingStatus) => <StatusTag status={status} /> },
        { key: 'agent', title: t('common:bookings.history.columns.agent'), dataIndex: 'agent' },
        { key: 'userName', title: t('common:bookings.history.columns.userName'), dataIndex: 'userName' },
        { key: 'ipAddress', title: t('common:bookings.history.columns.ipAddress'), dataIndex: 'ipAddress' },
      ]}
    />
  );
}
