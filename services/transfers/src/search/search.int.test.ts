import { serviceDateAhead } from '@portal/bookings';
import type { TransferOffer, TransferSearchRequest } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testClock, testDeps, TestClient } from '@portal/service-kit/testing';
import { transfersDefinition } from '../service';

jest.setTimeout(60_000);

describe('transfers places, search and re-check', () => {
  const clock = testClock();
  let transfers: RunningService;
  let agent: TestClient;
  let otherAgency: TestClient;
  let markedUp: TestClient;

  beforeAll(async () => {
    transfers = await startService(transfersDefinition({ clock }), testDeps('transfers'));
    const client = (uid: string, aid: string) => new TestClient(transfers.url, sessionCookie(transfers.deps.sessions, { uid, aid, role: 'agent' }));
    agent = client('agent-search', 'agency-search');
    otherAgency = client('agent-other', 'agency-other');
    markedUp = client('agent-markup', 'agency-markup');
    // The agency's copy of its markups, as account's event leaves it: 10% on transfers.
    await transfers.deps.mongo.db.collection('markup_copy').insertOne({ _id: 'agency-markup' as never, transfers: { mode: 'percent', value: 10 }, version: 1 });
  });

  afterAll(async () => {
    await transfers.stop();
    await dropTestDeps(transfers.deps);
  });

  const day = serviceDateAhead(30);
  const arrival = { from: 'airport:CDG', to: 'hotel:paris-1', date: day, time: '14:30' };
  const departure = { from: 'hotel:paris-1', to: 'airport:CDG', date: serviceDateAhead(33), time: '18:00' };
  const request = (overrides: Partial<TransferSearchRequest> = {}): TransferSearchRequest => ({
    tripType: 'one_way',
    trips: [arrival],
    passengers: { adults: 2, childrenAges: [6], infants: 0 },
    luggage: 3,
    ...overrides,
  });
  const search = (body: TransferSearchRequest, as = agent) => as.call('POST', '/transfers/search', body);
  const fields = (body: { error: { details: { fields: { field: string; reason: string }[] } } }) => body.error.details.fields.map((f) => `${f.field}:${f.reason}`);

  it('finds airports, stations, ports and hotel addresses for a part of a name, of a kind when asked', async () => {
    const found = await agent.call('GET', '/transfers/places?q=PARIS');
    expect(found.status).toBe(200);
    expect(found.body.places[0]).toMatchObject({ id: 'airport:CDG', kind: 'airport', city: 'Paris', timeZone: 'Europe/Paris', terminals: expect.arrayContaining(['2E']) });
    const ports = await agent.call('GET', '/transfers/places?q=marseille&kind=port');
    expect(ports.body.places.map((place: { id: string }) => place.id)).toEqual(['port:FRMRS']);
    expect((await agent.call('GET', '/transfers/places?q=p')).status).toBe(400);
    expect(fields((await agent.call('GET', '/transfers/places?q=paris&kind=bus')).body)).toEqual(['query.kind:invalid_choice']);
  });

  it('refuses 4 trips, the same from and to, a way back that is not the reverse, a past day and an unknown place, each on its field', async () => {
    const four = [0, 1, 2, 3].map((n) => ({ ...arrival, date: serviceDateAhead(30 + n) }));
    const tooMany = await search(request({ tripType: 'multi', trips: four }));
    expect(tooMany.status).toBe(400);
    expect(fields(tooMany.body)).toEqual(['trips:too_many_trips']);
    expect(fields((await search(request({ trips: [{ ...arrival, to: 'airport:CDG' }] }))).body)).toEqual(['trips.0.to:same_from_to']);
    expect(fields((await search(request({ tripType: 'round_trip', trips: [arrival, { ...departure, to: 'airport:ORY' }] }))).body)).toEqual(['trips.1.from:return_not_reverse']);
    expect(fields((await search(request({ trips: [{ ...arrival, date: '2020-01-10' }] }))).body)).toEqual(['trips.0.date:date_in_past']);
    expect(fields((await search(request({ trips: [{ ...arrival, from: 'airport:XXX' }] }))).body)).toEqual(['trips.0.from:unknown_location']);
    expect(fields((await search(request({ passengers: { adults: 1, childrenAges: [1], infants: 0 } }))).body)).toEqual(['passengers.childrenAges.0:child_age']);
  });

  it('answers "no results found, please search again" when a trip has no vehicle', async () => {
    const tooFar = await search(request({ tripType: 'multi', trips: [arrival, { from: 'hotel:paris-1', to: 'airport:NCE', date: serviceDateAhead(32), time: '10:00' }] }));
    expect(tooFar.status).toBe(404);
    expect(tooFar.body.error).toMatchObject({ code: 'no_results_found', message: 'No results found, please search again', details: { trips: [1] } });
  });

  it('finds each trip’s offers with the time’s meaning, the pickup and the policy at the pickup point', async () => {
    const found = await search(request({ tripType: 'round_trip', trips: [arrival, departure] }));
    expect(found.status).toBe(200);
    const [out, back] = found.body.trips;
    expect(out).toMatchObject({ trip: 0, from: { id: 'airport:CDG' }, to: { id: 'hotel:paris-1' }, timeMeaning: 'flight_arrival', serviceNumberKind: 'flight' });
    expect(back).toMatchObject({ trip: 1, timeMeaning: 'flight_departure' });
    const sedan: TransferOffer = out.offers.find((offer: TransferOffer) => offer.vehicle === 'sedan');
    expect(sedan).toMatchObject({ service: 'private', priceBasis: 'per_vehicle', currency: 'EUR', childSeat: { purchasePrice: 800, salePrice: 800 } });
    expect(sedan.salePrice).toBe(sedan.purchasePrice);
    expect(sedan.pickup).toMatchObject({ local: expect.stringMatching(new RegExp(`^${day}T14:30:00[+-]\\d{2}:00$`)), timeZone: 'Europe/Paris' });
    expect(sedan.cancellation.freeUntil?.timeZone).toBe('Europe/Paris');
    expect(sedan.cancellation.penalties[0]!.amount).toBe(sedan.purchasePrice);
    // Going to the flight: picked up well before its departure.
    const backPickup = back.offers[0].pickup.utc;
    expect(Date.parse(backPickup)).toBeLessThan(Date.parse(`${departure.date}T${departure.time}:00Z`) - 2 * 3_600_000);
  });

  it("sells at the purchase price plus the agency's transfer markup", async () => {
    const plain = await search(request());
    const marked = await search(request(), markedUp);
    const price = (body: { trips: { offers: TransferOffer[] }[] }) => body.trips[0]!.offers.find((offer) => offer.vehicle === 'sedan')!;
    expect(price(marked.body).purchasePrice).toBe(price(plain.body).purchasePrice);
    expect(price(marked.body).salePrice).toBe(price(plain.body).purchasePrice + Math.round(price(plain.body).purchasePrice / 10));
    expect(price(marked.body).childSeat).toEqual({ purchasePrice: 800, salePrice: 880 });
  });

  it('re-checks an offer, with a new id at a new price for PRICECHANGE, and refuses another agency’s', async () => {
    const found = await search(request());
    const offer: TransferOffer = found.body.trips[0].offers[0];
    const same = await agent.call('POST', '/transfers/recheck', { offerId: offer.offerId, leadLastName: 'Haddad' });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ priceChanged: false, previousSalePrice: offer.salePrice, offer: { offerId: offer.offerId, salePrice: offer.salePrice } });
    const moved = await agent.call('POST', '/transfers/recheck', { offerId: offer.offerId, leadLastName: 'PriceChange' });
    expect(moved.body.priceChanged).toBe(true);
    expect(moved.body.offer.offerId).not.toBe(offer.offerId);
    expect(moved.body.offer.salePrice).toBeGreaterThan(offer.salePrice);
    const stolen = await otherAgency.call('POST', '/transfers/recheck', { offerId: offer.offerId });
    expect(stolen.status).toBe(400);
    expect(fields(stolen.body)).toEqual(['offerId:invalid_offer']);
  });

  it('expires offers after 20 minutes', async () => {
    const found = await search(request());
    clock.advance(21 * 60 * 1000);
    try {
      const expired = await agent.call('POST', '/transfers/recheck', { offerId: found.body.trips[0].offers[0].offerId });
      expect(expired.status).toBe(409);
      expect(expired.body.error.code).toBe('prices_expired');
    } finally {
      clock.advance(-21 * 60 * 1000);
    }
  });
});
