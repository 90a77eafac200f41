import { instantAt, localTime, Sandbox, SANDBOX_AIRPORTS, SANDBOX_PRICE_CHANGE_DAY, sandboxRecord, seeded, type SandboxAirport, type SandboxOptions, type SandboxTriggers } from '@portal/bookings';
import { currencyDigits, type Cabin, type PassengerType, type Segment, type Traveller } from '@portal/contracts';
import { SupplierError, type FlightSupplier, type SupplierBooking, type SupplierJourney, type SupplierOffer, type SupplierSearch } from './supplier';

/** The kit's sandbox airports: what this airline flies between. */
export type AirportRecord = SandboxAirport;
export const AIRPORTS = SANDBOX_AIRPORTS;
const BY_IATA = new Map(AIRPORTS.map((a) => [a.iata, a]));

/** Real carriers with their hubs; their schedules here are the sandbox's own. */
export const AIRLINES = [
  { code: 'AF', name: 'Air France', hub: 'CDG', longHaulFirst: true },
  { code: 'KL', name: 'KLM', hub: 'AMS', longHaulFirst: false },
  { code: 'LH', name: 'Lufthansa', hub: 'FRA', longHaulFirst: true },
  { code: 'BA', name: 'British Airways', hub: 'LHR', longHaulFirst: true },
  { code: 'TK', name: 'Turkish Airlines', hub: 'IST', longHaulFirst: false },
  { code: 'EK', name: 'Emirates', hub: 'DXB', longHaulFirst: true },
  { code: 'QR', name: 'Qatar Airways', hub: 'DOH', longHaulFirst: true },
  { code: 'TU', name: 'Tunisair', hub: 'TUN', longHaulFirst: false },
  { code: 'AT', name: 'Royal Air Maroc', hub: 'CMN', longHaulFirst: false },
  { code: 'MS', name: 'EgyptAir', hub: 'CAI', longHaulFirst: false },
] as const;
type Airline = (typeof AIRLINES)[number];

/** Sandbox triggers, documented in the README: a passenger's last name or a travel date. */
export const TRIGGERS = {
  lastNames: { PRICECHANGE: 'price_change', SOLDOUT: 'sold_out', TIMEOUT: 'timeout', PNRPENDING: 'pending', TICKETFAIL: 'refused' },
  /** Departures on the 29th of a month change price at re-price too. */
  daysOfMonth: { [SANDBOX_PRICE_CHANGE_DAY]: 'price_change' },
  /** Searches for dates further ahead than this find no flight. */
  horizonDays: 330,
} as const satisfies SandboxTriggers;

/** Euro exchange rates of the sandbox (a supplier quotes in the agency's contract currency). */
const EUR_RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95, CAD: 1.47, MAD: 10.8, TND: 3.35, AED: 3.97 };
const CABIN_FACTOR: Record<Cabin, number> = { economy: 1, premium_economy: 1.6, business: 3.2, first: 5.2 };
const PASSENGER_FACTOR: Record<PassengerType, number> = { adult: 1, child: 0.75, infant: 0.1 };
const DEPARTURE_SLOTS = ['06:40', '09:15', '12:30', '15:50', '19:05', '21:35'];
const KM_PER_HOUR = 820;
const SEARCH_CACHE_MS = 5 * 60 * 1000;
const SEARCH_CACHE_ENTRIES = 500;

export function distanceKm(a: AirportRecord, b: AirportRecord): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function airportOf(iata: string): AirportRecord {
  const airport = BY_IATA.get(iata);
  if (!airport) throw new SupplierError('not_found', `Unknown airport ${iata}`);
  return airport;
}

/** Whether an airline flies a route nonstop: from or to its hub, or a short route it picked. */
function operates(airline: Airline, from: AirportRecord, to: AirportRecord): boolean {
  if (from.iata === airline.hub || to.iata === airline.hub) return distanceKm(from, to) < 14_000;
  const pair = [from.iata, to.iata].sort().join('-');
  return distanceKm(from, to) < 3_000 && seeded(`${airline.code}:${pair}`)() < 0.18;
}

/**
 * The sandbox airline supplier, like a real supplier's test mode: deterministic inventory over
 * real airports, real carriers and hubs, nonstop and one-stop itineraries, four cabins, fares with
 * rules and baggage, seats, prices per passenger type, and triggers for every failure path.
 */
export class SandboxSupplier implements FlightSupplier {
  private readonly sandbox: Sandbox;
  /** Inventory is deterministic: a search asked again within minutes is answered from memory. */
  private readonly cache = new Map<string, { at: number; offers: SupplierOffer[] }>();

  constructor(options: SandboxOptions = {}) {
    this.sandbox = new Sandbox(TRIGGERS, options);
  }

