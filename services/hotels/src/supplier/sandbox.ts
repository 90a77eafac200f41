import { readFileSync } from 'node:fs';
import { instantAt, Sandbox, SANDBOX_PRICE_CHANGE_DAY, sandboxRecord, seeded, type SandboxOptions, type SandboxScenario, type SandboxTriggers } from '@portal/bookings';
import {
  BOARD_CODES,
  currencyDigits,
  FACILITIES,
  folded,
  nightsBetween,
  type BoardCode,
  type Facility,
  type HotelDestination,
  type LocalizedText,
  type RoomOccupancy,
  type RoomType,
} from '@portal/contracts';
import { SupplierError, type HotelSupplier, type HotelSupplierSearch, type RoomGuests, type SupplierHotel, type SupplierHotelBooking, type SupplierRate } from './supplier';

export interface CityRecord {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  timeZone: string;
}

export const CITIES: CityRecord[] = JSON.parse(readFileSync(new URL('../../data/cities.json', import.meta.url), 'utf8'));
const BY_CITY = new Map(CITIES.map((city) => [city.id, city]));

/** Sandbox triggers, documented in the README: a guest's last name or the check-in date. */
export const TRIGGERS = {
  lastNames: {
    PRICECHANGE: 'price_change',
    SOLDOUT: 'sold_out',
    TIMEOUT: 'timeout',
    ONREQUEST: 'pending',
    REFUSED: 'pending_refused',
    ONREQUESTREFUSED: 'pending_refused',
    LATECONFIRM: 'record_later',
    HOTELCANCEL: 'supplier_cancelled',
  },
  /** Check-ins on the 29th of a month change price at re-check too. */
  daysOfMonth: { [SANDBOX_PRICE_CHANGE_DAY]: 'price_change' },
  /** Stays further ahead than this find no hotel. */
  horizonDays: 365,
} as const satisfies SandboxTriggers;

/** Euro exchange rates of the sandbox (a supplier quotes in the agency's contract currency). */
const EUR_RATES: Record<string, number> = { EUR: 1, USD: 1.08, GBP: 0.85, CHF: 0.95, CAD: 1.47, MAD: 10.8, TND: 3.35, AED: 3.97 };
/** A room for two adults, one night, room only, by star category (EUR). */
const STAR_BASE_EUR = [0, 38, 58, 88, 145, 270];
const ROOM_FACTOR: Record<RoomType, number> = { single: 0.8, standard_double: 1, twin: 1, superior_double: 1.25, deluxe: 1.5, family: 1.65, junior_suite: 1.9, suite: 2.6 };
/** Who fits a room type: adults, and guests counted from the age of 2. */
const ROOM_CAPACITY: Record<RoomType, { adults: number; guests: number }> = {
  single: { adults: 1, guests: 1 },
  standard_double: { adults: 2, guests: 3 },
  twin: { adults: 2, guests: 3 },
  superior_double: { adults: 2, guests: 3 },
  deluxe: { adults: 3, guests: 3 },
  family: { adults: 4, guests: 5 },
  junior_suite: { adults: 3, guests: 4 },
  suite: { adults: 4, guests: 5 },
};
/** Occupancy of a room by its adults (two adults are the base price). */
const ADULTS_FACTOR = [0, 0.85, 1, 1.4, 1.8];
/** A child aged 0-1 stays free, 2-11 at a child price, 12-17 near an adult's. */
const childFactor = (age: number) => (age < 2 ? 0 : age < 12 ? 0.25 : 0.38);
/** Meals per adult and night by board (EUR), a base plus a part growing with the stars; children pay half. */
const BOARD_EUR: Record<BoardCode, [number, number]> = { room_only: [0, 0], bed_and_breakfast: [9, 3], half_board: [22, 6], full_board: [34, 9], all_inclusive: [55, 12] };
/** Some rates are priced on the guests' nationality. */
const NATIONALITY_FACTOR: Record<string, number> = { TN: 0.9, MA: 0.92, DZ: 0.93, GB: 1.04, US: 1.06, RU: 1.05 };
const NON_REFUNDABLE_FACTOR = 0.88;
const LONG_STAY_NIGHTS = 7;
const LONG_STAY_FACTOR = 0.95;
/** Friday and Saturday nights cost more. */
const WEEKEND_FACTOR = 1.1;
/** Pay later is offered when the supplier's payment deadline leaves the agent this long. */
const PAY_LATER_MIN_AHEAD_MS = 5 * 86_400_000;
/** The supplier wants its money this many days before free cancellation ends. */
const PAY_LATER_DAYS_BEFORE_FREE_END = 3;
const SEARCH_CACHE_MS = 5 * 60 * 1000;
const SEARCH_CACHE_ENTRIES = 500;
const DAY_MS = 86_400_000;

