import {
  instantAt,
  localTime,
  Sandbox,
  SANDBOX_AIRPORTS,
  SANDBOX_PRICE_CHANGE_DAY,
  SandboxSearches,
  sandboxRecord,
  seeded,
  type SandboxOptions,
  type SandboxScenario,
  type SandboxTriggers,
} from '@portal/bookings';
import {
  currencyDigits,
  folded,
  passengerCount,
  timeMeaningOf,
  type LocalizedText,
  type PlaceKind,
  type TransferPlace,
  type TransferService,
  type TransferTripSearch,
  type VehicleCategory,
} from '@portal/contracts';
import { SupplierError, type PenaltyShare, type SupplierTransferBooking, type SupplierTransferOffer, type TransferSupplier, type TransferSupplierSearch, type TripBookingRequest } from './supplier';

/** Sandbox triggers, documented in the README: the lead passenger's last name or a trip's date. */
export const TRIGGERS = {
  lastNames: {
    PRICECHANGE: 'price_change',
    SOLDOUT: 'sold_out',
    TIMEOUT: 'timeout',
    NOACK: 'pending',
    SUPPLIERCANCEL: 'supplier_cancelled',
  },
  /** Trips on the 29th of a month re-check 7% dearer too. */
  daysOfMonth: { [SANDBOX_PRICE_CHANGE_DAY]: 'price_change' },
  /** Trips further ahead than this find nothing. */
  horizonDays: 365,
} as const satisfies SandboxTriggers;

/** The sandbox supplier's 24/7 line, on every voucher. */
export const EMERGENCY_PHONE = '+33 1 84 88 34 21';
/** Drives longer than this are no transfer: nothing found. */
export const MAX_ROAD_KM = 300;
/** A flight departure's pickup leaves this long at the airport before the flight, besides the drive. */
export const AIRPORT_MARGIN_MINUTES = 150;
/** Departures from a hotel: re-confirm the pickup time this long before it. */
export const RECONFIRM_HOURS = 24;
/** A shared shuttle takes at most this many passengers of one booking. */
const SHUTTLE_MAX_PASSENGERS = 8;

/** Euro exchange rates of the sandbox (a supplier quotes in the agency's contract currency). */
const EUR_RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95, CAD: 1.47, MAD: 10.8, TND: 3.35, AED: 3.97 };

/** Private vehicles: who and what they take, and their price against a sedan's. */
const VEHICLES: Record<VehicleCategory, { passengers: number; luggage: number; factor: number }> = {
  sedan: { passengers: 3, luggage: 3, factor: 1 },
  minivan: { passengers: 7, luggage: 7, factor: 1.45 },
  minibus: { passengers: 16, luggage: 16, factor: 2.3 },
  coach: { passengers: 50, luggage: 50, factor: 4.2 },
};
/** A coach is offered to parties of this many or more. */
const COACH_FROM = 8;
/** A private sedan (EUR): a pickup fee plus a price per road kilometre, at least the minimum. */
const SEDAN_EUR = { base: 25, perKm: 1.1, minimum: 35 };
/** A shuttle seat (EUR), children and adults alike; infants ride free on a lap. */
const SEAT_EUR = { base: 12, perKm: 0.35 };
const CHILD_SEAT_EUR = 8;
/** Pickups between 22:00 and 06:00 local cost more. */
const NIGHT_FACTOR = 1.2;
/** Roads are longer than a straight line. */
const ROAD_FACTOR = 1.3;

interface StationOrPort {
  code: string;
  name: string;
  city: string;
  lat: number;
  lon: number;
}

