import { z } from 'zod';
import { apiKeyAttribution } from './api-keys';
import { defineEvent, TOPICS } from './events';
import { paginationQuery, pageOf } from './validation';

/** Money is integer minor units plus an ISO currency code (ARCHITECTURE.md). */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const LEDGER_ENTRY_TYPES = ['top_up', 'booking_debit', 'hold', 'hold_release', 'hold_capture', 'refund', 'fee', 'adjustment', 'pay_at_agency', 'agency_settlement'] as const;
export const ledgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);
export type LedgerEntryType = z.infer<typeof ledgerEntryTypeSchema>;

/** `GET /api/balance` */
export const balanceResponse = z.object({
  currency: z.string(),
  /** What the agency can spend now. */
  available: z.number().int(),
  /** Reserved by holds until captured or released. */
  held: z.number().int(),
  /** Pay at agency: the limit the operator set and what is outstanding against it. */
  creditLimit: z.number().int(),
  outstanding: z.number().int(),
});
export type Balance = z.infer<typeof balanceResponse>;

export const ledgerEntry = z.object({
  id: z.string(),
  seq: z.number().int(),
  type: ledgerEntryTypeSchema,
  /** Signed change of the available amount. */
  amount: z.number().int(),
  /** Signed change of the held amount. */
  heldChange: z.number().int(),
  outstandingChange: z.number().int(),
  availableAfter: z.number().int(),
  heldAfter: z.number().int(),
  outstandingAfter: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  bookingReference: z.string().nullable(),
  agent: z.string().nullable(),
  /** Made through the integrator API with this key. */
  ...apiKeyAttribution.shape,
  createdAt: z.iso.datetime(),
});
export type LedgerEntry = z.infer<typeof ledgerEntry>;

export const ledgerQuery = paginationQuery.extend({
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  type: ledgerEntryTypeSchema.optional(),
  reference: z.string().trim().max(50).optional(),
});
export const ledgerPage = pageOf(ledgerEntry);

// ---------------------------------------------------------------- internal wallet calls (service to service)

const walletOperationBase = z.object({
  agencyId: z.string().min(1),
  /** Idempotency key: the same key applies once, and its retry answers the first result. */
  key: z.string().min(1).max(200),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  reference: z.string().min(1).max(100),
  bookingReference: z.string().max(100).nullable().default(null),
  agent: z.string().max(100).nullable().default(null),
  /** The integrator API key the booking's call was made with. */
  ...apiKeyAttribution.shape,
});

export const walletDebitRequest = walletOperationBase.extend({ kind: z.enum(['booking_debit', 'fee']).default('booking_debit') });
export const walletHoldRequest = walletOperationBase;
/** Capture or release the hold made with `holdKey`. */
export const walletHoldSettleRequest = walletOperationBase.omit({ amount: true }).extend({ holdKey: z.string().min(1).max(200) });
export const walletRefundRequest = walletOperationBase;
/** Pay at agency: the booking is owed by the agency, within the credit limit an operator set. */
export const walletAgencyChargeRequest = walletOperationBase;
export const agencySettlementRequest = z.object({
  amount: z.number().int().positive(),
  reference: z.string().trim().min(1).max(50),
});

export const walletOperationResult = z.object({
  entry: ledgerEntry,
  balance: balanceResponse,
  /** False when this call was a retry of an operation already applied. */
  applied: z.boolean(),
});
export type WalletOperationResult = z.infer<typeof walletOperationResult>;

// ---------------------------------------------------------------- top-ups

export const TOP_UP_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const topUpStatusSchema = z.enum(TOP_UP_STATUSES);

/** The form fields of `POST /account/top-ups` (multipart, with the proof files beside them). */
export const topUpDeclaration = z.object({
  bankReference: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(50, { error: 'too_long' }),
  /** In minor units. */
  amount: z.coerce.number({ error: 'required' }).int({ error: 'invalid_amount' }).positive({ error: 'invalid_amount' }).max(100_000_000_00, { error: 'invalid_amount' }),
});

export const topUpProof = z.object({ index: z.number().int(), fileName: z.string(), contentType: z.string(), size: z.number().int() });

export const topUp = z.object({
  id: z.string(),
  agencyId: z.string(),
  agencyName: z.string().nullable(),
  bankReference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: topUpStatusSchema,
  reason: z.string().nullable(),
  proofs: z.array(topUpProof),
  declaredBy: z.string(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TopUp = z.infer<typeof topUp>;

export const topUpsQuery = paginationQuery.extend({ status: topUpStatusSchema.optional() });
export const topUpsPage = pageOf(topUp);
export const rejectTopUpRequest = z.object({ reason: z.string().trim().min(1, { error: 'required' }).max(200, { error: 'too_long' }) });
export const creditLimitRequest = z.object({ creditLimit: z.number().int().min(0) });

// ---------------------------------------------------------------- markups

/** A markup on hotels, transfers or activities: a percentage of the purchase price, or a fixed amount per booking (minor units). */
export const markupRule = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('percent'),
    value: z.number({ error: 'required' }).min(0, { error: 'invalid_amount' }).max(100, { error: 'invalid_amount' }).multipleOf(0.01, { error: 'invalid_amount' }),
  }),
  z.object({ mode: z.literal('fixed'), value: z.number({ error: 'required' }).int({ error: 'invalid_amount' }).min(0, { error: 'invalid_amount' }) }),
]);
export type MarkupRule = z.infer<typeof markupRule>;

