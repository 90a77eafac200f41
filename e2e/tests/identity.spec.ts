import { createHmac } from 'node:crypto';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { partnerSignaturePayload, type Language, type UserData } from '@portal/contracts';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import {
  DEMO_ACCOUNTS,
  LANGS,
  at,
  common,
  nextTotp,
  openedDialog,
  portalLinkIn,
  publicPages,
  serverBaseUrl,
  shell,
  signInThroughApi,
  signOutThroughMenu,
  totp,
  totpStep,
  waitForMail,
  type Credentials,
} from './support';

// A journey across every service on a shared machine: screens may take a while to follow.
const expect = baseExpect.configure({ timeout: 30_000 });

async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

const prefixOf = (language: Language) => (language === 'en' ? null : language);

/** Signs in through the home page's sign-in card (the second factor, if asked, is the caller's). */
async function signInThroughCard(page: Page, language: Language, { email, password }: Credentials): Promise<void> {
  const card = page.locator('#sign-in');
  await card.getByLabel(common[language].fields.email, { exact: true }).fill(email);
  await card.getByLabel(common[language].fields.password, { exact: true }).fill(password);
  await card.getByRole('button', { name: common[language].actions.signIn, exact: true }).click();
}

/** The unread count the bell announces. */
async function unreadCount(page: Page, language: Language): Promise<number> {
  const label = await page.getByRole('button', { name: new RegExp(`^${common[language].nav.notifications}, \\d+`) }).getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0] ?? Number.NaN);
}

async function openBell(page: Page, language: Language) {
  await page.getByRole('button', { name: new RegExp(`^${common[language].nav.notifications}, \\d+`) }).click();
  return page.getByRole('dialog', { name: common[language].nav.notifications });
}