const DIAL_CODES: Record<string, string> = Object.fromEntries(
  `FR33 GB44 IE353 NL31 BE32 LU352 DE49 CH41 AT43 IT39 ES34 PT351 GR30 TR90 DK45 SE46 NO47 FI358 IS354 PL48 CZ420 HU36 RO40 BG359
RS381 HR385 SI386 SK421 EE372 LV371 LT370 MT356 CY357 RU7 UA380 GE995 AZ994 AM374 TN216 DZ213 MA212 EG20 LY218 SN221 CI225 ML223
BF226 NG234 GH233 KE254 TZ255 ET251 RW250 UG256 ZA27 MU230 MG261 SC248 NA264 AE971 QA974 BH973 KW965 SA966 OM968 JO962 LB961
IL972 IR98 US1 CA1 MX52 CU53 DO1 PR1 JM1 PA507 CR506 CO57 PE51 EC593 CL56 AR54 UY598 BR55 MQ596 GP590 PF689 NC687 JP81 KR82 CN86
HK852 MO853 TW886 TH66 SG65 MY60 ID62 PH63 VN84 KH855 IN91 NP977 LK94 MV960 BD880 PK92 UZ998 KZ7 AU61 NZ64`
    .split(/\s+/)
    .map((entry) => [entry.slice(0, 2), entry.slice(2)]),
);

const NAME_WORDS = [
  'Royal',
  'Majestic',
  'Bellevue',
  'Continental',
  'Ambassador',
  'Lumière',
  'Jasmine',
  'Saffron',
  'Olive Tree',
  'Golden Palm',
  'Harbour',
  'Old Town',
  'Riverside',
  'Panorama',
  'Victoria',
  'Atlas',
  'Azure',
  'Garden',
  'Opera',
  'Park View',
  'Central',
  'Marina',
  'Skyline',
  'Cedar',
];
const NAME_KINDS = ['Hotel', 'Hôtel', 'Palace', 'Suites', 'Residence', 'Boutique Hotel', 'Inn', 'Resort & Spa', 'Grand Hotel', 'Apartments'];
const STREETS = [
  'Avenue Centrale',
  'Boulevard du Port',
  'Rue des Jardins',
  'Harbour Road',
  'Market Street',
  'Park Avenue',
  'Old Town Square',
  'Seaside Promenade',
  'Station Road',
  'Palm Avenue',
  'Cathedral Lane',
  'Rue de la Paix',
];
const FACILITY_WORDS: Record<Facility, LocalizedText> = {
  wifi: { en: 'free Wi-Fi', fr: 'le Wi-Fi gratuit' },
  parking: { en: 'parking', fr: 'un parking' },
  pool: { en: 'a swimming pool', fr: 'une piscine' },
  spa: { en: 'a spa', fr: 'un spa' },
  gym: { en: 'a fitness room', fr: 'une salle de sport' },
  restaurant: { en: 'a restaurant', fr: 'un restaurant' },
  bar: { en: 'a bar', fr: 'un bar' },
  room_service: { en: 'room service', fr: 'un service en chambre' },
  air_conditioning: { en: 'air conditioning', fr: 'la climatisation' },
  airport_shuttle: { en: 'an airport shuttle', fr: 'une navette aéroport' },
  family_rooms: { en: 'family rooms', fr: 'des chambres familiales' },
  pets_allowed: { en: 'pets welcome', fr: 'les animaux acceptés' },
  accessible: { en: 'accessible rooms', fr: 'des chambres accessibles' },
  beach: { en: 'beach access', fr: "l'accès à la plage" },
  business_centre: { en: 'a business centre', fr: 'un centre d’affaires' },
  laundry: { en: 'laundry service', fr: 'une blanchisserie' },
};
const SETTINGS: LocalizedText[] = [
  { en: 'in the heart of {city}', fr: 'au cœur de {city}' },
  { en: 'a short walk from the old town of {city}', fr: 'à quelques pas de la vieille ville de {city}' },
  { en: 'in a quiet district of {city}', fr: 'dans un quartier calme de {city}' },
  { en: 'close to the business district of {city}', fr: "près du quartier d'affaires de {city}" },
  { en: 'near the main sights of {city}', fr: 'près des principaux sites de {city}' },
];