export const markupSettings = z.object({
  hotels: markupRule,
  transfers: markupRule,
  activities: markupRule,
  /** Flights: a service charge per ticket, in minor units (spec §3). */
  flights: z.object({ serviceChargePerTicket: z.number({ error: 'required' }).int({ error: 'invalid_amount' }).min(0, { error: 'invalid_amount' }) }),
});
export type MarkupSettings = z.infer<typeof markupSettings>;

export const DEFAULT_MARKUPS: MarkupSettings = {
  hotels: { mode: 'percent', value: 0 },
  transfers: { mode: 'percent', value: 0 },
  activities: { mode: 'percent', value: 0 },
  flights: { serviceChargePerTicket: 0 },
};

/** What a purchase sells at under a markup rule; every product service and the preview use this. */
export function salePriceOf(rule: MarkupRule, purchasePrice: number): number {
  return purchasePrice + (rule.mode === 'percent' ? Math.round((purchasePrice * rule.value) / 100) : rule.value);
}

export function flightSalePriceOf(settings: MarkupSettings, purchasePrice: number, tickets: number): number {
  return purchasePrice + settings.flights.serviceChargePerTicket * tickets;
}

export const markupsResponse = z.object({ markups: markupSettings, currency: z.string(), updatedAt: z.iso.datetime().nullable(), version: z.number().int() });

export const markupChange = z.object({
  version: z.number().int(),
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
  previous: markupSettings,
  current: markupSettings,
});
export const markupHistoryPage = pageOf(markupChange);

export const alertSettings = z.object({
  percents: z.array(z.number().int().min(1, { error: 'invalid_amount' }).max(99, { error: 'invalid_amount' })).max(5),
});
/** `GET /account/alerts`: thresholds in percent of the last top-up. */
export const alertSettingsResponse = alertSettings.extend({ lastTopUp: z.number().int(), currency: z.string() });
export type AlertSettings = z.infer<typeof alertSettingsResponse>;

// ---------------------------------------------------------------- reports

/** One group of a report: bookings counted, and purchase, sale and margin of those sold. */
export const reportBucket = z.object({ key: z.string(), count: z.number().int(), purchase: z.number().int(), sale: z.number().int(), margin: z.number().int() });
export type ReportBucket = z.infer<typeof reportBucket>;

/** `GET /account/reports` */
export const bookingsReport = z.object({
  currency: z.string(),
  totals: reportBucket,
  byProduct: z.array(reportBucket),
  byStatus: z.array(reportBucket),
  byAgent: z.array(reportBucket),
  byMonth: z.array(reportBucket),
});
export type BookingsReport = z.infer<typeof bookingsReport>;

// ---------------------------------------------------------------- events

export const AccountEvents = {
  /** A ledger movement: what the header balance refreshes from. */
  walletMoved: defineEvent({
    topic: TOPICS.account,
    type: 'account.wallet.moved',
    version: 1,
    data: ledgerEntry.omit({ id: true, seq: true, type: true, agent: true, createdAt: true }).extend({ entryType: ledgerEntryTypeSchema }),
  }),
  topUpDeclared: defineEvent({
    topic: TOPICS.account,
    type: 'account.top_up.declared',
    version: 1,
    data: z.object({ topUpId: z.string(), amount: z.number().int(), currency: z.string(), bankReference: z.string(), declaredBy: z.string() }),
  }),
  topUpApproved: defineEvent({
    topic: TOPICS.account,
    type: 'account.top_up.approved',
    version: 1,
    data: z.object({ topUpId: z.string(), amount: z.number().int(), currency: z.string(), bankReference: z.string(), declaredBy: z.string(), availableAfter: z.number().int() }),
  }),
  topUpRejected: defineEvent({
    topic: TOPICS.account,
    type: 'account.top_up.rejected',
    version: 1,
    data: z.object({ topUpId: z.string(), amount: z.number().int(), currency: z.string(), bankReference: z.string(), declaredBy: z.string(), reason: z.string() }),
  }),
  /** An agency's markups changed; product services keep a copy to compute sale prices. */
  markupsChanged: defineEvent({
    topic: TOPICS.account,
    type: 'account.markups.changed',
    version: 1,
    data: z.object({ version: z.number().int(), markups: markupSettings, currency: z.string() }),
  }),
  /** The available balance fell under one of the agency's alert thresholds. */
  balanceLow: defineEvent({
    topic: TOPICS.account,
    type: 'account.balance.low',
    version: 1,
    data: z.object({ threshold: z.number().int(), percent: z.number(), availableAfter: z.number().int(), currency: z.string() }),
  }),
} as const;
