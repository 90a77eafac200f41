import { expect, test, type Browser, type Page } from '@playwright/test';
import type { GroupQuoteView, Language } from '@portal/contracts';
import { strings as visaStrings } from '../../mfe-visa/src/strings';
import { LANGS, at, common, ensureMoney, openedDialog, serverBaseUrl, signInAs } from './support';

const DAY_MS = 24 * 60 * 60 * 1000;
const dayAhead = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function signedInPage(browser: Browser, account: 'agent' | 'admin' | 'operator', language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

const option = (title: string, perNight: number) => ({
  title,
  rates: [
    { roomType: 'double', perNight },
    { roomType: 'triple', perNight: perNight + 3_000 },
  ],
  taxes: 2_000,
  fees: 1_000,
  freeRooms: 0,
  validUntil: dayAhead(10),
  releaseDate: dayAhead(20),
  cancellationTerms: 'Free until 21 days before arrival, then 50%.',
});

/** The agent's group request sent through the API (the form is the unit of its own checks); what the service answered. */
async function submitGroupRequest(agent: Page, groupName: string, overrides: Record<string, unknown>): Promise<GroupQuoteView> {
  const server = await serverBaseUrl(agent.request);
  const created = await agent.request.post(`${server}/visa/groups`, {
    headers: { 'Idempotency-Key': `e2e-group-${groupName.replace(/\W/g, '-')}` },
    data: {
      groupName,
      groupType: 'school_groups',
      hotelCategories: [3],
      mealPlans: ['half_board'],
      rooms: [{ type: 'double', adults: 2, children: 0, babies: 0, babyBeds: 0 }],
      additionalServices: [],
      ...overrides,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as GroupQuoteView;
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = visaStrings[language].groups;

  test(`a group quotation answered with two options, one accepted, paid by balance, booked and its rooming list filled (${language})`, async ({ browser }) => {
    test.setTimeout(180_000);
    const agent = await signedInPage(browser, 'agent', language);
    const desk = await signedInPage(browser, 'operator', language);
    // The agency's balance pays: its admin declares a top-up when it runs low.
    const admin = await signedInPage(browser, 'admin', language);
    await ensureMoney(admin, 5_000_00);
    await admin.context().close();
    const server = await serverBaseUrl(agent.request);

    // The agent's request (the form is the unit of its own checks), answered by the desk's two options.
    const request = await submitGroupRequest(agent, `Lycée ${language} ${Date.now() % 100_000}`, {
      destination: 'Marrakech',
      hotelCategories: [3, 4],
      arrival: dayAhead(30),
      departure: dayAhead(33),
      rooms: [
        { type: 'double', adults: 2, children: 0, babies: 0, babyBeds: 0 },
        { type: 'triple', adults: 2, children: 1, babies: 0, babyBeds: 0 },
      ],
      additionalServices: ['guide'],
    });

    // The desk sees it in its queue with the 24-hour timer, and quotes two options.
    await desk.goto(at(prefix, '/grouprequest/desk'));
    await desk.getByRole('searchbox', { name: words.filters.search }).fill(request.reference);
    await desk.getByRole('searchbox', { name: words.filters.search }).press('Enter');
    await expect(desk.getByTestId('group-desk').getByRole('link', { name: request.reference })).toBeVisible();
    const quoted = await desk.request.post(`${server}/visa/desk/groups/${request.id}/quote`, { data: { options: [option('Hotel Atlas 4*', 10_000), option('Riad Medina 3*', 8_000)] } });
    expect(quoted.status()).toBe(200);

    // The agent compares the two options side by side and accepts the second, paid by balance.
    await agent.goto(at(prefix, `/grouprequest/${request.id}`));
    await expect(agent.getByTestId('group-option')).toHaveCount(2);
    await agent.getByTestId('group-accept').nth(1).click();
    const dialog = await openedDialog(agent);
    await dialog.getByRole('radio', { name: words.detail.balance }).check();
    await dialog.getByTestId('group-accept-confirm').click();
    const booking = agent.getByTestId('group-booking');
    await expect(booking).toContainText(/GR[A-Z0-9]{7}/);
    // Help with the group booking opens a ticket that carries its reference.
    await expect(booking.getByTestId('booking-help')).toHaveAttribute('href', /\/helpdesk\/tickets\?create=1&reference=GR[A-Z0-9]{7}$/);
    // The request's rooms say each count in its own number: one child, not "1 Children".
    await expect(agent.getByText(`${words.roomTypes.triple}: ${words.occupancy.adults_other.replace('{{count}}', '2')}, ${words.occupancy.children_one.replace('{{count}}', '1')}`)).toBeVisible();
    await expect(agent.getByTestId('group-status')).toHaveText(words.statuses.booked);

    // The rooming list: a name for each of the five guests.
    const names = ['Amira Haddad', 'Sami Haddad', 'Karim Haddad', 'Lina Haddad', 'Nour Haddad'];
    const inputs = agent.getByTestId('group-rooming').getByRole('textbox');
    await expect(inputs).toHaveCount(5);
    for (const [index, name] of names.entries()) await inputs.nth(index).fill(name);
    await agent.getByTestId('group-rooming-save').click();
    await expect(agent.getByTestId('group-rooming')).toContainText(words.detail.roomingComplete);

    // The quote and the booking reached the agent's bell.
    await agent.reload();
    await agent.getByRole('button', { name: new RegExp(`^${common[language].nav.notifications}`) }).click();
    await expect(agent.getByText(new RegExp(`${request.reference}`)).first()).toBeVisible({ timeout: 30_000 });
    await agent.context().close();
    await desk.context().close();
  });
}

test('an agent withdraws a group request still awaiting its quote, after a confirmation (fr)', async ({ browser }) => {
  const words = visaStrings.fr.groups;
  const agent = await signedInPage(browser, 'agent', 'fr');
  const request = await submitGroupRequest(agent, `Chorale ${Date.now() % 100_000}`, { destination: 'Agadir', arrival: dayAhead(40), departure: dayAhead(42) });

  await agent.goto(at('fr', `/grouprequest/${request.id}`));
  await expect(agent.getByTestId('group-status')).toHaveText(words.statuses.awaiting_quote);
  // Headed by its reference once loaded, not by the database id of its address.
  await expect(agent.getByRole('heading', { level: 1 })).toHaveText(visaStrings.fr.groupQuote.title.replace('{{id}}', request.reference));
  await expect(agent).toHaveTitle(new RegExp(`^${visaStrings.fr.groupQuote.title.replace('{{id}}', request.reference)} · `));
  await agent.getByTestId('group-cancel').click();
  const dialog = await openedDialog(agent);
  await expect(dialog).toContainText(words.detail.cancelTitle);
  // Kept: nothing changes.
  await dialog.getByRole('button', { name: words.detail.cancelKeep }).click();
  await expect(dialog).toBeHidden();
  await expect(agent.getByTestId('group-status')).toHaveText(words.statuses.awaiting_quote);

  await agent.getByTestId('group-cancel').click();
  const again = await openedDialog(agent);
  await again.getByLabel(words.detail.reason).fill('Voyage reporté');
  await again.getByTestId('group-cancel-confirm').click();
  await expect(agent.getByText(words.detail.cancelled)).toBeVisible();
  await expect(agent.getByTestId('group-status')).toHaveText(words.statuses.cancelled);
  await expect(agent.getByTestId('group-cancel')).toHaveCount(0);
  // The reason stays with the request.
  await agent.reload();
  await expect(agent.getByTestId('group-withdrawal')).toHaveText(words.detail.withdrawn.replace('{{reason}}', 'Voyage reporté'));
});
