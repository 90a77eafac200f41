import { instantAt, SupplierError } from '@portal/bookings';
import type { ActivityTravellerAge } from '@portal/contracts';
import { CITIES } from './catalogue';
import { policyMoments, SandboxActivitySupplier } from './sandbox';
import type { ActivityParty, SupplierActivityOffer, SupplierProduct } from './supplier';

const NOW = Date.parse('2026-06-01T08:00:00Z');
const supplier = () => new SandboxActivitySupplier({ now: () => new Date(NOW), timeoutMs: 10 });
const HOUR = 3_600_000;

const party = (lastName: string, travellers: ActivityTravellerAge[]): ActivityParty => ({
  leadTraveller: { firstName: 'Ana', lastName, email: 'ana@example.com', phone: '33612345678' },
  travellers: travellers.map((traveller, i) => ({ ...traveller, firstName: 'Traveller', lastName: `Number${'abcdefghij'[i]}`, answers: {} })),
  answers: {},
});

/** The first bookable start of a product in June with enough places for these travellers. */
async function offerFor(sandbox: SandboxActivitySupplier, product: SupplierProduct, travellers: ActivityTravellerAge[]): Promise<SupplierActivityOffer> {
  const [option] = await sandbox.availability(product.productId, '2026-06-10', '2026-06-30', 'EUR');
  for (const day of option!.days) {
    for (const slot of day.slots) {
      const offer = await sandbox.check({ productId: product.productId, optionId: option!.optionId, date: day.date, startTime: slot.startTime, travellers, currency: 'EUR' }).catch(() => null);
      if (offer) return offer;
    }
  }
  throw new Error(`no start for ${product.productId}`);
}

async function cityProducts(sandbox: SandboxActivitySupplier, cityId: string): Promise<SupplierProduct[]> {
  const results = await sandbox.search({ destination: `city:${cityId}`, from: '2026-06-10', to: '2026-06-30', currency: 'EUR' });
  return (await Promise.all(results.map((result) => sandbox.product(result.productId)))).filter((product): product is SupplierProduct => product !== null);
}