/** What a rate of the sandbox is: a room type and board of a hotel, flexible (refundable) or not. */
type RatePlan = 'flex' | 'nonref';

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function draw<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

/** Hotel facts of the sandbox that its rates read, beyond what a supplier shows. */
interface SandboxHotel extends SupplierHotel {
  /** Days before check-in that cancelling stays free, and at what local time free cancellation ends. */
  freeDays: number;
  freeUntilTime: '12:00' | '00:00';
  priceFactor: number;
  roomTypes: RoomType[];
  boards: BoardCode[];
  nonRefundable: boolean;
  payLater: boolean;
  /** Share of rates that the supplier wants re-checked before booking. */
  recheckShare: number;
  cityTaxEur: number;
}

/** A city's hotels, drawn from its id: the same city always has the same hotels. */
function hotelsOf(city: CityRecord): SandboxHotel[] {
  const random = seeded(`hotels:${city.id}`);
  const count = 8 + Math.floor(random() * 18);
  const cityFactor = 0.7 + random() * 0.8;
  const names = new Set<string>();
  const hotels: SandboxHotel[] = [];
  for (let i = 1; hotels.length < count; i += 1) {
    const hotelId = `${city.id}-${String(i).padStart(2, '0')}`;
    const r = seeded(`hotel:${hotelId}`);
    const stars = pick(r, [1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5]);
    const kind = stars >= 4 ? pick(r, ['Palace', 'Grand Hotel', 'Resort & Spa', 'Hotel', 'Suites', 'Boutique Hotel']) : pick(r, NAME_KINDS);
    const name = kind === 'Hôtel' ? `Hôtel ${pick(r, NAME_WORDS)} ${city.name}` : `${pick(r, NAME_WORDS)} ${kind} ${city.name}`;
    if (names.has(name)) continue;
    names.add(name);
    const facilities = FACILITIES.filter((facility) => facility === 'wifi' || r() < 0.2 + stars * 0.12);
    const setting = pick(r, SETTINGS);
    const describe = (language: 'en' | 'fr') => {
      const list = facilities
        .slice(0, 4)
        .map((f) => FACILITY_WORDS[f][language])
        .join(', ');
      return language === 'en'
        ? `A ${stars}-star hotel ${setting.en.replace('{city}', city.name)}, with ${list}. Its rooms are air-conditioned and non-smoking; the reception is open 24 hours a day.`
        : `Un hôtel ${stars} étoiles ${setting.fr.replace('{city}', city.name)}, avec ${list}. Ses chambres sont climatisées et non-fumeurs ; la réception est ouverte 24 h/24.`;
    };
    const roomTypes = draw(r, ['single', 'standard_double', 'twin', 'superior_double', 'deluxe', 'family', 'junior_suite', 'suite'] as RoomType[], 3 + Math.floor(r() * 3));
    if (!roomTypes.includes('standard_double')) roomTypes.push('standard_double');
    if (!roomTypes.includes('family')) roomTypes.push('family');
    const boards = BOARD_CODES.filter((board) => board === 'room_only' || board === 'bed_and_breakfast' || r() < (board === 'all_inclusive' ? 0.25 : 0.5));
    const spread = 0.025 + r() * 0.02;
    hotels.push({
      hotelId,
      cityId: city.id,
      name,
      stars,
      address: `${1 + Math.floor(r() * 180)} ${pick(r, STREETS)}, ${city.name}`,
      cityName: city.name,
      country: city.country,
      countryCode: city.countryCode,
      latitude: Math.round((city.lat + (r() - 0.5) * spread) * 1e5) / 1e5,
      longitude: Math.round((city.lng + ((r() - 0.5) * spread) / Math.max(0.2, Math.cos((city.lat * Math.PI) / 180))) * 1e5) / 1e5,
      timeZone: city.timeZone,
      phone: `+${DIAL_CODES[city.countryCode] ?? '1'} ${String(Math.floor(r() * 1e8))
        .padStart(8, '0')
        .replace(/(\d{2})(\d{3})(\d{3})/, '$1 $2 $3')}`,
      description: { en: describe('en'), fr: describe('fr') },
      facilities,
      images: Array.from({ length: 3 + Math.floor(r() * 2) }, (_, n) => `${hotelId}/${n + 1}.svg`),
      checkInFrom: pick(r, ['14:00', '15:00', '16:00']),
      checkOutUntil: pick(r, ['10:00', '11:00', '12:00']),
      freeDays: pick(r, [1, 2, 3, 5, 7, 14]),
      freeUntilTime: pick(r, ['12:00', '00:00'] as const),
      priceFactor: cityFactor * (0.85 + r() * 0.35),
      roomTypes: roomTypes.sort((a, b) => ROOM_FACTOR[a] - ROOM_FACTOR[b]),
      boards,
      nonRefundable: r() < 0.75,
      payLater: r() < 0.6,
      recheckShare: r() < 0.5 ? 0 : 0.3,
      cityTaxEur: stars >= 3 ? 1 + Math.floor(r() * stars) : 0,
    });
  }
  return hotels;
}

