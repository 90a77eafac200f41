import { travellerIssues, type Traveller } from '@portal/contracts';
import type { SupplierOffer, SupplierSearch } from '../supplier/supplier';
import { OfferTokens, OFFER_TTL_MS, offerView, searchAnswerJson } from './search';

const offer: SupplierOffer = {
  supplierRef: 'AF1803@2027-03-10',
  journeys: [
    {
      segments: [
        {
          airline: 'AF',
          airlineName: 'Air France',
          flightNumber: 'AF1803',
          origin: 'CDG',
          destination: 'TUN',
          departureAt: '2027-03-10T06:40:00+01:00',
          arrivalAt: '2027-03-10T08:59:00+01:00',
          durationMinutes: 139,
          cabin: 'economy',
        },
      ],
      durationMinutes: 139,
      stops: 0,
    },
  ],
  fareRules: { refundable: true, changeable: true, penalty: 9000, cancellationDeadline: '2027-03-07T05:40:00.000Z' },
  baggage: { checked: { pieces: 1, weight: 23, unit: 'kg' }, cabin: { weight: 8, unit: 'kg' } },
  seatsLeft: 5,
  currency: 'EUR',
  prices: [
    { type: 'adult', count: 1, unitPrice: 30000 },
    { type: 'child', count: 1, unitPrice: 22500 },
  ],
  purchasePrice: 52500,
};

const traveller = (overrides: Partial<Traveller>): Traveller => ({
  type: 'adult',
  title: 'mr',
  firstName: 'Sami',
  lastName: 'Haddad',
  nationality: 'TN',
  passportNumber: 'AB123456',
  passportExpiry: '2030-01-01',
  dateOfBirth: '1980-05-05',
  ...overrides,
});

describe('signed offers', () => {
  const tokens = new OfferTokens('x'.repeat(32));
  const now = Date.UTC(2027, 0, 1);
  const search: SupplierSearch = { legs: [{ origin: 'CDG', destination: 'TUN', date: '2027-03-10' }], passengers: { adults: 1, children: 1, infants: 0 }, cabin: 'economy', currency: 'EUR' };

  it('names the fare and the price shown, for the agency that searched, until it expires', () => {
    const token = tokens.signSearch(search, 'agency-1', now)(offer);
    expect(tokens.open(token, 'agency-1', now + 1000)).toEqual({ search, supplierRef: offer.supplierRef, purchasePrice: 52500, agencyId: 'agency-1', expiresAt: now + OFFER_TTL_MS });
    expect(() => tokens.open(token, 'agency-2', now)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => tokens.open(token, 'agency-1', now + OFFER_TTL_MS + 1)).toThrow(expect.objectContaining({ code: 'prices_expired' }));
  });

  it('refuses a token whose search, agency or expiry was changed, or that lost a part', () => {
    const [payload, mac, ref, price] = tokens.signSearch(search, 'agency-1', now)(offer).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = (change: object) => [Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url'), mac, ref, price].join('.');
    expect(() => tokens.open(forged({ search: { ...search, cabin: 'first' } }), 'agency-1', now)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => tokens.open(forged({ agencyId: 'agency-2' }), 'agency-2', now)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => tokens.open(forged({ expiresAt: now + 10 * OFFER_TTL_MS }), 'agency-1', now + 2 * OFFER_TTL_MS)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
    expect(() => tokens.open([payload, mac, ref].join('.'), 'agency-1', now)).toThrow(expect.objectContaining({ code: 'validation_failed' }));
  });

  it('writes a search answer as the offer views would serialise, again and again', () => {
    const name = tokens.signSearch(search, 'agency-1', now);
    const other = { ...offer, supplierRef: 'TU0712@2027-03-10', seatsLeft: 2, purchasePrice: 61000 };
    const views = [offerView(name(offer), offer, 55000, now + OFFER_TTL_MS), offerView(name(other), other, 63500, now + OFFER_TTL_MS)];
    const answer = () =>
      searchAnswerJson(
        [
          { offerId: name(offer), offer, salePrice: 55000 },
          { offerId: name(other), offer: other, salePrice: 63500 },
        ],
        now + OFFER_TTL_MS,
        'EUR',
      );
    expect(JSON.parse(answer())).toEqual({ offers: views, currency: 'EUR' });
    expect(answer()).toBe(answer());
  });

  it('names the fare without carrying its itinerary', () => {
    const name = tokens.signSearch(search, 'agency-1', now);
    expect(name({ ...offer, journeys: [...offer.journeys, ...offer.journeys] })).toHaveLength(name(offer).length);
  });
});

describe('traveller rules (spec §5, §9)', () => {
  it('accepts travellers who fit the offer', () => {
    expect(travellerIssues([traveller({}), traveller({ type: 'child', firstName: 'Yasmine', dateOfBirth: '2020-01-01' })], offer)).toEqual([]);
  });

  it('refuses twins of name, ages outside the type, passports ending before the return, and a mismatch with the fare', () => {
    const issues = travellerIssues([traveller({ dateOfBirth: '2012-01-01' }), traveller({ type: 'child', passportExpiry: '2027-03-01', dateOfBirth: '2020-01-01' })], offer);
    expect(issues).toEqual([
      { field: 'travellers.0.dateOfBirth', reason: 'age_not_adult' },
      { field: 'travellers.1.lastName', reason: 'names_must_differ' },
      { field: 'travellers.1.passportExpiry', reason: 'passport_expires_before_return' },
    ]);
    expect(travellerIssues([traveller({})], offer)).toContainEqual({ field: 'travellers', reason: 'travellers_do_not_match_offer' });
  });
});
