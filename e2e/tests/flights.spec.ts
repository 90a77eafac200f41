import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { formatMoney, SANDBOX_CARDS, type FlightBooking, type LedgerEntry, type Page as ListPage } from '@portal/contracts';
import { CARD_PAGE_WORDS } from '@portal/i18n/card-page';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import {
  FLIGHTS_INTERNAL_URL,
  LANGS,
  at,
  bookFlightThroughApi,
  flightsUrl,
  balanceOf,
  common,
  ensureMoney,
  moveServiceClock,
  openedDialog,
  pick,
  serverBaseUrl,
  signInAs,
  waitForMail,
} from './support';

// These journeys move the demo agency's balance and the flights service's clock: one at a time.
test.describe.configure({ mode: 'serial' });

const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY (the date fields read the user's format). */
const typed = (iso: string) => iso.split('-').reverse().join('/');
function daysAhead(days: number): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  // Departures on the 29th change price at re-price (sandbox): keep this journey's price still.
  if (date.getUTCDate() === 29) date.setUTCDate(30);
  return date;
}
function yearsBefore(date: Date, years: number, days = 0): string {
  const shifted = new Date(date);
  shifted.setUTCFullYear(shifted.getUTCFullYear() - years);
  shifted.setUTCDate(shifted.getUTCDate() - days);
  return day(shifted);
}

const pickAirport = (page: Page, label: string, code: string) => pick(page, page.getByLabel(label, { exact: true }), `(${code})`, code);
const pickOption = (page: Page, field: Locator, text: string) => pick(page, field, text, text.slice(0, 4));

/** The file a click on a document link saves. */
async function downloaded(page: Page, link: Locator): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return download;
}