/** Whether a room type takes a searched room's guests. */
function fits(type: RoomType, room: RoomOccupancy): boolean {
  const capacity = ROOM_CAPACITY[type];
  const guests = room.adults + (room.childrenAges ?? []).filter((age) => age >= 2).length;
  return room.adults <= capacity.adults && guests <= capacity.guests;
}

/** A rate's reference: `<hotel>~<room type>~<board>~<plan>~<check-in>`. */
function rateRef(hotelId: string, roomType: RoomType, board: BoardCode, plan: RatePlan, checkIn: string): string {
  return `${hotelId}~${roomType}~${board}~${plan}~${checkIn}`;
}

function parseRef(ref: string): { hotelId: string; checkIn: string } | null {
  const [hotelId, , , , checkIn] = ref.split('~');
  return hotelId && checkIn ? { hotelId, checkIn } : null;
}

/**
 * The sandbox hotel supplier, like a real supplier's test mode: deterministic hotels over real
 * cities, room types and boards, flexible and non-refundable rates with penalties at the hotel's
 * local time, pay-later rates with a payment deadline, prices per room and occupancy, and triggers
 * for every failure path.
 */
export class SandboxHotelSupplier implements HotelSupplier {
  private readonly sandbox: Sandbox;
  private readonly byCity = new Map<string, SandboxHotel[]>();
  private readonly byHotel = new Map<string, SandboxHotel>();
  /** Inventory is deterministic: a search asked again within minutes is answered from memory. */
  private readonly cache = new Map<string, { at: number; rates: SupplierRate[]; byRef: Map<string, SupplierRate> }>();
  private bookings = 0;

  constructor(options: SandboxOptions = {}) {
    this.sandbox = new Sandbox(TRIGGERS, options);
  }

  private cityHotels(city: CityRecord): SandboxHotel[] {
    let hotels = this.byCity.get(city.id);
    if (!hotels) {
      hotels = hotelsOf(city);
      this.byCity.set(city.id, hotels);
      for (const hotel of hotels) this.byHotel.set(hotel.hotelId, hotel);
    }
    return hotels;
  }

  private sandboxHotel(hotelId: string): SandboxHotel | null {
    const city = BY_CITY.get(hotelId.replace(/-\d+$/, ''));
    if (!city) return null;
    this.cityHotels(city);
    return this.byHotel.get(hotelId) ?? null;
  }

  async destinations(query: string, limit: number): Promise<HotelDestination[]> {
    await this.sandbox.latency();
    const q = folded(query.trim());
    if (!q) return [];
    const rank = (name: string) => (folded(name).startsWith(q) ? 0 : 1);
    const cities = CITIES.filter((city) => folded(city.name).includes(q)).sort((a, b) => rank(a.name) - rank(b.name));
    const found: HotelDestination[] = cities.slice(0, limit).map((city) => this.cityDestination(city));
    for (const city of CITIES) {
      if (found.length >= limit) break;
      for (const hotel of this.cityHotels(city)) {
        if (found.length >= limit) break;
        if (folded(hotel.name).includes(q)) found.push(this.hotelDestination(hotel));
      }
    }
    return found;
  }

