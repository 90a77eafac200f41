import { createHmac } from 'node:crypto';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  DEFAULT_PORTS,
  defaultInternalUrl,
  loginResponse,
  type Balance,
  type FlightBooking,
  REMOTE_ROUTES,
  runtimeConfigSchema,
  type Language,
  type RemoteName,
  type UserData,
} from '@portal/contracts';
import { commonEn } from '../../packages/i18n/src/common.en';
import { mailsTo, type CaughtMail } from '../../packages/service-kit/src/testing/mail';
import { commonFr } from '../../packages/i18n/src/common.fr';
import { publicPagesEn } from '../../shell/src/content/public-pages.en';
import { publicPagesFr } from '../../shell/src/content/public-pages.fr';
import { shellEn } from '../../shell/src/i18n/strings.en';
import { shellFr } from '../../shell/src/i18n/strings.fr';
import { pages as accountPages } from '../../mfe-account/src/pages';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import { pages as flightsPages } from '../../mfe-flights/src/pages';
import { strings as flightsStrings } from '../../mfe-flights/src/strings';
import { pages as helpdeskPages } from '../../mfe-helpdesk/src/pages';
import { strings as helpdeskStrings } from '../../mfe-helpdesk/src/strings';
import { pages as hotelsPages } from '../../mfe-hotels/src/pages';
import { strings as hotelsStrings } from '../../mfe-hotels/src/strings';
import { pages as transfersPages } from '../../mfe-transfers/src/pages';
import { strings as transfersStrings } from '../../mfe-transfers/src/strings';
import { pages as visaPages } from '../../mfe-visa/src/pages';
import { strings as visaStrings } from '../../mfe-visa/src/strings';

export const LANGS: readonly Language[] = ['en', 'fr'];

/** The white-label example page (examples/partner-site), which the e2e stack starts beside the portal. */
export const PARTNER_SITE_URL = process.env.PARTNER_SITE_URL ?? `http://localhost:${process.env.PARTNER_SITE_PORT ?? DEFAULT_PORTS.partnerSite}`;

/** The URL of a path under a language prefix: English is also served unprefixed. */
export const at = (language: Language | null, path: string) => (language ? `/${language}${path === '/' ? '' : path}` : path);

export const common = { en: commonEn, fr: commonFr };
export const shell = { en: shellEn, fr: shellFr };
export const publicPages = { en: publicPagesEn, fr: publicPagesFr };

export const USER: UserData = {
  id: 'e2e-agent',
  langId: 'en',
  firstName: 'Amina',
  lastName: 'Benali',
  email: 'amina.benali@agency.example',
  dateTimeFormat: 'DD/MM/YYYY HH:mm',
  utcOffsetTime: '+01:00',
};

/** Puts a session record in local storage before the first page of the test loads (once, so sign-out sticks). */
export async function signIn(page: Page, user: UserData = USER): Promise<void> {
  await page.addInitScript((record) => {
    if (window.localStorage.getItem('e2e-seeded')) return;
    window.localStorage.setItem('userData', JSON.stringify(record));
    window.localStorage.setItem('e2e-seeded', '1');
  }, user);
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
}

/** Moves the running app to `path` the way its links do (history and popstate): no reload, so the shell and the remotes already loaded stay. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Signs out through the user menu. Under load a click can land while the menu is still being placed (a CI-like
 * run's trace: the item measured at the top of the page, the click falling on the menu's own button, which
 * closed it), so the menu is opened and its item clicked until the signed-out home shows.
 */
