import { localTime } from '@portal/bookings';
import { CITIES, SandboxHotelSupplier } from './sandbox';
import type { HotelSupplierSearch, RoomGuests } from './supplier';

const now = new Date('2027-03-01T09:00:00Z');
const supplier = () => new SandboxHotelSupplier({ now: () => now, timeoutMs: 20 });
const stay = (overrides: Partial<HotelSupplierSearch> = {}): HotelSupplierSearch => ({
  destination: 'city:paris-fr',
  checkIn: '2027-05-10',
  checkOut: '2027-05-13',
  rooms: [{ adults: 2, childrenAges: [] }],
  nationality: 'FR',
  currency: 'EUR',
  ...overrides,
});
const guests = (...lastNames: string[]): RoomGuests[] => lastNames.map((lastName) => ({ leadGuest: { title: 'mr', firstName: 'Sami', lastName } }));

describe('the sandbox hotel supplier: inventory', () => {
  it('ships real cities with their time zones, Paris, Tunis, Dubai, New York and Marrakesh among them', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(150);
    expect(CITIES.find((c) => c.id === 'tunis-tn')).toMatchObject({ name: 'Tunis', countryCode: 'TN', timeZone: 'Africa/Tunis' });
    for (const id of ['paris-fr', 'dubai-ae', 'new-york-us', 'marrakesh-ma', 'london-gb', 'istanbul-tr', 'rome-it', 'barcelona-es']) expect(CITIES.some((c) => c.id === id)).toBe(true);
  });

  it('gives the same hotels and prices to the same search, from two suppliers alike', async () => {
    const [a, b] = [supplier(), supplier()];
    const first = await a.search(stay());
    expect(await b.search(stay())).toEqual(first);
    expect(await a.search(stay())).toBe(first);
    const hotels = new Set(first.map((rate) => rate.hotelId));
    expect(hotels.size).toBeGreaterThanOrEqual(8);
    expect(hotels.size).toBeLessThanOrEqual(25);
    const hotel = (await a.hotel([...hotels][0]!))!;
    expect(hotel).toMatchObject({ cityId: 'paris-fr', timeZone: 'Europe/Paris', countryCode: 'FR' });
    expect(hotel.stars).toBeGreaterThanOrEqual(1);
    expect(hotel.images.length).toBeGreaterThanOrEqual(3);
    expect(hotel.description.fr).toContain('Paris');
    expect(Math.abs(hotel.latitude - 48.87)).toBeLessThan(0.1);
    expect(await a.hotel(hotel.hotelId)).toEqual(await b.hotel(hotel.hotelId));
  });

  it('finds cities then hotels by a part of their name, whatever the accents and case', async () => {
    const found = await supplier().destinations('ZURI', 10);
    expect(found[0]).toMatchObject({ id: 'city:zurich-ch', kind: 'city', name: 'Zürich', countryCode: 'CH' });
    expect(found.slice(1).every((d) => d.kind === 'hotel' && d.cityName === 'Zürich')).toBe(true);
    const hotels = await supplier().destinations('majestic', 5);
    expect(hotels).toHaveLength(5);
    expect(hotels.every((d) => d.kind === 'hotel' && d.name.includes('Majestic'))).toBe(true);
    expect(await supplier().destination('city:tunis-tn')).toMatchObject({ name: 'Tunis', country: 'Tunisia' });
    expect(await supplier().destination('city:atlantis-xx')).toBeNull();
  });

  it('searches one hotel, refuses an unknown destination, and finds nothing beyond a year ahead', async () => {
    const box = supplier();
    const [rate] = await box.search(stay());
    const one = await box.search(stay({ destination: `hotel:${rate!.hotelId}` }));
    expect(new Set(one.map((r) => r.hotelId))).toEqual(new Set([rate!.hotelId]));
    await expect(box.search(stay({ destination: 'city:atlantis-xx' }))).rejects.toMatchObject({ failure: 'unknown_location', field: 'stay.destination' });
    expect(await box.search(stay({ checkIn: '2028-03-10', checkOut: '2028-03-12' }))).toEqual([]);
  });
});

