import { z } from 'zod';
import { languageSchema } from './runtime-config';

/**
 * The card payment gateway (the sandbox one by default): a product service opens a payment, the
 * browser types the card on the gateway's own page, and the service reads the outcome back.
 * The portal never sees a card number.
 */
export const CARD_PAYMENT_STATUSES = ['pending', 'succeeded', 'cancelled'] as const;
export const cardPaymentStatusSchema = z.enum(CARD_PAYMENT_STATUSES);
export type CardPaymentStatus = z.infer<typeof cardPaymentStatusSchema>;

/** The sandbox gateway takes only these numbers (any future expiry, any 3-digit CVC). */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

/** `POST /internal/payments`: opens a payment once per key; a retry answers the same payment. */
export const openCardPaymentRequest = z.object({
  key: z.string().min(8).max(128),
  merchantReference: z.string().min(1).max(64),
  amount: z.number().int().positive(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  language: languageSchema,
  /** Where the gateway sends the browser once the card is accepted. */
  returnUrl: z.url({ protocol: /^https?$/ }),
});
export type OpenCardPaymentRequest = z.input<typeof openCardPaymentRequest>;

export const cardPayment = z.object({
  id: z.string(),
  key: z.string(),
  merchantReference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: cardPaymentStatusSchema,
  /** The gateway's card page for this payment. */
  paymentUrl: z.string(),
  /** The last four digits of the accepted card. */
  cardLast4: z.string().nullable(),
  declines: z.number().int(),
  refunded: z.number().int(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type CardPayment = z.infer<typeof cardPayment>;

/** `POST /internal/payments/{id}/refund`: once per key, never more than was paid. */
export const refundCardPaymentRequest = z.object({
  key: z.string().min(8).max(128),
  amount: z.number().int().positive(),
});

/** What the card page's form posts (form-encoded). */
export const cardForm = z.object({
  holder: z.string().trim().min(2, { error: 'required' }).max(50, { error: 'too_long' }),
  number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{12,19}$/, { error: 'card_number' })),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, { error: 'expiry' }),
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, { error: 'cvc' }),
});
