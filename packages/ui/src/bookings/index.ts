export { BookingsTable, type BookingRow, type BookingsAnswer, type BookingsTableProps } from './BookingsTable';
export type { BookingsQuery } from './bookings-filters';
export { BookingHistoryTable } from './BookingHistoryTable';
export { HoldCountdown } from './HoldCountdown';
export { RoleGate, type RoleGateProps } from './RoleGate';
export { StatusTag, type StatusTagProps } from './StatusTag';
export { createWizardState } from './wizard-state';