export async function signOutThroughMenu(page: Page, language: Language): Promise<void> {
  await expect(async () => {
    const item = page.getByRole('menuitem', { name: common[language].actions.signOut });
    if (!(await item.isVisible())) await page.getByRole('button', { name: shell[language].header.userMenu }).click({ timeout: 5_000 });
    await item.click({ timeout: 5_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(publicPages[language].home.title, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

export async function expectLanguage(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

type Strings = Record<Language, object>;
const REMOTES: Record<RemoteName, { pages: readonly { path: string; titleKey: string }[]; strings: Strings }> = {
  flights: { pages: flightsPages, strings: flightsStrings },
  hotels: { pages: hotelsPages, strings: hotelsStrings },
  transfers: { pages: transfersPages, strings: transfersStrings },
  visa: { pages: visaPages, strings: visaStrings },
  helpdesk: { pages: helpdeskPages, strings: helpdeskStrings },
  account: { pages: accountPages, strings: accountStrings },
};

function lookup(tree: object, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
  if (typeof value !== 'string') throw new Error(`No string at ${key}`);
  return value;
}

/** Every route of a remote with a concrete path and its expected title in each language. */
export function remoteRoutes(remote: RemoteName): { path: string; title: Record<Language, string> }[] {
  const { pages, strings } = REMOTES[remote];
  return REMOTE_ROUTES[remote].map((pattern) => {
    const page = pages.find((candidate) => candidate.path === pattern);
    if (!page) throw new Error(`${remote} renders no page for ${pattern}`);
    const path = `/${pattern.replace(':id', '4711')}`;
    const title = (language: Language) => lookup(strings[language], page.titleKey).replace('{{id}}', '4711');
    return { path, title: { en: title('en'), fr: title('fr') } };
  });
}

export function remoteArea(remote: RemoteName, language: Language): string {
  return common[language].nav[remote];
}

// ---------------------------------------------------------------- real sessions, mail and TOTP (shared)

/** The demo accounts `npm start` seeds in development (services/identity/src/demo-seed.ts). */
export const DEMO_ACCOUNTS = {
  operator: { email: 'operator@voyagr.example', password: 'Operator#2026', firstName: 'Olivia', lastName: 'Operator' },
  admin: { email: 'admin@atlas-voyages.example', password: 'Admin#2026', firstName: 'Amina', lastName: 'Benali' },
  agent: { email: 'agent@atlas-voyages.example', password: 'Agent#2026', firstName: 'Lucas', lastName: 'Martin' },
} as const;
export type DemoAccount = keyof typeof DEMO_ACCOUNTS;
export interface Credentials {
  email: string;
  password: string;
}

/** The main server's base URL, from the portal's own /config.json. */
export async function serverBaseUrl(request: APIRequestContext): Promise<string> {
  const config = runtimeConfigSchema.parse(await (await request.get('/config.json')).json());
  return config.serverBaseUrl;
}

/** Signs in through the API with a request context (a page's shares the browser context's cookies); the answer's userData. */
export async function signInThroughApi(request: APIRequestContext, account: DemoAccount | Credentials): Promise<UserData> {
  const { email, password } = typeof account === 'string' ? DEMO_ACCOUNTS[account] : account;
  const response = await request.post(`${await serverBaseUrl(request)}/auth/login`, { data: { email, password } });
  expect(response.status(), `sign-in of ${email}`).toBe(200);
  const answer = loginResponse.parse(await response.json());
  if (answer.status !== 'signed_in') throw new Error(`${email} has two-factor authentication on: sign in through the form`);
  return answer.userData;
}

/**
 * Signs the page's browser context in for real (the session cookie lands in the context) and
 * stores the userData the answer carries, before the first page loads (once, so sign-out sticks).
 */
export async function signInAs(page: Page, account: DemoAccount | Credentials = 'admin'): Promise<UserData> {
  const record = await signInThroughApi(page.request, account);
  await page.addInitScript((stored) => {
    if (window.localStorage.getItem('e2e-seeded')) return;
    window.localStorage.setItem('userData', JSON.stringify(stored));
    window.localStorage.setItem('e2e-seeded', '1');
  }, record);
  return record;
}

/** RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits) of a base32 secret, as an authenticator app shows it. */
export function totp(secret: string, at: number = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 secret: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** An email as the mail catcher keeps it. */
export type Mail = CaughtMail;

/** The newest email to `to` that `matches`, waiting for it to arrive (events reach the mailer within seconds). */
export async function waitForMail(to: string, matches: (mail: Mail) => boolean = () => true): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find(matches);
        return Boolean(found);
      },
      { message: `an email to ${to}`, timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  return found!;
}

/** A small, valid one-page PDF, as a scanned bank transfer receipt would be sent. */
export function pdfBytes(text = 'Bank transfer receipt'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// ---------------------------------------------------------------- identity journeys (shell)

/**
 * Pages of a shell served from another origin (a second shell in a test) cannot reach the main
 * server, which allows the portal's own origin only: its calls go through Playwright, answered
 * with that origin allowed. The notifications stream gets 204, which tells EventSource to stop.
 */
export async function relayServerCalls(page: Page, origin: string): Promise<void> {
  const server = await serverBaseUrl(page.request);
  await page.route(`${server}/**`, async (route) => {
    const allow = { 'access-control-allow-origin': origin, 'access-control-allow-credentials': 'true' };
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({ status: 204, headers: { ...allow, 'access-control-allow-methods': 'GET, POST, PUT, DELETE', 'access-control-allow-headers': 'Content-Type' } });
      return;
    }
    if (new URL(route.request().url()).pathname === '/notifications/stream') {
      await route.fulfill({ status: 204, headers: allow });
      return;
    }
    const response = await route.fetch();
    await route.fulfill({ response, headers: { ...response.headers(), ...allow } });
  });
}

/** The 30-second TOTP step a moment falls in: identity accepts one code per step. */
export const totpStep = (at: number = Date.now()) => Math.floor(at / 30_000);

/** A code of the step after `step`, once it has come (the code just used cannot be used again). */
export async function nextTotp(secret: string, step: number): Promise<string> {
  const wait = (step + 1) * 30_000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
  return totp(secret);
}

/** The portal link of an email (e.g. `/fr/verify-email?token=…`), as a path the test's base URL opens. */
export function portalLinkIn(email: Mail, path: string): string {
  const url = email.text
    .match(/https?:\/\/\S+/g)
    ?.map((candidate) => new URL(candidate))
    .find((candidate) => candidate.pathname.endsWith(path));
  if (!url) throw new Error(`No ${path} link in “${email.subject}”`);
  return `${url.pathname}${url.search}`;
}

// ---------------------------------------------------------------- money and clocks for booking journeys (flights)

/**
 * Credits the demo agency's balance: the admin declares a top-up with a PDF proof, the operator
 * approves it (HTTP only). `amount` is in cents, as the form sends it: €5,000 by default.
 */
export async function topUpDemoAgency(admin: APIRequestContext, operator: APIRequestContext, amount = '500000'): Promise<void> {
  const server = await serverBaseUrl(admin);
  const declared = await admin.post(`${server}/account/top-ups`, {
    multipart: { bankReference: `E2E-FL-${Date.now()}`, amount, proofs: { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdfBytes() } },
  });
  expect(declared.status(), 'top-up declaration').toBe(201);
  const { id } = (await declared.json()) as { id: string };
  const approved = await operator.post(`${server}/account/operator/top-ups/${id}/approve`, { data: {} });
  expect(approved.ok(), 'top-up approval').toBe(true);
}

/** The signed-in agency's balance, as the header shows it; on a fresh portal it waits for the wallet the agency's approval opens (an event). */
export async function balanceOf(page: Page): Promise<Balance> {
  const url = `${await serverBaseUrl(page.request)}/api/balance`;
  let balance: Balance | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(url);
        if (response.ok()) balance = (await response.json()) as Balance;
        return response.status();
      },
      { message: 'the agency balance', timeout: 30_000 },
    )
    .toBe(200);
  return balance!;
}

/** Tops the demo agency up (€5,000, approved by the operator) when its balance is under `atLeast` cents. */
export async function ensureMoney(page: Page, atLeast = 2_000_00): Promise<void> {
  if ((await balanceOf(page)).available >= atLeast) return;
  const operator = await playwrightRequest.newContext({ baseURL: test.info().project.use.baseURL });
  await signInThroughApi(operator, 'operator');
  await topUpDemoAgency(page.request, operator);
  await operator.dispose();
}

/**
 * Picks `option` in an antd select, typing `typed` first to filter it. Waits for every other list
 * to finish closing first: a closing list still shows the same options, and a click there picks
 * nothing here. A click can also land while the filtered list is still re-rendering under load
 * (CI, 2026-11-23: the list stayed open 30 s with nothing chosen); then the option is clicked
 * again, as a user would, until the list closes. Ends with the field showing the option.
 */
export async function pick(page: Page, field: Locator, option: string, typed = ''): Promise<void> {
  const openLists = page.locator('.ant-select-dropdown:visible');
  const select = field.locator('xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(openLists).toHaveCount(0);
  const choice = openLists.locator('.ant-select-item-option').filter({ hasText: option }).first();
  // A click while the matches are being replaced can close the list without choosing (CI, 2026-11-27:
  // "(CDG)" listed, the field left empty): then the field is opened and typed into again.
  await expect(async () => {
    if ((await openLists.count()) === 0) {
      await field.click();
      // Typing replaces whatever text a list closed too early left in the field.
      if (typed) {
        await field.press('ControlOrMeta+a');
        await field.pressSequentially(typed);
      }
    }
    await choice.click({ timeout: 10_000 });
    await expect(openLists).toHaveCount(0, { timeout: 3_000 });
    await expect(select).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 });
}

/**
 * The open dialog, once it has finished opening. An antd modal zooms in from where the click
 * was, its buttons moving meanwhile, so a click during the zoom lands where a button passes, not
 * where it will be (CI, 2026-11-23: an operator's "Approve" closed the dialog without approving).
 * The zoom's motion classes are on the dialog until it ends.
 */
export async function openedDialog(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/\bant-[a-z-]+-(appear|enter)\b/);
  return dialog;
}

/** The service-to-service token the development services accept on their internal routes. */
export function internalServiceToken(secret = process.env.SERVICE_SECRET ?? 'development-only-service-secret-change-me'): string {
  return createHmac('sha256', secret).update('portal-internal-call').digest('base64url');
}

/** The flights service's internal listener, where its test clock is. */
export const FLIGHTS_INTERNAL_URL = process.env.FLIGHTS_INTERNAL_URL ?? defaultInternalUrl('flights');
/** The hotels service's internal listener, where its test clock is (a pay-later deadline passing). */
export const HOTELS_INTERNAL_URL = process.env.HOTELS_INTERNAL_URL ?? defaultInternalUrl('hotels');
/** The transfers service's internal listener, where its test clock is (a 30-minute hold running out). */
export const TRANSFERS_INTERNAL_URL = process.env.TRANSFERS_INTERNAL_URL ?? defaultInternalUrl('transfers');
/** The activities service's internal listener, where its test clock is (an on-request answer coming later). */
export const ACTIVITIES_INTERNAL_URL = process.env.ACTIVITIES_INTERNAL_URL ?? defaultInternalUrl('activities');
/** The helpdesk service's internal listener, where its test clock is (a resolved ticket closing after 72 hours). */
export const HELPDESK_INTERNAL_URL = process.env.HELPDESK_INTERNAL_URL ?? defaultInternalUrl('helpdesk');
/** The visa service's internal listener, where its test clock is (a hotel visa reservation cancelled automatically 3 days before arrival). */
export const VISA_INTERNAL_URL = process.env.VISA_INTERNAL_URL ?? defaultInternalUrl('visa');

/** Moves a test-clock service's clock (TEST_CLOCK=on) by `offsetMs`, on its internal listener; 0 puts it back. */
export async function moveServiceClock(request: APIRequestContext, internalBaseUrl: string, offsetMs: number): Promise<void> {
  const response = await request.post(`${internalBaseUrl}/internal/test/clock`, { data: { offsetMs }, headers: { authorization: `Service ${internalServiceToken()}` } });
  expect(response.ok(), `clock of ${internalBaseUrl}`).toBe(true);
}

// ---------------------------------------------------------------- bookings made through the API (setup for journeys about something else)

/** The flights service's base URL, from the portal's own /config.json. */
export async function flightsUrl(page: Page): Promise<string> {
  return runtimeConfigSchema.parse(await (await page.request.get('/config.json')).json()).flightsBaseUrl;
}

/** Books one adult on a one-way offer through the flights API, as the review step would. */
export async function bookFlightThroughApi(
  page: Page,
  route: { origin: string; departure: Date },
  request: { payment: 'card' | 'hold' | 'balance'; lastName: string; returnUrl?: string; language?: string },
): Promise<{ booking: FlightBooking; purchasePrice: number }> {
  const flights = await flightsUrl(page);
  const search = await page.request.post(`${flights}/flights/search`, {
    data: {
      tripType: 'one_way',
      legs: [{ origin: route.origin, destination: 'TUN', date: route.departure.toISOString().slice(0, 10) }],
      passengers: { adults: 1, children: 0, infants: 0 },
      cabin: 'economy',
    },
  });
  expect(search.ok()).toBe(true);
  const offer = ((await search.json()) as { offers: { offerId: string; salePrice: number; purchasePrice: number }[] }).offers[0]!;
  const { lastName, ...choice } = request;
  const created = await page.request.post(`${flights}/flights/bookings`, {
    headers: { 'Idempotency-Key': `e2e-${request.payment}-${lastName}-${Date.now()}` },
    data: {
      offerId: offer.offerId,
      travellers: [{ type: 'adult', title: 'mr', firstName: 'Youssef', lastName, nationality: 'TN', passportNumber: 'TN7731002', passportExpiry: '2034-01-01', dateOfBirth: '1979-02-14' }],
      contact: { email: 'youssef.trabelsi@example.com', phone: '21698123456', address: '4 avenue Habib Bourguiba', country: 'TN', zipCode: '1001' },
      acceptedTerms: true,
      acceptedSalePrice: offer.salePrice,
      ...choice,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { booking: (await created.json()) as FlightBooking, purchasePrice: offer.purchasePrice };
}
