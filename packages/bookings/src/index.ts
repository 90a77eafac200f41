// The booking kit's public face: product services build their bookings from these parts.
export { SandboxCardGateway, type CardGateway } from './card-gateway';
export { deadlineAt, instantAt, localTime } from './deadlines';
export { renderBookingDocument, type BookingDocument, type DocumentSection, type DocumentTable } from './documents';
export { IdempotentCreate, type CreateSteps, type IdempotentCreateOptions, type ProductFields } from './idempotent-create';
export { listFilter, type ListQuery } from './list';
export { bookingModels, LIST_INDEXES, LIST_SORT, SYSTEM, type Actor, type BookingBase, type BookingModels, type HistoryDoc, type Payment, type Unflushed } from './models';
export { awaitsCard, BookingMoney, isRefusal, moneyKeys, WalletClient, type CardReturn, type Price, type WalletCall } from './money';
export { dueReminder, PayLater, payLaterTerms, type PayLaterFields, type PayLaterSteps, type PayLaterTerms } from './pay-later';
export { PRICE_CHANGE_FACTOR, Sandbox, sandboxRecord, seeded, type SandboxOptions, type SandboxScenario, type SandboxTriggers } from './sandbox';
export { ProductBookings, sweepWorker, type BookingParts, type ProductRules } from './product';
export { BookingRoutes, documentQuery, documentSender, type BookingRoutesOptions, type DocumentRules } from './routes';
export { BookingStore, FLUSH_AFTER_MS, type Clock, type HistoryView, type MoveOptions, type ProductDefinition } from './store';
export { SupplierError, supplierFailure, type ProductFailures, type Supplier, type SupplierFailure, type SupplierFieldFailure } from './supplier';
export { BookingSweep, HOLD_MS, type RecoveryTable, type SweepRules } from './sweep';
export { Transitions, type TransitionTable } from './transitions';
export { bookingSummary, type BookingSummary } from './view';
export { Replicas, type MarkupCopy } from './replicas';
export { TtlCache } from './ttl-cache';