/** A booking's e-ticket: named after the booking, a PDF. */
async function expectEticket(download: Download, reference: string): Promise<void> {
  expect(download.suggestedFilename()).toBe(`e-ticket-${reference}.pdf`);
  expect((await readFile(await download.path())).subarray(0, 4).toString()).toBe('%PDF');
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = flightsStrings[language];

  test.describe(`flights, ${language}`, () => {
    test('a round trip is searched, filtered, booked with the balance and ticketed', async ({ page }) => {
      // Four travellers typed field by field through the real stack: longer than the default 90 s.
      test.setTimeout(240_000);
      const admin = await signInAs(page, 'admin');
      await ensureMoney(page);
      const before = await balanceOf(page);
      const departure = daysAhead(60);
      const back = daysAhead(67);

      await page.goto(at(prefix, '/b-flights?step=search'));
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available, before.currency, language));
      const bell = page.getByRole('button', { name: /Notifications|notifications/ });
      const unreadBefore = Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0);

      await pickAirport(page, words.search.from, 'CDG');
      await pickAirport(page, words.search.to, 'NCE');
      // A chosen airport changed by typing a city and Enter takes that city's airport (issue 17, 5).
      const to = page.getByLabel(words.search.to, { exact: true });
      await to.click();
      await to.pressSequentially('Tunis');
      await to.press('Enter');
      await to.press('Tab');
      await expect(to.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]')).toContainText('(TUN)');
      // Dates are typed and shown in the user's DD/MM/YYYY, with the format as the hint (issue 17, 6).
      const departureField = page.getByLabel(words.search.departure, { exact: true });
      await expect(departureField).toHaveAttribute('placeholder', language === 'fr' ? 'JJ/MM/AAAA' : 'DD/MM/YYYY');
      await expect(departureField).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
      await departureField.fill(typed(day(departure)));
      await page.getByLabel(words.search.return, { exact: true }).fill(typed(day(back)));
      await page.getByLabel(words.search.adults, { exact: true }).fill('2');
      await page.getByLabel(words.search.children, { exact: true }).fill('1');
      await page.getByLabel(words.search.infants, { exact: true }).fill('1');
      await page.getByRole('button', { name: words.search.submit }).click();

      const offers = page.getByTestId('flight-offer');
      await expect(offers.first()).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(words.results.stopsOptions['0']).check();
      await expect(offers.first()).toContainText(words.results.nonstop);
      await page.screenshot({ path: `test-results/flights-results-${language}.png`, fullPage: true });
      await offers.first().getByRole('button', { name: words.results.select }).click();

      // The chosen flight stays in sight while travellers are typed and at review (issue 17, 10).
      const recap = page.getByTestId('flight-recap');
      await expect(recap).toContainText(words.recap.title);
      await expect(recap.getByTestId('recap-journey')).toHaveCount(2);
      await expect(recap.getByTestId('recap-journey').first()).toContainText('CDG → TUN');
      await expect(recap.getByTestId('recap-journey').nth(1)).toContainText('TUN → CDG');
      await expect(recap.getByTestId('recap-journey').first()).toContainText(typed(day(departure)));
      await expect(recap).toContainText(`2 × ${words.passengerTypes.adult}, 1 × ${words.passengerTypes.child}, 1 × ${words.passengerTypes.infant}`);
      const total = await recap.getByTestId('recap-total').innerText();

      const people = [
        { type: words.passengerTypes.adult, title: words.travellers.titles.mrs_miss, first: 'Leila', last: 'Haddad', birth: '1986-04-12' },
        { type: words.passengerTypes.adult, title: words.travellers.titles.mr, first: 'Karim', last: 'Haddad', birth: '1984-09-03' },
        { type: words.passengerTypes.child, title: words.travellers.titles.mrs_miss, first: 'Nour', last: 'Haddad', birth: yearsBefore(departure, 7) },
        { type: words.passengerTypes.infant, title: words.travellers.titles.mr, first: 'Sami', last: 'Haddad', birth: yearsBefore(departure, 1) },
      ];
      for (const [index, person] of people.entries()) {
        const card = page.locator('.ant-card-small').filter({ hasText: words.travellers.traveller.replace('{{n}}', String(index + 1)).replace('{{type}}', person.type) });
        await pickOption(page, card.getByLabel(words.travellers.title, { exact: true }), person.title);
        await card.getByLabel(words.travellers.firstName, { exact: true }).fill(person.first);
        await card.getByLabel(words.travellers.lastName, { exact: true }).fill(person.last);
        await card.getByLabel(words.travellers.dateOfBirth, { exact: true }).fill(typed(person.birth));
        await pickOption(page, card.getByLabel(words.travellers.nationality, { exact: true }), language === 'fr' ? 'Tunisie' : 'Tunisia');
        await card.getByLabel(words.travellers.passportNumber, { exact: true }).fill(`TN${4820150 + index}`);
        await card.getByLabel(words.travellers.passportExpiry, { exact: true }).fill(typed('2034-06-30'));
      }
      const contact = page.locator('.ant-card-small').filter({ hasText: words.travellers.contact });
      await contact.getByLabel(words.travellers.email, { exact: true }).fill('leila.haddad@example.com');
      await contact.getByLabel(words.travellers.phone, { exact: true }).fill('21655123456');
      await contact.getByLabel(words.travellers.address, { exact: true }).fill('12 rue de Marseille');
      await pickOption(page, contact.getByLabel(words.travellers.country, { exact: true }), language === 'fr' ? 'Tunisie' : 'Tunisia');
      await contact.getByLabel(words.travellers.zipCode, { exact: true }).fill('1000');
      await page.getByRole('button', { name: words.travellers.continue }).click();
      // The cancellation terms must be accepted before going on.
      await expect(page.getByText(words.validation.terms_not_accepted)).toBeVisible();
      await page.getByLabel(words.travellers.terms, { exact: true }).check();
      await page.getByRole('button', { name: words.travellers.continue }).click();

      await expect(page.getByText(words.review.priceConfirmed)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('flight-recap')).toBeVisible();
      await expect(page.getByTestId('flight-recap').getByTestId('recap-journey')).toHaveCount(2);
      await expect(page.getByTestId('recap-total')).toHaveText(total);

      // A balance refusal shows beside "Book now", focused, with the price, the available balance and
      // the top-up (issue 17, 1). The service's refusal is answered here: the demo agency's balance covers the trip.
      const bookings = '**/flights/bookings';
      await page.route(bookings, async (route) => {
        if (route.request().method() !== 'POST') return route.fallback();
        const origin = (await route.request().headerValue('origin')) ?? '*';
        await route.fulfill({
          status: 409,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' },
          body: JSON.stringify({ error: { code: 'balance_error', message: 'Balance error', details: {} } }),
        });
      });
      const bookNow = page.getByRole('button', { name: words.review.book });
      await bookNow.click();
      const refusal = page.getByTestId('booking-action-error');
      await expect(refusal).toBeFocused();
      await expect(refusal.getByRole('alert')).toContainText(words.errors.balance_error);
      const price = await page.getByTestId('review-purchase-price').innerText();
      const balanceNow = await balanceOf(page);
      await expect(refusal.getByTestId('balance-error-detail')).toContainText(price);
      await expect(refusal.getByTestId('balance-error-detail')).toContainText(formatMoney(balanceNow.available, balanceNow.currency, language));
      await expect(refusal.getByTestId('balance-top-up')).toHaveAttribute('href', new RegExp(`${prefix ? `/${prefix}` : ''}/finance\\?tab=topUps$`));
      // Beside the action: just above the button, both in the viewport.
      await expect(refusal).toBeInViewport();
      await expect(bookNow).toBeInViewport();
      const [errorBox, buttonBox] = [await refusal.boundingBox(), await bookNow.boundingBox()];
      expect(buttonBox!.y - (errorBox!.y + errorBox!.height)).toBeLessThan(48);
      await page.unroute(bookings);

      await bookNow.click();
      await expect(page.getByText(words.confirmation.ticketed, { exact: true })).toBeVisible({ timeout: 30_000 });
      await page.screenshot({ path: `test-results/flights-confirmation-${language}.png`, fullPage: true });

      const bookingId = new URL(page.url()).searchParams.get('id')!;
      const booking = (await (await page.request.get(`${await flightsUrl(page)}/flights/bookings/${bookingId}`)).json()) as FlightBooking;
      expect(booking.status).toBe('ticket_issued');
      for (const traveller of booking.travellers) {
        expect(traveller.ticketNumber).toBeTruthy();
        await expect(page.getByText(traveller.ticketNumber!)).toBeVisible();
      }

      const after = before.available - booking.purchasePrice;
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(after, before.currency, language), { timeout: 20_000 });
      const mail = await waitForMail(admin.email, (candidate) => candidate.subject.includes(booking.reference));
      expect(mail.subject).toMatch(/Tickets issued|Billets émis/);
      await expect.poll(async () => Number((await bell.getAttribute('aria-label'))?.match(/\d+/)?.[0] ?? 0), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);

      // Voided within a day of issue: the full purchase price comes back into the ledger.
      await page.getByRole('button', { name: words.confirmation.summary }).click();
      await expect(page.getByText(booking.reference).first()).toBeVisible();
      // The e-ticket the email points to: saved from the summary, a PDF named after the booking.
      await expectEticket(await downloaded(page, page.getByTestId('eticket-link')), booking.reference);
      await page.getByRole('button', { name: words.summary.cancel.voidAction }).click();
      await (await openedDialog(page)).getByRole('button', { name: common[language].bookings.cancel.confirm }).click();
      await expect(page.getByTestId('booking-status')).toContainText(/Reimbursed|Remboursée|Voided|Annulée/, { timeout: 20_000 });
      await page.screenshot({ path: `test-results/flights-summary-${language}.png`, fullPage: true });
      const ledger = (await (await page.request.get(`${await serverBaseUrl(page.request)}/account/ledger?reference=${booking.reference}`)).json()) as ListPage<LedgerEntry>;
      expect(ledger.items.some((entry) => entry.type === 'refund' && entry.amount === booking.purchasePrice)).toBe(true);

      // And from the bookings list, the row's own action.
      await page.goto(at(prefix, `/b-flights?reference=${booking.reference}`));
      await expectEticket(await downloaded(page, page.getByTestId(`eticket-${booking.reference}`)), booking.reference);
    });

    test("a card booking is paid on the gateway's own page, comes back ticketed, and leaves the balance alone", async ({ page, baseURL }) => {
      await signInAs(page, 'admin');
      const flights = await flightsUrl(page);
      const gateway = CARD_PAGE_WORDS[language];
      const before = await balanceOf(page);
      const { booking } = await bookFlightThroughApi(
        page,
        { origin: 'CDG', departure: daysAhead(50) },
        { payment: 'card', lastName: 'Jaziri', returnUrl: `${baseURL}${at(prefix, '/b-flights?step=confirmation')}`, language },
      );

      await page.goto(at(prefix, `/b-flights?step=confirmation&id=${booking.id}`));
      await expect(page.getByText(words.confirmation.awaitingCard, { exact: true })).toBeVisible();
      await expect(page.getByTestId('hold-countdown')).toBeVisible();
      await page.getByRole('link', { name: words.confirmation.payByCard }).click();

      await expect(page.getByRole('heading', { name: gateway.title })).toBeVisible();
      await expect(page.getByTestId('amount')).toHaveText(formatMoney(booking.purchasePrice, booking.currency, language));
      const typeCard = async (number: string) => {
        await page.getByLabel(gateway.holder, { exact: true }).fill('Ines Jaziri');
        await page.getByLabel(gateway.number, { exact: true }).fill(number);
        await page.getByLabel(gateway.expiry, { exact: true }).fill('11/31');
        await page.getByLabel(gateway.cvc, { exact: true }).fill('321');
        await page.getByRole('button', { name: /^(Pay|Payer) / }).click();
      };
      await typeCard(SANDBOX_CARDS.declined);
      await expect(page.getByText(gateway.errors.declined)).toBeVisible();
      await page.screenshot({ path: `test-results/card-page-${language}.png`, fullPage: true });
      await typeCard(SANDBOX_CARDS.succeeds);

      await expect(page.getByText(words.confirmation.ticketed, { exact: true })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).searchParams.get('id')).toBe(booking.id);
      const after = (await (await page.request.get(`${flights}/flights/bookings/${booking.id}`)).json()) as FlightBooking;
      expect(after.status).toBe('ticket_issued');
      expect(after.travellers[0]!.ticketNumber).toBeTruthy();
      expect(await balanceOf(page)).toMatchObject({ available: before.available, held: before.held });
    });

    test('a held booking expires when its 30 minutes pass and releases the held amount', async ({ page }) => {
      await signInAs(page, 'admin');
      await ensureMoney(page);
      const flights = await flightsUrl(page);
      const before = await balanceOf(page);
      const { booking, purchasePrice } = await bookFlightThroughApi(page, { origin: 'CDG', departure: daysAhead(45) }, { payment: 'hold', lastName: 'Trabelsi' });
      expect(booking.status).toBe('awaiting_payment');
      expect((await balanceOf(page)).held).toBe(before.held + purchasePrice);

      await page.goto(at(prefix, `/b-flights/summary?id=${booking.id}`));
      await expect(page.getByTestId('hold-countdown')).toBeVisible();
      try {
        await moveServiceClock(page.request, FLIGHTS_INTERNAL_URL, 31 * 60_000);
        await expect.poll(async () => ((await (await page.request.get(`${flights}/flights/bookings/${booking.id}`)).json()) as FlightBooking).status, { timeout: 30_000 }).toBe('expired');
      } finally {
        await moveServiceClock(page.request, FLIGHTS_INTERNAL_URL, 0);
      }
      await expect.poll(async () => (await balanceOf(page)).held, { timeout: 20_000 }).toBe(before.held);
      await page.reload();
      await expect(page.getByText(words.confirmation.holdExpired)).toBeVisible();
      await expect(page.getByTestId('booking-status')).toContainText(common[language].bookingStatuses.expired);
    });

    test('a held booking whose PNR is pending is cancelled by the agent, after a confirmation, and its amount released', async ({ page }) => {
      await signInAs(page, 'admin');
      await ensureMoney(page);
      const before = await balanceOf(page);
      const { booking, purchasePrice } = await bookFlightThroughApi(page, { origin: 'CDG', departure: daysAhead(52) }, { payment: 'hold', lastName: 'PNRPENDING' });
      expect(booking.status).toBe('pnr_pending');
      expect((await balanceOf(page)).held).toBe(before.held + purchasePrice);

      await page.goto(at(prefix, `/b-flights/summary?id=${booking.id}`));
      // The sweep may have had the PNR meanwhile (awaiting payment): a hold is cancelled the same way.
      await page.getByRole('button', { name: common[language].bookings.cancel.action }).click();
      const dialog = await openedDialog(page);
      await expect(dialog).toContainText(words.summary.cancel.holdBody);
      await dialog.getByRole('button', { name: common[language].bookings.cancel.confirm }).click();
      await expect(page.getByTestId('booking-status')).toContainText(common[language].bookingStatuses.cancelled);
      await expect(page.getByRole('button', { name: common[language].bookings.cancel.action })).toHaveCount(0);
      expect(await balanceOf(page)).toMatchObject({ held: before.held, available: before.available });
    });
  });
}

