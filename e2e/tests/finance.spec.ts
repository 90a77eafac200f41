import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { formatDateTime, formatMoney, type Balance, type LedgerEntry, type Page as ListPage, type TopUp, type UserData } from '@portal/contracts';
import { strings as accountStrings } from '../../mfe-account/src/strings';
import { DEMO_ACCOUNTS, LANGS, at, bookFlightThroughApi, common, ensureMoney, openedDialog, pdfBytes, pick, serverBaseUrl, signInAs, totp, waitForMail, type Credentials } from './support';

// These journeys move the demo agency's balance and markups: one at a time, so each sees its own effect.
test.describe.configure({ mode: 'serial' });

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

async function signedInPage(browser: Browser, credentials: Credentials): Promise<{ page: Page; user: UserData; server: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const user = await signInAs(page, credentials);
  return { page, user, server: await serverBaseUrl(page.request) };
}

async function getJson<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `GET ${url}`).toBe(true);
  return (await response.json()) as T;
}

/** RFC 4180 rows of a CSV export (UTF-8 with a byte order mark). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''));
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  return rows;
}

/** The card titled `title` (its own head, not a card around it). */
const card = (page: Page, title: string) =>
  page
    .locator('.ant-card-head-title')
    .filter({ hasText: new RegExp(`^${title}$`) })
    .locator('xpath=ancestor::div[contains(concat(" ", @class, " "), " ant-card ")][1]');

