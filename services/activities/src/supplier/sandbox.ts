import { instantAt, Sandbox, sandboxRecord, seeded, type SandboxOptions, type SandboxTriggers } from '@portal/bookings';
import { ACTIVITY_LIMITS, currencyDigits, folded, refundPercent, type ActivityDestination, type ActivityTravellerAge, type CancellationRule, type LocalizedText } from '@portal/contracts';
import { BAND_FACTORS, BY_CITY, CITIES, productsOf, type CityRecord, type SandboxProduct } from './catalogue';
import {
  SupplierError,
  type ActivityParty,
  type ActivitySlotQuery,
  type ActivitySupplier,
  type ActivitySupplierSearch,
  type SupplierActivityBooking,
  type SupplierActivityOffer,
  type SupplierOptionAvailability,
  type SupplierProduct,
  type SupplierSearchResult,
  type SupplierSlot,
} from './supplier';

/** Sandbox triggers, documented in the README: the lead traveller's last name. */
export const TRIGGERS = {
  lastNames: {
    SOLDOUT: 'sold_out',
    TIMEOUT: 'timeout',
    ONREQUEST: 'pending',
    REJECTED: 'pending_refused',
    SUPPLIERCANCEL: 'supplier_cancelled',
  },
  /** Days further ahead than this have no availability. */
  horizonDays: 365,
} as const satisfies SandboxTriggers;

/** Euro exchange rates of the sandbox (a supplier quotes in the agency's contract currency). */
const EUR_RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95, CAD: 1.47, MAD: 10.8, TND: 3.35, AED: 3.97 };
/** Saturday and Sunday starts cost more. */
const WEEKEND_FACTOR = 1.1;
/** Share of starts with nothing left. */
const SOLD_OUT_SHARE = 0.08;
const HOUR_MS = 3_600_000;
/** Inventory is deterministic: a search asked again within minutes is answered from memory. */
const SEARCH_CACHE_MS = 5 * 60 * 1000;
const SEARCH_CACHE_ENTRIES = 500;
const DAY_MS = 86_400_000;

const REJECTION: LocalizedText = { en: 'The operator has no guide available for this start.', fr: "L'opérateur n'a pas de guide disponible pour ce départ." };
const SUPPLIER_CANCELLATION: LocalizedText = {
  en: 'The operator cancelled this start (weather conditions).',
  fr: "L'opérateur a annulé ce départ (conditions météorologiques).",
};

/** Places left at a start: travellers (per person) or units (per unit); some starts have none. */
function remainingAt(product: SandboxProduct, optionIndex: number, date: string, startTime: string): number {
  const random = seeded(`slot:${product.productId}:${optionIndex}:${date}:${startTime}`);
  return random() < SOLD_OUT_SHARE ? 0 : 1 + Math.floor(random() * product.capacity);
}

const minorUnits = new Map<string, number>();

/** Minor units per unit of a currency (100 for EUR), read once per currency. */
function minorUnit(currency: string): number {
  let unit = minorUnits.get(currency);
  if (unit === undefined) minorUnits.set(currency, (unit = 10 ** currencyDigits(currency)));
  return unit;
}

/** A price on a day (a band's factor against an adult's, or 1 for a unit), in whole units of the currency. */
function priceAt(product: SandboxProduct, optionIndex: number, date: string, factor: number, currency: string): number {
  if (factor === 0) return 0;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const eur = product.baseEur * (product.optionFactors[optionIndex] ?? 1) * (weekday === 0 || weekday === 6 ? WEEKEND_FACTOR : 1);
  return Math.max(1, Math.round(eur * factor * (EUR_RATES[currency] ?? 1))) * minorUnit(currency);
}

const plusDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * A policy's moments for one start: free until a moment (full refund before it), then what
 * cancelling costs from each moment on, from booking (`now`) to the start.
 */
