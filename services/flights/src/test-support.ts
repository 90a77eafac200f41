// What the flights integration tests build alike: travel dates, travellers and booking requests.
import { randomUUID } from 'node:crypto';
import type { CreateFlightBookingRequest, FlightOffer, Traveller } from '@portal/contracts';

/** An adult traveller with a passport of their own (unless one is given). */
export function adult(lastName: string, firstName = 'Sami', passportNumber = `P${randomUUID().slice(0, 7).toUpperCase().replace(/-/g, '0')}`): Traveller {
  return { type: 'adult', title: 'mr', firstName, lastName, nationality: 'TN', passportNumber, passportExpiry: '2031-01-01', dateOfBirth: '1985-04-12' };
}

/** A booking of an offer at the price it was shown, terms accepted. */
export function bookingRequest(offer: FlightOffer, travellers: CreateFlightBookingRequest['travellers'], payment: CreateFlightBookingRequest['payment'] = 'balance'): CreateFlightBookingRequest {
  return {
    offerId: offer.offerId,
    travellers,
    contact: { email: 'desk@agency.example', phone: '0612345678', address: '1 rue de Rivoli', country: 'FR', zipCode: '75001' },
    payment,
    acceptedTerms: true,
    acceptedSalePrice: offer.salePrice,
  };
}