const signed = (minor: number, language: 'en' | 'fr') => `${minor > 0 ? '+' : ''}${formatMoney(minor, 'EUR', language)}`;

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = accountStrings[language];
  const commonWords = common[language];

  test.describe(`finance, ${language}`, () => {
    test('a declared top-up with a PDF proof is approved once by the operator and credits the balance', async ({ browser }) => {
      const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
      const operator = await signedInPage(browser, DEMO_ACCOUNTS.operator);
      const reference = `VIR-${language.toUpperCase()}-${Date.now()}`;
      const amount = 1234_56;

      // Saving the profile announces the admin's current settings, the ones the approval email is written from.
      await admin.page.goto(at(prefix, '/distributor/account'));
      await expect(admin.page.getByLabel(common[language].fields.firstName)).toHaveValue(admin.user.firstName);
      await admin.page.getByRole('button', { name: commonWords.actions.save }).click();
      await expect(admin.page.getByText(words.profile.saved)).toBeVisible();

      await admin.page.goto(at(prefix, '/finance?tab=topUps'));
      await admin.page.getByLabel(words.finance.topUps.bankReference).fill(reference);
      await admin.page.getByLabel(words.finance.topUps.amount).fill(language === 'fr' ? '1234,56' : '1234.56');
      await admin.page.locator('input[type=file]').setInputFiles({ name: 'receipt.pdf', mimeType: 'application/pdf', buffer: pdfBytes(reference) });
      await admin.page.getByRole('button', { name: words.finance.topUps.submit }).click();
      await expect(admin.page.getByText(words.finance.topUps.declared)).toBeVisible();
      const declared = admin.page.getByRole('row').filter({ hasText: reference });
      await expect(declared).toContainText(words.finance.topUps.statuses.pending);
      await expect(declared).toContainText(formatMoney(amount, 'EUR', language));

      await operator.page.goto(at(prefix, '/operator/top-ups'));
      const pending = operator.page.getByRole('row').filter({ hasText: reference });
      await expect(pending).toContainText('Atlas Voyages');
      await expect(pending).toContainText(formatMoney(amount, 'EUR', language));
      const proof = pending.getByRole('link', { name: 'receipt.pdf' });
      await expect(proof).toHaveAttribute('target', '_blank');
      const file = await operator.page.request.get((await proof.getAttribute('href'))!);
      expect(file.headers()['content-type']).toBe('application/pdf');
      expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

      await pending.getByRole('button', { name: words.operator.topUps.approve.action }).click();
      const dialog = await openedDialog(operator.page);
      await expect(dialog).toContainText(reference);
      // A double click on the confirmation decides once and credits once.
      await dialog.getByRole('button', { name: words.operator.topUps.approve.action }).dblclick();
      await expect(pending).toHaveCount(0);

      const ledger = await getJson<ListPage<LedgerEntry>>(admin.page, `${admin.server}/account/ledger?reference=${reference}`);
      expect(ledger.items.map((entry) => [entry.type, entry.amount])).toEqual([['top_up', amount]]);

      await admin.page.goto(at(prefix, '/finance'));
      const available = admin.page.getByTestId('balance-available');
      await expect
        .poll(async () => {
          const balance = await getJson<Balance>(admin.page, `${admin.server}/api/balance`);
          return (await available.innerText()).includes(formatMoney(balance.available, balance.currency, language));
        })
        .toBe(true);
      await expect(admin.page.getByRole('row').filter({ hasText: reference })).toContainText(signed(amount, language));

      const email = await waitForMail(DEMO_ACCOUNTS.admin.email, (message) => message.text.includes(reference));
      expect(email.subject).toMatch(/approved|approuvé/);
    });

    test('a proof whose content is not a PDF is refused before sending, and by the service', async ({ browser }) => {
      const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
      const listUrl = `${admin.server}/account/top-ups?pageSize=1`;
      const before = (await getJson<ListPage<TopUp>>(admin.page, listUrl)).total;
      const sent: string[] = [];
      admin.page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/account/top-ups')) sent.push(request.url());
      });
      const fake = { name: 'receipt.pdf', mimeType: 'application/pdf', buffer: Buffer.from('This is a spreadsheet, not a PDF.') };

      await admin.page.goto(at(prefix, '/finance?tab=topUps'));
      await admin.page.getByLabel(words.finance.topUps.bankReference).fill(`FAKE-${Date.now()}`);
      await admin.page.getByLabel(words.finance.topUps.amount).fill('50');
      await admin.page.locator('input[type=file]').setInputFiles(fake);
      const refusal = admin.page.getByText(commonWords.validation.invalid_file_type);
      await expect(refusal).toBeVisible();
      await admin.page.getByRole('button', { name: words.finance.topUps.submit }).click();
      await expect(refusal).toBeVisible();
      await expect(admin.page.getByText(words.finance.topUps.declared)).toHaveCount(0);
      expect(sent).toEqual([]);

      const direct = await admin.page.request.post(`${admin.server}/account/top-ups`, {
        multipart: { bankReference: `FAKE-${Date.now()}`, amount: '5000', proofs: fake },
      });
      expect(direct.status()).toBe(400);
      expect(((await direct.json()) as { error: { details: { fields: { reason: string }[] } } }).error.details.fields).toEqual([expect.objectContaining({ reason: 'invalid_file_type' })]);
      expect((await getJson<ListPage<TopUp>>(admin.page, listUrl)).total).toBe(before);
    });

    test('a hotel markup change shows in the preview and in the history', async ({ browser }) => {
      const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
      await admin.page.goto(at(prefix, '/distributor/markup'));
      const hotels = card(admin.page, commonWords.company.products.hotels);
      await hotels.getByText(words.markup.percent, { exact: true }).click();
      const input = hotels.getByLabel(words.markup.percentOfPurchase);
      const current = Number((await input.inputValue()).replace(',', '.') || 0);
      const next = (Math.floor(current) % 30) + 1.5;
      await input.fill(language === 'fr' ? String(next).replace('.', ',') : String(next));
      await input.blur();

      const percent = (value: number) => fill(words.markup.percentValue, { value: new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 2 }).format(value) });
      const preview = card(admin.page, words.markup.preview.title).getByRole('row').filter({ hasText: commonWords.company.products.hotels });
      await expect(preview).toContainText(percent(next));
      await expect(preview).toContainText(formatMoney(10_000 + Math.round(100 * next), 'EUR', language));

      await admin.page.getByRole('button', { name: words.markup.save }).click();
      await expect(admin.page.getByText(words.markup.saved)).toBeVisible();
      const latest = card(admin.page, words.markup.history.title).locator('.ant-table-tbody tr.ant-table-row').first();
      await expect(latest).toContainText(`${admin.user.firstName} ${admin.user.lastName}`);
      await expect(latest).toContainText(commonWords.company.products.hotels);
      await expect(latest).toContainText(`→ ${percent(next)}`);
    });

    test('the statement of this month exports as CSV with the rows on screen', async ({ browser }) => {
      const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
      const zone = admin.user.utcOffsetTime.slice(admin.user.utcOffsetTime.indexOf(' ') + 1);
      await admin.page.goto(at(prefix, '/finance'));
      await pick(admin.page, admin.page.getByLabel(words.filters.period), commonWords.datePresets.today);
      await pick(admin.page, admin.page.getByLabel(words.filters.period), commonWords.datePresets.thisMonth);

      const rows = admin.page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      const screen = await rows.evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td as HTMLElement).innerText.trim())));
      const total = Number(/(\d+)\s*$/.exec(await admin.page.locator('.ant-pagination-total-text').innerText())?.[1]);

      const [download] = await Promise.all([admin.page.waitForEvent('download'), admin.page.getByRole('link', { name: words.export.csv }).click()]);
      expect(download.suggestedFilename()).toBe(language === 'fr' ? 'releve.csv' : 'statement.csv');
      const [header, ...exported] = csvRows(await readFile((await download.path())!, 'utf8'));
      expect(header?.[2]).toBe(language === 'fr' ? 'Référence' : 'Reference');
      expect(exported).toHaveLength(total);
      const expected = exported
        .slice(0, screen.length)
        .map(([date, , reference, , , amount]) => [formatDateTime(date!, admin.user.dateTimeFormat, zone), reference, signed(Math.round(Number(amount) * 100), language)]);
      expect(screen.map(([date, , reference, , , amount]) => [date, reference, amount])).toEqual(expected);
    });

    test('turning on two-factor authentication shows a QR code and takes a code from the app', async ({ browser }) => {
      const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
      const email = `e2e.2fa.${language}.${Date.now()}@atlas-voyages.example`;
      const password = 'Sahara#Dunes2026';
      const invited = await admin.page.request.post(`${admin.server}/users`, {
        data: { firstName: 'Yasmine', lastName: 'Haddad', email, phone: '0612345678', role: 'agent', langId: language },
      });
      expect(invited.status()).toBe(201);
      const invitation = await waitForMail(email, () => true);
      const token = /token=([^&\s"]+)/.exec(invitation.text)?.[1];
      expect(token).toBeTruthy();
      const setPassword = await admin.page.request.post(`${admin.server}/auth/reset-password`, { data: { token, password, repeatPassword: password } });
      expect(setPassword.status()).toBe(200);

      const agent = await signedInPage(browser, { email, password });
      await agent.page.goto(at(prefix, '/distributor/account?tab=security'));
      await agent.page.getByRole('button', { name: words.security.twoFactor.setUp }).click();
      await expect(agent.page.locator('.ant-qrcode canvas')).toBeVisible();
      const secret = (await agent.page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await agent.page.getByLabel(words.fields.twoFactorCode).fill(totp(secret));
      await agent.page.getByRole('button', { name: words.security.twoFactor.turnOn }).click();
      await expect(agent.page.getByText(words.security.twoFactor.enabled)).toBeVisible();
      await expect(agent.page.locator('.ant-tag').filter({ hasText: words.security.twoFactor.on })).toBeVisible();

      const signIn = await agent.page.request.post(`${agent.server}/auth/login`, { data: { email, password } });
      expect(((await signIn.json()) as { status: string }).status).toBe('two_factor_required');
      const users = await getJson<ListPage<{ id: string; email: string }>>(admin.page, `${admin.server}/users?search=${encodeURIComponent(email)}`);
      await admin.page.request.post(`${admin.server}/users/${users.items[0]!.id}/disable`);
    });
  });
}

test("reports draw each dimension's bars with chart.js, the figures as text inside the canvas", async ({ page }) => {
  await signInAs(page, DEMO_ACCOUNTS.admin);
  await ensureMoney(page);
  // At least one booking this year, whatever ran before.
  const departure = new Date(Date.now() + 45 * 24 * 3_600_000);
  await bookFlightThroughApi(page, { origin: 'CDG', departure }, { payment: 'balance', lastName: 'REPORTS' });

  for (const language of LANGS) {
    const words = accountStrings[language].reports;
    await page.goto(at(language === 'en' ? null : language, '/reports'));
    await page.locator('.ant-segmented').getByText(words.metrics.count, { exact: true }).click();
    for (const dimension of ['byProduct', 'byStatus', 'byAgent', 'byMonth'] as const) {
      const chart = page.getByRole('img', { name: `${words.dimensions[dimension]} · ${words.metrics.count}` });
      await expect(chart).toBeVisible();
      await expect(chart).toContainText(/\S: [1-9]\d*/);
    }
  }
});