describe('the sandbox hotel supplier: rates', () => {
  it('prices each room by its occupancy: babies free, children less than teenagers, teenagers less than adults', async () => {
    const box = supplier();
    const priceOf = async (childrenAges: number[], adults = 2) => {
      const rates = await box.search(stay({ rooms: [{ adults, childrenAges }] }));
      return rates.find((r) => r.supplierRef.includes('~family~room_only~flex'))!.purchasePrice;
    };
    const couple = await priceOf([]);
    expect(await priceOf([1])).toBe(couple);
    expect(await priceOf([7])).toBeGreaterThan(couple);
    expect(await priceOf([15])).toBeGreaterThan(await priceOf([7]));
    expect(await priceOf([], 3)).toBeGreaterThan(await priceOf([15]));
  });

  it('sells non-refundable cheaper, prices some nationalities apart and converts to the agency currency in its minor units', async () => {
    const box = supplier();
    const rates = await box.search(stay());
    const flex = rates.find((r) => r.refundable && rates.some((n) => !n.refundable && n.hotelId === r.hotelId && n.roomType === r.roomType && n.board === r.board))!;
    const nonref = rates.find((r) => !r.refundable && r.hotelId === flex.hotelId && r.roomType === flex.roomType && r.board === flex.board)!;
    expect(nonref.purchasePrice).toBeLessThan(flex.purchasePrice);
    expect(nonref.cancellation).toMatchObject({ freeUntil: null, penalties: [{ amount: nonref.purchasePrice }] });
    const tunisians = await box.offer(stay({ nationality: 'TN' }), flex.supplierRef);
    expect(tunisians!.purchasePrice).toBeLessThan(flex.purchasePrice);
    const dinars = await box.offer(stay({ currency: 'TND' }), flex.supplierRef);
    expect(dinars!.purchasePrice % 1000).toBe(0);
    expect(dinars!.purchasePrice / 1000).toBeGreaterThan((flex.purchasePrice / 100) * 3);
    expect(flex.rooms).toEqual([{ adults: 2, childrenAges: [], purchasePrice: flex.purchasePrice }]);
  });

  it('lets a refundable rate be cancelled free until the hotel noon or midnight, then a first night, then everything from check-in', async () => {
    const rates = await supplier().search(stay());
    for (const rate of rates.filter((r) => r.refundable)) {
      const hotel = (await supplier().hotel(rate.hotelId))!;
      const [firstNight, all] = rate.cancellation.penalties;
      expect(firstNight!.from).toBe(rate.cancellation.freeUntil);
      expect(localTime(new Date(rate.cancellation.freeUntil!), 'Europe/Paris')).toMatch(/T(12|00):00:00\+02:00$/);
      expect(localTime(new Date(all!.from), 'Europe/Paris')).toBe(`2027-05-10T${hotel.checkInFrom}:00+02:00`);
      expect(firstNight!.amount).toBeLessThan(rate.purchasePrice);
      expect(all!.amount).toBe(rate.purchasePrice);
      if (rate.payment === 'pay_later') {
        expect(Date.parse(rate.supplierPaymentDeadline!)).toBe(Date.parse(rate.cancellation.freeUntil!) - 3 * 86_400_000);
      } else expect(rate.supplierPaymentDeadline).toBeNull();
    }
    expect(rates.some((r) => r.payment === 'pay_later')).toBe(true);
    expect(rates.some((r) => r.rateType === 'recheck')).toBe(true);
    expect(rates.every((r) => r.comments.length > 0 && r.comments.every((c) => c.en && c.fr))).toBe(true);
  });

  it('offers no pay-later rate for a stay too close to pay for later', async () => {
    const rates = await supplier().search(stay({ checkIn: '2027-03-04', checkOut: '2027-03-05' }));
    expect(rates.length).toBeGreaterThan(0);
    expect(rates.every((r) => r.payment === 'at_booking')).toBe(true);
  });
});