export function policyMoments(rule: CancellationRule, start: Date, purchasePrice: number, now: number): SupplierActivityOffer['cancellation'] {
  const at = (hours: number) => new Date(start.getTime() - hours * HOUR_MS).toISOString();
  const penalty = (refund: number) => purchasePrice - Math.round((purchasePrice * refund) / 100);
  if (rule.kind === 'all_sales_final') return { refundable: false, freeUntil: null, penalties: [{ from: new Date(Math.floor(now / DAY_MS) * DAY_MS).toISOString(), amount: purchasePrice }] };
  // The hours at which the refund changes, furthest first; before the first one the first tier's refund applies.
  const steps = rule.kind === 'free' ? [rule.freeUntilHours ?? 0] : [...rule.tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).map((tier) => tier.hoursBefore);
  const first = refundPercent(rule, (steps[0] ?? 0) + 1);
  const freeUntil = first === 100 ? at(steps[0]!) : null;
  const penalties: { from: string; amount: number }[] = [];
  if (first < 100) penalties.push({ from: new Date(Math.floor(now / DAY_MS) * DAY_MS).toISOString(), amount: penalty(first) });
  steps.forEach((hours, i) => {
    const next = i + 1 < steps.length ? refundPercent(rule, steps[i + 1]!) : 0;
    penalties.push({ from: at(hours), amount: penalty(next) });
  });
  return { refundable: true, freeUntil, penalties };
}

/**
 * The sandbox activity supplier, like a real supplier's test mode: deterministic products over real
 * cities (tours, tickets, excursions) with options, age bands, per-person or per-unit prices, starts
 * with places left and a cut-off in the city's time zone, booking questions, instant or on-request
 * confirmation, structured cancellation policies, and triggers for every failure path.
 */
export class SandboxActivitySupplier implements ActivitySupplier {
  private readonly sandbox: Sandbox;
  private readonly byCity = new Map<string, SandboxProduct[]>();
  private readonly byProduct = new Map<string, SandboxProduct>();
  /** Each product as the supplier shows it, made once: a search shows a city's every product. */
  private readonly contents = new Map<string, SupplierProduct>();
  private readonly searches = new Map<string, { at: number; results: SupplierSearchResult[] }>();
  private bookings = 0;

  constructor(options: SandboxOptions = {}) {
    this.sandbox = new Sandbox(TRIGGERS, options);
  }

  private cityProducts(city: CityRecord): SandboxProduct[] {
    let products = this.byCity.get(city.id);
    if (!products) {
      products = productsOf(city);
      this.byCity.set(city.id, products);
      for (const product of products) {
        const { baseEur, optionFactors, weekdays, capacity, instantUntilHours, ...content } = product;
        this.byProduct.set(product.productId, product);
        this.contents.set(product.productId, content);
      }
    }
    return products;
  }

  private sandboxProduct(productId: string): SandboxProduct | null {
    const city = BY_CITY.get(productId.replace(/-a\d+$/, ''));
    if (!city) return null;
    this.cityProducts(city);
    return this.byProduct.get(productId) ?? null;
  }

  private cityDestination(city: CityRecord): ActivityDestination {
    return { id: `city:${city.id}`, name: city.name, country: city.country, countryCode: city.countryCode, timeZone: city.timeZone, products: this.cityProducts(city).length };
  }

  async destinations(query: string, limit: number): Promise<ActivityDestination[]> {
    await this.sandbox.latency();
    const q = folded(query.trim());
    if (!q) return [];
    const rank = (name: string) => (folded(name).startsWith(q) ? 0 : 1);
    return CITIES.filter((city) => folded(city.name).includes(q))
      .sort((a, b) => rank(a.name) - rank(b.name))
      .slice(0, limit)
      .map((city) => this.cityDestination(city));
  }

  async destination(id: string): Promise<ActivityDestination | null> {
    const [kind, key] = id.split(':');
    const city = kind === 'city' ? BY_CITY.get(key ?? '') : undefined;
    return city ? this.cityDestination(city) : null;
  }

  async product(productId: string): Promise<SupplierProduct | null> {
    return this.sandboxProduct(productId) ? (this.contents.get(productId) ?? null) : null;
  }

  async search(search: ActivitySupplierSearch): Promise<SupplierSearchResult[]> {
    await this.sandbox.latency();
    const city = search.destination.startsWith('city:') ? BY_CITY.get(search.destination.slice(5)) : undefined;
    if (!city) throw new SupplierError('unknown_location', `Unknown destination ${search.destination}`, 'destination');
    const key = `${city.id}|${search.from}|${search.to}|${search.currency}`;
    const now = this.sandbox.now().getTime();
    const cached = this.searches.get(key);
    if (cached && now - cached.at < SEARCH_CACHE_MS) return cached.results;
    // From three days ahead no start has begun or closed (cut-offs are at most 48 hours): no time zone to read.
    const settled = new Date(now + 3 * DAY_MS).toISOString().slice(0, 10);
    const results: SupplierSearchResult[] = [];
    for (const product of this.cityProducts(city)) {
      let fromPrice = Infinity;
      for (const date of this.runningDays(product, search.from, search.to)) {
        product.options.forEach((option, index) => {
          for (const time of option.startTimes) {
            if (remainingAt(product, index, date, time) === 0) continue;
            if (date < settled && instantAt(date, time, product.timeZone).getTime() - product.cutoffHours * HOUR_MS <= now) continue;
            fromPrice = Math.min(
              fromPrice,
              priceAt(product, index, date, product.pricing === 'per_unit' || product.ageBands.some((band) => band.band === 'adult') ? 1 : BAND_FACTORS[product.ageBands[0]!.band], search.currency),
            );
          }
        });
      }
      if (fromPrice !== Infinity) results.push({ productId: product.productId, fromPrice, currency: search.currency });
    }
    if (this.searches.size >= SEARCH_CACHE_ENTRIES) this.searches.delete(this.searches.keys().next().value!);
    this.searches.set(key, { at: now, results });
    return results;
  }