for (const language of LANGS) {
  const prefix = prefixOf(language);
  const s = shell[language];
  const c = common[language];
  const a = accountStrings[language];

  test(`an agency registers, is approved, secures its admin with 2FA and manages an agent (${language})`, async ({ page, browser }) => {
    test.setTimeout(300_000);
    const run = `${language}${Date.now().toString(36)}`;
    const admin = { email: `nadia.haddad.${run}@sahara-horizons.example`, password: 'Caravane#2026' };
    const agent = { email: `karim.bensaid.${run}@sahara-horizons.example`, password: 'Oasis#Tozeur26' };
    const agencyName = `Sahara Horizons ${run.slice(-7)}`;

    // ---- sign-up: the spec's messages show before anything is sent
    await page.goto(at(prefix, '/sign-up'));
    await expectTitle(page, s.signUp.title);
    await page.getByRole('button', { name: s.signUp.submit }).click();
    await expect(page.getByText(c.validation.required).first()).toBeVisible();
    await expect(page.getByLabel(c.company.fields.agencyName, { exact: true })).toBeFocused();

    const field = (label: string) => page.getByLabel(label, { exact: true });
    await field(c.company.fields.agencyName).fill(agencyName);
    await field(c.company.fields.address).fill('8 avenue Habib Bourguiba');
    await field(c.company.fields.city).fill('Tozeur');
    await field(c.company.fields.zipCode).fill('22');
    await field(c.company.fields.country).fill('Tunisie');
    await expect(page.getByText(c.validation.invalid_zip)).toBeVisible();
    await field(c.company.fields.zipCode).fill('2200');
    await expect(page.getByText(c.validation.invalid_zip)).toHaveCount(0);
    await field(c.company.fields.phone).fill('76452100');
    await field(c.company.fields.tradeRegister).fill('RC B0123452015');
    await field(c.company.fields.taxNumber).fill('1234567ABC000');
    await field(c.company.fields.numberOfEmployees).selectOption('6-20');
    await field(c.company.fields.businessModel).selectOption('leisure');
    await field(c.company.fields.contractCurrency).selectOption('TND');
    await field(c.company.fields.heardAbout).selectOption('trade_show');
    await page.getByRole('checkbox', { name: c.company.products.hotels }).check();
    await page.getByRole('checkbox', { name: c.company.products.visa }).check();
    await field(c.fields.firstName).fill('Nadia');
    await field(c.fields.lastName).fill('Haddad');
    await field(c.fields.email).fill(admin.email);
    await field(c.fields.phone).fill('21698765432');
    await field(c.fields.password).fill(admin.password);
    await field(c.fields.repeatPassword).fill('Caravane#2025');
    await page.getByRole('combobox', { name: c.fields.language }).selectOption(language);
    await page.getByRole('button', { name: s.signUp.submit }).click();
    await expect(page.getByText(c.validation.password_mismatch)).toBeVisible();
    await field(c.fields.repeatPassword).fill(admin.password);
    await expect(page.getByText(s.captcha.solved)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: s.signUp.submit }).click();
    await expect(page.getByRole('heading', { name: s.signUp.doneTitle })).toBeVisible();
    await expect(page.getByText(fill(s.signUp.doneBody, { email: admin.email }))).toBeVisible();

    // ---- the verification link of the email
    const verification = await waitForMail(admin.email, (mail) => mail.text.includes('/verify-email?token='));
    await page.goto(portalLinkIn(verification, '/verify-email'));
    await expect(page.getByRole('heading', { name: s.verifyEmail.verifiedTitle })).toBeVisible();
    await expect(page.getByText(s.verifyEmail.awaitingApproval)).toBeVisible();

    // Not approved yet: the sign-in card says so.
    await page.goto(at(prefix, '/'));
    await signInThroughCard(page, language, admin);
    await expect(page.getByText(s.auth.errors.agency_pending_approval)).toBeVisible();

    // ---- the operator approves the agency in the back office
    const operatorContext = await browser.newContext();
    const operator = await operatorContext.newPage();
    await operator.goto(at(prefix, '/'));
    await signInThroughCard(operator, language, { email: 'operator@voyagr.example', password: 'Operator#2026' });
    await expect(operator.getByRole('heading', { level: 1 })).toHaveText(fill(s.dashboard.welcome, { name: 'Olivia' }));
    const backOffice = operator.getByRole('navigation', { name: s.header.mainNavigation });
    await expect(backOffice.getByText(c.nav.flights, { exact: true })).toHaveCount(0);
    await backOffice.getByRole('link', { name: c.nav.agencies }).click();
    await operator.getByRole('searchbox', { name: a.operator.agencies.search }).or(operator.getByLabel(a.operator.agencies.search)).first().fill(agencyName);
    const row = operator.getByRole('row', { name: new RegExp(agencyName) });
    await row.getByRole('button', { name: a.operator.agencies.approve.action }).click();
    await (await openedDialog(operator)).getByRole('button', { name: a.operator.agencies.approve.action }).click();
    await expect(operator.getByText(fill(a.operator.agencies.approve.done, { name: agencyName }))).toBeVisible();
    await operatorContext.close();

    // ---- the new admin signs in; the welcome notification arrives
    await signInThroughCard(page, language, admin);
    await expectTitle(page, fill(s.dashboard.welcome, { name: 'Nadia' }));
    const navigation = page.getByRole('navigation', { name: s.header.mainNavigation });
    await expect(navigation.getByText(c.nav.account, { exact: true })).toBeVisible();
    const welcome = language === 'fr' ? 'Bienvenue sur Voyagr Pro' : 'Welcome to Voyagr Pro';
    await expect(async () => {
      const panel = await openBell(page, language);
      await expect(panel.getByText(welcome)).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    const unreadBefore = await unreadCount(page, language);

    // ---- two-factor authentication on, from the security screen; the bell counts it
    await page.goto(at(prefix, '/distributor/account?tab=security'));
    await page.getByRole('button', { name: a.security.twoFactor.setUp }).click();
    const secret = (await page.getByTestId('two-factor-secret').textContent())!.replace(/\s/g, '');
    await page.getByLabel(a.fields.twoFactorCode).fill(totp(secret));
    const enabledAt = totpStep();
    await page.getByRole('button', { name: a.security.twoFactor.turnOn }).click();
    await expect(page.getByText(a.security.twoFactor.enabled)).toBeVisible();
    await expect.poll(() => unreadCount(page, language), { timeout: 20_000 }).toBe(unreadBefore + 1);

    // ---- signed out, then in again with the second factor
    await signOutThroughMenu(page, language);
    await signInThroughCard(page, language, admin);
    await expect(page.getByRole('heading', { name: s.signIn.twoFactorTitle })).toBeVisible();
    const codeField = page.getByLabel(s.signIn.code);
    await expect(codeField).toBeFocused();
    await expect(codeField).toHaveAttribute('inputmode', 'numeric');
    await codeField.fill('12345');
    await page.getByRole('button', { name: s.signIn.verify }).click();
    await expect(page.getByText(c.validation.invalid_2fa_code)).toBeVisible();
    await codeField.fill(await nextTotp(secret, enabledAt));
    await page.getByRole('button', { name: s.signIn.verify }).click();
    await expectTitle(page, fill(s.dashboard.welcome, { name: 'Nadia' }));

    // ---- the admin adds an agent, who is invited by email
    await page.goto(at(prefix, '/users/add'));
    await field(c.fields.firstName).fill('Karim');
    await field(c.fields.lastName).fill('Bensaid');
    await field(c.fields.email).fill(agent.email);
    await field(c.fields.phone).fill('21655443322');
    await page.getByRole('button', { name: a.addUser.submit }).click();
    await expect(page.getByText(a.addUser.sent.title)).toBeVisible();

    // ---- an address with an account in another agency: invited, listed and refused a second time like Karim's
    const foreign = DEMO_ACCOUNTS.agent.email;
    const addUser = async (email: string) => {
      await page.goto(at(prefix, '/users/add'));
      await field(c.fields.firstName).fill('Lucas');
      await field(c.fields.lastName).fill('Martin');
      await field(c.fields.email).fill(email);
      await field(c.fields.phone).fill('21655443311');
      await page.getByRole('button', { name: a.addUser.submit }).click();
    };
    await addUser(foreign);
    await expect(page.getByText(a.addUser.sent.title)).toBeVisible();
    for (const email of [agent.email, foreign]) {
      await addUser(email);
      await expect(page.getByText(c.validation.email_taken)).toBeVisible();
    }
    await page.goto(at(prefix, '/users'));
    for (const email of [agent.email, foreign]) {
      await expect(page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) }).getByText(a.users.statuses.invited, { exact: true })).toBeVisible();
    }
    // Kept with the run's results: what an admin sees of the two invitations, side by side.
    await page.screenshot({ path: test.info().outputPath(`users-invited-${language}.png`), fullPage: true });

    // ---- the agent sets a password from the invitation and signs in
    const agentContext = await browser.newContext();
    const agentPage = await agentContext.newPage();
    const invitation = await waitForMail(agent.email, (mail) => mail.text.includes('/reset-password?token='));
    const inviteLink = portalLinkIn(invitation, '/reset-password');
    expect(inviteLink).toContain('invite=1');
    await agentPage.goto(inviteLink);
    await expectTitle(agentPage, s.resetPassword.inviteTitle);
    await agentPage.getByLabel(s.resetPassword.newPassword, { exact: true }).fill(agent.password);
    await agentPage.getByLabel(c.fields.repeatPassword, { exact: true }).fill(agent.password);
    await agentPage.getByRole('button', { name: s.resetPassword.setPassword }).click();
    await expect(agentPage.getByText(s.resetPassword.doneTitle)).toBeVisible();
    await agentPage.getByRole('button', { name: c.actions.signIn }).click();
    await expect(agentPage.locator('#sign-in').getByLabel(c.fields.email, { exact: true })).toHaveValue(agent.email);
    await signInThroughCard(agentPage, language, agent);
    await expectTitle(agentPage, fill(s.dashboard.welcome, { name: 'Karim' }));
    const agentNavigation = agentPage.getByRole('navigation', { name: s.header.mainNavigation });
    await expect(agentNavigation.getByText(c.nav.flights, { exact: true })).toBeVisible();
    await expect(agentNavigation.getByText(c.nav.account, { exact: true })).toHaveCount(0);

    // ---- the admin disables the agent
    await page.goto(at(prefix, '/users'));
    const agentRow = page.getByRole('row', { name: new RegExp(agent.email.replace(/[.]/g, '\\.')) });
    await agentRow.getByRole('button', { name: a.users.actions.disable }).click();
    await (await openedDialog(page)).getByRole('button', { name: a.users.disable.action }).click();
    await expect(page.getByText(fill(a.users.disable.done, { name: 'Karim Bensaid' }))).toBeVisible();

    // ---- the agent's next call is refused (401) and the shell shows sign-in
    await expect(async () => {
      await openBell(agentPage, language);
      await expect(agentPage.getByRole('heading', { name: s.signIn.title, exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await expect(agentPage.getByText(s.signIn.sessionExpired)).toBeVisible();
    expect(await agentPage.evaluate(() => window.localStorage.getItem('userData'))).toBeNull();
    await agentContext.close();
  });

  test(`a partner link with a bad signature shows the error once, over the signed-out home (${language})`, async ({ page }) => {
    const link = new URLSearchParams({
      partnerId: '424242',
      email: 'lucas.martin@partner.example',
      professionalId: '10000001',
      timestamp: String(Math.floor(Date.now() / 1000)),
      SHASIGN: '0'.repeat(64),
    });
    await page.goto(at(prefix, `/partner?${link.toString()}`));
    await expect(page).toHaveURL(at(prefix, '/'));
    await expectTitle(page, publicPages[language].home.title);
    const notice = page.locator('.ant-notification-topLeft .ant-notification-notice');
    await expect(notice).toHaveCount(1);
    await expect(notice).toContainText(c.errors.errorTitle);
    await expect(notice).toContainText(s.auth.errors.partner_signature_invalid);
    await expect(page.getByRole('heading', { name: s.signIn.title, exact: true })).toBeVisible();
    await page.waitForTimeout(1_000);
    await expect(notice).toHaveCount(1);
  });

  test(`the contact form checks the message before sending and sends it with the captcha (${language})`, async ({ page }) => {
    await page.goto(at(prefix, '/contact'));
    const form = page.locator('.contact-card');
    await form.getByLabel(s.contact.name).fill('Leïla Mansour');
    await form.getByLabel(c.fields.email, { exact: true }).fill('leila.mansour@oasis-travel.example');
    await form.getByLabel(s.contact.subject).fill('Opening an agency account');
    await form.getByLabel(s.contact.message).fill('x'.repeat(501));
    await expect(form.getByText(fill(s.forms.characters, { count: 501, max: 500 }))).toBeVisible();
    await form.getByRole('button', { name: s.contact.send }).click();
    await expect(form.getByText(fill(c.validation.too_long, { max: 500 }))).toBeVisible();
    await form.getByLabel(s.contact.message).fill('We are a travel agency in Sousse and would like to open an account for hotels and visas.');
    await expect(form.getByText(s.captcha.solved)).toBeVisible({ timeout: 30_000 });
    await form.getByRole('button', { name: s.contact.send }).click();
    await expect(form.getByText(s.contact.sentTitle)).toBeVisible();
  });
}

test('a partner link signs its user in, keeping the partner id only sealed', async ({ page, playwright, baseURL }) => {
  const operator = await playwright.request.newContext({ baseURL });
  await signInThroughApi(operator, 'operator');
  const server = await serverBaseUrl(operator);
  const partnerId = String(Date.now());
  const created = await operator.post(`${server}/operator/partners`, {
    data: { partnerId, name: 'Medina Tours', agencyId: '64a000000000000000000001' },
  });
  expect(created.status()).toBe(201);
  const { secret, professionalId } = (await created.json()) as { secret: string; professionalId: string };
  await operator.dispose();

  const fields = { partnerId, email: 'agent@atlas-voyages.example', professionalId, timestamp: String(Math.floor(Date.now() / 1000)) };
  const SHASIGN = createHmac('sha256', secret).update(partnerSignaturePayload(fields)).digest('hex');
  await page.goto(`/fr/partner?${new URLSearchParams({ ...fields, SHASIGN }).toString()}`);
  await expect(page).toHaveURL('/fr');
  await expectTitle(page, fill(shell.fr.dashboard.welcome, { name: 'Lucas' }));
  await expect.poll(async () => (await page.evaluate(() => window.localStorage.getItem('userData'))) ?? '').toContain('"role":"agent"');
  const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('userData')))!) as UserData;
  expect(stored.partner).toBe('Atlas Voyages');
  expect(stored.partnerId).toBeTruthy();
  expect(stored.partnerId).not.toContain(partnerId);
  expect(stored.utcOffsetTime).toBe('Europe/Paris');
  await page.getByRole('button', { name: shell.fr.header.userMenu }).click();
  await expect(page.getByText(fill(shell.fr.header.partnerId, { id: partnerId }))).toBeVisible();
});
