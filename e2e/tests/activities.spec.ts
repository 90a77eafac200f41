import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  formatMoney,
  type ActivityBooking,
  type ActivityCheckResponse,
  type ActivityProduct,
  type ActivityProductResponse,
  type ActivityQuestion,
  type ActivitySearchResponse,
  type AvailabilitySlot,
  type Language,
  type LedgerEntry,
  type Page as ListPage,
} from '@portal/contracts';
import { activitiesEn, activitiesFr } from '../../mfe-transfers/src/activities/strings';
import { LANGS, at, balanceOf, common, ensureMoney, pick, serverBaseUrl, signInAs } from './support';

// These journeys move the demo agency's balance: one at a time.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
/** A page loaded afresh shows its remote's screen within this, on a machine as busy as CI's (the shell, then the remote). */
const FIRST_SCREEN_MS = 90_000;
/** A step's screen loads when first shown (its own chunk). */
const NEXT_STEP_MS = 60_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY (the date fields read the user's format). */
const typed = (iso: string) => iso.split('-').reverse().join('/');
const activitiesStrings = { en: activitiesEn, fr: activitiesFr };

/** The searched days: two weeks ahead, for three days (as the search form starts). */
const FROM = day(new Date(Date.now() + 14 * DAY));
const TO = day(new Date(Date.now() + 16 * DAY));
const ADULTS = 2;

/** An adult's age near the top of the band's age list (the list shows its first ages without scrolling). */
const adultAgeOf = (product: ActivityProduct) => Math.max(product.ageBands.find((band) => band.band === 'adult')!.minAge, 18);

interface Chosen {
  product: ActivityProduct;
  date: string;
  slot: AvailabilitySlot;
}

/**
 * A product of Paris confirmed at once, priced per person, asking at least one required booking
 * question, with a standard start on the searched days that takes two adults; found through the API
 * first, so the screens are then driven to that very product.
 */
async function instantProductWithQuestions(page: Page): Promise<Chosen> {
  const server = await serverBaseUrl(page.request);
  const search = await page.request.post(`${server}/activities/search`, {
    data: { destination: 'city:paris-fr', from: FROM, to: TO, filters: { confirmationTypes: ['instant'] }, sort: 'title_asc', pageSize: 50 },
  });
  expect(search.ok()).toBe(true);
  const found = (await search.json()) as ActivitySearchResponse;
  for (const card of found.activities.filter((candidate) => candidate.pricing === 'per_person')) {
    const details = (await (await page.request.get(`${server}/activities/products/${card.productId}?from=${FROM}&to=${TO}`)).json()) as ActivityProductResponse;
    if (!details.product.questions.some((question) => question.required)) continue;
    const standard = details.availability.find((entry) => entry.optionId === details.product.options[0]!.optionId);
    for (const entry of standard?.days ?? []) {
      const slot = entry.slots.find((candidate) => candidate.bookable && candidate.remaining >= ADULTS);
      if (slot) return { product: details.product, date: entry.date, slot };
    }
  }
  throw new Error('No instant product with booking questions in Paris on the searched days');
}

/** An answer every question of the sandbox takes: its first choice, a number within its bounds, or a few words. */
function answerOf(question: ActivityQuestion): string {
  if (question.kind === 'choice') return question.choices![0]!.id;
  if (question.kind === 'number') return String(Math.round(((question.min ?? 40) + (question.max ?? 100)) / 2));
  return 'No nuts';
}

/** The same answer as the form shows it: a choice's label in the page's language. */
function shownAnswer(question: ActivityQuestion, language: Language): string {
  return question.kind === 'choice' ? question.choices![0]!.label[language] : answerOf(question);
}

async function bookingOf(page: Page, id: string): Promise<ActivityBooking> {
  const response = await page.request.get(`${await serverBaseUrl(page.request)}/activities/bookings/${id}`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as ActivityBooking;
}

async function ledgerTypes(page: Page, reference: string): Promise<string[]> {
  const ledger = (await (await page.request.get(`${await serverBaseUrl(page.request)}/account/ledger?reference=${reference}`)).json()) as ListPage<LedgerEntry>;
  return ledger.items.map((entry) => entry.type).sort();
}

/**
 * A booking paid from the balance through the activities API, as the review step would make it:
 * the lead traveller's last name is the sandbox's trigger (`ONREQUEST`: confirmed at a later look,
 * `REJECTED`: rejected then).
 */
async function bookThroughApi(page: Page, lastName: string): Promise<ActivityBooking> {
  const server = await serverBaseUrl(page.request);
  const { product, date, slot } = await instantProductWithQuestions(page);
  const travellers = Array.from({ length: ADULTS }, () => ({ band: 'adult' as const, age: adultAgeOf(product) }));
  const check = await page.request.post(`${server}/activities/check`, {
    data: { productId: product.productId, optionId: product.options[0]!.optionId, date, startTime: slot.startTime, travellers },
  });
  expect(check.ok()).toBe(true);
  const { offer } = (await check.json()) as ActivityCheckResponse;
  const answered = (scope: ActivityQuestion['scope']) => Object.fromEntries(product.questions.filter((question) => question.scope === scope).map((question) => [question.id, answerOf(question)]));
  const created = await page.request.post(`${server}/activities/bookings`, {
    headers: { 'Idempotency-Key': `e2e-activity-${lastName}-${Date.now()}` },
    data: {
      offerId: offer.offerId,
      acceptedSalePrice: offer.salePrice,
      travellers: travellers.map((traveller, i) => ({ ...traveller, firstName: ['Salma', 'Omar'][i], lastName, answers: answered('traveller') })),
      answers: answered('booking'),
      leadTraveller: { firstName: 'Salma', lastName, email: 'salma@example.com', phone: '33612345678' },
      payment: 'balance',
      acceptedTerms: true,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as ActivityBooking;
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = activitiesStrings[language];
  const statuses = common[language].bookingStatuses;
  const fields = common[language].fields;

  test.describe(`activities, ${language}`, () => {
    test('an activity confirmed at once is booked with its booking questions answered, paid from the balance, and its voucher opened', async ({ page }) => {
      // As long as hotels' journey: a busy machine takes a minute to show the first screen.
      test.setTimeout(240_000);
      await signInAs(page, 'admin');
      await ensureMoney(page, 2_000_00);
      const before = await balanceOf(page);
      const { product, date, slot } = await instantProductWithQuestions(page);
      const title = product.title[language];

      await page.goto(at(prefix, '/b-activities'));
      await expect(page.getByTestId('activity-search')).toBeVisible({ timeout: FIRST_SCREEN_MS });
      await pick(page, page.getByRole('combobox', { name: words.search.destination }), 'Paris, France', 'Paris');
      await page.getByLabel(words.search.from, { exact: true }).fill(typed(FROM));
      await page.getByLabel(words.search.to, { exact: true }).fill(typed(TO));
      await page.getByTestId('activity-search-submit').click();
      await expect(page.getByTestId('activity-card').first()).toBeVisible({ timeout: 30_000 });
      // Only instant confirmations, then the product by its name.
      await page.getByTestId('activity-filters').getByText(words.confirmation.instant, { exact: true }).click();
      await page.getByLabel(words.filters.text, { exact: true }).fill(title);
      const choose = page.getByRole('button', { name: words.results.chooseNamed.replace('{{title}}', title), exact: true });
      await expect(choose).toBeVisible({ timeout: 30_000 });
      await choose.click();

      await expect(page.getByTestId('product-title')).toHaveText(title, { timeout: NEXT_STEP_MS });
      await page.getByRole('button', { name: words.calendar.startLabel.replace('{{day}}', date).replace('{{time}}', slot.startTime), exact: true }).click();
      await page.getByLabel(words.travellers.countOf.replace('{{band}}', words.bands.adult), { exact: true }).fill(String(ADULTS));
      await expect(page.getByTestId('chosen-start')).toBeVisible();
      await page.screenshot({ path: `test-results/activities-product-${language}.png`, fullPage: true });
      await page.getByTestId('product-continue').click();

      // Each traveller's name, age and own questions; the booking's questions; the lead traveller.
      await expect(page.getByTestId('activity-travellers')).toBeVisible({ timeout: NEXT_STEP_MS });
      const adultAge = adultAgeOf(product);
      const names = [
        ['Ines', 'Belhadj'],
        ['Sami', 'Belhadj'],
      ] as const;
      const labelOf = (question: ActivityQuestion) =>
        question.unit ? words.questions.withUnit.replace('{{label}}', question.label[language]).replace('{{unit}}', words.units[question.unit]) : question.label[language];
      const answer = async (scope: Locator, question: ActivityQuestion, label: string) => {
        const field = scope.getByLabel(label, { exact: true });
        if (question.kind === 'choice') await pick(page, field, shownAnswer(question, language));
        else await field.fill(answerOf(question));
      };
      for (const [i, [first, last]] of names.entries()) {
        const card = page.getByTestId(`traveller-${i + 1}`);
        const who = words.travellers.numbered.replace('{{n}}', String(i + 1)).replace('{{band}}', words.bands.adult);
        await card.getByLabel(`${who} ${fields.firstName}`, { exact: true }).fill(first);
        await card.getByLabel(`${who} ${fields.lastName}`, { exact: true }).fill(last);
        await pick(page, card.getByLabel(`${who} ${words.travellers.age}`, { exact: true }), words.travellers.years_other.replace('{{count}}', String(adultAge)));
        for (const question of product.questions.filter((candidate) => candidate.scope === 'traveller')) await answer(card, question, `${who} ${labelOf(question)}`);
      }
      const bookingQuestions = product.questions.filter((question) => question.scope === 'booking');
      for (const question of bookingQuestions) await answer(page.getByTestId('booking-questions'), question, labelOf(question));
      const lead = page.getByTestId('lead-traveller');
      await lead.getByLabel(words.lead.firstName, { exact: true }).fill('Ines');
      await lead.getByLabel(words.lead.lastName, { exact: true }).fill('Belhadj');
      await lead.getByLabel(words.lead.email, { exact: true }).fill('ines.belhadj@example.com');
      await lead.getByLabel(words.lead.phone, { exact: true }).fill('33698765432');
      await page.screenshot({ path: `test-results/activities-travellers-${language}.png`, fullPage: true });
      await page.getByTestId('travellers-continue').click();

      await expect(page.getByTestId('review-product')).toHaveText(title, { timeout: NEXT_STEP_MS });
      await expect(page.getByTestId('review-start')).toContainText(slot.startTime);
      await page.getByTestId('payment-choice').getByText(words.payments.balance, { exact: true }).click();
      await page.getByTestId('accept-terms').check();
      await page.getByTestId('book').click();

      await expect(page.getByTestId('confirmation-title')).toBeVisible({ timeout: NEXT_STEP_MS });
      const bookingId = new URL(page.url()).searchParams.get('id')!;
      const booking = await bookingOf(page, bookingId);
      expect(booking.status).toBe('confirmed');
      expect(booking.confirmation).toBe('instant');
      expect(booking.travellers.map((traveller) => [traveller.firstName, traveller.band, traveller.age])).toEqual([
        ['Ines', 'adult', adultAge],
        ['Sami', 'adult', adultAge],
      ]);
      for (const question of bookingQuestions) expect(booking.answers[question.id]).toBe(answerOf(question));
      await expect(page.getByTestId('confirmation-title')).toHaveText(words.booking.confirmed.replace('{{reference}}', booking.reference));
      await expect(page.getByTestId('voucher-reference')).toContainText(booking.voucherReference!);
      await page.screenshot({ path: `test-results/activities-confirmation-${language}.png`, fullPage: true });

      // Paid from the balance: the available amount drops by what the agency paid.
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available - booking.purchasePrice, held: before.held });
      await expect(page.locator('.balance-available')).toHaveText(formatMoney(before.available - booking.purchasePrice, before.currency, language), { timeout: 20_000 });

      // The voucher opens as a PDF in the page's language.
      const voucherUrl = await page.getByTestId('voucher-link').getAttribute('href');
      expect(voucherUrl).toContain(`lang=${language}`);
      const voucher = await page.request.get(voucherUrl!);
      expect(voucher.headers()['content-type']).toBe('application/pdf');
      expect((await voucher.body()).subarray(0, 5).toString()).toBe('%PDF-');

      // The summary shows the answers with their questions' words.
      await page.getByTestId('to-summary').click();
      await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference, { timeout: NEXT_STEP_MS });
      await expect(page.getByTestId('booking-status')).toContainText(statuses.confirmed);
      for (const question of bookingQuestions) await expect(page.getByTestId('booking-answers')).toContainText(shownAnswer(question, language));
      await page.screenshot({ path: `test-results/activities-summary-${language}.png`, fullPage: true });
    });

    test('an activity on request is confirmed by the supplier later: its held amount is captured', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, 'admin');
      await ensureMoney(page, 2_000_00);
      const before = await balanceOf(page);
      const booking = await bookThroughApi(page, 'Onrequest');
      expect(booking.status).toBe('on_request');
      expect(booking.onRequestDeadline).not.toBeNull();

      // The service's sweep asks the supplier every few seconds: its answer comes at that later look.
      await page.goto(at(prefix, `/b-activities/summary?id=${booking.id}`));
      await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference, { timeout: FIRST_SCREEN_MS });
      await expect.poll(async () => (await bookingOf(page, booking.id)).status, { timeout: 60_000 }).toBe('confirmed');
      await page.reload();
      await expect(page.getByTestId('booking-status')).toContainText(statuses.confirmed, { timeout: FIRST_SCREEN_MS });
      const confirmed = await bookingOf(page, booking.id);
      await expect(page.getByTestId('voucher-reference')).toHaveText(confirmed.voucherReference!);
      await expect(page.getByTestId('voucher-link')).toBeVisible();
      await page.screenshot({ path: `test-results/activities-on-request-confirmed-${language}.png`, fullPage: true });

      // Held at booking, captured on confirmation: nothing left held, the available amount down by the price.
      await expect.poll(async () => ledgerTypes(page, booking.reference), { timeout: 20_000 }).toEqual(['hold', 'hold_capture']);
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available - booking.purchasePrice, held: before.held });
    });

    test('an activity on request rejected by the supplier is not charged: its held amount is released', async ({ page }) => {
      test.setTimeout(120_000);
      await signInAs(page, 'admin');
      await ensureMoney(page, 2_000_00);
      const before = await balanceOf(page);
      const booking = await bookThroughApi(page, 'Rejected');
      expect(booking.status).toBe('on_request');

      await page.goto(at(prefix, `/b-activities/summary?id=${booking.id}`));
      await expect(page.getByTestId('booking-reference')).toHaveText(booking.reference, { timeout: FIRST_SCREEN_MS });
      await expect.poll(async () => (await bookingOf(page, booking.id)).status, { timeout: 60_000 }).toBe('failure_confirm');
      await page.reload();
      await expect(page.getByTestId('booking-status')).toContainText(statuses.failure_confirm, { timeout: FIRST_SCREEN_MS });
      const rejected = await bookingOf(page, booking.id);
      await expect(page.getByTestId('supplier-reason')).toHaveText(rejected.supplierReason![language]);
      await expect(page.getByTestId('voucher-link')).toHaveCount(0);
      await page.screenshot({ path: `test-results/activities-on-request-rejected-${language}.png`, fullPage: true });

      await expect.poll(async () => ledgerTypes(page, booking.reference), { timeout: 20_000 }).toEqual(['hold', 'hold_release']);
      await expect.poll(async () => balanceOf(page), { timeout: 20_000 }).toMatchObject({ available: before.available, held: before.held });
    });
  });
}
