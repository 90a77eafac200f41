import { z } from 'zod';
import { balanceResponse } from './account';
import { bookingSnapshot } from './bookings';

/** `GET /account/dashboard`: the signed-in home of an agency user. */
export const homeDashboard = z.object({
  balance: balanceResponse,
  /** Bookings made today (UTC) that count (`isCountedBooking`: sold or owed, failed attempts left out); `sale` sums the sold ones, in minor units of the wallet's currency. */
  today: z.object({ count: z.number().int(), sale: z.number().int() }),
  /** Held bookings released within the hour unless paid, soonest first. */
  holdsExpiring: z.array(
    bookingSnapshot.pick({ bookingId: true, reference: true, product: true, customer: true, salePrice: true, currency: true }).extend({
      holdExpiresAt: z.iso.datetime(),
    }),
  ),
});
export type HomeDashboard = z.infer<typeof homeDashboard>;
