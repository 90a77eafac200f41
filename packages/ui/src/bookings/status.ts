import type { BookingStatus, VisaRequestStatus } from '@portal/contracts';

/** What a status means to the agent, whatever the product: the tag's colour follows it. */
export type StatusFamily = 'done' | 'waiting' | 'processing' | 'refunded' | 'failed' | 'ended';

const BOOKING_FAMILIES: Record<BookingStatus, StatusFamily> = {
  confirmed: 'done',
  ticket_issued: 'done',
  pending: 'waiting',
  awaiting_payment: 'waiting',
  pnr_pending: 'waiting',
  on_request: 'waiting',
  ticket_in_progress: 'processing',
  issue_processing: 'processing',
  void_processing: 'processing',
  voided: 'refunded',
  voided_to_be_reimbursed: 'refunded',
  reimbursed: 'refunded',
  failure: 'failed',
  failure_pnr: 'failed',
  failure_confirm: 'failed',
  failure_ticket: 'failed',
  failure_cancel: 'failed',
  cancelled: 'ended',
  expired: 'ended',
  ignored: 'ended',
};

const VISA_FAMILIES: Record<VisaRequestStatus, StatusFamily> = {
  accepted: 'done',
  missing_documents: 'waiting',
  in_progress: 'processing',
  embassy_processing: 'processing',
  rejected: 'failed',
  denied: 'failed',
  cancelled: 'ended',
};

export const FAMILY_COLOURS: Record<StatusFamily, string> = {
  done: 'green',
  waiting: 'gold',
  processing: 'blue',
  refunded: 'purple',
  failed: 'red',
  ended: 'default',
};

export type StatusOf = { kind: 'booking'; status: BookingStatus } | { kind: 'visa'; status: VisaRequestStatus };

export function statusFamily(of: StatusOf): StatusFamily {
  return of.kind === 'visa' ? VISA_FAMILIES[of.status] : BOOKING_FAMILIES[of.status];
}

/** The `common` key of a status's label in `@portal/i18n`. */
export function statusLabelKey(of: StatusOf): string {
  return `common:${of.kind === 'visa' ? 'visaStatuses' : 'bookingStatuses'}.${of.status}`;
}