/** Real train stations of the sandbox's cities. */
const STATIONS: StationOrPort[] = [
  { code: 'FRPLY', name: 'Paris Gare de Lyon', city: 'Paris', lat: 48.8443, lon: 2.3744 },
  { code: 'FRPNO', name: 'Paris Gare du Nord', city: 'Paris', lat: 48.8809, lon: 2.3553 },
  { code: 'FRPMO', name: 'Paris Montparnasse', city: 'Paris', lat: 48.8412, lon: 2.321 },
  { code: 'FRLPD', name: 'Lyon Part-Dieu', city: 'Lyon', lat: 45.7606, lon: 4.8594 },
  { code: 'FRMSC', name: 'Marseille Saint-Charles', city: 'Marseille', lat: 43.3026, lon: 5.3806 },
  { code: 'FRNIC', name: 'Nice-Ville', city: 'Nice', lat: 43.7046, lon: 7.2619 },
  { code: 'FRBOJ', name: 'Bordeaux Saint-Jean', city: 'Bordeaux', lat: 44.8256, lon: -0.5563 },
  { code: 'GBSPX', name: 'London St Pancras International', city: 'London', lat: 51.5322, lon: -0.126 },
  { code: 'NLAMA', name: 'Amsterdam Centraal', city: 'Amsterdam', lat: 52.3789, lon: 4.9003 },
  { code: 'BEBMI', name: 'Bruxelles-Midi', city: 'Brussels', lat: 50.8358, lon: 4.3353 },
  { code: 'DEFRH', name: 'Frankfurt (Main) Hauptbahnhof', city: 'Frankfurt', lat: 50.107, lon: 8.6634 },
  { code: 'DEMHB', name: 'München Hauptbahnhof', city: 'Munich', lat: 48.1402, lon: 11.5586 },
  { code: 'CHZHB', name: 'Zürich HB', city: 'Zurich', lat: 47.3779, lon: 8.5403 },
  { code: 'CHGVC', name: 'Genève-Cornavin', city: 'Geneva', lat: 46.2102, lon: 6.1424 },
  { code: 'ATWHB', name: 'Wien Hauptbahnhof', city: 'Vienna', lat: 48.1852, lon: 16.3763 },
  { code: 'ESMAT', name: 'Madrid Puerta de Atocha', city: 'Madrid', lat: 40.4066, lon: -3.6892 },
  { code: 'ESBCS', name: 'Barcelona Sants', city: 'Barcelona', lat: 41.379, lon: 2.14 },
  { code: 'ITRMT', name: 'Roma Termini', city: 'Rome', lat: 41.901, lon: 12.5016 },
  { code: 'ITMIC', name: 'Milano Centrale', city: 'Milano', lat: 45.4862, lon: 9.2046 },
  { code: 'ITVSL', name: 'Venezia Santa Lucia', city: 'Venice', lat: 45.441, lon: 12.321 },
  { code: 'ITNAC', name: 'Napoli Centrale', city: 'Naples', lat: 40.853, lon: 14.2724 },
  { code: 'PTSAP', name: 'Lisboa Santa Apolónia', city: 'Lisbon', lat: 38.7137, lon: -9.1226 },
  { code: 'DKCPH', name: 'København H', city: 'Copenhagen', lat: 55.6725, lon: 12.5647 },
  { code: 'MACAV', name: 'Casa-Voyageurs', city: 'Casablanca', lat: 33.5893, lon: -7.5917 },
  { code: 'TNTUN', name: 'Gare de Tunis', city: 'Tunis', lat: 36.795, lon: 10.1806 },
];

/** Real cruise and ferry ports of the sandbox's cities. */
const PORTS: StationOrPort[] = [
  { code: 'FRMRS', name: 'Port of Marseille cruise terminal', city: 'Marseille', lat: 43.333, lon: 5.349 },
  { code: 'FRNCE', name: 'Port of Nice', city: 'Nice', lat: 43.696, lon: 7.286 },
  { code: 'ESBCN', name: 'Port of Barcelona', city: 'Barcelona', lat: 41.37, lon: 2.18 },
  { code: 'ESPMI', name: 'Port of Palma', city: 'Palma de Mallorca', lat: 39.561, lon: 2.628 },
  { code: 'ESAGP', name: 'Port of Málaga', city: 'Malaga', lat: 36.715, lon: -4.417 },
  { code: 'ITCVV', name: 'Civitavecchia cruise port', city: 'Rome', lat: 42.093, lon: 11.788 },
  { code: 'ITVCE', name: 'Venice cruise terminal (Marittima)', city: 'Venice', lat: 45.437, lon: 12.319 },
  { code: 'ITNAP', name: 'Port of Naples (Molo Beverello)', city: 'Naples', lat: 40.838, lon: 14.254 },
  { code: 'GRPIR', name: 'Port of Piraeus', city: 'Athens', lat: 37.942, lon: 23.647 },
  { code: 'TRIST', name: 'Galataport Istanbul', city: 'Istanbul', lat: 41.027, lon: 28.981 },
  { code: 'PTLIS', name: 'Lisbon cruise terminal', city: 'Lisbon', lat: 38.711, lon: -9.123 },
  { code: 'NLAMS', name: 'Passenger Terminal Amsterdam', city: 'Amsterdam', lat: 52.378, lon: 4.913 },
  { code: 'DKCPH', name: 'Copenhagen Ocean Quay', city: 'Copenhagen', lat: 55.723, lon: 12.63 },
  { code: 'TNLGN', name: 'Port of La Goulette', city: 'Tunis', lat: 36.818, lon: 10.305 },
  { code: 'MATNG', name: 'Port of Tanger Ville', city: 'Tanger', lat: 35.788, lon: -5.806 },
  { code: 'MACAS', name: 'Port of Casablanca', city: 'Casablanca', lat: 33.605, lon: -7.612 },
  { code: 'AEDXB', name: 'Mina Rashid cruise terminal', city: 'Dubai', lat: 25.268, lon: 55.278 },
  { code: 'USMIA', name: 'PortMiami', city: 'Miami', lat: 25.778, lon: -80.179 },
  { code: 'SGSIN', name: 'Marina Bay Cruise Centre', city: 'Singapore', lat: 1.265, lon: 103.863 },
];

