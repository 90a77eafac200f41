import type { LedgerEntryType, TopUp } from '@portal/contracts';

export const TOP_UP_STATUS_COLORS: Record<TopUp['status'], string> = {
  pending: 'gold',
  approved: 'green',
  rejected: 'red',
};

export const LEDGER_TYPE_COLORS: Record<LedgerEntryType, string> = {
  top_up: 'green',
  booking_debit: 'blue',
  hold: 'orange',
  hold_release: 'cyan',
  hold_capture: 'geekblue',
  refund: 'lime',
  fee: 'magenta',
  adjustment: 'purple',
  pay_at_agency: 'volcano',
  agency_settlement: 'gold',
};
