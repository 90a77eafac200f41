import type { BookingParts } from '@portal/bookings';

/** What the visa service's three kinds of bookings share; each brings its own models (collections) and log. */
export type SharedBookingParts = Omit<BookingParts, 'models' | 'log'>;
