import { currencyDigits } from '@portal/contracts';
import { SupplierError } from './supplier';

/**
 * What a sandbox supplier can be made to do, as a real supplier's test mode does: a price that
 * moves at re-check, nothing left at booking, no answer, a booking left pending (confirmed on a
 * later look, or refused then), a refusal (tickets, vouchers), a booking confirmed before the
 * supplier's record number (a hotel confirmation number) is given on a later look, and a booking
 * the supplier cancels on its side.
 */
export type SandboxScenario = 'price_change' | 'sold_out' | 'timeout' | 'pending' | 'pending_refused' | 'refused' | 'record_later' | 'supplier_cancelled';

/** The documented triggers of a product's sandbox: a traveller's or guest's last name, or a service date. */
export interface SandboxTriggers {
  /** Last names (upper case) and the scenario each selects. */
  lastNames: Partial<Record<string, SandboxScenario>>;
  /** Days of the month of a service date (departure, check-in, pick-up) and the scenario each selects. */
  daysOfMonth?: Partial<Record<number, SandboxScenario>>;
  /** Searches for dates further ahead than this find nothing. */
  horizonDays: number;
}

export interface SandboxOptions {
  /** Simulated latency of every supplier call (0 for benchmarks). */
  latencyMs?: number;
  /** How long the timeout scenario makes a call hang before failing. */
  timeoutMs?: number;
  now?: () => Date;
}

/** How much a triggered price change raises a price. */
export const PRICE_CHANGE_FACTOR = 1.07;

/** The day of the month whose service dates (departure, check-in, pick-up) change price at re-check in every product's sandbox. */
export const SANDBOX_PRICE_CHANGE_DAY = 29;

/**
 * A service date (UTC, `YYYY-MM-DD`) this many days ahead that is not the sandboxes' price-change
 * day, for tests and demos that want a price to hold: that day is moved back one day, so a date
 * asked for further ahead is never before a nearer one, though the two can be the same day.
 */
export function serviceDateAhead(daysAhead: number, now = Date.now()): string {
  const date = new Date(now + daysAhead * 86_400_000);
  if (date.getUTCDate() === SANDBOX_PRICE_CHANGE_DAY) date.setUTCDate(SANDBOX_PRICE_CHANGE_DAY - 1);
  return date.toISOString().slice(0, 10);
}

/** A small deterministic generator per key (FNV-1a seed, mulberry32 steps): same key, same inventory. */
export function seeded(key: string): () => number {
  let state = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) state = Math.imul(state ^ key.charCodeAt(i), 0x01000193);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A supplier-style record locator (PNR, confirmation number) drawn from a key, without look-alike characters. */
export function sandboxRecord(key: string, length = 6): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const random = seeded(key);
  return Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join('');
}

/** How long a sandbox answers a search asked again from memory, and how many searches it keeps. */
const SANDBOX_SEARCH_MEMORY = { ms: 5 * 60 * 1000, entries: 500 } as const;

/**
 * A sandbox's searches answered from memory for a few minutes: its inventory is deterministic, so
 * a search asked again (another page, a re-check, the same trip for another agent) finds the same
 * answer without being worked out again. The oldest searches are forgotten first.
 */
export class SandboxSearches<T> {
  private readonly answers = new Map<string, { at: number; answer: T }>();

  constructor(private readonly now: () => Date) {}

  /** The answer to the search `key`, worked out by `search` unless a recent one is remembered; a failure is not remembered. */
  answer(key: string, search: () => T): T {
    const now = this.now().getTime();
    const remembered = this.answers.get(key);
    if (remembered && now - remembered.at < SANDBOX_SEARCH_MEMORY.ms) return remembered.answer;
    const answer = search();
    this.answers.delete(key);
    if (this.answers.size >= SANDBOX_SEARCH_MEMORY.entries) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { at: now, answer });
    return answer;
  }
}

/**
 * The trigger mechanism every product's sandbox supplier shares: which scenarios a booking's
 * travellers and dates select, the latency and the hang, and the failures each scenario raises.
 * A product's sandbox keeps only its inventory and says which scenario acts at which of its steps.
 */
