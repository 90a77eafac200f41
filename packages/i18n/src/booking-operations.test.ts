import { bookingOperationText } from './booking-operations';

/** Every operation the flights service writes into a booking's history today. */
const FLIGHTS_OPERATIONS = [
  'created',
  'held',
  'paid',
  'ticketing',
  'tickets issued',
  'PNR pending at the airline',
  'PNR confirmed',
  'awaiting card payment',
  'paid by card',
  'paying the hold',
  'payment refused, hold kept',
  'payment not confirmed',
  'hold cancelled',
  'hold expired',
  'cancelled',
  'void requested',
  'voided',
  'refunded',
  'ticketing refused by the airline',
  'recovered: booking cancelled',
  'recovered: tickets issued',
  'recovered: voided',
  'recovered: refunded',
  'supplier: sold_out',
  'supplier: timeout',
  'payment refused: credit_limit_exceeded',
];

/** Every operation the hotels service and the kit's pay-later write into a booking's history today. */
const HOTELS_OPERATIONS = [
  'created',
  'confirmed',
  'on request at the hotel',
  'on request at the hotel, amount held',
  'on request at the hotel, charged to the agency',
  'booked, to be paid by the deadline',
  'confirmed by the hotel',
  'refused by the hotel',
  'no answer from the hotel in time',
  'cancelled by the supplier',
  'payment deadline passed, balance short: cancelled',
  'cancellation not taken by the supplier',
  'paying',
  'payment deadline: charging the balance',
  'paid from the balance',
  'charged to the agency',
  'recovered: cancelled',
  'payment not confirmed',
  'recovered: booking cancelled',
  'recovered: refunded',
  'refunded',
  'cancelled',
  'supplier: sold_out',
  'payment refused: balance_error',
];

/** Every operation the transfers service writes into a booking's history today. */
const TRANSFERS_OPERATIONS = [
  'created',
  'held',
  'confirmed',
  'paid, awaiting the supplier',
  'acknowledged by the supplier',
  'paying the hold',
  'payment refused, hold kept',
  'hold expired',
  'hold cancelled',
  'trip cancelled: 2',
  'trips cancelled: 1, 3',
  'trip cancelled by the supplier: 1',
  'trips cancelled by the supplier: 1, 2',
  'cancellation not taken by the supplier',
  'payment not confirmed',
  'recovered: booking cancelled',
  'recovered: cancelled',
  'recovered: refunded',
  'refunded',
  'supplier: sold_out',
  'supplier: timeout',
  'payment refused: balance_error',
];

describe('booking history operations', () => {
  it('labels every operation the transfers service writes, in both languages, naming the trips', () => {
    for (const operation of TRANSFERS_OPERATIONS) {
      expect(bookingOperationText(operation, 'en')).not.toBe(operation);
      expect(bookingOperationText(operation, 'fr')).not.toBe(bookingOperationText(operation, 'en'));
    }
    expect(bookingOperationText('trip cancelled: 2', 'en')).toBe('Trip cancelled: 2');
    expect(bookingOperationText('trips cancelled: 1, 3', 'fr')).toBe('Trajets annulés : 1, 3');
  });

  it('labels every operation the hotels service writes, in both languages', () => {
    for (const operation of HOTELS_OPERATIONS) {
      expect(bookingOperationText(operation, 'en')).not.toBe(operation);
      expect(bookingOperationText(operation, 'fr')).not.toBe(bookingOperationText(operation, 'en'));
    }
  });

  it('labels every operation the flights service writes, in both languages', () => {
    for (const operation of FLIGHTS_OPERATIONS) {
      expect(bookingOperationText(operation, 'fr')).not.toBe(operation);
      expect(bookingOperationText(operation, 'fr')).not.toBe(bookingOperationText(operation, 'en'));
    }
    expect(bookingOperationText('hold cancelled', 'fr')).toBe('Option annulée');
  });

  it('translates a parametrised operation with its detail', () => {
    expect(bookingOperationText('supplier: sold_out', 'en')).toBe('Refused by the supplier: sold out');
    expect(bookingOperationText('supplier: sold_out', 'fr')).toBe('Refusée par le fournisseur : complet');
    expect(bookingOperationText('payment refused: credit_limit_exceeded', 'fr')).toBe("Paiement refusé : limite de crédit de l'agence atteinte");
    // A recovery the dictionary has no sentence for reads its detail as an operation.
    expect(bookingOperationText('recovered: hold expired', 'en')).toBe('Resolved after an interruption: Hold expired');
  });

  it('keeps an unknown detail or operation as the service wrote it', () => {
    expect(bookingOperationText('supplier: gds_down', 'en')).toBe('Refused by the supplier: gds_down');
    expect(bookingOperationText('room upgraded', 'fr')).toBe('room upgraded');
    expect(bookingOperationText('constructor', 'en')).toBe('constructor');
    expect(bookingOperationText('supplier: toString', 'en')).toBe('Refused by the supplier: toString');
    expect(bookingOperationText('', 'en')).toBe('');
  });
});
