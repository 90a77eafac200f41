import { pdfText } from '@portal/service-kit/testing';
import type { BookingDoc } from './bookings';
import { renderEticket } from './eticket';

// Each test reads its PDF back with PDF.js in a child process: seconds on a busy machine.
jest.setTimeout(30_000);

const segment = (origin: string, destination: string, day: string) => ({
  airline: 'AF',
  airlineName: 'Air France',
  flightNumber: `AF ${origin === 'CDG' ? 7700 : 7701}`,
  origin,
  destination,
  departureAt: `${day}T08:05:00+02:00`,
  arrivalAt: `${day}T09:30:00+02:00`,
  durationMinutes: 85,
  cabin: 'economy' as const,
});

const traveller = (title: 'mr' | 'mrs_miss', firstName: string, ticketNumber: string) => ({
  type: 'adult' as const,
  title,
  firstName,
  lastName: 'Haddad',
  nationality: 'FR',
  passportNumber: 'AB123456',
  passportExpiry: '2031-01-01',
  dateOfBirth: '1986-04-12',
  ticketNumber,
});

/** A ticketed round trip for two adults, sold at €2,720: the fields an e-ticket prints. */
const booking = {
  reference: 'FL-7QK2PX',
  status: 'ticket_issued',
  pnr: 'X7K2PQ',
  ticketedAt: new Date('2026-05-02T10:00:00Z'),
  salePrice: 272000,
  travellers: [traveller('mr', 'Sami', '057-1234567890'), traveller('mrs_miss', 'Leila', '057-1234567891')],
  offer: {
    currency: 'EUR',
    journeys: [
      { segments: [segment('CDG', 'NCE', '2026-06-01')], durationMinutes: 85, stops: 0 },
      { segments: [segment('NCE', 'CDG', '2026-06-08')], durationMinutes: 85, stops: 0 },
    ],
    baggage: { checked: { pieces: 1, weight: 23, unit: 'kg' }, cabin: { weight: 12, unit: 'kg' } },
    fareRules: { refundable: true, changeable: true, penalty: 5000, cancellationDeadline: '2026-05-30T12:00:00Z' },
  },
} as unknown as BookingDoc;

describe('the e-ticket', () => {
  it("prints each passenger's own title in the ticket's language, never the form's generic 'Mrs./Miss'", async () => {
    const en = await pdfText(await renderEticket(booking, 'en'));
    expect(en).toContain('Mr. HADDAD / Sami');
    expect(en).toContain('Ms. HADDAD / Leila');
    const fr = await pdfText(await renderEticket(booking, 'fr'));
    expect(fr).toContain('M. HADDAD / Sami');
    expect(fr).toContain('Mme HADDAD / Leila');
    for (const text of [en, fr]) expect(text).not.toMatch(/Mrs\.\/Miss|Mme\/Mlle/);
  });

  it('prints the French amount, accents and dashes as they are, no character replaced', async () => {
    const fr = await pdfText(await renderEticket(booking, 'fr'));
    expect(fr).not.toContain('?');
    for (const text of [
      'Billet électronique',
      'Référence de réservation: FL-7QK2PX',
      'Total payé par le voyageur: 2 720,00 €',
      "Remboursable — Date limite d'annulation: 2026-05-30 12:00 UTC",
      '1 × 23 kg en soute, 12 kg en cabine',
    ])
      expect(fr).toContain(text);
  });
});
