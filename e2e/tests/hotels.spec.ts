import { expect, test, type Page } from '@playwright/test';
import { formatMoney, runtimeConfigSchema, type HotelBooking, type HotelRatesResponse, type HotelSearchResponse, type LedgerEntry, type Page as ListPage } from '@portal/contracts';
import { strings as hotelsStrings } from '../../mfe-hotels/src/strings';
import { bookReviewedHotelFromBalance } from './hotel-steps';
import { HOTELS_INTERNAL_URL, LANGS, at, balanceOf, common, ensureMoney, moveServiceClock, openedDialog, pick, serverBaseUrl, signInAs, waitForMail } from './support';

// These journeys move the demo agency's balance and the hotels service's clock: one at a time.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY (the date fields read the user's format). */
const typed = (iso: string) => iso.split('-').reverse().join('/');

/** The first 29th at least `days` ahead: a check-in on the 29th changes price at re-check (sandbox trigger). */
function twentyNinthAhead(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  while (date.getUTCDate() !== 29) date.setUTCDate(date.getUTCDate() + 1);
  return date;
}

/** A check-in `days` ahead that is not a 29th (no price change). */
function stillDayAhead(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  if (date.getUTCDate() === 29) date.setUTCDate(30);
  return date;
}

async function hotelsUrl(page: Page): Promise<string> {
  return runtimeConfigSchema.parse(await (await page.request.get('/config.json')).json()).hotelsBaseUrl;
}

