import type { BookingStatus } from '@portal/contracts';
import type { BookingBase, Payment } from './models';
import { awaitsCard } from './money';

/** The fields every product's booking view shows alike; the product adds its own. */
export interface BookingSummary {
  id: string;
  reference: string;
  status: BookingStatus;
  payment: Payment;
  salePrice: number;
  fees: number;
  feeDate: string | null;
  refunded: number;
  holdExpiresAt: string | null;
  /** While a card payment is awaited: the gateway's card page. */
  cardPaymentUrl: string | null;
  agentId: string;
  agentName: string;
  createdAt: string;
}

export function bookingSummary(booking: BookingBase): BookingSummary {
  return {
    id: booking._id.toHexString(),
    reference: booking.reference,
    status: booking.status,
    payment: booking.payment,
    salePrice: booking.salePrice,
    fees: booking.fees,
    feeDate: booking.feeDate?.toISOString() ?? null,
    refunded: booking.refunded,
    holdExpiresAt: booking.holdExpiresAt?.toISOString() ?? null,
    cardPaymentUrl: awaitsCard(booking) ? booking.card!.paymentUrl : null,
    agentId: booking.agentId,
    agentName: booking.agentName,
    createdAt: booking.createdAt.toISOString(),
  };
}
