import { expect, test } from '@playwright/test';
import { currentUserResponse, type CurrentUser, type HotelBooking } from '@portal/contracts';
import { strings as hotelsStrings } from '../../mfe-hotels/src/strings';
import { bookReviewedHotelFromBalance } from './hotel-steps';
import { LANGS, PARTNER_SITE_URL, at, ensureMoney, pick, serverBaseUrl, signInAs, signInThroughApi } from './support';

// These journeys move the demo agency's balance: one at a time.
test.describe.configure({ mode: 'serial' });

const DAY = 86_400_000;
/** The partner page's own colour (examples/partner-site/public/embed.js), as the browser computes it. */
const PARTNER_PRIMARY = 'rgb(194, 65, 12)';

/** A check-in `days` ahead that is not a 29th (the sandbox changes those prices at re-check). */
function checkInAhead(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  if (date.getUTCDate() === 29) date.setUTCDate(30);
  return date;
}

/** A day as the signed-in user types it, in their profile's date format. */
function typed(date: Date, format: CurrentUser['dateFormat']): string {
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return format.replace('YYYY', year!).replace('MM', month!).replace('DD', day!);
}

for (const language of LANGS) {
  const words = hotelsStrings[language];

  test(`a partner page embeds the hotels remote in its colours, signs its visitor in and books from the balance; the agency sees it in the portal (${language})`, async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, 'admin');
    await ensureMoney(page);

    // The partner's page, not the shell: its own header and language switch, the remote in its colours and logo.
    await page.goto(`${PARTNER_SITE_URL}/hotels/b-hotels`);
    await expect(page.locator('.site-header')).toBeVisible();
    if (language === 'fr') await page.getByRole('button', { name: 'FR', exact: true }).click();
    const newSearch = page.getByTestId('new-hotel-search');
    await expect(newSearch).toHaveText(words.bookings.newSearch, { timeout: 30_000 });
    await expect(newSearch).toHaveCSS('background-color', PARTNER_PRIMARY);
    await expect(page.getByTestId('host-logo')).toHaveAttribute('alt', 'Sunny Trips');
    // Signed in through the partner link as the partner's visitor, the demo agency's agent.
    await expect(page.locator('#visitor')).toContainText('Lucas Martin');
    const server = await serverBaseUrl(page.request);
    const visitor = currentUserResponse.parse(await (await page.request.get(`${server}/auth/me`)).json()).user;
    expect(visitor.email).toBe('agent@atlas-voyages.example');

    await newSearch.click();
    await expect(page).toHaveURL(/\/hotels\/b-hotels/);
    const checkIn = checkInAhead(50);
    const checkOut = new Date(checkIn.getTime() + 2 * DAY);
    await page.getByRole('combobox', { name: words.search.destination }).click();
    await page.keyboard.type('Paris');
    await page.locator('.ant-select-item-option').filter({ hasText: 'Paris, France' }).first().click();
    await page.getByLabel(words.search.checkIn, { exact: true }).fill(typed(checkIn, visitor.dateFormat));
    await page.getByLabel(words.search.checkOut, { exact: true }).fill(typed(checkOut, visitor.dateFormat));
    await pick(page, page.getByLabel(words.search.nationality), 'France', 'Fran');
    await page.getByTestId('search-submit').click();

    const cards = page.getByTestId('hotel-card');
    await expect(cards.first()).toBeVisible({ timeout: 30_000 });
    await cards.first().getByRole('button').click();
    await expect(page.getByTestId('hotel-details')).toBeVisible({ timeout: 30_000 });
    await page.getByTestId('rate-row').first().getByTestId('choose-rate').click();

    const guest = page.getByTestId('guest-room-1');
    await guest.getByLabel(words.guests.firstName, { exact: true }).fill('Salma');
    await guest.getByLabel(words.guests.lastName, { exact: true }).fill('Trabelsi');
    await page.getByTestId('guests-continue').click();

    await bookReviewedHotelFromBalance(page, language);
    // The remote's routes stay under the partner's base path.
    expect(new URL(page.url()).pathname).toMatch(/^\/hotels\/b-hotels/);
    await page.screenshot({ path: `test-results/partner-embed-${language}.png`, fullPage: true });
    const { hotelsBaseUrl } = (await (await page.request.get(`${PARTNER_SITE_URL}/config.json`)).json()) as { hotelsBaseUrl: string };
    const bookingId = new URL(page.url()).searchParams.get('id');
    const booking = (await (await page.request.get(`${hotelsBaseUrl}/hotels/bookings/${bookingId}`)).json()) as HotelBooking;
    expect(booking).toMatchObject({ status: 'confirmed', payment: 'balance' });
    await expect(page.getByTestId('booking-reference').first()).toContainText(booking.reference);

    // The agency's admin finds the booking in the portal's own hotel bookings.
    await signInThroughApi(page.request, 'admin');
    await page.goto(at(language === 'en' ? null : language, '/b-hotels'));
    await expect(page.getByText(booking.reference).first()).toBeVisible({ timeout: 30_000 });
  });
}
