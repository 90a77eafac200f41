import { SANDBOX_PRICE_CHANGE_DAY, serviceDateAhead } from '@portal/bookings';
import type { HotelCard, HotelRate, HotelSearchRequest } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testClock, testDeps, TestClient } from '@portal/service-kit/testing';
import { hotelsDefinition } from '../service';

jest.setTimeout(60_000);

/** The first check-in at least this many days ahead on the sandbox's price-change day. */
function priceChangeCheckIn(daysAhead: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while (date.getUTCDate() !== SANDBOX_PRICE_CHANGE_DAY) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const plusDays = (day: string, days: number) => new Date(Date.parse(day) + days * 86_400_000).toISOString().slice(0, 10);

describe('hotels search, details and re-check', () => {
  const clock = testClock();
  let hotels: RunningService;
  let agent: TestClient;
  let otherAgency: TestClient;
  let markedUp: TestClient;

  beforeAll(async () => {
    hotels = await startService(hotelsDefinition({ clock }), testDeps('hotels'));
    const client = (uid: string, aid: string) => new TestClient(hotels.url, sessionCookie(hotels.deps.sessions, { uid, aid, role: 'agent' }));
    agent = client('agent-search', 'agency-search');
    otherAgency = client('agent-other', 'agency-other');
    markedUp = client('agent-markup', 'agency-markup');
    // The agency's copy of its markups, as account's event leaves it: 10% on hotels.
    await hotels.deps.mongo.db.collection('markup_copy').insertOne({ _id: 'agency-markup' as never, hotels: { mode: 'percent', value: 10 }, version: 1 });
  });

  afterAll(async () => {
    await hotels.stop();
    await dropTestDeps(hotels.deps);
  });

  const checkIn = serviceDateAhead(40);
  const stay = (overrides: Partial<HotelSearchRequest['stay']> = {}): HotelSearchRequest['stay'] => ({
    destination: 'city:paris-fr',
    checkIn,
    checkOut: plusDays(checkIn, 3),
    rooms: [
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [7] },
    ],
    nationality: 'FR',
    ...overrides,
  });
  const search = (body: HotelSearchRequest, as = agent) => as.call('POST', '/hotels/search', body);
  const fields = (body: { error: { details: { fields: { field: string; reason: string }[] } } }) => body.error.details.fields.map((f) => `${f.field}:${f.reason}`);

  it('lists cities then hotels for a part of a name, accents and case aside', async () => {
    const found = await agent.call('GET', '/hotels/destinations?q=ZURI');
    expect(found.status).toBe(200);
    expect(found.body.destinations[0]).toEqual({ id: 'city:zurich-ch', kind: 'city', name: 'Zürich', cityName: 'Zürich', country: 'Switzerland', countryCode: 'CH' });
    expect(found.body.destinations.slice(1).every((d: { kind: string }) => d.kind === 'hotel')).toBe(true);
    expect((await agent.call('GET', '/hotels/destinations?q=t')).status).toBe(400);
  });

  it('refuses a check-in in the past, an unknown destination and a check-out before check-in', async () => {
    const past = await search({ stay: stay({ checkIn: '2020-01-10', checkOut: '2020-01-12' }) });
    expect(past.status).toBe(400);
    expect(fields(past.body)).toEqual(['stay.checkIn:date_in_past']);
    const unknown = await search({ stay: stay({ destination: 'city:atlantis-xx' }) });
    expect(unknown.status).toBe(400);
    expect(fields(unknown.body)).toEqual(['stay.destination:unknown_location']);
    const backwards = await search({ stay: stay({ checkOut: plusDays(checkIn, -1) }) });
    expect(fields(backwards.body)).toEqual(['stay.checkOut:check_out_before_check_in']);
  });

  it('finds a city’s hotels for every room, cheapest first, paged, with the price range before filters', async () => {
    const first = await search({ stay: stay(), pageSize: 5 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ destination: { id: 'city:paris-fr', name: 'Paris' }, checkIn, nights: 3, currency: 'EUR', page: 1, pageSize: 5 });
    expect(first.body.total).toBeGreaterThanOrEqual(8);
    const cards: HotelCard[] = first.body.hotels;
    expect(cards).toHaveLength(5);
    const prices = cards.map((card) => card.cheapest.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.body.priceRange.min).toBe(prices[0]);
    expect(cards[0]!.cheapest.salePerNight).toBe(Math.round(prices[0]! / 3));
    expect(cards[0]!.image).toMatch(new RegExp(`^${hotels.url}/hotels/images/paris-fr-\\d+/1\\.svg$`));
    const second = await search({ stay: stay(), pageSize: 5, page: 2 });
    expect(second.body.hotels.map((card: HotelCard) => card.hotelId)).not.toContain(cards[0]!.hotelId);
    expect(second.body.priceRange).toEqual(first.body.priceRange);
    const again = await search({ stay: stay(), pageSize: 5 });
    expect(again.body.hotels).toEqual(cards);
  });

  it('filters by stars, board, refundability, price and name, and sorts by stars, price or name', async () => {
    const all = await search({ stay: stay(), pageSize: 50 });
    const fourStarBreakfast = await search({ stay: stay(), filters: { stars: [4], boards: ['bed_and_breakfast'], refundableOnly: true }, pageSize: 50 });
    expect(fourStarBreakfast.body.total).toBeGreaterThan(0);
    expect(fourStarBreakfast.body.total).toBeLessThan(all.body.total);
    for (const card of fourStarBreakfast.body.hotels as HotelCard[]) expect(card).toMatchObject({ stars: 4, cheapest: { board: 'bed_and_breakfast', refundable: true } });
    expect(fourStarBreakfast.body.priceRange).toEqual(all.body.priceRange);
    const { min, max } = all.body.priceRange as { min: number; max: number };
    const middle = await search({ stay: stay(), filters: { minPrice: min + 1, maxPrice: max - 1 }, pageSize: 50 });
    expect(middle.body.total).toBeLessThanOrEqual(all.body.total - 2);
    for (const card of middle.body.hotels as HotelCard[]) expect(card.cheapest.salePrice).toBeGreaterThan(min);
    const named = await search({ stay: stay(), filters: { name: all.body.hotels[0].name.toUpperCase() }, pageSize: 50 });
    expect(named.body.hotels.map((card: HotelCard) => card.hotelId)).toContain(all.body.hotels[0].hotelId);
    const byStars = await search({ stay: stay(), sort: 'stars_desc', pageSize: 50 });
    const stars = byStars.body.hotels.map((card: HotelCard) => card.stars);
    expect(stars).toEqual([...stars].sort((a, b) => b - a));
    const byName = await search({ stay: stay(), sort: 'name_asc', pageSize: 50 });
    const names = byName.body.hotels.map((card: HotelCard) => card.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const dearest = await search({ stay: stay(), sort: 'price_desc', pageSize: 1 });
    expect(dearest.body.hotels[0].cheapest.salePrice).toBe(max);
  });

  it('shows a hotel with every rate, its photos and its policies at local time; only a hotel of the search', async () => {
    const found = await search({ stay: stay() });
    const card: HotelCard = found.body.hotels[0];
    const details = await agent.call('GET', `/hotels/hotels/${card.hotelId}?searchId=${found.body.searchId}`);
    expect(details.status).toBe(200);
    expect(details.body.hotel).toMatchObject({ hotelId: card.hotelId, cityName: 'Paris', timeZone: 'Europe/Paris' });
    expect(details.body.hotel.description.fr).toContain('Paris');
    expect(details.body.rooms).toEqual([
      { adults: 2, childrenAges: [] },
      { adults: 1, childrenAges: [7] },
    ]);
    const rates: HotelRate[] = details.body.rates;
    expect(rates[0]!.salePrice).toBe(card.cheapest.salePrice);
    expect(new Set(rates.map((rate) => rate.rateId)).size).toBe(rates.length);
    for (const rate of rates) {
      expect(rate.rooms).toHaveLength(2);
      expect(rate.rooms.reduce((sum, room) => sum + room.purchasePrice, 0)).toBe(rate.purchasePrice);
      if (rate.refundable) expect(rate.cancellation.freeUntil!.local).toMatch(/T(12|00):00:00\+0[12]:00$/);
      if (rate.paymentDeadline) expect(Date.parse(rate.paymentDeadline.utc)).toBeLessThan(Date.parse(rate.cancellation.freeUntil!.utc));
    }
    const photo = await fetch(details.body.hotel.images[0]);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(photo.headers.get('cache-control')).toContain('max-age=31536000');
    expect(photo.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await photo.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${hotels.url}/hotels/images/${card.hotelId}/9.svg`)).status).toBe(404);
    expect((await agent.call('GET', `/hotels/hotels/atlantis-xx-01?searchId=${found.body.searchId}`)).status).toBe(404);
    expect((await agent.call('GET', `/hotels/hotels/london-gb-01?searchId=${found.body.searchId}`)).status).toBe(404);
  });

  it('keeps a re-checked rate with the same price, and gives a new rate id for a changed one (check-in on the 29th)', async () => {
    const steady = await search({ stay: stay() });
    const [rate] = (await agent.call('GET', `/hotels/hotels/${steady.body.hotels[0].hotelId}?searchId=${steady.body.searchId}`)).body.rates as HotelRate[];
    const same = await agent.call('POST', '/hotels/recheck', { rateId: rate!.rateId });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ priceChanged: false, previousSalePrice: rate!.salePrice, rate: { rateId: rate!.rateId, salePrice: rate!.salePrice, expiresAt: rate!.expiresAt } });

    const on29 = priceChangeCheckIn(20);
    const moving = await search({ stay: stay({ checkIn: on29, checkOut: plusDays(on29, 2) }) });
    const [shown] = (await agent.call('GET', `/hotels/hotels/${moving.body.hotels[0].hotelId}?searchId=${moving.body.searchId}`)).body.rates as HotelRate[];
    const changed = await agent.call('POST', '/hotels/recheck', { rateId: shown!.rateId });
    expect(changed.body.priceChanged).toBe(true);
    expect(changed.body.previousSalePrice).toBe(shown!.salePrice);
    expect(changed.body.rate.rateId).not.toBe(shown!.rateId);
    expect(changed.body.rate.salePrice).toBeGreaterThan(shown!.salePrice * 1.06);
    const settled = await agent.call('POST', '/hotels/recheck', { rateId: changed.body.rate.rateId });
    expect(settled.body).toMatchObject({ priceChanged: false, rate: { rateId: changed.body.rate.rateId } });
  });

  it("refuses another agency's ids and forged ones, and expires prices after 20 minutes", async () => {
    const found = await search({ stay: stay() });
    const hotelId = found.body.hotels[0].hotelId;
    const [rate] = (await agent.call('GET', `/hotels/hotels/${hotelId}?searchId=${found.body.searchId}`)).body.rates as HotelRate[];
    const theirs = await otherAgency.call('GET', `/hotels/hotels/${hotelId}?searchId=${found.body.searchId}`);
    expect(theirs.status).toBe(400);
    expect(fields(theirs.body)).toEqual(['searchId:invalid_offer']);
    const theirRecheck = await otherAgency.call('POST', '/hotels/recheck', { rateId: rate!.rateId });
    expect(fields(theirRecheck.body)).toEqual(['rateId:invalid_offer']);
    const forged = await agent.call('POST', '/hotels/recheck', { rateId: rate!.rateId.replace(/\.\d+$/, '.1').replace(/^./, 'x') });
    expect(fields(forged.body)).toEqual(['rateId:invalid_offer']);

    clock.advance(21 * 60_000);
    try {
      for (const expired of [await agent.call('GET', `/hotels/hotels/${hotelId}?searchId=${found.body.searchId}`), await agent.call('POST', '/hotels/recheck', { rateId: rate!.rateId })]) {
        expect(expired.status).toBe(409);
        expect(expired.body.error).toMatchObject({ code: 'prices_expired', message: 'Prices expired, refresh the search' });
      }
    } finally {
      clock.advance(-21 * 60_000);
    }
  });

  it("sells at the purchase price plus the agency's hotel markup", async () => {
    const plain = await search({ stay: stay(), pageSize: 50 });
    const marked = await search({ stay: stay(), pageSize: 50 }, markedUp);
    const hotelId = plain.body.hotels[0].hotelId;
    const markedCard = (marked.body.hotels as HotelCard[]).find((card) => card.hotelId === hotelId)!;
    expect(markedCard.cheapest.salePrice).toBe(Math.round(plain.body.hotels[0].cheapest.salePrice * 1.1));
    const rates: HotelRate[] = (await markedUp.call('GET', `/hotels/hotels/${hotelId}?searchId=${marked.body.searchId}`)).body.rates;
    for (const rate of rates) expect(rate.salePrice).toBe(rate.purchasePrice + Math.round(rate.purchasePrice * 0.1));
  });
});