  async availability(productId: string, from: string, to: string, currency: string): Promise<SupplierOptionAvailability[]> {
    await this.sandbox.latency();
    const product = this.sandboxProduct(productId);
    return product ? this.calendar(product, from, to, currency) : [];
  }

  /** The days a product runs between two days (inclusive, at most a search's span), within the horizon. */
  private runningDays(product: SandboxProduct, from: string, to: string): string[] {
    const days: string[] = [];
    for (let day = from, n = 0; day <= to && n < ACTIVITY_LIMITS.maxSearchDays; day = plusDays(day, 1), n += 1) {
      if (product.weekdays.includes(new Date(`${day}T00:00:00Z`).getUTCDay()) && !this.sandbox.beyondHorizon([day])) days.push(day);
    }
    return days;
  }

  /** Every option's days and starts between two days: only days it runs, starts not begun, within the horizon. */
  private calendar(product: SandboxProduct, from: string, to: string, currency: string): SupplierOptionAvailability[] {
    const days = this.runningDays(product, from, to);
    return product.options.map((option, index) => ({
      optionId: option.optionId,
      days: days
        .map((date) => ({ date, slots: option.startTimes.map((time) => this.slot(product, index, date, time, currency)).filter((slot): slot is SupplierSlot => slot !== null) }))
        .filter((day) => day.slots.length > 0),
    }));
  }

  /** One start of an option on a day, priced in the currency; null when it has begun. */
  private slot(product: SandboxProduct, optionIndex: number, date: string, startTime: string, currency: string): SupplierSlot | null {
    const start = instantAt(date, startTime, product.timeZone);
    if (start.getTime() <= this.sandbox.now().getTime()) return null;
    return {
      startTime,
      remaining: remainingAt(product, optionIndex, date, startTime),
      cutoff: new Date(start.getTime() - product.cutoffHours * HOUR_MS).toISOString(),
      bandPrices: product.pricing === 'per_person' ? product.ageBands.map(({ band }) => ({ band, purchasePrice: priceAt(product, optionIndex, date, BAND_FACTORS[band], currency) })) : [],
      unitPurchasePrice: product.pricing === 'per_unit' ? priceAt(product, optionIndex, date, 1, currency) : null,
    };
  }

  async check(query: ActivitySlotQuery): Promise<SupplierActivityOffer | null> {
    await this.sandbox.latency();
    const product = this.sandboxProduct(query.productId);
    const optionIndex = product ? product.options.findIndex((option) => option.optionId === query.optionId) : -1;
    if (!product || optionIndex < 0 || !product.options[optionIndex]!.startTimes.includes(query.startTime)) return null;
    if (!product.weekdays.includes(new Date(`${query.date}T00:00:00Z`).getUTCDay()) || this.sandbox.beyondHorizon([query.date])) return null;
    const slot = this.slot(product, optionIndex, query.date, query.startTime, query.currency);
    if (!slot) return null;
    const units = product.pricing === 'per_unit' ? Math.ceil(query.travellers.length / (product.unitCapacity ?? 1)) : 0;
    if (slot.remaining < (units || query.travellers.length)) throw new SupplierError('sold_out', 'Not enough places left at this start');
    const prices = slot.bandPrices
      .map(({ band, purchasePrice }) => ({ band, count: query.travellers.filter((traveller) => traveller.band === band).length, purchasePrice }))
      .filter((price) => price.count > 0);
    const purchasePrice = units ? units * slot.unitPurchasePrice! : prices.reduce((sum, price) => sum + price.count * price.purchasePrice, 0);
    const now = this.sandbox.now().getTime();
    const start = instantAt(query.date, query.startTime, product.timeZone);
    const onRequest = product.confirmationType === 'on_request' || (product.confirmationType === 'instant_then_on_request' && start.getTime() - now < product.instantUntilHours * HOUR_MS);
    const answerBy = Math.min(now + ACTIVITY_LIMITS.onRequestMaxHours * HOUR_MS, Date.parse(slot.cutoff));
    return {
      supplierRef: `${product.productId}~${query.optionId}~${query.date}~${query.startTime}~${travellersKey(query.travellers)}`,
      productId: product.productId,
      optionId: query.optionId,
      date: query.date,
      startTime: query.startTime,
      start: start.toISOString(),
      cutoff: slot.cutoff,
      travellers: query.travellers.map(({ band, age }) => ({ band, age })),
      prices,
      units: units ? { count: units, unitPurchasePrice: slot.unitPurchasePrice! } : null,
      confirmation: onRequest ? 'on_request' : 'instant',
      onRequestDeadline: onRequest ? new Date(answerBy).toISOString() : null,
      cancellation: policyMoments(product.cancellationRule, start, purchasePrice, now),
      currency: query.currency,
      purchasePrice,
    };
  }