/** The streets of a city's hotel addresses (a hotel point is a hotel's address, not a hotel of the hotels service). */
const STREETS = ['Avenue Centrale', 'Boulevard du Port', 'Rue des Jardins', 'Harbour Road', 'Market Street', 'Park Avenue', 'Old Town Square', 'Seaside Promenade', 'Palm Avenue', 'Rue de la Paix'];
const HOTEL_POINTS_PER_CITY = 4;

interface SandboxPlace extends TransferPlace {
  lat: number;
  lon: number;
  /** Price level of the place's city. */
  cityFactor: number;
}

const slug = (text: string) =>
  folded(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Every place of the sandbox: its airports, the stations and ports of some of their cities, and hotel addresses in each city. */
function inventory(): SandboxPlace[] {
  const places: SandboxPlace[] = [];
  const cities = new Map<string, { name: string; country: string; timeZone: string; lat: number; lon: number; cityFactor: number }>();
  for (const airport of SANDBOX_AIRPORTS) {
    let city = cities.get(airport.city);
    if (!city) {
      const random = seeded(`city:${airport.city}`);
      const station = STATIONS.find((s) => s.city === airport.city);
      // A city's centre: its main station, else some way from its airport.
      const centre = station ?? { lat: airport.lat + 0.08 + random() * 0.1, lon: airport.lon + 0.05 + random() * 0.1 };
      city = { name: airport.city, country: airport.country, timeZone: airport.tz, lat: centre.lat, lon: centre.lon, cityFactor: 0.7 + random() * 0.8 };
      cities.set(airport.city, city);
    }
    const { name, country, timeZone, cityFactor } = city;
    places.push({
      id: `airport:${airport.iata}`,
      kind: 'airport',
      code: airport.iata,
      name: airport.name,
      address: null,
      city: name,
      country,
      timeZone,
      terminals: airport.terminals,
      lat: airport.lat,
      lon: airport.lon,
      cityFactor,
    });
  }
  for (const [kind, list] of [
    ['station', STATIONS],
    ['port', PORTS],
  ] as const) {
    for (const point of list) {
      const city = cities.get(point.city)!;
      places.push({
        id: `${kind}:${point.code}`,
        kind,
        code: point.code,
        name: point.name,
        address: null,
        city: city.name,
        country: city.country,
        timeZone: city.timeZone,
        terminals: [],
        lat: point.lat,
        lon: point.lon,
        cityFactor: city.cityFactor,
      });
    }
  }
  for (const city of cities.values()) {
    const random = seeded(`hotels:${city.name}`);
    for (let n = 1; n <= HOTEL_POINTS_PER_CITY; n += 1) {
      const street = `${1 + Math.floor(random() * 180)} ${STREETS[Math.floor(random() * STREETS.length)]}`;
      const code = `${slug(city.name)}-${n}`;
      const lat = city.lat + (random() - 0.5) * 0.04;
      const lon = city.lon + (random() - 0.5) * 0.04;
      places.push({
        id: `hotel:${code}`,
        kind: 'hotel',
        code,
        name: street,
        address: `${street}, ${city.name}`,
        city: city.name,
        country: city.country,
        timeZone: city.timeZone,
        terminals: [],
        lat,
        lon,
        cityFactor: city.cityFactor,
      });
    }
  }
  return places;
}

const KIND_ORDER: Record<PlaceKind, number> = { airport: 0, station: 1, port: 2, hotel: 3 };

function roadKm(a: SandboxPlace, b: SandboxPlace): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h)) * ROAD_FACTOR;
}

