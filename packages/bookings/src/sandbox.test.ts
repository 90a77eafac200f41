import { Sandbox, sandboxRecord, seeded, serviceDateAhead, type SandboxTriggers } from './sandbox';
import { SupplierError } from './supplier';

const TRIGGERS: SandboxTriggers = {
  lastNames: {
    PRICECHANGE: 'price_change',
    SOLDOUT: 'sold_out',
    TIMEOUT: 'timeout',
    ONREQUEST: 'pending',
    REFUSED: 'pending_refused',
    VOUCHERFAIL: 'refused',
    LATECONFIRM: 'record_later',
    HOTELCANCELS: 'supplier_cancelled',
  },
  daysOfMonth: { 29: 'price_change' },
  horizonDays: 330,
};
const now = new Date(Date.UTC(2027, 0, 1));
const sandbox = () => new Sandbox(TRIGGERS, { now: () => now, timeoutMs: 20 });
const guest = (lastName: string) => ({ lastName });

describe('the sandbox base: scenarios from last names and dates', () => {
  it('selects a scenario by a last name in any case, or by a service date, and none otherwise', () => {
    const box = sandbox();
    expect(box.scenarios([guest('Haddad'), guest('soldOut')])).toEqual(new Set(['sold_out']));
    expect(box.scenarios([guest('Haddad')], ['2027-03-29T06:40:00+01:00'])).toEqual(new Set(['price_change']));
    expect(box.scenarios([guest('TIMEOUT'), guest('ONREQUEST')], ['2027-03-28'])).toEqual(new Set(['timeout', 'pending']));
    expect(box.scenarios([guest('Haddad')], ['2027-03-10'])).toEqual(new Set());
  });

  it('finds nothing beyond its horizon', () => {
    expect(sandbox().beyondHorizon(['2027-11-20'])).toBe(false);
    expect(sandbox().beyondHorizon(['2027-12-01'])).toBe(true);
  });

  it('fails a booking for sold out and for no answer (after hanging), and leaves one pending until a later look', async () => {
    const box = sandbox();
    const book = (lastName: string, soldOut = false) => box.book(`ref-${lastName}`, box.scenarios([guest(lastName)]), { soldOut });
    await expect(book('SOLDOUT')).rejects.toMatchObject({ failure: 'sold_out' });
    await expect(book('Haddad', true)).rejects.toMatchObject({ failure: 'sold_out' });
    const started = Date.now();
    await expect(book('TIMEOUT')).rejects.toEqual(expect.any(SupplierError));
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(await book('ONREQUEST')).toBe('pending');
    expect(await box.retrieve('ref-ONREQUEST')).toBe('confirmed');
    expect(await book('Haddad')).toBe('confirmed');
  });

  it('keeps a booking the supplier cancelled on its side cancelled at every later look', async () => {
    const box = sandbox();
    expect(await box.book('ref-1', box.scenarios([guest('HOTELCANCELS')]))).toBe('confirmed');
    expect(await box.retrieve('ref-1')).toBe('cancelled');
    expect(await box.retrieve('ref-1')).toBe('cancelled');
  });

  it('leaves an on-request booking pending, then refused at every later look', async () => {
    const box = sandbox();
    expect(await box.book('ref-r', box.scenarios([guest('REFUSED')]))).toBe('pending');
    expect(await box.retrieve('ref-r')).toBe('refused');
    expect(await box.retrieve('ref-r')).toBe('refused');
  });

  it('confirms a booking whose record number the supplier gives only at a later look', async () => {
    const box = sandbox();
    expect(await box.book('ref-l', box.scenarios([guest('LATECONFIRM')]))).toBe('confirmed');
    expect(box.recordReady('ref-l')).toBe(false);
    expect(await box.retrieve('ref-l')).toBe('confirmed');
    expect(box.recordReady('ref-l')).toBe(true);
    expect(await box.book('ref-n', box.scenarios([guest('Haddad')]))).toBe('confirmed');
    expect(box.recordReady('ref-n')).toBe(true);
  });

  it('refuses to issue a document for its trigger only', async () => {
    const box = sandbox();
    await expect(box.issue(box.scenarios([guest('VOUCHERFAIL')]), 'The hotel refused the voucher')).rejects.toMatchObject({ failure: 'refused', message: 'The hotel refused the voucher' });
    await expect(box.issue(box.scenarios([guest('Haddad')]), 'never')).resolves.toBeUndefined();
  });

  it('raises a changed price by 7% in whole units of the currency', () => {
    expect(sandbox().changedPrice(30_000, 'EUR')).toBe(32_100);
    expect(sandbox().changedPrice(30_500, 'EUR')).toBe(32_600);
    expect(sandbox().changedPrice(300_000, 'TND')).toBe(321_000);
  });

  it('draws the same numbers and records from the same key', () => {
    expect([seeded('AF:CDG:TUN')(), seeded('AF:CDG:TUN')()]).toEqual([seeded('AF:CDG:TUN')(), seeded('AF:CDG:TUN')()]);
    expect(sandboxRecord('k')).toBe(sandboxRecord('k'));
    expect(sandboxRecord('k')).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
  });

  it('gives service dates off the price-change day, a 29th moved back so a later day is never before an earlier one', () => {
    const now = Date.UTC(2026, 10, 28, 23, 0);
    expect([30, 31, 32].map((days) => serviceDateAhead(days, now))).toEqual(['2026-12-28', '2026-12-28', '2026-12-30']);
    expect(serviceDateAhead(2, now)).toBe('2026-11-30');
  });
});
