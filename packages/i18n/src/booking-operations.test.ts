import { BOOKING_OPERATION_PREFIXES, BOOKING_OPERATIONS, PAYMENT_REFUSALS, SUPPLIER_FAILURES } from '@portal/contracts';
import { bookingOperationText } from './booking-operations';
import { COMMON } from './common';

// The booking kit's moves take only a `BookingOperation`, so every operation any product records is
// in the shared list: a new one fails the typecheck until it is listed, then this test until labelled.
describe('booking history operations', () => {
  it.each(BOOKING_OPERATIONS)('labels "%s" in English and in French', (operation) => {
    expect(Object.hasOwn(COMMON.en.bookingOperations, operation)).toBe(true);
    expect(bookingOperationText(operation, 'fr')).not.toBe(operation);
    expect(bookingOperationText(operation, 'fr')).not.toBe(bookingOperationText(operation, 'en'));
  });

  it.each([...SUPPLIER_FAILURES.map((f) => `supplier: ${f}`), ...PAYMENT_REFUSALS.map((code) => `payment refused: ${code}`)])('says "%s" in words, never by its code', (operation) => {
    const code = operation.slice(operation.indexOf(': ') + 2);
    expect(bookingOperationText(operation, 'en')).not.toMatch(new RegExp(`: ${code}$`));
    expect(bookingOperationText(operation, 'fr')).not.toMatch(new RegExp(`: ${code}$`));
  });

  it.each(BOOKING_OPERATION_PREFIXES)('labels "%s: …" with its detail in English and in French', (prefix) => {
    const operation = `${prefix}: 2`;
    expect(bookingOperationText(operation, 'en')).not.toBe(operation);
    expect(bookingOperationText(operation, 'en')).toContain('2');
    expect(bookingOperationText(operation, 'fr')).toContain('2');
    expect(bookingOperationText(operation, 'fr')).not.toBe(bookingOperationText(operation, 'en'));
  });

  it('names the trips of a transfer and keeps the words of a flight hold', () => {
    expect(bookingOperationText('trip cancelled: 2', 'en')).toBe('Trip cancelled: 2');
    expect(bookingOperationText('trips cancelled: 1, 3', 'fr')).toBe('Trajets annulés : 1, 3');
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