/** A drive's minutes: slow in town, faster beyond, a few minutes more for the pair's own traffic. */
function driveMinutes(from: SandboxPlace, to: SandboxPlace, km: number): number {
  const speed = km < 25 ? 35 : 65;
  return Math.round(10 + (km / speed) * 60 + seeded(`drive:${from.id}:${to.id}`)() * 10);
}

/** The meeting point at a trip's start, in English and French. */
function meetingPointOf(from: SandboxPlace, service: TransferService): LocalizedText {
  switch (from.kind) {
    case 'airport':
      return service === 'shared'
        ? {
            en: `Shuttle desk in the arrivals hall of ${from.name} (${from.code}): show your voucher; the shuttle leaves within 45 minutes of your flight's arrival.`,
            fr: `Comptoir des navettes dans le hall des arrivées de ${from.name} (${from.code}) : présentez votre bon ; la navette part dans les 45 minutes suivant l'arrivée de votre vol.`,
          }
        : {
            en: `Arrivals hall of your terminal at ${from.name} (${from.code}): your driver holds a sign with the lead passenger's name and waits up to 60 minutes after landing.`,
            fr: `Hall des arrivées de votre terminal à ${from.name} (${from.code}) : votre chauffeur tient une pancarte au nom du passager principal et attend jusqu'à 60 minutes après l'atterrissage.`,
          };
    case 'port':
      return {
        en: `Exit of the passenger terminal at ${from.name}: your driver holds a sign with the lead passenger's name.`,
        fr: `Sortie du terminal passagers de ${from.name} : votre chauffeur tient une pancarte au nom du passager principal.`,
      };
    case 'station':
      return {
        en: `Main entrance of ${from.name}: your driver holds a sign with the lead passenger's name.`,
        fr: `Entrée principale de ${from.name} : votre chauffeur tient une pancarte au nom du passager principal.`,
      };
    case 'hotel':
      return {
        en: `Hotel reception at ${from.address}: be ready at the pickup time.`,
        fr: `Réception de l'hôtel, ${from.address} : soyez prêts à l'heure de prise en charge.`,
      };
  }
}

function reconfirmOf(from: SandboxPlace): SupplierTransferOffer['reconfirm'] {
  if (from.kind !== 'hotel') return null;
  return {
    hoursBefore: RECONFIRM_HOURS,
    text: {
      en: `Re-confirm the pickup time with the transfer supplier at least ${RECONFIRM_HOURS} hours before, on ${EMERGENCY_PHONE}.`,
      fr: `Reconfirmez l'heure de prise en charge auprès du transporteur au moins ${RECONFIRM_HOURS} heures avant, au ${EMERGENCY_PHONE}.`,
    },
  };
}

/** An offer's reference: `<trip>~<vehicle>~<service>~<from>~<to>~<date>~<time>`. */
function offerRef(trip: number, vehicle: VehicleCategory, service: TransferService, search: TransferTripSearch): string {
  return [trip, vehicle, service, search.from, search.to, search.date, search.time].join('~');
}

const dateOfRef = (ref: string) => ref.split('~')[5] ?? '';

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/**
 * The sandbox transfer supplier, like a real supplier's test mode: real airports with their
 * terminals, train stations, ports and hotel addresses; private vehicles by category and capacity
 * priced per vehicle, shared shuttles per seat; child seats as extras; cancellation penalties at the
 * pickup point's local time; a meeting point and an emergency line; departures to re-confirm; and
 * triggers for every failure path.
 */
export class SandboxTransferSupplier implements TransferSupplier {
  private readonly sandbox: Sandbox;
  private readonly all = inventory();
  private readonly byId = new Map(this.all.map((place) => [place.id, place]));
  private readonly searchable = this.all.map((place) => ({ place, text: folded(`${place.code} ${place.name} ${place.city}`), name: folded(place.name), city: folded(place.city) }));
  private readonly searches: SandboxSearches<SupplierTransferOffer[]>;
  private bookings = 0;

  constructor(options: SandboxOptions = {}) {
    this.sandbox = new Sandbox(TRIGGERS, options);
    this.searches = new SandboxSearches(this.sandbox.now);
  }

  async places(query: string, limit: number, kind?: PlaceKind): Promise<TransferPlace[]> {
    await this.sandbox.latency();
    const q = folded(query.trim());
    if (!q) return [];
    const rank = ({ place, name, city }: (typeof this.searchable)[number]) => (folded(place.code) === q ? 0 : city.startsWith(q) || name.startsWith(q) ? 1 : 2);
    return this.searchable
      .filter((entry) => (!kind || entry.place.kind === kind) && entry.text.includes(q))
      .sort((a, b) => rank(a) - rank(b) || KIND_ORDER[a.place.kind] - KIND_ORDER[b.place.kind] || a.place.city.localeCompare(b.place.city))
      .slice(0, limit)
      .map(({ place }) => this.shown(place));
  }