  async destination(id: string): Promise<HotelDestination | null> {
    const [kind, key] = id.split(':');
    if (kind === 'city') {
      const city = BY_CITY.get(key ?? '');
      return city ? this.cityDestination(city) : null;
    }
    const hotel = kind === 'hotel' ? this.sandboxHotel(key ?? '') : null;
    return hotel ? this.hotelDestination(hotel) : null;
  }

  async hotel(hotelId: string): Promise<SupplierHotel | null> {
    const hotel = this.sandboxHotel(hotelId);
    return hotel ? this.content(hotel) : null;
  }

  private cityDestination(city: CityRecord): HotelDestination {
    return { id: `city:${city.id}`, kind: 'city', name: city.name, cityName: city.name, country: city.country, countryCode: city.countryCode };
  }

  private hotelDestination(hotel: SandboxHotel): HotelDestination {
    return { id: `hotel:${hotel.hotelId}`, kind: 'hotel', name: hotel.name, cityName: hotel.cityName, country: hotel.country, countryCode: hotel.countryCode };
  }

  /** A hotel as a supplier shows it, without the sandbox's own pricing facts. */
  private content(hotel: SandboxHotel): SupplierHotel {
    const { hotelId, cityId, name, stars, address, cityName, country, countryCode, latitude, longitude, timeZone, phone, description, facilities, images, checkInFrom, checkOutUntil } = hotel;
    return { hotelId, cityId, name, stars, address, cityName, country, countryCode, latitude, longitude, timeZone, phone, description, facilities, images, checkInFrom, checkOutUntil };
  }

  private hotelsFor(destination: string): SandboxHotel[] {
    const [kind, key] = destination.split(':');
    if (kind === 'city') {
      const city = BY_CITY.get(key ?? '');
      if (city) return this.cityHotels(city);
    } else if (kind === 'hotel') {
      const hotel = this.sandboxHotel(key ?? '');
      if (hotel) return [hotel];
    }
    throw new SupplierError('unknown_location', `Unknown destination ${destination}`, 'stay.destination');
  }

  async search(search: HotelSupplierSearch): Promise<SupplierRate[]> {
    return (await this.searched(search)).rates;
  }

  /** Inventory is deterministic: a rate is found again by searching again (from memory, mostly). */
  async offer(search: HotelSupplierSearch, supplierRef: string): Promise<SupplierRate | null> {
    return (await this.searched(search)).byRef.get(supplierRef) ?? null;
  }

  private async searched(search: HotelSupplierSearch) {
    await this.sandbox.latency();
    const hotels = this.hotelsFor(search.destination);
    const rooms = search.rooms.map((room) => `${room.adults}-${(room.childrenAges ?? []).join('.')}`).join(',');
    const key = `${search.destination}|${search.checkIn}|${search.checkOut}|${rooms}|${search.nationality}|${search.currency}`;
    const now = this.sandbox.now().getTime();
    const cached = this.cache.get(key);
    if (cached && now - cached.at < SEARCH_CACHE_MS) return cached;
    const rates = this.sandbox.beyondHorizon([search.checkIn]) ? [] : hotels.flatMap((hotel) => this.ratesOf(hotel, search, now));
    const answer = { at: now, rates, byRef: new Map(rates.map((rate) => [rate.supplierRef, rate])) };
    if (this.cache.size >= SEARCH_CACHE_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, answer);
    return answer;
  }

  /** Every room type that takes each searched room, with each board, flexible and (often) non-refundable. */
  private ratesOf(hotel: SandboxHotel, search: HotelSupplierSearch, now: number): SupplierRate[] {
    const types = hotel.roomTypes.filter((type) => search.rooms.every((room) => fits(type, room)));
    if (types.length === 0) return [];
    // The hotel's moments for this stay, in its time zone: the same for each of its rates.
    const freeDay = new Date(Date.parse(`${search.checkIn}T00:00:00Z`) - hotel.freeDays * DAY_MS).toISOString().slice(0, 10);
    const moments = { checkInAt: instantAt(search.checkIn, hotel.checkInFrom, hotel.timeZone), freeUntil: instantAt(freeDay, hotel.freeUntilTime, hotel.timeZone) };
    const plans: RatePlan[] = hotel.nonRefundable ? ['flex', 'nonref'] : ['flex'];
    return types.flatMap((roomType) => hotel.boards.flatMap((board) => plans.map((plan) => this.rate(hotel, search, { roomType, board, plan }, moments, now))));
  }

