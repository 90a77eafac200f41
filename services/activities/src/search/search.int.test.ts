import type { ActivityCard, ActivityProductResponse, ActivitySearchRequest, AvailabilitySlot } from '@portal/contracts';
import { startService, type RunningService } from '@portal/service-kit';
import { dropTestDeps, sessionCookie, testClock, testDeps, TestClient } from '@portal/service-kit/testing';
import { activitiesDefinition } from '../service';

jest.setTimeout(60_000);

const dayAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('activities destinations, search, product calendar and availability check', () => {
  const clock = testClock();
  let activities: RunningService;
  let agent: TestClient;
  let markedUp: TestClient;

  beforeAll(async () => {
    activities = await startService(activitiesDefinition({ clock }), testDeps('activities'));
    const client = (uid: string, aid: string) => new TestClient(activities.url, sessionCookie(activities.deps.sessions, { uid, aid, role: 'agent' }));
    agent = client('agent-search', 'agency-search');
    markedUp = client('agent-markup', 'agency-markup');
    // The agency's copy of its markups, as account's event leaves it: 10% on activities.
    await activities.deps.mongo.db.collection('markup_copy').insertOne({ _id: 'agency-markup' as never, activities: { mode: 'percent', value: 10 }, version: 1 });
  });

  afterAll(async () => {
    await activities.stop();
    await dropTestDeps(activities.deps);
  });

  const from = dayAhead(40);
  const to = dayAhead(46);
  const search = (body: Partial<ActivitySearchRequest>, as = agent) => as.call('POST', '/activities/search', { destination: 'city:paris-fr', from, to, ...body });
  const fields = (body: { error: { details: { fields: { field: string; reason: string }[] } } }) => body.error.details.fields.map((f) => `${f.field}:${f.reason}`);
  const product = (productId: string, as = agent) => as.call<ActivityProductResponse>('GET', `/activities/products/${productId}?from=${from}&to=${to}`);

  it('lists cities for a part of a name, accents and case aside', async () => {
    const found = await agent.call('GET', '/activities/destinations?q=ZURI');
    expect(found.status).toBe(200);
    expect(found.body.destinations[0]).toMatchObject({ id: 'city:zurich-ch', name: 'Zürich', country: 'Switzerland', countryCode: 'CH', timeZone: 'Europe/Zurich' });
    expect(fields((await agent.call('GET', '/activities/destinations?q=t')).body)).toEqual(['query.q:too_short']);
  });

  it('names the field of every refused search', async () => {
    const past = await search({ from: '2020-01-10', to: '2020-01-12' });
    expect(past.status).toBe(400);
    expect(fields(past.body)).toEqual(['from:date_in_past']);
    expect(fields((await search({ destination: 'city:atlantis-xx' })).body)).toEqual(['destination:unknown_location']);
    expect(fields((await search({ destination: 'hotel:paris-fr-01' })).body)).toEqual(['destination:invalid_destination']);
    expect(fields((await search({ to: dayAhead(39) })).body)).toEqual(['to:to_before_from']);
    expect(fields((await search({ to: dayAhead(80) })).body)).toEqual(['to:range_too_long']);
    const badFilters = await search({ filters: { categories: ['cruise' as never], freeCancellationOnly: false }, sort: 'cheapest' as never });
    expect(fields(badFilters.body).sort()).toEqual(['filters.categories.0:invalid_choice', 'sort:invalid_choice']);
  });

  it('answers no results beyond what the supplier sells', async () => {
    const far = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
    const none = await search({ from: far, to: far });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ activities: [], total: 0, priceRange: null, durationRange: null });
  });

  it('finds a city’s products, cheapest first, paged, with photos and the ranges before filters', async () => {
    const first = await search({ pageSize: 4 });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ destination: { id: 'city:paris-fr', name: 'Paris' }, from, to, currency: 'EUR', page: 1, pageSize: 4 });
    expect(first.body.total).toBeGreaterThanOrEqual(6);
    const cards: ActivityCard[] = first.body.activities;
    const prices = cards.map((card) => card.fromPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(first.body.priceRange.min).toBe(prices[0]);
    expect(cards[0]!.image).toMatch(new RegExp(`^${activities.url}/activities/images/paris-fr-a\\d+/1\\.svg$`));
    expect(cards[0]!.title.fr).toContain('Paris');
    const second = await search({ pageSize: 4, page: 2 });
    expect(second.body.activities.map((card: ActivityCard) => card.productId)).not.toContain(cards[0]!.productId);
    const photo = await fetch(cards[0]!.image);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await photo.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await fetch(`${activities.url}/activities/images/${cards[0]!.productId}/9.svg`)).status).toBe(404);
  });

  it('filters by category, confirmation, free cancellation, duration and price, and sorts by rating or duration', async () => {
    const all = (await search({ pageSize: 50 })).body;
    for (const category of ['tour', 'ticket', 'excursion'] as const) {
      const kept = (await search({ filters: { categories: [category], freeCancellationOnly: false }, pageSize: 50 })).body;
      expect(kept.activities.every((card: ActivityCard) => card.category === category)).toBe(true);
      expect(kept.priceRange).toEqual(all.priceRange);
    }
    const free = (await search({ filters: { freeCancellationOnly: true }, pageSize: 50 })).body;
    expect(free.total).toBe(all.activities.filter((card: ActivityCard) => card.freeCancellation).length);
    const instant = (await search({ filters: { confirmationTypes: ['instant'], freeCancellationOnly: false }, pageSize: 50 })).body;
    expect(instant.total).toBe(all.activities.filter((card: ActivityCard) => card.confirmationType === 'instant').length);
    const short = (await search({ filters: { maxDuration: 180, freeCancellationOnly: false }, pageSize: 50 })).body;
    expect(short.activities.every((card: ActivityCard) => card.durationMinutes <= 180)).toBe(true);
    const { min, max } = all.priceRange as { min: number; max: number };
    const middle = (await search({ filters: { minPrice: min + 1, maxPrice: max - 1, freeCancellationOnly: false }, pageSize: 50 })).body;
    expect(middle.total).toBeLessThanOrEqual(all.total - 2);
    const byRating = (await search({ sort: 'rating_desc', pageSize: 50 })).body.activities.map((card: ActivityCard) => card.rating?.average ?? 0);
    expect(byRating).toEqual([...byRating].sort((a, b) => b - a));
    const byDuration = (await search({ sort: 'duration_desc', pageSize: 50 })).body.activities.map((card: ActivityCard) => card.durationMinutes);
    expect(byDuration).toEqual([...byDuration].sort((a, b) => b - a));
  });

  it('shows a product with its options, bands, questions and calendar in its time zone; 404 for an unknown one', async () => {
    const card: ActivityCard = (await search({})).body.activities[0];
    const shown = await product(card.productId);
    expect(shown.status).toBe(200);
    expect(shown.body.product).toMatchObject({ productId: card.productId, cityName: 'Paris', timeZone: 'Europe/Paris', category: card.category });
    expect(shown.body.product.options[0]!.optionId).toBe('standard');
    expect(shown.body.availability.map((option) => option.optionId)).toEqual(shown.body.product.options.map((option) => option.optionId));
    const slots = shown.body.availability[0]!.days.flatMap((day) => day.slots);
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.cutoff.local).toMatch(/\+0[12]:00$/);
      expect(slot.bookable).toBe(slot.remaining > 0);
    }
    const cheapest = Math.min(
      ...shown.body.availability.flatMap((option) =>
        option.days.flatMap((day) =>
          day.slots.filter((slot) => slot.remaining > 0).map((slot) => slot.unitSalePrice ?? slot.prices.find((price) => price.band === 'adult')?.salePrice ?? slot.prices[0]!.salePrice),
        ),
      ),
    );
    expect(cheapest).toBe(card.fromPrice);
    expect((await agent.call('GET', `/activities/products/atlantis-xx-a01?from=${from}&to=${to}`)).status).toBe(404);
    expect(fields((await agent.call('GET', `/activities/products/${card.productId}?from=${to}&to=${from}`)).body)).toEqual(['query.to:to_before_from']);
  });

  it('checks a start for the travellers: a signed offer, the bands’ rules by field, a closed or sold-out start refused', async () => {
    const cards: ActivityCard[] = (await search({ pageSize: 50, filters: { confirmationTypes: ['instant'], freeCancellationOnly: false } })).body.activities;
    const perPerson = cards.find((card) => card.pricing === 'per_person')!;
    const { body } = await product(perPerson.productId);
    const bookable = body.availability[0]!.days.flatMap((day) => day.slots.filter((slot: AvailabilitySlot) => slot.remaining >= 2).map((slot) => ({ date: day.date, startTime: slot.startTime })));
    const start = { productId: perPerson.productId, optionId: 'standard', ...bookable[0]! };
    const adults = [
      { band: 'adult', age: 40 },
      { band: 'adult', age: 35 },
    ];
    const checked = await agent.call('POST', '/activities/check', { ...start, travellers: adults });
    expect(checked.status).toBe(200);
    const offer = checked.body.offer;
    expect(offer).toMatchObject({
      productId: perPerson.productId,
      optionId: 'standard',
      date: start.date,
      startTime: start.startTime,
      confirmation: 'instant',
      onRequestDeadline: null,
      currency: 'EUR',
    });
    expect(offer.start.local).toMatch(new RegExp(`^${start.date}T${start.startTime}:00\\+0[12]:00$`));
    expect(offer.salePrice).toBe(offer.purchasePrice);
    expect(offer.prices).toEqual([{ band: 'adult', count: 2, salePrice: offer.purchasePrice / 2 }]);
    expect(offer.offerId.split('.')).toHaveLength(2);
    expect(offer.questions).toEqual(body.product.questions);

    const wrong = await agent.call('POST', '/activities/check', {
      ...start,
      travellers: [
        { band: 'adult', age: 5 },
        { band: 'senior', age: 80 },
      ],
    });
    expect(wrong.status).toBe(400);
    expect(fields(wrong.body)).toEqual(expect.arrayContaining(['travellers.0.age:age_outside_band']));
    const none = await agent.call('POST', '/activities/check', { ...start, travellers: [] });
    expect(fields(none.body)).toEqual(['travellers:required']);
    const notOffered = await agent.call('POST', '/activities/check', { ...start, startTime: '03:17', travellers: adults });
    expect(fields(notOffered.body)).toEqual(['startTime:start_not_offered']);
    const badOption = await agent.call('POST', '/activities/check', { ...start, optionId: 'vip', travellers: adults });
    expect(fields(badOption.body)).toEqual(['optionId:invalid_choice']);

    const soldOut = body.availability.flatMap((option) =>
      option.days.flatMap((day) => day.slots.filter((slot) => slot.remaining === 0).map((slot) => ({ optionId: option.optionId, date: day.date, startTime: slot.startTime }))),
    )[0];
    if (soldOut) {
      const refused = await agent.call('POST', '/activities/check', { productId: perPerson.productId, ...soldOut, travellers: adults });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('no_results_found');
    }
  });

  it("sells at the purchase price plus the agency's activities markup", async () => {
    const plain: ActivityCard[] = (await search({ pageSize: 50 })).body.activities;
    const marked: ActivityCard[] = (await search({ pageSize: 50 }, markedUp)).body.activities;
    for (const card of marked) {
      const base = plain.find((candidate) => candidate.productId === card.productId)!;
      expect(card.fromPrice).toBe(base.fromPrice + Math.round(base.fromPrice * 0.1));
    }
    const { body } = await product(plain[0]!.productId, markedUp);
    const [day] = body.availability[0]!.days;
    const slot = day!.slots.find((candidate) => candidate.remaining > 0)!;
    const checked = await markedUp.call('POST', '/activities/check', {
      productId: plain[0]!.productId,
      optionId: body.availability[0]!.optionId,
      date: day!.date,
      startTime: slot.startTime,
      travellers: [{ band: 'adult', age: 30 }],
    });
    expect(checked.status).toBe(200);
    expect(checked.body.offer.salePrice).toBe(checked.body.offer.purchasePrice + Math.round(checked.body.offer.purchasePrice * 0.1));
  });
});