  /** The start again by its reference: null once it no longer exists, sold out when too few places remain. */
  async offer(query: ActivitySlotQuery, supplierRef: string): Promise<SupplierActivityOffer | null> {
    const offer = await this.check(query);
    return offer?.supplierRef === supplierRef ? offer : null;
  }

  /** The start as quoted now: sold out when too few places remain, gone once begun. */
  async reprice(offer: SupplierActivityOffer): Promise<SupplierActivityOffer> {
    const { productId, optionId, date, startTime, travellers, currency } = offer;
    const current = await this.check({ productId, optionId, date, startTime, travellers, currency });
    if (!current) throw new SupplierError('not_found', 'This start is no longer offered');
    return current;
  }

  async book(offer: SupplierActivityOffer, party: ActivityParty): Promise<SupplierActivityBooking> {
    this.bookings += 1;
    const supplierReference = `AV-${sandboxRecord(`${offer.supplierRef}:${party.leadTraveller.lastName}:${this.bookings}:${Date.now()}`, 8)}`;
    const scenarios = this.sandbox.scenarios([party.leadTraveller]);
    // An on-request start waits for the operator's answer: confirmed at a later look unless a trigger says otherwise.
    if (offer.confirmation === 'on_request' && !scenarios.has('pending_refused')) scenarios.add('pending');
    const status = await this.sandbox.book(supplierReference, scenarios, { supplierName: 'The activity supplier' });
    const operator = operatorOf(offer.productId);
    if (status === 'pending') return { supplierReference, status: 'on_request', voucherReference: null, reason: null, operator };
    return { supplierReference, status: 'confirmed', voucherReference: voucherOf(supplierReference), reason: null, operator };
  }

  async retrieve(supplierReference: string): Promise<SupplierActivityBooking> {
    const status = await this.sandbox.retrieve(supplierReference);
    if (status === 'refused') return { supplierReference, status: 'rejected', voucherReference: null, reason: REJECTION };
    if (status === 'cancelled') return { supplierReference, status: 'cancelled', voucherReference: voucherOf(supplierReference), reason: SUPPLIER_CANCELLATION };
    return { supplierReference, status: 'confirmed', voucherReference: voucherOf(supplierReference), reason: null };
  }

  async cancel(supplierReference: string): Promise<void> {
    await this.sandbox.latency();
    if (!supplierReference) throw new SupplierError('not_found', 'No such booking');
  }
}

/** The travellers of an offer as its reference keeps them: `adult30.child8`. */
function travellersKey(travellers: ActivityTravellerAge[]): string {
  return travellers.map(({ band, age }) => `${band}${age}`).join('.');
}

/** The local operator of a product: its name and phone, drawn from the product id. */
function operatorOf(productId: string): { name: string; phone: string } {
  const random = seeded(`operator:${productId}`);
  const digits = Array.from({ length: 8 }, () => Math.floor(random() * 10)).join('');
  return { name: `Sandbox Experiences ${sandboxRecord(`operator:${productId}`, 4)}`, phone: `+33 1 ${digits.replace(/(\d{2})(?=\d)/g, '$1 ')}` };
}

/** The supplier's voucher reference of a booking. */
function voucherOf(supplierReference: string): string {
  return `VX-${sandboxRecord(`voucher:${supplierReference}`, 10)}`;
}