  private rate(
    hotel: SandboxHotel,
    search: HotelSupplierSearch,
    { roomType, board, plan }: { roomType: RoomType; board: BoardCode; plan: RatePlan },
    { checkInAt, freeUntil }: { checkInAt: Date; freeUntil: Date },
    now: number,
  ): SupplierRate {
    const supplierRef = rateRef(hotel.hotelId, roomType, board, plan, search.checkIn);
    const random = seeded(supplierRef);
    const nights = nightsBetween(search.checkIn, search.checkOut);
    const exchange = EUR_RATES[search.currency] ?? 1;
    const unit = 10 ** currencyDigits(search.currency);
    const planFactor = plan === 'nonref' ? NON_REFUNDABLE_FACTOR : 1;
    const stayFactor = (nights >= LONG_STAY_NIGHTS ? LONG_STAY_FACTOR : 1) * (NATIONALITY_FACTOR[search.nationality] ?? 1) * planFactor;
    const [mealBase, mealPerStar] = BOARD_EUR[board];
    const meal = mealBase + mealPerStar * hotel.stars;
    const checkInDay = Date.parse(`${search.checkIn}T00:00:00Z`);
    // Each room's price per night, in whole units of the currency.
    const perNight = search.rooms.map((room) => {
      const ages = room.childrenAges ?? [];
      const occupancy = ADULTS_FACTOR[room.adults]! + ages.reduce((sum, age) => sum + childFactor(age), 0);
      const meals = meal * (room.adults + ages.filter((age) => age >= 2).length * 0.5);
      return Array.from({ length: nights }, (_, night) => {
        const weekday = new Date(checkInDay + night * DAY_MS).getUTCDay();
        const weekend = weekday === 5 || weekday === 6 ? WEEKEND_FACTOR : 1;
        const eur = (STAR_BASE_EUR[hotel.stars]! * hotel.priceFactor * ROOM_FACTOR[roomType] * occupancy * weekend + meals) * stayFactor;
        return Math.max(1, Math.round(eur * exchange)) * unit;
      });
    });
    const rooms = search.rooms.map((room, i) => ({ adults: room.adults, childrenAges: room.childrenAges ?? [], purchasePrice: perNight[i]!.reduce((sum, price) => sum + price, 0) }));
    const purchasePrice = rooms.reduce((sum, room) => sum + room.purchasePrice, 0);
    const firstNight = perNight.reduce((sum, nightsOfRoom) => sum + nightsOfRoom[0]!, 0);
    const refundable = plan === 'flex';
    let cancellation: SupplierRate['cancellation'];
    let supplierPaymentDeadline: string | null = null;
    if (refundable) {
      cancellation = {
        freeUntil: freeUntil.toISOString(),
        penalties: [
          { from: freeUntil.toISOString(), amount: Math.min(firstNight, purchasePrice) },
          { from: checkInAt.toISOString(), amount: purchasePrice },
        ],
      };
      const payBy = freeUntil.getTime() - PAY_LATER_DAYS_BEFORE_FREE_END * DAY_MS;
      if (hotel.payLater && payBy - now >= PAY_LATER_MIN_AHEAD_MS) supplierPaymentDeadline = new Date(payBy).toISOString();
    } else {
      // Non-refundable: the whole price is owed from the moment of booking (the start of the search's day).
      cancellation = { freeUntil: null, penalties: [{ from: new Date(Math.floor(now / DAY_MS) * DAY_MS).toISOString(), amount: purchasePrice }] };
    }
    return {
      supplierRef,
      hotelId: hotel.hotelId,
      roomType,
      board,
      rateType: random() < hotel.recheckShare ? 'recheck' : 'bookable',
      refundable,
      payment: supplierPaymentDeadline ? 'pay_later' : 'at_booking',
      supplierPaymentDeadline,
      cancellation,
      comments: this.comments(hotel, board, plan, search.currency),
      rooms,
      currency: search.currency,
      purchasePrice,
    };
  }