test('the bookings list shows a skeleton, never its empty text, while its rows are on their way', async ({ page }) => {
  await signInAs(page, 'admin');
  const listing = `${(await flightsUrl(page)).replace(/\/$/, '')}/flights/bookings`;
  // Holds the list's answers until released, to look at the screen while they are on their way.
  let release = () => {};
  let gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.href.split('?')[0] === listing,
    async (route) => {
      if (route.request().method() === 'GET') await gate;
      await route.continue();
    },
  );
  const skeleton = page.locator('.ant-skeleton').first();
  const empty = page.getByText(common.en.bookings.empty);

  await page.goto('/en/b-flights');
  await expect(skeleton).toBeVisible();
  await expect(empty).toBeHidden();
  release();
  await expect(page.getByRole('table')).toBeVisible();

  // A reference nothing matches: the empty text once the answer says so.
  const reference = page.getByLabel(common.en.bookings.filters.reference, { exact: true });
  await reference.fill('ZZZZZZZZ');
  await expect(empty).toBeVisible();
  // Another filter on its way after an empty answer: a skeleton, not the previous answer's empty text.
  gate = new Promise<void>((resolve) => (release = resolve));
  await reference.fill('ZZZZZZZZY');
  await expect(skeleton).toBeVisible();
  await expect(empty).toBeHidden();
  release();
  await expect(empty).toBeVisible();
});

