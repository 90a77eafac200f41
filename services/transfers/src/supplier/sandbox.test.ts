import { SupplierError } from '@portal/bookings';
import type { TransferLeadPassenger } from '@portal/contracts';
import { AIRPORT_MARGIN_MINUTES, EMERGENCY_PHONE, MAX_ROAD_KM, RECONFIRM_HOURS, SandboxTransferSupplier } from './sandbox';
import type { TransferSupplierSearch, TripBookingRequest } from './supplier';

const NOW = new Date('2026-11-01T08:00:00Z');
const supplier = () => new SandboxTransferSupplier({ now: () => NOW, timeoutMs: 20 });

const search = (trips: TransferSupplierSearch['trips'], passengers = { adults: 2, childrenAges: [6], infants: 0 }, luggage = 3): TransferSupplierSearch => ({
  trips,
  passengers,
  luggage,
  currency: 'EUR',
});
const arrival = { from: 'airport:CDG', to: 'hotel:paris-1', date: '2026-12-10', time: '14:30' };
const departure = { from: 'hotel:paris-1', to: 'airport:CDG', date: '2026-12-14', time: '18:00' };

const lead = (lastName: string): TransferLeadPassenger => ({ firstName: 'Amel', lastName, email: 'amel@example.com', age: 40, phone: '33612345678' });
const request = (lastName: string): TripBookingRequest => ({
  leadPassenger: lead(lastName),
  passengers: { adults: 2, childrenAges: [6], infants: 0 },
  childSeats: 1,
  details: { serviceNumber: 'AF1234', terminal: '2E', pickupTime: '14:30', companyName: 'Air France', stoppingPoint: 'Hotel', departurePoint: 'Arrivals' },
});

