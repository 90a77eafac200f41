import type { FlightBooking } from '@portal/contracts';

/** Tickets were issued (every traveller has a number): the booking has its e-ticket. */
export const hasEticket = ({ travellers }: Pick<FlightBooking, 'travellers'>): boolean => travellers.length > 0 && travellers.every((traveller) => traveller.ticketNumber !== null);

/** The e-ticket's path on the flights service. */
export const eticketPath = (bookingId: string): string => `/flights/bookings/${bookingId}/eticket`;