  async search(search: SupplierSearch): Promise<SupplierOffer[]> {
    await this.sandbox.latency();
    search.legs.forEach((leg, i) => {
      for (const side of ['origin', 'destination'] as const) {
        if (!BY_IATA.has(leg[side])) throw new SupplierError('unknown_airport', `Unknown airport ${leg[side]}`, `legs.${i}.${side}`);
      }
    });
    const { adults, children, infants } = search.passengers;
    const key = `${search.legs.map((leg) => `${leg.origin}${leg.destination}${leg.date}`).join(',')}|${adults},${children},${infants}|${search.cabin}|${search.currency}`;
    const now = this.sandbox.now().getTime();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < SEARCH_CACHE_MS) return cached.offers;
    const offers = this.searchInventory(search);
    if (this.cache.size >= SEARCH_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, { at: now, offers });
    return offers;
  }

  /** Inventory is deterministic: an offer is found again by searching again (from memory, mostly). */
  async offer(search: SupplierSearch, supplierRef: string): Promise<SupplierOffer | null> {
    return (await this.search(search)).find((offer) => offer.supplierRef === supplierRef) ?? null;
  }

  private searchInventory(search: SupplierSearch): SupplierOffer[] {
    if (this.sandbox.beyondHorizon(search.legs.map((leg) => leg.date))) return [];
    const options = search.legs.map((leg) => this.journeys(leg.origin, leg.destination, leg.date, search.cabin));
    if (options.some((o) => o.length === 0)) return [];
    // Round trips and multi-city: each outbound option with the same airline's cheapest fit later, kept small.
    const combos: { journeys: SupplierJourney[]; airline: string }[] = [];
    for (const first of options[0]!) {
      const airline = first.segments[0]!.airline;
      const rest = options.slice(1).map((legOptions, i) => {
        const previousArrival = i === 0 ? first.segments.at(-1)!.arrivalAt : undefined;
        return legOptions.find((j) => j.segments[0]!.airline === airline && (!previousArrival || j.segments[0]!.departureAt > previousArrival)) ?? legOptions[0];
      });
      if (rest.every(Boolean)) combos.push({ journeys: [first, ...(rest as SupplierJourney[])], airline });
    }
    return combos.map((combo) => this.price(combo.journeys, search));
  }

  /** Every way to fly one leg on a date: nonstop, or one stop at an airline's hub. */
  private journeys(origin: string, destination: string, date: string, cabin: Cabin): SupplierJourney[] {
    const from = airportOf(origin);
    const to = airportOf(destination);
    const found: SupplierJourney[] = [];
    for (const airline of AIRLINES) {
      if (cabin === 'first' && !airline.longHaulFirst) continue;
      const random = seeded(`${airline.code}:${origin}:${destination}:${date}`);
      const slots = DEPARTURE_SLOTS.filter(() => random() < 0.35).slice(0, 3);
      if (operates(airline, from, to)) {
        for (const slot of slots) found.push({ segments: [this.segment(airline, from, to, date, slot, cabin)], durationMinutes: 0, stops: 0 });
      } else if (airline.hub !== origin && airline.hub !== destination) {
        const hub = airportOf(airline.hub);
        if (!operates(airline, from, hub) || !operates(airline, hub, to)) continue;
        if (distanceKm(from, hub) + distanceKm(hub, to) > distanceKm(from, to) * 1.6) continue;
        for (const slot of slots.slice(0, 2)) {
          const first = this.segment(airline, from, hub, date, slot, cabin);
          const layover = 75 + Math.floor(random() * 140);
          const connectAt = new Date(Date.parse(first.arrivalAt) + layover * 60_000);
          found.push({ segments: [first, this.segmentAt(airline, hub, to, connectAt, cabin)], durationMinutes: 0, stops: 1 });
        }
      }
    }
    for (const journey of found) {
      journey.durationMinutes = Math.round((Date.parse(journey.segments.at(-1)!.arrivalAt) - Date.parse(journey.segments[0]!.departureAt)) / 60_000);
    }
    return found.sort((a, b) => a.segments[0]!.departureAt.localeCompare(b.segments[0]!.departureAt));
  }

  private segment(airline: Airline, from: AirportRecord, to: AirportRecord, date: string, slot: string, cabin: Cabin): Segment {
    return this.segmentAt(airline, from, to, instantAt(date, slot, from.tz), cabin);
  }

  private segmentAt(airline: Airline, from: AirportRecord, to: AirportRecord, departure: Date, cabin: Cabin): Segment {
    const minutes = Math.round((distanceKm(from, to) / KM_PER_HOUR) * 60 + 30);
    const arrival = new Date(departure.getTime() + minutes * 60_000);
    const number = 100 + Math.floor(seeded(`${airline.code}${from.iata}${to.iata}`)() * 8800);
    return {
      airline: airline.code,
      airlineName: airline.name,
      flightNumber: `${airline.code}${number}`,
      origin: from.iata,
      destination: to.iata,
      departureAt: localTime(departure, from.tz),
      arrivalAt: localTime(arrival, to.tz),
      durationMinutes: minutes,
      cabin,
    };
  }

  private price(journeys: SupplierJourney[], search: SupplierSearch): SupplierOffer {
    const first = journeys[0]!.segments[0]!;
    const key = journeys.map((j) => j.segments.map((s) => `${s.flightNumber}@${s.departureAt}`).join('+')).join('|');
    const random = seeded(`${key}:${search.cabin}`);
    const km = journeys.flatMap((j) => j.segments).reduce((sum, s) => sum + distanceKm(airportOf(s.origin), airportOf(s.destination)), 0);
    const rate = EUR_RATES[search.currency] ?? 1;
    const digits = currencyDigits(search.currency);
    const adultEur = (35 + km * 0.085 * (0.85 + random() * 0.35)) * CABIN_FACTOR[search.cabin] + 28 * journeys.length;
    const counts: [PassengerType, number][] = [
      ['adult', search.passengers.adults],
      ['child', search.passengers.children],
      ['infant', search.passengers.infants],
    ];
    const prices = counts.filter(([, count]) => count > 0).map(([type, count]) => ({ type, count, unitPrice: Math.round(adultEur * PASSENGER_FACTOR[type] * rate) * 10 ** digits }));
    const premium = search.cabin !== 'economy';
    const departure = Date.parse(first.departureAt);
    return {
      supplierRef: key,
      journeys,
      fareRules: {
        refundable: premium || random() < 0.3,
        changeable: true,
        penalty: Math.round((premium ? 50 : 90) * rate) * 10 ** digits,
        cancellationDeadline: new Date(departure - 72 * 3_600_000).toISOString(),
      },
      baggage: {
        checked: { pieces: search.cabin === 'first' ? 3 : premium ? 2 : 1, weight: premium ? 32 : 23, unit: 'kg' },
        cabin: { weight: premium ? 12 : 8, unit: 'kg' },
      },
      seatsLeft: 1 + Math.floor(random() * 9),
      currency: search.currency,
      prices,
      purchasePrice: prices.reduce((sum, p) => sum + p.unitPrice * p.count, 0),
    };
  }

  async reprice(offer: SupplierOffer, travellers: Pick<Traveller, 'lastName'>[] = []): Promise<SupplierOffer> {
    await this.sandbox.latency();
    if (!this.scenarios(offer, travellers).has('price_change')) return offer;
    const prices = offer.prices.map((p) => ({ ...p, unitPrice: this.sandbox.changedPrice(p.unitPrice, offer.currency) }));
    return { ...offer, prices, purchasePrice: prices.reduce((sum, p) => sum + p.unitPrice * p.count, 0) };
  }

  /** What the passengers' last names and the departure date trigger. */
  private scenarios(offer: SupplierOffer, travellers: Pick<Traveller, 'lastName'>[]) {
    return this.sandbox.scenarios(travellers, [offer.journeys[0]!.segments[0]!.departureAt]);
  }

  async book(offer: SupplierOffer, travellers: Traveller[]): Promise<SupplierBooking> {
    // Seats as the search counts them (adults and children): an infant travels on an adult's lap.
    const seats = travellers.filter((traveller) => traveller.type !== 'infant').length;
    const status = await this.sandbox.book(offer.supplierRef, this.scenarios(offer, travellers), { soldOut: seats > offer.seatsLeft, supplierName: 'The airline' });
    return status === 'pending' ? { pnr: null, status: 'pnr_pending' } : { pnr: this.pnrOf(offer.supplierRef, travellers), status: 'confirmed' };
  }

  private pnrOf(ref: string, travellers: Traveller[]): string {
    return sandboxRecord(`${ref}:${travellers.map((t) => t.passportNumber).join(',')}:${Date.now()}`);
  }

  async retrieve(supplierRef: string): Promise<SupplierBooking> {
    // A pending record confirms on the next look; no flight trigger cancels on the airline's side.
    await this.sandbox.retrieve(supplierRef);
    return { pnr: this.pnrOf(supplierRef, []), status: 'confirmed' };
  }

  async issueTickets(pnr: string, travellers: Traveller[]): Promise<string[]> {
    await this.sandbox.issue(this.sandbox.scenarios(travellers), 'The airline refused to issue the tickets');
    const random = seeded(`tickets:${pnr}`);
    return travellers.map(() => `057-${String(Math.floor(random() * 1e10)).padStart(10, '0')}`);
  }

  async cancel(pnr: string): Promise<void> {
    await this.sandbox.latency();
    if (!pnr) throw new SupplierError('not_found', 'No such record');
  }
}
