import { Replicas } from '@portal/bookings';
import type { MarkupRule } from '@portal/contracts';
import type { Connection } from 'mongoose';

/** What hotels keep of an agency's markups: its hotel rule, a percentage or a fixed amount per booking (spec §3). */
export interface HotelMarkup {
  hotels: MarkupRule;
}

export type HotelReplicas = Replicas<HotelMarkup>;

/** Hotels' replicas of account's and identity's data: the kit's, keeping the hotel markup rule. */
export function hotelReplicas(connection: Connection): HotelReplicas {
  return new Replicas<HotelMarkup>(connection, { keep: (settings) => ({ hotels: settings.hotels }) });
}