describe('the sandbox transfer supplier', () => {
  it('finds airports with their terminals, stations, ports and hotel addresses by name, code or city', async () => {
    const sandbox = supplier();
    const paris = await sandbox.places('paris', 20);
    expect(new Set(paris.map((place) => place.kind))).toEqual(new Set(['airport', 'station', 'hotel']));
    expect(paris[0]).toMatchObject({ id: 'airport:CDG', kind: 'airport', code: 'CDG', city: 'Paris', timeZone: 'Europe/Paris' });
    expect(paris[0]!.terminals).toContain('2E');
    expect(await sandbox.places('marseille', 10, 'port')).toEqual([expect.objectContaining({ id: 'port:FRMRS', kind: 'port', terminals: [] })]);
    expect((await sandbox.places('zurich', 10, 'station'))[0]).toMatchObject({ name: 'Zürich HB' });
    expect(await sandbox.place('hotel:paris-1')).toMatchObject({ kind: 'hotel', address: expect.stringContaining(', Paris') });
    expect(await sandbox.place('airport:XXX')).toBeNull();
  });

  it('offers every vehicle that takes the party and a shuttle at an airport, deterministically and cheapest first', async () => {
    const offers = await supplier().search(search([arrival]));
    expect(offers.map((offer) => [offer.vehicle, offer.service, offer.priceBasis]).sort()).toEqual([
      ['minibus', 'private', 'per_vehicle'],
      ['minibus', 'shared', 'per_seat'],
      ['minivan', 'private', 'per_vehicle'],
      ['sedan', 'private', 'per_vehicle'],
    ]);
    const prices = offers.map((offer) => offer.purchasePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(await supplier().search(search([arrival]))).toEqual(offers);
    const shuttle = offers.find((offer) => offer.service === 'shared');
    const sedan = offers.find((offer) => offer.vehicle === 'sedan');
    expect(shuttle).toMatchObject({ units: 3, childSeatPrice: null, maxPassengers: 8 });
    expect(sedan).toMatchObject({ units: 1, maxPassengers: 3, maxLuggage: 3, childSeatPrice: 800, emergencyPhone: EMERGENCY_PHONE, reconfirm: null, timeZone: 'Europe/Paris' });
    expect(sedan!.purchasePrice % 100).toBe(0);
    // Picked up at the flight's arrival, local time at the airport; free cancellation until a day before.
    expect(sedan!.pickupAt).toBe('2026-12-10T13:30:00.000Z');
    expect(sedan!.cancellation).toEqual({ freeUntil: '2026-12-09T13:30:00.000Z', penalties: [{ from: '2026-12-09T13:30:00.000Z', share: 1 }] });
    expect(shuttle!.cancellation.penalties).toEqual([
      { from: '2026-12-08T13:30:00.000Z', share: 0.5 },
      { from: '2026-12-09T13:30:00.000Z', share: 1 },
    ]);
    expect(sedan!.meetingPoint.en).toContain('Arrivals hall');
    expect(sedan!.meetingPoint.fr).toContain('Hall des arrivées');
  });

  it('computes a departure pickup from the flight time, and asks to re-confirm it', async () => {
    const [offer] = await supplier().search(search([departure], { adults: 1, childrenAges: [], infants: 0 }, 1));
    const flight = Date.parse('2026-12-14T17:00:00Z');
    const pickup = Date.parse(offer!.pickupAt);
    expect(flight - pickup).toBeGreaterThanOrEqual((AIRPORT_MARGIN_MINUTES + offer!.durationMinutes) * 60_000);
    expect(flight - pickup).toBeLessThan((AIRPORT_MARGIN_MINUTES + offer!.durationMinutes + 5) * 60_000);
    expect(offer!.reconfirm).toMatchObject({ hoursBefore: RECONFIRM_HOURS });
    expect(offer!.reconfirm!.text.fr).toContain('Reconfirmez');
  });

  it('takes large parties by minibus or coach, and finds nothing too far, too late or beyond a vehicle', async () => {
    const sandbox = supplier();
    const group = await sandbox.search(search([arrival], { adults: 12, childrenAges: [], infants: 0 }, 12));
    expect(group.map((offer) => offer.vehicle)).toEqual(['minibus', 'coach']);
    expect(await sandbox.search(search([{ ...arrival, to: 'hotel:nice-1' }]))).toEqual([]);
    expect(MAX_ROAD_KM).toBeLessThan(700);
    expect(await sandbox.search(search([{ ...arrival, date: '2027-12-10' }]))).toEqual([]);
    await expect(sandbox.search(search([{ ...arrival, from: 'airport:XXX' }]))).rejects.toMatchObject({ failure: 'unknown_location', field: 'trips.0.from' });
  });

  it('finds an offer again by its reference and moves its price for PRICECHANGE', async () => {
    const sandbox = supplier();
    const asked = search([arrival, departure]);
    const offers = await sandbox.search(asked);
    const back = offers.find((offer) => offer.trip === 1)!;
    expect(await sandbox.offer(asked, back.supplierRef)).toEqual(back);
    expect(await sandbox.offer(asked, '5~sedan~private~x')).toBeNull();
    expect(await sandbox.reprice(back, [{ lastName: 'Haddad' }])).toEqual(back);
    expect((await sandbox.reprice(back, [{ lastName: 'pricechange' }])).purchasePrice).toBe(Math.round((back.purchasePrice * 1.07) / 100) * 100);
  });

  it('books, and acts on SOLDOUT, TIMEOUT, NOACK and SUPPLIERCANCEL', async () => {
    const sandbox = supplier();
    const [offer] = await sandbox.search(search([arrival]));
    const booked = await sandbox.book(offer!, request('Haddad'));
    expect(booked).toMatchObject({ status: 'confirmed', supplierReference: expect.stringMatching(/^TRF-/), confirmationNumber: expect.any(String) });

    await expect(sandbox.book(offer!, request('SoldOut'))).rejects.toMatchObject({ failure: 'sold_out' });
    await expect(sandbox.book(offer!, request('TIMEOUT'))).rejects.toBeInstanceOf(SupplierError);

    const unacknowledged = await sandbox.book(offer!, request('NOACK'));
    expect(unacknowledged).toMatchObject({ status: 'pending', confirmationNumber: null });
    expect(await sandbox.retrieve(unacknowledged.supplierReference)).toMatchObject({ status: 'confirmed', confirmationNumber: expect.any(String) });

    const cancelledLater = await sandbox.book(offer!, request('SUPPLIERCANCEL'));
    expect(cancelledLater.status).toBe('confirmed');
    expect(await sandbox.retrieve(cancelledLater.supplierReference)).toMatchObject({ status: 'cancelled' });
    await expect(sandbox.cancel(booked.supplierReference)).resolves.toBeUndefined();
  });
});