  /** The supplier's remarks on a rate, shown before booking. */
  private comments(hotel: SandboxHotel, board: BoardCode, plan: RatePlan, currency: string): LocalizedText[] {
    const comments: LocalizedText[] = [];
    if (hotel.cityTaxEur > 0) {
      const tax = Math.round(hotel.cityTaxEur * (EUR_RATES[currency] ?? 1));
      comments.push({
        en: `City tax of ${tax} ${currency} per adult and night, payable at the hotel.`,
        fr: `Taxe de séjour de ${tax} ${currency} par adulte et par nuit, à régler à l'hôtel.`,
      });
    }
    if (board !== 'room_only')
      comments.push({
        en: 'Meals start with dinner or breakfast as the board says; drinks are extra unless all-inclusive.',
        fr: 'Les repas suivent la formule choisie ; les boissons sont en sus sauf en tout compris.',
      });
    if (plan === 'nonref')
      comments.push({ en: 'Non-refundable: no change, cancellation or refund once booked.', fr: 'Non remboursable : aucune modification, annulation ni remboursement après réservation.' });
    comments.push({
      en: `Check-in from ${hotel.checkInFrom}, check-out until ${hotel.checkOutUntil}. A credit card is asked at check-in for incidentals.`,
      fr: `Arrivée à partir de ${hotel.checkInFrom}, départ avant ${hotel.checkOutUntil}. Une carte bancaire est demandée à l'arrivée pour les extras.`,
    });
    return comments;
  }

  async reprice(rate: SupplierRate, travellers: { lastName: string }[] = []): Promise<SupplierRate> {
    await this.sandbox.latency();
    if (!this.scenarios(rate, travellers).has('price_change')) return rate;
    const rooms = rate.rooms.map((room) => ({ ...room, purchasePrice: this.sandbox.changedPrice(room.purchasePrice, rate.currency) }));
    const purchasePrice = rooms.reduce((sum, room) => sum + room.purchasePrice, 0);
    const scale = (amount: number) => Math.min(purchasePrice, Math.round((amount * purchasePrice) / rate.purchasePrice));
    return { ...rate, rooms, purchasePrice, cancellation: { ...rate.cancellation, penalties: rate.cancellation.penalties.map((p) => ({ ...p, amount: scale(p.amount) })) } };
  }

  /** What the guests' last names and the check-in date trigger. */
  private scenarios(rate: SupplierRate, travellers: { lastName: string }[]): Set<SandboxScenario> {
    return this.sandbox.scenarios(travellers, [parseRef(rate.supplierRef)?.checkIn ?? '']);
  }

  async book(rate: SupplierRate, guests: RoomGuests[]): Promise<SupplierHotelBooking> {
    this.bookings += 1;
    const names = guests.map((room) => room.leadGuest.lastName);
    const supplierReference = `HB-${sandboxRecord(`${rate.supplierRef}:${names.join(',')}:${this.bookings}:${Date.now()}`, 8)}`;
    const status = await this.sandbox.book(
      supplierReference,
      this.scenarios(
        rate,
        names.map((lastName) => ({ lastName })),
      ),
      { supplierName: 'The hotel supplier' },
    );
    if (status === 'pending') return { supplierReference, status: 'on_request', hotelConfirmationNumber: null };
    return { supplierReference, status: 'confirmed', hotelConfirmationNumber: this.confirmationNumber(supplierReference) };
  }

  /** The hotel's own number, once the supplier gives it. */
  private confirmationNumber(supplierReference: string): string | null {
    return this.sandbox.recordReady(supplierReference) ? sandboxRecord(`hotel:${supplierReference}`, 8) : null;
  }

  async retrieve(supplierReference: string): Promise<SupplierHotelBooking> {
    const status = await this.sandbox.retrieve(supplierReference);
    return { supplierReference, status, hotelConfirmationNumber: status === 'refused' ? null : this.confirmationNumber(supplierReference) };
  }

  async cancel(supplierReference: string): Promise<void> {
    await this.sandbox.latency();
    if (!supplierReference) throw new SupplierError('not_found', 'No such booking');
  }
}