describe('the sandbox hotel supplier: triggers', () => {
  const threeNights = (checkIn: string) => new Date(Date.parse(checkIn) + 3 * 86_400_000).toISOString().slice(0, 10);
  const rateOf = async (box: SandboxHotelSupplier, checkIn = '2027-05-10') => (await box.search(stay({ checkIn, checkOut: threeNights(checkIn) })))[0]!;

  it('raises a re-checked price by 7% for PRICECHANGE or a check-in on the 29th, and keeps it otherwise', async () => {
    const box = supplier();
    const rate = await rateOf(box);
    expect(await box.reprice(rate, [{ lastName: 'Haddad' }])).toBe(rate);
    const changed = await box.reprice(rate, [{ lastName: 'pricechange' }]);
    expect(changed.purchasePrice).toBeGreaterThan(rate.purchasePrice * 1.06);
    expect(changed.rooms.reduce((sum, room) => sum + room.purchasePrice, 0)).toBe(changed.purchasePrice);
    const on29 = await rateOf(box, '2027-05-29');
    expect((await box.reprice(on29, [{ lastName: 'Haddad' }])).purchasePrice).toBeGreaterThan(on29.purchasePrice);
  });

  it('is sold out for SOLDOUT and does not answer for TIMEOUT', async () => {
    const box = supplier();
    const rate = await rateOf(box);
    await expect(box.book(rate, guests('Soldout'))).rejects.toMatchObject({ failure: 'sold_out' });
    await expect(box.book(rate, guests('Haddad', 'TIMEOUT'))).rejects.toMatchObject({ failure: 'timeout' });
  });

  it('confirms at once with a hotel confirmation number, or on request (ONREQUEST) at a later look', async () => {
    const box = supplier();
    const rate = await rateOf(box);
    const booked = await box.book(rate, guests('Haddad'));
    expect(booked).toMatchObject({ status: 'confirmed', hotelConfirmationNumber: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(await box.retrieve(booked.supplierReference)).toEqual(booked);
    const onRequest = await box.book(rate, guests('ONREQUEST'));
    expect(onRequest).toMatchObject({ status: 'on_request', hotelConfirmationNumber: null });
    expect(await box.retrieve(onRequest.supplierReference)).toMatchObject({ status: 'confirmed', hotelConfirmationNumber: expect.any(String) });
  });

  it('refuses an on-request booking at a later look (REFUSED, ONREQUESTREFUSED)', async () => {
    const box = supplier();
    const rate = await rateOf(box);
    for (const name of ['REFUSED', 'OnRequestRefused']) {
      const booked = await box.book(rate, guests(name));
      expect(booked.status).toBe('on_request');
      expect(await box.retrieve(booked.supplierReference)).toMatchObject({ status: 'refused', hotelConfirmationNumber: null });
    }
  });

  it('gives the hotel confirmation number only at a later look for LATECONFIRM', async () => {
    const box = supplier();
    const booked = await box.book(await rateOf(box), guests('LATECONFIRM'));
    expect(booked).toMatchObject({ status: 'confirmed', hotelConfirmationNumber: null });
    const later = await box.retrieve(booked.supplierReference);
    expect(later).toMatchObject({ status: 'confirmed', hotelConfirmationNumber: expect.stringMatching(/^[A-Z2-9]{8}$/) });
    expect(await box.retrieve(booked.supplierReference)).toEqual(later);
  });

  it('cancels a HOTELCANCEL booking on its side after confirming it', async () => {
    const box = supplier();
    const booked = await box.book(await rateOf(box), guests('Hotelcancel'));
    expect(booked.status).toBe('confirmed');
    expect((await box.retrieve(booked.supplierReference)).status).toBe('cancelled');
  });
});
