import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney, runtimeConfigSchema, type TransferBooking, type TransferSearchResponse } from '@portal/contracts';
import { transfersStrings } from '../../mfe-transfers/src/transfers/strings';
import { LANGS, TRANSFERS_INTERNAL_URL, at, balanceOf, common, ensureMoney, moveServiceClock, pick, signInAs } from './support';

// These journeys move the demo agency's balance and the transfers service's clock: one at a time.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
/** A page loaded afresh shows its remote's screen within this, on a machine as busy as CI's (the shell, then the remote). */
const FIRST_SCREEN_MS = 90_000;
/** A step's screen loads when first shown (its own chunk). */
const NEXT_STEP_MS = 60_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY (the date fields read the user's format). */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/**
 * The first day at least `days` ahead whose trips (that day, 2 and 4 days later) all miss the 29th:
 * a trip on the 29th re-checks dearer (sandbox trigger).
 */
function tripDays(days: number): [Date, Date, Date] {
  let start = Date.now() + days * DAY;
  const of = (offset: number) => new Date(start + offset * DAY);
  while ([0, 2, 4].some((offset) => of(offset).getUTCDate() === 29)) start += DAY;
  return [of(0), of(2), of(4)];
}

/**
 * Picks a trip's point: the whole text typed at once (one autocomplete query, not one per letter), then
 * its option. A click can land on a list still closing or re-rendering as the answer comes: then the
 * field shows nothing chosen, and the pick starts again.
 */
async function pickPlace(page: Page, field: Locator, option: string, typed: string): Promise<void> {
  const openLists = page.locator('.ant-select-dropdown:visible');
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await openLists.count()) > 0) await page.keyboard.press('Escape');
    await expect(openLists).toHaveCount(0, { timeout: 5_000 });
    await field.click();
    await field.fill(typed);
    await openLists.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 10_000 });
    await expect(select).toContainText(option, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

async function transfersUrl(page: Page): Promise<string> {
  return runtimeConfigSchema.parse(await (await page.request.get('/config.json')).json()).transfersBaseUrl;
}

async function bookingOf(page: Page, id: string): Promise<TransferBooking> {
  const response = await page.request.get(`${await transfersUrl(page)}/transfers/bookings/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as TransferBooking;
}

/** A one-way arrival in Marseille held for 30 minutes, through the transfers API as the review step would make it. */
async function holdThroughApi(page: Page): Promise<TransferBooking> {
  const transfers = await transfersUrl(page);
  const [date] = tripDays(30);
  const search = await page.request.post(`${transfers}/transfers/search`, {
    data: { tripType: 'one_way', trips: [{ from: 'airport:MRS', to: 'hotel:marseille-2', date: day(date), time: '15:30' }], passengers: { adults: 2 }, luggage: 2 },
  });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as TransferSearchResponse;
  const offer = found.trips[0]!.offers.find((candidate) => candidate.service === 'private')!;
  expect(offer, 'a private transfer from Marseille Provence').toBeTruthy();
  const created = await page.request.post(`${transfers}/transfers/bookings`, {
    headers: { 'Idempotency-Key': `e2e-transfer-hold-${Date.now()}` },
    data: {
      trips: [
        {
          offerId: offer.offerId,
          childSeats: 0,
          details: {
            serviceNumber: 'AF7664',
            terminal: '1',
            pickupTime: offer.pickup.local.slice(11, 16),
            companyName: 'Air France',
            stoppingPoint: 'Hotel reception',
            departurePoint: 'Arrivals hall',
          },
        },
      ],
      leadPassenger: { firstName: 'Karim', lastName: 'Zeroual', email: 'karim.zeroual@example.com', age: 44, phone: '33612345678' },
      payment: 'hold',
      acceptedSalePrice: offer.salePrice,
      acceptedTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as TransferBooking;
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = transfersStrings[language];
  const statuses = common[language].bookingStatuses;

  test.describe(`transfers, ${language}`, () => {
    test('three trips in Marseille (airport → hotel, hotel → port, port → airport) for two adults and a child with a child seat are held, then paid before the hold ends', async ({ page }) => {
      // As long as hotels' journey: a busy machine takes a minute to show the first screen.
      test.setTimeout(240_000);
      await signInAs(page, 'admin');
      await ensureMoney(page, 2_000_00);
      const before = await balanceOf(page);
      const [arrival, cruise, departure] = tripDays(30);

      await page.goto(at(prefix, '/b-transfers'));
      await expect(page.getByTestId('transfer-search')).toBeVisible({ timeout: FIRST_SCREEN_MS });
      await page.getByTestId('transfer-search').getByText(words.search.tripTypes.multi, { exact: true }).click();
      const addTrip = page.getByRole('button', { name: words.search.addTrip });
      await addTrip.click();
      await addTrip.click();
      await expect(page.getByTestId('trip-3')).toBeVisible();

      const place = (trip: number, end: 'from' | 'to') => page.getByRole('combobox', { name: `${words.search.trip.replace('{{n}}', String(trip))} ${words.search[end]}`, exact: true });
      await pickPlace(page, place(1, 'from'), '(MRS)', 'MRS');
      await pickPlace(page, place(1, 'to'), 'Marseille', 'marseille-1');
      await pickPlace(page, place(2, 'from'), 'Marseille', 'marseille-1');
      await pickPlace(page, place(2, 'to'), 'Port of Marseille', 'FRMRS');
      await pickPlace(page, place(3, 'from'), 'Port of Marseille', 'FRMRS');
      await pickPlace(page, place(3, 'to'), '(MRS)', 'MRS');
      // The time asked follows each trip's direction (spec §4).
      await expect(page.getByTestId('trip-1-time')).toContainText(words.search.time.flight_arrival);
      await expect(page.getByTestId('trip-2-time')).toContainText(words.search.time.pickup);
      await expect(page.getByTestId('trip-3-time')).toContainText(words.search.time.flight_departure);
      const when: [Date, string][] = [
        [arrival, '10:15'],
        [cruise, '09:00'],
        [departure, '18:40'],
      ];
      for (const [i, [date, time]] of when.entries()) {
        await page
          .getByTestId(`trip-${i + 1}-date`)
          .getByRole('textbox')
          .fill(typed(day(date)));
        await page
          .getByTestId(`trip-${i + 1}-time`)
          .locator('input')
          .fill(time);
      }
      await page.getByLabel(words.search.children, { exact: true }).fill('1');
      await pick(page, page.getByLabel(words.search.childAge.replace('{{n}}', '1'), { exact: true }), words.search.ageOption_other.replace('{{count}}', '6'));
      await page.getByTestId('search-submit').click();

      // A private sedan on every trip: it takes the child seat (a shared shuttle has none).
      for (const trip of [1, 2, 3]) {
        const results = page.getByTestId(`trip-results-${trip}`);
        await expect(results.getByTestId('transfer-offer').first()).toBeVisible({ timeout: NEXT_STEP_MS });
        const name = words.results.chooseFor.replace('{{vehicle}}', words.vehicles.sedan).replace('{{service}}', words.services.private).replace('{{n}}', String(trip));
        await results.getByRole('button', { name }).click();
        await expect(results.getByTestId('offer-chosen')).toBeVisible();
      }
      await expect(page.getByTestId('trip-results-3')).toContainText(words.results.pickupComputed);
      await page.screenshot({ path: `test-results/transfers-results-${language}.png`, fullPage: true });
      await page.getByTestId('results-continue').click();

      const form = page.getByTestId('passengers-form');
      await expect(form).toBeVisible({ timeout: NEXT_STEP_MS });
      await form.getByLabel(words.passengers.firstName, { exact: true }).fill('Yasmine');
      await form.getByLabel(words.passengers.lastName, { exact: true }).fill('Kacem');
      await form.getByLabel(words.passengers.email, { exact: true }).fill('yasmine.kacem@example.com');
      await form.getByLabel(words.passengers.age, { exact: true }).fill('38');
      await form.getByLabel(words.passengers.phone, { exact: true }).fill('33612345678');
      const tripField = (trip: number, label: string) => form.getByLabel(`${words.search.trip.replace('{{n}}', String(trip))} ${label}`, { exact: true });
      const numbers = ['AF7664', 'MSC4021', 'AF7669'];
      const companies = ['Air France', 'MSC Cruises', 'Air France'];
      for (const trip of [1, 2, 3]) {
        const kind = trip === 2 ? 'cruise' : 'flight';
        await tripField(trip, words.passengers.serviceNumber[kind]).fill(numbers[trip - 1]!);
        await tripField(trip, words.passengers.company[kind]).fill(companies[trip - 1]!);
        await tripField(trip, words.passengers.childSeats).fill('1');
      }
      // Marseille Provence has two terminals: the arrival's and the departing flight's are chosen; the port comes pre-filled.
      await pick(page, tripField(1, words.passengers.terminal.airport), 'Provence · 1');
      await expect(tripField(2, words.passengers.terminal.port)).toHaveValue(/Port of Marseille/);
      await pick(page, tripField(3, words.passengers.terminal.airport), 'Provence · 2');
      await page.screenshot({ path: `test-results/transfers-passengers-${language}.png`, fullPage: true });
      await page.getByTestId('passengers-continue').click();

      await expect(page.getByTestId('review-trips')).toBeVisible({ timeout: NEXT_STEP_MS });
      await expect(page.getByTestId('review-lead')).toHaveText('Yasmine Kacem');
      await page.getByTestId('payment-choice').getByText(words.payments.hold, { exact: true }).click();
      await page.getByTestId('accept-terms').check();
      await expect(page.getByTestId('book')).toHaveText(words.review.book.hold);
      await page.getByTestId('book').click();

      // Held: the countdown runs and the amount is held on the balance, not debited.
      await expect(page.getByTestId('transfer-confirmation')).toBeVisible({ timeout: NEXT_STEP_MS });
      await expect(page.getByTestId('booking-status')).toContainText(statuses.awaiting_payment);
      await expect(page.getByTestId('hold-countdown')).toBeVisible();
      await expect(page.getByTestId('hold-countdown')).toContainText(/\d+:\d{2}/);
      const bookingId = new URL(page.url()).searchParams.get('id')!;
      const held = await bookingOf(page, bookingId);
      expect(held.status).toBe('awaiting_payment');
      expect(held.trips.map((trip) => [trip.from.kind, trip.to.kind, trip.childSeats])).toEqual([
        ['airport', 'hotel', 1],
        ['hotel', 'port', 1],
        ['port', 'airport', 1],
      ]);
      expect(held.passengers).toEqual({ adults: 2, childrenAges: [6], infants: 0 });
      expect(Date.parse(held.holdExpiresAt!) - Date.now()).toBeGreaterThan(25 * 60_000);
      await expect(page.getByTestId('booking-reference')).toContainText(held.reference);
      await expect.poll(async () => (await balanceOf(page)).held, { timeout: 20_000 }).toBe(before.held + held.purchasePrice);
      await page.screenshot({ path: `test-results/transfers-held-${language}.png`, fullPage: true });

      // Paid before its 30 minutes: confirmed, the hold captured (available down by the amount, nothing left held).
      await page.getByTestId('pay-now').click();
      await expect(page.getByTestId('booking-status')).toContainText(statuses.confirmed, { timeout: 30_000 });
      await expect(page.getByTestId('hold-panel')).toHaveCount(0);
      const paid = await bookingOf(page, bookingId);
      expect(paid.status).toBe('confirmed');
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available - held.purchasePrice, held: before.held });
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available - held.purchasePrice, before.currency, language), { timeout: 20_000 });

      // The voucher opens as a PDF in the page's language.
      const voucherUrl = await page.getByTestId('voucher-link').getAttribute('href');
      expect(voucherUrl).toContain(`lang=${language}`);
      const voucher = await page.request.get(voucherUrl!);
      expect(voucher.headers()['content-type']).toBe('application/pdf');
      expect((await voucher.body()).subarray(0, 5).toString()).toBe('%PDF-');

      await page.getByTestId('open-summary').click();
      await expect(page.getByTestId('booking-reference')).toContainText(held.reference, { timeout: NEXT_STEP_MS });
      await expect(page.getByTestId('booking-status')).toContainText(statuses.confirmed);
      for (const trip of [1, 2, 3]) await expect(page.getByTestId(`trip-state-${trip}`)).toHaveText(words.tripStates.booked);
      await page.screenshot({ path: `test-results/transfers-summary-${language}.png`, fullPage: true });
    });

    test('a held transfer not paid within 30 minutes is released and its amount goes back to the balance', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      await ensureMoney(page, 2_000_00);
      const before = await balanceOf(page);
      const booking = await holdThroughApi(page);
      expect(booking.status).toBe('awaiting_payment');
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available - booking.purchasePrice, held: before.held + booking.purchasePrice });

      await page.goto(at(prefix, `/b-transfers/summary?id=${booking.id}`));
      await expect(page.getByTestId('booking-status')).toContainText(statuses.awaiting_payment, { timeout: FIRST_SCREEN_MS });
      await expect(page.getByTestId('hold-countdown')).toBeVisible();
      try {
        await moveServiceClock(page.request, TRANSFERS_INTERNAL_URL, 31 * 60_000);
        await expect.poll(async () => (await bookingOf(page, booking.id)).status, { timeout: 60_000 }).toBe('expired');
      } finally {
        await moveServiceClock(page.request, TRANSFERS_INTERNAL_URL, 0);
      }
      await page.reload();
      await expect(page.getByTestId('booking-status')).toContainText(statuses.expired, { timeout: FIRST_SCREEN_MS });
      await expect(page.getByTestId('hold-released')).toContainText(words.hold.released);
      // The amount returned is what was held: the purchase price the agency pays.
      await expect(page.getByTestId('hold-released')).toContainText(formatMoney(booking.purchasePrice, booking.currency, language));
      await page.screenshot({ path: `test-results/transfers-released-${language}.png`, fullPage: true });
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available, held: before.held });
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available, before.currency, language));
    });
  });
}