export class Sandbox {
  private readonly latencyMs: number;
  private readonly timeoutMs: number;
  readonly now: () => Date;
  /** Bookings whose later look differs from their booking: pending ones, those whose record comes later, those the supplier will cancel or refuse. */
  private readonly records = new Map<string, SandboxScenario>();

  constructor(
    readonly triggers: SandboxTriggers,
    options: SandboxOptions = {},
  ) {
    this.latencyMs = options.latencyMs ?? 0;
    this.timeoutMs = options.timeoutMs ?? 2_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Every supplier call's simulated latency. */
  async latency(): Promise<void> {
    if (this.latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, this.latencyMs));
  }

  /** The scenarios the travellers' last names and the service dates (`YYYY-MM-DD…`) select. */
  scenarios(travellers: { lastName: string }[], dates: string[] = []): Set<SandboxScenario> {
    const found = new Set<SandboxScenario>();
    for (const { lastName } of travellers) {
      const scenario = this.triggers.lastNames[lastName.toUpperCase()];
      if (scenario) found.add(scenario);
    }
    for (const date of dates) {
      const scenario = this.triggers.daysOfMonth?.[Number(date.slice(8, 10))];
      if (scenario) found.add(scenario);
    }
    return found;
  }

  /** Whether a service date lies beyond what the sandbox sells. */
  beyondHorizon(dates: string[]): boolean {
    const horizon = this.now().getTime() + this.triggers.horizonDays * 86_400_000;
    return dates.some((date) => Date.parse(`${date.slice(0, 10)}T00:00:00Z`) > horizon);
  }

  /**
   * At booking: hangs then fails for `timeout`, fails for `sold_out` (or when the product found
   * no space), and answers whether the booking stays pending (`pending`, `pending_refused`); the
   * record remembers what a later look finds (confirmed, refused, or cancelled on the supplier's
   * side) and whether the supplier's record number waits for it (`record_later`).
   */
  async book(supplierRef: string, scenarios: Set<SandboxScenario>, { soldOut = false, supplierName = 'The supplier' } = {}): Promise<'confirmed' | 'pending'> {
    await this.latency();
    if (scenarios.has('timeout')) {
      await new Promise((resolve) => setTimeout(resolve, this.timeoutMs));
      throw new SupplierError('timeout', `${supplierName} did not answer in time`);
    }
    if (soldOut || scenarios.has('sold_out')) throw new SupplierError('sold_out', 'Nothing left at this price');
    if (scenarios.has('record_later')) this.records.set(supplierRef, 'record_later');
    if (scenarios.has('supplier_cancelled')) this.records.set(supplierRef, 'supplier_cancelled');
    const pending = scenarios.has('pending_refused') ? 'pending_refused' : scenarios.has('pending') ? 'pending' : undefined;
    if (!pending) return 'confirmed';
    this.records.set(supplierRef, pending);
    return 'pending';
  }

  /** Whether the supplier has given its record number for a booking yet: a `record_later` one gets it at its first later look. */
  recordReady(supplierRef: string): boolean {
    return this.records.get(supplierRef) !== 'record_later';
  }

  /**
   * A later look at a booking: a pending one is confirmed by now (or refused, for
   * `pending_refused`, at every look), one the supplier cancelled says so at every look.
   */
  async retrieve(supplierRef: string): Promise<'confirmed' | 'refused' | 'cancelled'> {
    await this.latency();
    const record = this.records.get(supplierRef);
    if (record === 'supplier_cancelled') return 'cancelled';
    if (record === 'pending_refused') return 'refused';
    this.records.delete(supplierRef);
    return 'confirmed';
  }

  /** At issuing a document (tickets, a voucher): fails for `refused`. */
  async issue(scenarios: Set<SandboxScenario>, refusal: string): Promise<void> {
    await this.latency();
    if (scenarios.has('refused')) throw new SupplierError('refused', refusal);
  }

  /** A price in minor units as the `price_change` scenario moves it: up by 7%, in whole units of the currency. */
  changedPrice(amount: number, currency: string): number {
    const unit = 10 ** currencyDigits(currency);
    return Math.round((amount * PRICE_CHANGE_FACTOR) / unit) * unit;
  }
}
