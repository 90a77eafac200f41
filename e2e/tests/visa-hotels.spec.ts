import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Language } from '@portal/contracts';
import { strings as visaStrings } from '../../mfe-visa/src/strings';
import { DEMO_ACCOUNTS, LANGS, VISA_INTERNAL_URL, at, common, moveServiceClock, signInAs, waitForMail } from './support';

// These journeys move the visa service's clock: one at a time.
test.describe.configure({ mode: 'serial' });

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY. */
const typed = (iso: string) => iso.split('-').reverse().join('/');

async function signedInPage(browser: Browser, account: 'agent' | 'operator', language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

/** The unread count the bell announces. */
async function unreadCount(page: Page, language: Language): Promise<number> {
  const label = await page.getByRole('button', { name: new RegExp(`^${common[language].nav.notifications}, \\d+`) }).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0] ?? Number.NaN);
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = visaStrings[language].hotelVisa;

  test(`a hotel visa reservation is confirmed with its letter, then cancelled automatically 3 days before arrival (${language})`, async ({ browser }) => {
    test.setTimeout(240_000);
    const agent = await signedInPage(browser, 'agent', language);
    const desk = await signedInPage(browser, 'operator', language);
    const lastName = `Haddad${language === 'en' ? 'En' : 'Fr'}`;
    try {
      // ---- the agent asks (spec §3's form); §5's rule is told before sending
      await agent.goto(at(prefix, '/visa/hotel'));
      const form = agent.getByTestId('hotel-visa-form');
      await form.getByTestId('hotel-visa-city').fill('Paris');
      await form.getByTestId('hotel-visa-area').fill('Opéra');
      await form.getByTestId('hotel-visa-arrival').fill(typed(dayAhead(10)));
      await form.getByTestId('hotel-visa-departure').fill(typed(dayAhead(30)));
      await form.getByTestId('hotel-visa-first-name').fill('Amira');
      await form.getByTestId('hotel-visa-last-name').fill(lastName);
      await form.getByTestId('hotel-visa-submit').click();
      await expect(form.getByText(common[language].validation.stay_too_long)).toBeVisible();
      await form.getByTestId('hotel-visa-departure').fill(typed(dayAhead(13)));
      await form.getByTestId('hotel-visa-submit').click();
      await expect(agent.getByTestId('hotel-visa-reservation')).toBeVisible();
      const reference = (await agent.getByTestId('hotel-visa-reference').textContent())!;
      const id = new URL(agent.url()).pathname.split('/').pop()!;
      await expect(agent.getByTestId('hotel-visa-status')).toHaveText(words.statuses.requested);

      // ---- the desk confirms it with a hotel, a confirmation number and a price per night
      await desk.goto(at(prefix, `/visa/hotel/desk/${id}`));
      await desk.getByTestId('hotel-visa-hotel-name').fill('Hôtel du Louvre');
      await desk.getByTestId('hotel-visa-hotel-address').fill('1 place André Malraux, Paris');
      await desk.getByTestId('hotel-visa-confirmation-number').fill('HL-88231');
      await desk.getByTestId('hotel-visa-price').fill('120');
      await desk.getByTestId('hotel-visa-confirm').click();
      await expect(desk.getByTestId('hotel-visa-status')).toHaveText(words.statuses.confirmed);

      // ---- the agent is told (email and bell) and downloads the letter
      await waitForMail(DEMO_ACCOUNTS.agent.email, (mail) => mail.subject.includes(reference) && /confirm/i.test(mail.subject));
      await agent.reload();
      await expect(agent.getByTestId('hotel-visa-status')).toHaveText(words.statuses.confirmed);
      // Help with the reservation opens a ticket that carries its reference.
      await expect(agent.getByTestId('booking-help')).toHaveAttribute('href', new RegExp(`/helpdesk/tickets\\?create=1&reference=${reference}$`));
      const unreadBefore = await unreadCount(agent, language);
      const [download] = await Promise.all([agent.waitForEvent('download'), agent.getByTestId('hotel-visa-letter').click()]);
      expect(download.suggestedFilename()).toBe(`hotel-reservation-${reference}.pdf`);
      expect(
        readFileSync(await download.path())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // ---- a day before the automatic cancellation the agent is warned; at arrival less 3 days it is cancelled
      const autoCancelAt = Date.parse(`${dayAhead(7)}T00:00:00Z`);
      await moveServiceClock(agent.request, VISA_INTERNAL_URL, autoCancelAt - Date.now() - 12 * HOUR_MS);
      await waitForMail(DEMO_ACCOUNTS.agent.email, (mail) => mail.subject.includes(reference) && mail.text.includes(reference) && /(tomorrow|demain)/i.test(mail.subject));
      await moveServiceClock(agent.request, VISA_INTERNAL_URL, autoCancelAt - Date.now() + HOUR_MS);
      await waitForMail(DEMO_ACCOUNTS.agent.email, (mail) => mail.subject.includes(reference) && /(automatically|automatiquement)/i.test(mail.subject) && !/(tomorrow|demain)/i.test(mail.subject));
      await agent.reload();
      await expect(agent.getByTestId('hotel-visa-status')).toHaveText(words.cancelledAutomatically);
      await expect.poll(() => unreadCount(agent, language), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);
    } finally {
      await moveServiceClock(agent.request, VISA_INTERNAL_URL, 0);
    }
  });
}