  async place(id: string): Promise<TransferPlace | null> {
    const place = this.byId.get(id);
    return place ? this.shown(place) : null;
  }

  private shown({ id, kind, code, name, address, city, country, timeZone, terminals }: SandboxPlace): TransferPlace {
    return { id, kind, code, name, address, city, country, timeZone, terminals };
  }

  private placeOf(id: string, field: string): SandboxPlace {
    const place = this.byId.get(id);
    if (!place) throw new SupplierError('unknown_location', `Unknown place ${id}`, field);
    return place;
  }

  async search(search: TransferSupplierSearch): Promise<SupplierTransferOffer[]> {
    await this.sandbox.latency();
    return this.searched(search);
  }

  /** Inventory is deterministic: an offer is found again by searching its trip again (from memory, mostly). */
  async offer(search: TransferSupplierSearch, supplierRef: string): Promise<SupplierTransferOffer | null> {
    await this.sandbox.latency();
    if (!search.trips[Number(supplierRef.split('~')[0])]) return null;
    return this.searched(search).find((offer) => offer.supplierRef === supplierRef) ?? null;
  }

  /** Every trip's offers, remembered for a few minutes. */
  private searched(search: TransferSupplierSearch): SupplierTransferOffer[] {
    const { trips, passengers, luggage, currency } = search;
    const key = JSON.stringify([trips.map((trip) => [trip.from, trip.to, trip.date, trip.time]), passengers.adults, passengers.childrenAges, passengers.infants, luggage, currency]);
    return this.searches.answer(key, () => trips.flatMap((trip, i) => this.tripOffers(search, trip, i)));
  }

  /** A trip's offers, cheapest first: every private vehicle that takes the party and its luggage, and a shuttle at an airport. */
  private tripOffers(search: TransferSupplierSearch, trip: TransferTripSearch, index: number): SupplierTransferOffer[] {
    const from = this.placeOf(trip.from, `trips.${index}.from`);
    const to = this.placeOf(trip.to, `trips.${index}.to`);
    if (this.sandbox.beyondHorizon([trip.date])) return [];
    const km = roadKm(from, to);
    if (km > MAX_ROAD_KM) return [];
    const duration = driveMinutes(from, to, km);
    const pickupAt = this.pickupOf(from, to, trip, duration);
    const pickupHour = Number(localTime(pickupAt, from.timeZone).slice(11, 13));
    const night = pickupHour >= 22 || pickupHour < 6 ? NIGHT_FACTOR : 1;
    const exchange = EUR_RATES[search.currency] ?? 1;
    const unit = 10 ** currencyDigits(search.currency);
    const money = (eur: number) => Math.max(1, Math.round(eur * exchange)) * unit;
    const party = passengerCount(search.passengers);
    const common = {
      trip: index,
      currency: search.currency,
      pickupAt: pickupAt.toISOString(),
      dropOffAt: new Date(pickupAt.getTime() + duration * MINUTE_MS).toISOString(),
      durationMinutes: duration,
      timeZone: from.timeZone,
      emergencyPhone: EMERGENCY_PHONE,
      reconfirm: reconfirmOf(from),
    };
    const offers: SupplierTransferOffer[] = [];
    const sedan = Math.max(SEDAN_EUR.minimum, SEDAN_EUR.base + SEDAN_EUR.perKm * km) * from.cityFactor * night;
    for (const [vehicle, spec] of Object.entries(VEHICLES) as [VehicleCategory, (typeof VEHICLES)[VehicleCategory]][]) {
      if (party > spec.passengers || search.luggage > spec.luggage || (vehicle === 'coach' && party < COACH_FROM)) continue;
      offers.push({
        ...common,
        supplierRef: offerRef(index, vehicle, 'private', trip),
        vehicle,
        service: 'private',
        maxPassengers: spec.passengers,
        maxLuggage: spec.luggage,
        priceBasis: 'per_vehicle',
        units: 1,
        purchasePrice: money(sedan * spec.factor),
        childSeatPrice: money(CHILD_SEAT_EUR),
        cancellation: this.policy(pickupAt, 'private'),
        meetingPoint: meetingPointOf(from, 'private'),
      });
    }
    // A shuttle from or to an airport, for a party that fits and a suitcase each at most.
    const seats = search.passengers.adults + search.passengers.childrenAges.length;
    if ((from.kind === 'airport' || to.kind === 'airport') && party <= SHUTTLE_MAX_PASSENGERS && search.luggage <= seats) {
      offers.push({
        ...common,
        supplierRef: offerRef(index, 'minibus', 'shared', trip),
        vehicle: 'minibus',
        service: 'shared',
        maxPassengers: SHUTTLE_MAX_PASSENGERS,
        maxLuggage: seats,
        priceBasis: 'per_seat',
        units: seats,
        purchasePrice: money((SEAT_EUR.base + SEAT_EUR.perKm * km) * from.cityFactor) * seats,
        childSeatPrice: null,
        cancellation: this.policy(pickupAt, 'shared'),
        meetingPoint: meetingPointOf(from, 'shared'),
      });
    }
    return offers.sort((a, b) => a.purchasePrice - b.purchasePrice);
  }

