// INTERIM: a stand-in supplier until the sandbox hotel supplier lands; removed then.
import { Sandbox, type SandboxTriggers } from '@portal/bookings';
import { salePriceOf, type HotelRate } from '@portal/contracts';
import type { BookableRates } from './bookings';
import type { HotelSupplier, HotelSupplierSearch, SupplierHotel, SupplierHotelBooking, SupplierRate } from '../supplier/supplier';

const TRIGGERS: SandboxTriggers = {
  lastNames: {
    PRICECHANGE: 'price_change',
    SOLDOUT: 'sold_out',
    TIMEOUT: 'timeout',
    ONREQUEST: 'pending',
    REFUSED: 'pending_refused',
    LATECONFIRM: 'record_later',
    HOTELCANCELS: 'supplier_cancelled',
  },
  horizonDays: 330,
};

const HOTEL: SupplierHotel = {
  hotelId: 'h1',
  cityId: 'paris',
  name: 'Hôtel du Louvre',
  stars: 4,
  address: '1 place André Malraux',
  cityName: 'Paris',
  country: 'France',
  countryCode: 'FR',
  latitude: 48.86,
  longitude: 2.33,
  timeZone: 'Europe/Paris',
  phone: '+33 1 44 58 38 38',
  description: { en: 'x', fr: 'x' },
  facilities: [],
  images: ['h1/1.svg'],
  checkInFrom: '15:00',
  checkOutUntil: '11:00',
};

export class InterimSupplier implements HotelSupplier {
  readonly sandbox: Sandbox;
  private n = 0;
  constructor(now: () => Date) {
    this.sandbox = new Sandbox(TRIGGERS, { now, timeoutMs: 500 });
  }
  async search(): Promise<SupplierRate[]> {
    return [];
  }
  async offer(): Promise<SupplierRate | null> {
    return null;
  }
  async reprice(rate: SupplierRate, guests: { lastName: string }[] = []): Promise<SupplierRate> {
    if (!this.sandbox.scenarios(guests).has('price_change')) return rate;
    const purchasePrice = this.sandbox.changedPrice(rate.purchasePrice, rate.currency);
    return { ...rate, purchasePrice, rooms: rate.rooms.map((r, i) => (i === 0 ? { ...r, purchasePrice: r.purchasePrice + purchasePrice - rate.purchasePrice } : r)) };
  }
  async book(rate: SupplierRate, guests: { leadGuest: { lastName: string } }[]): Promise<SupplierHotelBooking> {
    const ref = `SR${(this.n += 1)}-${Date.now()}`;
    const scenarios = this.sandbox.scenarios(guests.map((g) => g.leadGuest));
    const status = await this.sandbox.book(ref, scenarios);
    return { supplierReference: ref, status: status === 'pending' ? 'on_request' : 'confirmed', hotelConfirmationNumber: status === 'confirmed' && this.sandbox.recordReady(ref) ? `HC${ref}` : null };
  }
  async retrieve(ref: string): Promise<SupplierHotelBooking> {
    const ready = this.sandbox.recordReady(ref);
    const status = await this.sandbox.retrieve(ref);
    return { supplierReference: ref, status, hotelConfirmationNumber: status === 'confirmed' && ready ? `HC${ref}` : status === 'confirmed' ? null : null };
  }
  async cancel(): Promise<void> {}
  async destinations() {
    return [];
  }
  async destination() {
    return null;
  }
  async hotel(): Promise<SupplierHotel | null> {
    return HOTEL;
  }
}

/** Rates for tests: the rate itself in the token. */
export function interimRates(supplier: InterimSupplier): BookableRates {
  return {
    async current(rateId, _agencyId, guests) {
      const { stay, rate } = JSON.parse(Buffer.from(rateId, 'base64url').toString()) as { stay: HotelSupplierSearch; rate: SupplierRate };
      return { stay, rate: await supplier.reprice(rate, guests) };
    },
  };
}

export function interimRate(checkIn: string, checkOut: string, rooms: { adults: number; childrenAges: number[] }[], payment: 'at_booking' | 'pay_later', now: number): HotelRate {
  const purchasePrice = 30_000 * rooms.length;
  const ci = Date.parse(`${checkIn}T13:00:00Z`);
  const rate: SupplierRate = {
    supplierRef: 'r1',
    hotelId: 'h1',
    roomType: 'standard_double',
    board: 'bed_and_breakfast',
    rateType: 'bookable',
    refundable: true,
    payment,
    supplierPaymentDeadline: payment === 'pay_later' ? new Date(ci - 14 * 86_400_000).toISOString() : null,
    cancellation: { freeUntil: new Date(ci - 10 * 86_400_000).toISOString(), penalties: [{ from: new Date(ci - 10 * 86_400_000).toISOString(), amount: 10_000 }] },
    comments: [{ en: 'City tax payable at the hotel', fr: "Taxe de séjour à payer à l'hôtel" }],
    rooms: rooms.map((r) => ({ ...r, purchasePrice: 30_000 })),
    currency: 'EUR',
    purchasePrice,
  };
  const stay = { destination: 'city:paris', checkIn, checkOut, rooms, nationality: 'FR', currency: 'EUR' };
  const sale = salePriceOf({ mode: 'percent', value: 0 }, purchasePrice);
  const dl = rate.supplierPaymentDeadline ? new Date(Date.parse(rate.supplierPaymentDeadline) - 86_400_000).toISOString() : null;
  return {
    rateId: Buffer.from(JSON.stringify({ stay, rate })).toString('base64url'),
    roomType: rate.roomType,
    board: rate.board,
    rateType: 'bookable',
    refundable: true,
    payment,
    paymentDeadline: dl ? { utc: dl, local: dl, timeZone: 'UTC' } : null,
    cancellation: { refundable: true, freeUntil: { utc: rate.cancellation.freeUntil!, local: rate.cancellation.freeUntil!, timeZone: 'UTC' }, penalties: [] },
    comments: rate.comments,
    rooms: rate.rooms,
    currency: 'EUR',
    purchasePrice,
    salePrice: sale,
    salePerNight: sale,
    expiresAt: new Date(now + 1_200_000).toISOString(),
  };
}