test('the bookings list is asked for as the remote mounts, before the screen draws, and once', async ({ page }) => {
  await signInAs(page, 'admin');
  // When the flights screen's heading first appears, by the page's own clock.
  await page.addInitScript(() => {
    const seen = window as unknown as { headingAt?: number };
    new MutationObserver((_records, observer) => {
      if (!document.querySelector('[data-remote="flights"] h1')) return;
      seen.headingAt = performance.now();
      observer.disconnect();
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/en/b-flights?status=cancelled&pageSize=20');
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { asked, headingAt } = await page.evaluate(() => ({
    asked: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname === '/flights/bookings')
      .map((entry) => ({ url: entry.name, startedAt: entry.startTime })),
    headingAt: (window as unknown as { headingAt?: number }).headingAt,
  }));
  // One request, with the address's filters: the list drew from the answer its remote asked for, without asking again.
  expect(asked).toHaveLength(1);
  expect(new URL(asked[0]!.url).searchParams.get('status')).toBe('cancelled');
  expect(new URL(asked[0]!.url).searchParams.get('pageSize')).toBe('20');
  // Asked before the screen drew (the list itself only asks once drawn).
  expect(headingAt).toBeDefined();
  expect(asked[0]!.startedAt).toBeLessThan(headingAt!);
});
