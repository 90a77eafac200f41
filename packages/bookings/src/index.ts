// The booking kit's public face: product services build their bookings from these parts.
export { SANDBOX_AIRPORTS, type SandboxAirport } from './airports';
export { SandboxCardGateway, type CardGateway } from './card-gateway';
export { deadlineAt, instantAt, localTime } from './deadlines';
export { LINE_CHARS, renderBookingDocument, wrapText, type BookingDocument, type DocumentSection, type DocumentTable } from './documents';
export { IdempotentCreate, type CreateSteps, type IdempotentCreateOptions, type ProductFields } from './idempotent-create';
export { listFilter, type ListQuery } from './list';
export { bookingModels, LIST_INDEXES, LIST_SORT, sessionActor, SYSTEM, type Actor, type BookingBase, type BookingModels, type HistoryDoc, type Payment, type Unflushed } from './models';
export { awaitsCard, BookingMoney, isRefusal, moneyKeys, WalletClient, type CardReturn, type Price, type WalletCall } from './money';
export { dueReminder, PayLater, payLaterTerms, type PayLaterFields, type PayLaterSteps, type PayLaterTerms } from './pay-later';
export {
  PRICE_CHANGE_FACTOR,
  SANDBOX_PRICE_CHANGE_DAY,
  Sandbox,
  SandboxSearches,
  sandboxRecord,
  seeded,
  serviceDateAhead,
  type SandboxOptions,
  type SandboxScenario,
  type SandboxTriggers,
} from './sandbox';
export { ProductBookings, sweepWorker, type BookingParts, type Cancelling, type CancelWords, type ProductRules, type SupplierCancel } from './product';
export { BookingRoutes, documentSender, type BookingRoutesOptions, type DocumentRules } from './routes';
export { BookingStore, FLUSH_AFTER_MS, type BookingTimeline, type Clock, type HistoryView, type MoveOptions, type ProductDefinition } from './store';
export { SupplierError, supplierFailure, type ProductFailures, type Supplier, type SupplierFailure, type SupplierFieldFailure } from './supplier';
export { BookingSweep, CANCEL_RECOVERY, HOLD_MS, STRANDED_MS, type RecoveryTable, type SweepRules } from './sweep';
export { statusTableIssues, Transitions, type TransitionTable } from './transitions';
export { bookingSummary, type BookingSummary } from './view';
export { Replicas, type MarkupCopy } from './replicas';
export { PHOTO_HEIGHT, PHOTO_WIDTH, sandboxPhoto, svgRect } from './sandbox-photo';
export { TtlCache } from './ttl-cache';