async function bookingOf(page: Page, id: string): Promise<HotelBooking> {
  const response = await page.request.get(`${await hotelsUrl(page)}/hotels/bookings/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as HotelBooking;
}

/**
 * A pay-later booking through the hotels API, as the review step would make it: the dearest
 * pay-later rate of a long stay in 5 rooms, so its amount is more than the balance holds.
 */
async function bookPayLaterThroughApi(page: Page): Promise<HotelBooking> {
  const hotels = await hotelsUrl(page);
  const checkIn = stillDayAhead(40);
  const checkOut = new Date(checkIn.getTime() + 30 * DAY);
  const rooms = Array.from({ length: 5 }, () => ({ adults: 2, childrenAges: [] }));
  const search = await page.request.post(`${hotels}/hotels/search`, {
    data: { stay: { destination: 'city:paris-fr', checkIn: day(checkIn), checkOut: day(checkOut), rooms, nationality: 'FR' }, sort: 'price_desc', pageSize: 50 },
  });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as HotelSearchResponse;
  let chosen: HotelRatesResponse['rates'][number] | undefined;
  for (const card of found.hotels) {
    const details = (await (await page.request.get(`${hotels}/hotels/hotels/${card.hotelId}?searchId=${encodeURIComponent(found.searchId)}`)).json()) as HotelRatesResponse;
    chosen = details.rates.filter((rate) => rate.payment === 'pay_later').sort((a, b) => b.salePrice - a.salePrice)[0];
    if (chosen) break;
  }
  expect(chosen, 'a pay-later rate in Paris').toBeTruthy();
  const created = await page.request.post(`${hotels}/hotels/bookings`, {
    headers: { 'Idempotency-Key': `e2e-pay-later-${Date.now()}` },
    data: {
      rateId: chosen!.rateId,
      acceptedSalePrice: chosen!.salePrice,
      rooms: ['Amri', 'Baccar', 'Chaabane', 'Dridi', 'Essid'].map((lastName) => ({ leadGuest: { title: 'mr', firstName: 'Hedi', lastName } })),
      payment: 'pay_later',
      acceptedTerms: true,
      acceptedRateComments: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as HotelBooking;
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = hotelsStrings[language];

  test.describe(`hotels, ${language}`, () => {
    test('two rooms in Paris are searched, filtered, re-checked, booked with the balance and confirmed, then cancelled with a refund', async ({ page }) => {
      test.setTimeout(240_000);
      const admin = await signInAs(page, 'admin');
      await ensureMoney(page, 5_000_00);
      const before = await balanceOf(page);
      const checkIn = twentyNinthAhead(45);
      const checkOut = new Date(checkIn.getTime() + 3 * DAY);

      await page.goto(at(prefix, '/b-hotels'));
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available, before.currency, language));
      await page.getByTestId('new-hotel-search').click();
      await expect(page.getByTestId('hotel-search')).toBeVisible();

      await page.getByRole('combobox', { name: words.search.destination }).click();
      await page.keyboard.type('Paris');
      await page.locator('.ant-select-item-option').filter({ hasText: 'Paris, France' }).first().click();
      await page.getByLabel(words.search.checkIn, { exact: true }).fill(typed(day(checkIn)));
      await page.getByLabel(words.search.checkOut, { exact: true }).fill(typed(day(checkOut)));
      await expect(page.getByTestId('nights')).toContainText('3');
      await page.getByRole('button', { name: words.search.addRoom }).click();
      const room2 = page.getByTestId('room-2');
      const room2Label = words.search.room.replace('{{n}}', '2');
      await room2.getByLabel(`${room2Label} ${words.search.adults}`).fill('1');
      await room2.getByLabel(`${room2Label} ${words.search.children}`).fill('1');
      await pick(page, room2.getByLabel(`${room2Label} ${words.search.childAge.replace('{{n}}', '1')}`), words.search.ageOption_other.replace('{{count}}', '7'));
      await pick(page, page.getByLabel(words.search.nationality), 'France', 'Fran');
      await page.getByTestId('search-submit').click();

      const cards = page.getByTestId('hotel-card');
      await expect(cards.first()).toBeVisible({ timeout: 30_000 });
      await page.getByRole('checkbox', { name: words.results.starsOption_other.replace('{{count}}', '4') }).check();
      await page.getByRole('checkbox', { name: common[language].boards.bed_and_breakfast }).check();
      await expect(page.getByTestId('results-count')).toBeVisible();
      // Every card left is a 4-star hotel offering breakfast.
      await expect(async () => {
        const count = await cards.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText(common[language].boards.bed_and_breakfast, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/hotels-results-${language}.png`, fullPage: true });
      await cards.first().getByRole('button').click();

      await expect(page.getByTestId('hotel-details')).toBeVisible({ timeout: 30_000 });
      // A refundable rate with breakfast; a pay-later one is paid now from the balance all the same.
      const rate = page.locator('[data-testid="rate-row"][data-refundable="true"][data-board="bed_and_breakfast"]').first();
      await rate.getByTestId('choose-rate').click();
      // A check-in on the 29th: the supplier's price moved since the search, and must be accepted.
      await expect(page.getByTestId('price-changed')).toBeVisible({ timeout: 30_000 });
      await page.getByTestId('accept-price').click();

      const guest = (n: number) => page.getByTestId(`guest-room-${n}`);
      await guest(1).getByLabel(words.guests.firstName, { exact: true }).fill('Leila');
      await guest(1).getByLabel(words.guests.lastName, { exact: true }).fill('Haddad');
      await guest(2).getByLabel(words.guests.titles.mrs_miss).check();
      await guest(2).getByLabel(words.guests.firstName, { exact: true }).fill('Nour');
      await guest(2).getByLabel(words.guests.lastName, { exact: true }).fill('Mansour');
      await page.getByTestId('guests-continue').click();

      await bookReviewedHotelFromBalance(page, language);
      await page.screenshot({ path: `test-results/hotels-confirmation-${language}.png`, fullPage: true });
      const bookingId = new URL(page.url()).searchParams.get('id')!;
      const booking = await bookingOf(page, bookingId);
      await expect(page.getByTestId('booking-reference')).toContainText(booking.reference);
      expect(booking.status).toBe('confirmed');
      expect(booking.rooms.map((room) => [room.adults, room.childrenAges])).toEqual([
        [2, []],
        [1, [7]],
      ]);
      expect(booking.hotelConfirmationNumber).toBeTruthy();
      await expect(page.getByTestId('hotel-confirmation-number')).toContainText(booking.hotelConfirmationNumber!);

      // The header balance drops by what the agency paid.
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available - booking.purchasePrice, before.currency, language), { timeout: 20_000 });

      // The voucher opens as a PDF in the page's language; the confirmation email carries it too.
      const voucherUrl = await page.getByTestId('voucher-link').getAttribute('href');
      expect(voucherUrl).toContain(`lang=${language}`);
      const voucher = await page.request.get(voucherUrl!);
      expect(voucher.headers()['content-type']).toBe('application/pdf');
      expect((await voucher.body()).subarray(0, 5).toString()).toBe('%PDF-');
      const mail = await waitForMail(admin.email, (candidate) => candidate.subject.includes(booking.reference));
      expect(mail.subject).toMatch(/confirmed|confirmée/i);

      // Cancelled within the free cancellation: the quote is shown first, and the refund reaches the ledger.
      await page.getByTestId('open-summary').click();
      await expect(page.getByTestId('booking-reference')).toContainText(booking.reference);
      await page.getByTestId('cancel-booking').click();
      const dialog = await openedDialog(page);
      await expect(dialog.getByTestId('cancellation-quote')).toContainText(formatMoney(booking.purchasePrice, booking.currency, language));
      await dialog.getByTestId('confirm-cancel').click();
      await expect(page.getByTestId('booking-status')).toContainText(new RegExp(`${common[language].bookingStatuses.reimbursed}|${common[language].bookingStatuses.cancelled}`), { timeout: 20_000 });
      await page.screenshot({ path: `test-results/hotels-summary-${language}.png`, fullPage: true });
      const ledger = (await (await page.request.get(`${await serverBaseUrl(page.request)}/account/ledger?reference=${booking.reference}`)).json()) as ListPage<LedgerEntry>;
      expect(ledger.items.filter((entry) => entry.type === 'refund').map((entry) => entry.amount)).toEqual([booking.purchasePrice]);
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available, before.currency, language), { timeout: 20_000 });
    });

    test('a pay-later booking the balance cannot cover is cancelled at its payment deadline', async ({ page }) => {
      test.setTimeout(180_000);
      await signInAs(page, 'admin');
      const booking = await bookPayLaterThroughApi(page);
      expect(booking.status).toBe('awaiting_payment');
      const before = await balanceOf(page);
      expect(booking.purchasePrice).toBeGreaterThan(before.available);

      await page.goto(at(prefix, `/b-hotels/summary?id=${booking.id}`));
      await expect(page.getByTestId('booking-status')).toContainText(common[language].bookingStatuses.awaiting_payment);
      await expect(page.getByTestId('payment-deadline')).toContainText('UTC');
      try {
        const deadline = Date.parse(booking.deadlines.payment!.utc);
        await moveServiceClock(page.request, HOTELS_INTERNAL_URL, deadline - Date.now() + 60_000);
        await expect.poll(async () => (await bookingOf(page, booking.id)).status, { timeout: 60_000 }).toBe('cancelled');
      } finally {
        await moveServiceClock(page.request, HOTELS_INTERNAL_URL, 0);
      }
      await page.reload();
      await expect(page.getByTestId('booking-status')).toContainText(common[language].bookingStatuses.cancelled);
      expect(await balanceOf(page)).toMatchObject({ available: before.available, held: before.held });
    });
  });
}
