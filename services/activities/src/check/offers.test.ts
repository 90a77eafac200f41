import { AppError } from '@portal/service-kit';
import { SandboxActivitySupplier } from '../supplier/sandbox';
import { currentOffer, OFFER_TTL_MS, OfferTokens } from './offers';

const query = {
  productId: 'paris-fr-a01',
  optionId: 'standard',
  date: '2026-12-10',
  startTime: '10:00',
  travellers: [
    { band: 'adult' as const, age: 40 },
    { band: 'child' as const, age: 8 },
  ],
  currency: 'EUR',
};
const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('offer ids', () => {
  const tokens = new OfferTokens('test-secret');
  const offerId = tokens.offerId(query, 'agency-1', { supplierRef: 'paris-fr-a01~standard~2026-12-10~10:00~adult40.child8', purchasePrice: 9_000 }, NOW);
  const refusal = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof AppError ? [err.code, err.status, JSON.stringify(err.details ?? null)] : err;
    }
    throw new Error('not refused');
  };

  it('give back the start, travellers, currency, reference and price shown to the agency that checked it', () => {
    expect(tokens.open(offerId, 'agency-1', NOW + 60_000)).toEqual({
      query,
      agencyId: 'agency-1',
      supplierRef: 'paris-fr-a01~standard~2026-12-10~10:00~adult40.child8',
      purchasePrice: 9_000,
      expiresAt: NOW + OFFER_TTL_MS,
    });
  });

  it("refuse another agency's and forged ids, and expire after 20 minutes", () => {
    const invalid = ['validation_failed', 400, JSON.stringify({ fields: [{ field: 'offerId', reason: 'invalid_offer' }] })];
    expect(refusal(() => tokens.open(offerId, 'agency-2', NOW))).toEqual(invalid);
    expect(refusal(() => tokens.open(`x${offerId.slice(1)}`, 'agency-1', NOW))).toEqual(invalid);
    expect(refusal(() => new OfferTokens('other-secret').open(offerId, 'agency-1', NOW))).toEqual(invalid);
    expect(refusal(() => tokens.open(offerId, 'agency-1', NOW + OFFER_TTL_MS + 1))).toEqual(['prices_expired', 409, 'null']);
  });
});

describe('current offer', () => {
  it('is the start as the supplier quotes it now, or prices expired once its reference names nothing', async () => {
    const supplier = new SandboxActivitySupplier({ now: () => new Date(NOW) });
    const [option] = await supplier.availability('paris-fr-a01', '2026-12-10', '2026-12-20', 'EUR');
    const day = option!.days.find((candidate) => candidate.slots.some((slot) => slot.remaining > 0))!;
    const slot = day.slots.find((candidate) => candidate.remaining > 0)!;
    const slotQuery = { productId: 'paris-fr-a01', optionId: option!.optionId, date: day.date, startTime: slot.startTime, travellers: [{ band: 'adult' as const, age: 40 }], currency: 'EUR' };
    const checked = (await supplier.check(slotQuery))!;
    const claims = { query: slotQuery, agencyId: 'agency-1', supplierRef: checked.supplierRef, purchasePrice: checked.purchasePrice, expiresAt: NOW + OFFER_TTL_MS };
    expect(await currentOffer(supplier, claims)).toEqual(checked);
    await expect(currentOffer(supplier, { ...claims, supplierRef: 'paris-fr-a01~standard~2026-12-10~03:00~adult40' })).rejects.toMatchObject({ code: 'prices_expired', status: 409 });
  });
});
