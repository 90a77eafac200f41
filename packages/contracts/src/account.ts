import { z } from 'zod';
import { defineEvent, TOPICS } from './events';
import { paginationQuery, pageOf } from './validation';

/** Money is integer minor units plus an ISO currency code (ARCHITECTURE.md). */
export const moneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;

export const LEDGER_ENTRY_TYPES = ['top_up', 'booking_debit', 'hold', 'hold_release', 'hold_capture', 'refund', 'fee', 'adjustment'] as const;
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
  availableAfter: z.number().int(),
  heldAfter: z.number().int(),
  currency: z.string(),
  reference: z.string(),
  bookingReference: z.string().nullable(),
  agent: z.string().nullable(),
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
});

export const walletDebitRequest = walletOperationBase.extend({ kind: z.enum(['booking_debit', 'fee']).default('booking_debit') });
export const walletHoldRequest = walletOperationBase;
/** Capture or release the hold made with `holdKey`. */
export const walletHoldSettleRequest = walletOperationBase.omit({ amount: true }).extend({ holdKey: z.string().min(1).max(200) });
export const walletRefundRequest = walletOperationBase;

export const walletOperationResult = z.object({
  entry: ledgerEntry,
  balance: balanceResponse,
  /** False when this call was a retry of an operation already applied. */
  applied: z.boolean(),
});
export type WalletOperationResult = z.infer<typeof walletOperationResult>;

// ---------------------------------------------------------------- events

export const AccountEvents = {
  walletMoved: defineEvent({
    topic: TOPICS.account,
    type: 'account.wallet.moved',
    version: 1,
    data: z.object({
      entryType: ledgerEntryTypeSchema,
      amount: z.number().int(),
      heldChange: z.number().int(),
      availableAfter: z.number().int(),
      heldAfter: z.number().int(),
      currency: z.string(),
      reference: z.string(),
      bookingReference: z.string().nullable(),
    }),
  }),
} as const;