  /**
   * When the driver picks up: at a flight's arrival; a drive and the airport margin before a flight's
   * departure (rounded down to 5 minutes); otherwise at the time asked.
   */
  private pickupOf(from: SandboxPlace, to: SandboxPlace, trip: TransferTripSearch, duration: number): Date {
    if (timeMeaningOf(from.kind, to.kind) === 'flight_departure') {
      const departure = instantAt(trip.date, trip.time, to.timeZone).getTime();
      const pickup = departure - (AIRPORT_MARGIN_MINUTES + duration) * MINUTE_MS;
      return new Date(pickup - (pickup % (5 * MINUTE_MS)));
    }
    return instantAt(trip.date, trip.time, from.timeZone);
  }

  /** Private: free until 24 hours before the pickup, then the whole price; shared: free until 48 hours, half until 24, then the whole. */
  private policy(pickupAt: Date, service: TransferService): SupplierTransferOffer['cancellation'] {
    const before = (hours: number) => new Date(pickupAt.getTime() - hours * HOUR_MS).toISOString();
    const penalties: PenaltyShare[] =
      service === 'private'
        ? [{ from: before(24), share: 1 }]
        : [
            { from: before(48), share: 0.5 },
            { from: before(24), share: 1 },
          ];
    return { freeUntil: penalties[0]!.from, penalties };
  }

  async reprice(offer: SupplierTransferOffer, travellers: { lastName: string }[] = []): Promise<SupplierTransferOffer> {
    await this.sandbox.latency();
    if (!this.scenarios(offer, travellers).has('price_change')) return offer;
    return { ...offer, purchasePrice: this.sandbox.changedPrice(offer.purchasePrice, offer.currency) };
  }

  /** What the lead passenger's last name and the trip's date trigger. */
  private scenarios(offer: SupplierTransferOffer, travellers: { lastName: string }[]): Set<SandboxScenario> {
    return this.sandbox.scenarios(travellers, [dateOfRef(offer.supplierRef)]);
  }

  async book(offer: SupplierTransferOffer, request: TripBookingRequest): Promise<SupplierTransferBooking> {
    this.bookings += 1;
    const supplierReference = `TRF-${sandboxRecord(`${offer.supplierRef}:${request.leadPassenger.lastName}:${this.bookings}:${Date.now()}`, 8)}`;
    const status = await this.sandbox.book(supplierReference, this.scenarios(offer, [request.leadPassenger]), { supplierName: 'The transfer supplier' });
    return { supplierReference, status, confirmationNumber: status === 'confirmed' ? this.confirmationNumber(supplierReference) : null };
  }

  private confirmationNumber(supplierReference: string): string {
    return sandboxRecord(`confirmation:${supplierReference}`, 8);
  }

  /** A later look: a booking never acknowledged (`NOACK`) is confirmed by now; one the supplier cancelled (`SUPPLIERCANCEL`) says so. */
  async retrieve(supplierReference: string): Promise<SupplierTransferBooking> {
    const status = await this.sandbox.retrieve(supplierReference);
    if (status === 'confirmed') return { supplierReference, status, confirmationNumber: this.confirmationNumber(supplierReference) };
    return { supplierReference, status: 'cancelled', confirmationNumber: null };
  }

  async cancel(supplierReference: string): Promise<void> {
    await this.sandbox.latency();
    if (!supplierReference) throw new SupplierError('not_found', 'No such booking');
  }
}