describe('sandbox activity supplier', () => {
  it('sells the same 6 to 15 products in a city every time, titled and described in English and French', async () => {
    for (const city of CITIES.slice(0, 40)) {
      const destination = await supplier().destination(`city:${city.id}`);
      expect(destination!.products).toBeGreaterThanOrEqual(6);
      expect(destination!.products).toBeLessThanOrEqual(15);
    }
    const [a, b] = [await cityProducts(supplier(), 'paris-fr'), await cityProducts(supplier(), 'paris-fr')];
    expect(a).toEqual(b);
    for (const product of a) {
      expect(product.title.en).toContain('Paris');
      expect(product.title.fr).not.toEqual(product.title.en);
      expect(product.description.fr).not.toEqual(product.description.en);
      expect(product.options[0]!.optionId).toBe('standard');
      expect(product.ageBands.some((band) => band.band === 'adult' && band.minCount === 1)).toBe(true);
      expect(product.timeZone).toBe('Europe/Paris');
      expect(product.images[0]).toBe(`${product.productId}/1.svg`);
    }
  });

  it('finds cities by part of their name, accents and case aside', async () => {
    const found = await supplier().destinations('ZURI', 10);
    expect(found[0]).toMatchObject({ id: 'city:zurich-ch', name: 'Zürich', timeZone: 'Europe/Zurich' });
    await expect(supplier().search({ destination: 'city:atlantis-xx', from: '2026-06-10', to: '2026-06-11', currency: 'EUR' })).rejects.toMatchObject({
      failure: 'unknown_location',
      field: 'destination',
    });
  });

  it('lists starts with their places, prices per band and a cut-off in the city’s time zone', async () => {
    const sandbox = supplier();
    const product = (await cityProducts(sandbox, 'paris-fr')).find((candidate) => candidate.pricing === 'per_person')!;
    const calendar = await sandbox.availability(product.productId, '2026-06-10', '2026-06-16', 'EUR');
    expect(calendar.map((option) => option.optionId)).toEqual(product.options.map((option) => option.optionId));
    const day = calendar[0]!.days[0]!;
    const slot = day.slots[0]!;
    expect(Date.parse(slot.cutoff)).toBe(instantAt(day.date, slot.startTime, 'Europe/Paris').getTime() - product.cutoffHours * HOUR);
    expect(slot.bandPrices.map((price) => price.band)).toEqual(product.ageBands.map((band) => band.band));
    const adult = slot.bandPrices.find((price) => price.band === 'adult')!.purchasePrice;
    expect(adult % 100).toBe(0);
    for (const price of slot.bandPrices) expect(price.purchasePrice).toBeLessThanOrEqual(adult);
    expect((await sandbox.availability(product.productId, '2026-06-10', '2026-06-16', 'USD'))[0]!.days[0]!.slots[0]!.bandPrices[0]!.purchasePrice).not.toBe(slot.bandPrices[0]!.purchasePrice);
    expect(await sandbox.availability(product.productId, '2027-07-01', '2027-07-10', 'EUR')).toEqual(calendar.map((option) => ({ optionId: option.optionId, days: [] })));
  });

  it('prices a start per person by band, or per unit by the units the travellers take', async () => {
    const sandbox = supplier();
    const products = [...(await cityProducts(sandbox, 'paris-fr')), ...(await cityProducts(sandbox, 'nice-fr')), ...(await cityProducts(sandbox, 'barcelona-es'))];
    const perPerson = products.find((product) => product.pricing === 'per_person' && product.ageBands.some((band) => band.band === 'child'))!;
    const offer = await offerFor(sandbox, perPerson, [
      { band: 'adult', age: 40 },
      { band: 'adult', age: 38 },
      { band: 'child', age: 8 },
    ]);
    expect(offer.prices.map((price) => [price.band, price.count])).toEqual([
      ['adult', 2],
      ['child', 1],
    ]);
    expect(offer.purchasePrice).toBe(offer.prices.reduce((sum, price) => sum + price.count * price.purchasePrice, 0));
    const perUnit = products.find((product) => product.pricing === 'per_unit')!;
    const travellers = Array.from({ length: perUnit.unitCapacity! + 1 }, () => ({ band: 'adult' as const, age: 30 }));
    const unitOffer = await offerFor(sandbox, perUnit, travellers);
    expect(unitOffer.units!.count).toBe(2);
    expect(unitOffer.purchasePrice).toBe(2 * unitOffer.units!.unitPurchasePrice);
  });

  it('confirms on request with the answer due within 72 hours and before the cut-off', async () => {
    const sandbox = supplier();
    const products = (await Promise.all(CITIES.slice(0, 10).map((city) => cityProducts(sandbox, city.id)))).flat();
    const onRequest = products.find((product) => product.confirmationType === 'on_request')!;
    const offer = await offerFor(sandbox, onRequest, [{ band: 'adult', age: 30 }]);
    expect(offer.confirmation).toBe('on_request');
    expect(Date.parse(offer.onRequestDeadline!)).toBe(Math.min(NOW + 72 * HOUR, Date.parse(offer.cutoff)));
    const booked = await sandbox.book(offer, party('Martin', offer.travellers));
    expect(booked).toMatchObject({ status: 'on_request', voucherReference: null });
    expect(await sandbox.retrieve(booked.supplierReference)).toMatchObject({ status: 'confirmed', voucherReference: expect.stringMatching(/^VX-/) });
  });

  describe('triggers (the lead traveller’s last name)', () => {
    const sandbox = supplier();
    let offer: SupplierActivityOffer;
    beforeAll(async () => {
      const products = await cityProducts(sandbox, 'paris-fr');
      offer = await offerFor(
        sandbox,
        products.find((product) => product.confirmationType === 'instant')!,
        [{ band: 'adult', age: 30 }],
      );
    });

    it('books instantly with a voucher reference, and refuses SOLDOUT and TIMEOUT', async () => {
      expect(await sandbox.book(offer, party('Martin', offer.travellers))).toMatchObject({ status: 'confirmed', voucherReference: expect.stringMatching(/^VX-[A-Z2-9]{10}$/) });
      await expect(sandbox.book(offer, party('Soldout', offer.travellers))).rejects.toMatchObject({ failure: 'sold_out' });
      const timeout = await sandbox.book(offer, party('timeout', offer.travellers)).catch((err: unknown) => err);
      expect(timeout).toBeInstanceOf(SupplierError);
      expect(timeout).toMatchObject({ failure: 'timeout' });
    });

    it('leaves ONREQUEST on request then confirms it, REJECTED on request then rejects it with a reason', async () => {
      const later = await sandbox.book(offer, party('OnRequest', offer.travellers));
      expect(later.status).toBe('on_request');
      expect((await sandbox.retrieve(later.supplierReference)).status).toBe('confirmed');
      const rejected = await sandbox.book(offer, party('Rejected', offer.travellers));
      expect(rejected.status).toBe('on_request');
      const look = await sandbox.retrieve(rejected.supplierReference);
      expect(look).toMatchObject({ status: 'rejected', voucherReference: null });
      expect(look.reason!.fr).toBeTruthy();
    });

    it('confirms SUPPLIERCANCEL then shows it cancelled by the supplier at every later look', async () => {
      const booked = await sandbox.book(offer, party('SupplierCancel', offer.travellers));
      expect(booked.status).toBe('confirmed');
      for (let i = 0; i < 2; i += 1) expect(await sandbox.retrieve(booked.supplierReference)).toMatchObject({ status: 'cancelled', reason: { en: expect.stringContaining('cancelled') } });
    });
  });
});

describe('cancellation policy moments', () => {
  const start = new Date('2026-06-20T08:00:00Z');
  const at = (hours: number) => new Date(start.getTime() - hours * HOUR).toISOString();

  it('is free until N hours before, then the whole price', () => {
    expect(policyMoments({ kind: 'free', freeUntilHours: 24, tiers: [] }, start, 10_000, NOW)).toEqual({ refundable: true, freeUntil: at(24), penalties: [{ from: at(24), amount: 10_000 }] });
  });

  it('keeps a partial refund by tier, free first when the first tier refunds everything', () => {
    const tiers = [
      { hoursBefore: 24, refundPercent: 50 },
      { hoursBefore: 72, refundPercent: 100 },
    ];
    expect(policyMoments({ kind: 'partial', freeUntilHours: null, tiers }, start, 10_000, NOW)).toEqual({
      refundable: true,
      freeUntil: at(72),
      penalties: [
        { from: at(72), amount: 5_000 },
        { from: at(24), amount: 10_000 },
      ],
    });
    const costly = [
      { hoursBefore: 48, refundPercent: 75 },
      { hoursBefore: 12, refundPercent: 25 },
    ];
    expect(policyMoments({ kind: 'partial', freeUntilHours: null, tiers: costly }, start, 10_000, NOW).penalties).toEqual([
      { from: '2026-06-01T00:00:00.000Z', amount: 2_500 },
      { from: at(48), amount: 7_500 },
      { from: at(12), amount: 10_000 },
    ]);
  });

  it('costs everything from booking when all sales are final', () => {
    expect(policyMoments({ kind: 'all_sales_final', freeUntilHours: null, tiers: [] }, start, 10_000, NOW)).toEqual({
      refundable: false,
      freeUntil: null,
      penalties: [{ from: '2026-06-01T00:00:00.000Z', amount: 10_000 }],
    });
  });
});
