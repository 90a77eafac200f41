// The flight notices' words: the route as its journeys go, and the refund as it was made.
import { FlightEvents, formatMoney, type EventData } from '@portal/contracts';
import { FLIGHT_EMAILS, FLIGHT_FEED } from './templates';

type Cancelled = EventData<typeof FlightEvents.cancelled>;

const segment = (flightNumber: string, origin: string, destination: string, journey: number) => ({
  flightNumber,
  origin,
  destination,
  departureAt: '2026-12-10T08:00:00.000Z',
  arrivalAt: '2026-12-10T10:20:00.000Z',
  journey,
});

const notice = (itinerary: ReturnType<typeof segment>[], refunded = 0): Cancelled =>
  FlightEvents.cancelled.data.parse({
    bookingId: '6b088fcb21e79607d8a0a057',
    reference: 'FL5HJTLAQ',
    agentId: 'agent-1',
    pnr: 'QX7P2M',
    itinerary,
    travellers: [{ name: 'Leila Ben Salah', ticketNumber: '172-2400000001' }],
    salePrice: 292_000,
    currency: 'EUR',
    holdExpiresAt: null,
    refunded,
  });

const roundTrip = [segment('TU711', 'CDG', 'TUN', 0), segment('TU712', 'TUN', 'CDG', 1)];

describe('flight notices', () => {
  it('names a round trip by its journeys, not by its first origin and last destination', () => {
    const body = FLIGHT_FEED.ticketed(notice(roundTrip)).body;
    expect(body.en).toBe('CDG → TUN → CDG, PNR QX7P2M');
    expect(body.fr).toBe('CDG → TUN → CDG, PNR QX7P2M');
  });

  it('leaves out a connection, and separates the journeys of an open jaw', () => {
    const connecting = [segment('LH1025', 'CDG', 'FRA', 0), segment('LH1326', 'FRA', 'TUN', 0), segment('TU712', 'TUN', 'CDG', 1)];
    expect(FLIGHT_FEED.ticketed(notice(connecting)).body.en).toBe('CDG → TUN → CDG, PNR QX7P2M');
    const openJaw = [segment('TU711', 'CDG', 'TUN', 0), segment('TU834', 'DJE', 'ORY', 1)];
    expect(FLIGHT_FEED.ticketed(notice(openJaw)).body.en).toBe('CDG → TUN, DJE → ORY, PNR QX7P2M');
  });

  it('counts a notice from before journeys as one journey', () => {
    const before = FlightEvents.cancelled.data.parse({
      ...notice([]),
      itinerary: [{ flightNumber: 'TU711', origin: 'CDG', destination: 'TUN', departureAt: '2026-12-10T08:00:00.000Z', arrivalAt: '2026-12-10T10:20:00.000Z' }],
    });
    expect(FLIGHT_FEED.ticketed(before).body.en).toBe('CDG → TUN, PNR QX7P2M');
  });

  it('tells the amount refunded on the bell and in the email, and says when nothing was', () => {
    const refunded = notice(roundTrip, 272_000);
    const euros = formatMoney(272_000, 'EUR', 'fr');
    expect(FLIGHT_FEED.cancelled(refunded).body).toEqual({ en: 'CDG → TUN → CDG. Refunded: €2,720.00.', fr: `CDG → TUN → CDG. Remboursé : ${euros}.` });
    expect(FLIGHT_EMAILS.cancelled(refunded, 'Amel', 'en', 'https://portal/summary').paragraphs).toContain('Refunded: €2,720.00.');
    expect(FLIGHT_EMAILS.cancelled(refunded, 'Amel', 'fr', 'https://portal/summary').paragraphs).toContain(`Remboursé : ${euros}.`);
    expect(FLIGHT_FEED.cancelled(notice(roundTrip)).body).toEqual({ en: 'CDG → TUN → CDG. Nothing is refunded.', fr: 'CDG → TUN → CDG. Aucun remboursement.' });
  });
});
