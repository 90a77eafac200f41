import { expect, test, type Browser, type Page } from '@playwright/test';
import { helpdeskDashboard, type HelpdeskDashboard, type Language } from '@portal/contracts';
import { strings as helpdeskStrings } from '../../mfe-helpdesk/src/strings';
import {
  DEMO_ACCOUNTS,
  HELPDESK_INTERNAL_URL,
  LANGS,
  at,
  bookFlightThroughApi,
  common,
  ensureMoney,
  moveServiceClock,
  openedDialog,
  pdfBytes,
  pick,
  serverBaseUrl,
  signInAs,
  waitForMail,
} from './support';

// These journeys move the helpdesk service's clock: one at a time.
test.describe.configure({ mode: 'serial' });

const HOUR_MS = 60 * 60 * 1000;

async function signedInPage(browser: Browser, account: 'agent' | 'admin' | 'operator', language: Language): Promise<Page> {
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

async function agencyDashboard(page: Page): Promise<HelpdeskDashboard> {
  const response = await page.request.get(`${await serverBaseUrl(page.request)}/helpdesk/dashboard?scope=all`);
  expect(response.ok()).toBe(true);
  return helpdeskDashboard.parse(await response.json());
}

const countOf = <K extends string>(rows: ({ count: number } & Record<string, unknown>)[], key: string, value: K) => rows.find((row) => row[key] === value)?.count ?? 0;

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = helpdeskStrings[language];
  const c = common[language];

  test(`a ticket opened from a flight booking is answered by the support desk, resolved and closed 72 hours later (${language})`, async ({ browser }) => {
    test.setTimeout(300_000);
    const admin = await signedInPage(browser, 'admin', language);
    const agent = await signedInPage(browser, 'agent', language);
    const desk = await signedInPage(browser, 'operator', language);
    const before = await agencyDashboard(admin);
    const subject = `E-ticket not received ${language} ${Date.now() % 100_000}`;
    const note = `Airline queue checked (${language}), nothing pending`;
    const answer = language === 'en' ? 'The e-ticket has been sent again to the traveller.' : 'Le billet électronique a été renvoyé au voyageur.';
    const thanks = language === 'en' ? 'Received, thank you.' : 'Bien reçu, merci.';

    try {
      // ---- the agent opens a ticket from the booking's summary, with a PDF (a ticketed booking, paid from the balance: no hold is left behind for other journeys' clocks)
      await ensureMoney(admin);
      const { booking } = await bookFlightThroughApi(agent, { origin: 'CDG', departure: new Date(Date.now() + 40 * 24 * HOUR_MS) }, { payment: 'balance', lastName: 'Haddad' });
      await agent.goto(at(prefix, `/b-flights/summary?id=${booking.id}`));
      await agent.getByTestId('booking-help').click();
      const form = await openedDialog(agent);
      await expect(form.getByLabel(words.newTicket.reference)).toHaveValue(booking.reference);
      await expect(form.getByText(words.newTicket.referenceFound)).toBeVisible();
      await form.getByRole('button', { name: words.newTicket.submit }).click();
      await expect(form.getByText(c.validation.required).first()).toBeVisible();
      await form.getByLabel(words.newTicket.subject).fill(subject);
      await pick(agent, form.getByLabel(words.newTicket.service), c.ticketServices.ticketing);
      await form.getByLabel(words.newTicket.message).fill(language === 'en' ? 'The traveller has not received the e-ticket.' : "Le voyageur n'a pas reçu son billet électronique.");
      await form
        .getByTestId('ticket-attachments')
        .locator('input[type=file]')
        .setInputFiles({ name: 'booking-request.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Booking request') });
      await form.getByRole('button', { name: words.newTicket.submit }).click();
      await expect(agent).toHaveURL(/\/helpdesk\/tickets\/[0-9a-f]{24}$/);
      const ticketId = /[0-9a-f]{24}$/.exec(agent.url())![0];
      const number = (await agent.getByTestId('ticket-number').textContent())!.match(/T-\d+/)![0];
      await expect(agent.getByTestId('ticket-status').first()).toHaveAttribute('data-status', 'open');
      await expect(agent.getByTestId('ticket-attachment')).toContainText('booking-request.pdf');
      await expect(agent.getByTestId('ticket-booking')).toContainText(booking.reference);

      // ---- the support desk takes it, adds an internal note and replies
      await desk.goto(at(prefix, '/helpdesk/desk'));
      await desk.getByLabel(words.desk.filters.search).fill(number);
      const row = desk.getByTestId('desk-row').filter({ hasText: number });
      await row.getByRole('button', { name: words.desk.take }).click();
      await expect(row).toContainText(DEMO_ACCOUNTS.operator.lastName);
      await row.getByRole('link', { name: number }).click();
      await expect(desk.getByTestId('desk-ticket')).toContainText(subject);
      await expect(desk.getByTestId('ticket-attachment')).toContainText('booking-request.pdf');

      await desk.getByRole('tab', { name: words.deskTicket.composer.note }).click();
      await desk.getByLabel(words.deskTicket.composer.noteLabel).fill(note);
      await desk.getByRole('button', { name: words.deskTicket.composer.addNote }).click();
      await expect(desk.getByTestId('ticket-thread')).toContainText(note);

      const unreadBefore = await unreadCount(agent, language);
      await desk.getByRole('tab', { name: words.deskTicket.composer.reply }).click();
      await desk.getByLabel(words.deskTicket.composer.replyLabel).fill(answer);
      await desk.getByRole('button', { name: words.deskTicket.composer.sendReply }).click();
      await expect(desk.getByTestId('ticket-thread')).toContainText(answer);

      // ---- the agent sees the reply without reloading, by email and in the bell; never the note
      await expect(agent.getByTestId('ticket-thread')).toContainText(answer, { timeout: 20_000 });
      await expect(agent.getByTestId('ticket-thread')).not.toContainText(note);
      const mail = await waitForMail(DEMO_ACCOUNTS.agent.email, (m) => m.subject.includes(number) && m.text.includes(answer));
      expect(mail.text).toContain(`/helpdesk/tickets/${ticketId}`);
      await expect.poll(() => unreadCount(agent, language), { timeout: 20_000 }).toBeGreaterThan(unreadBefore);

      // ---- an empty reply is refused with the spec's words; a real one reaches the desk live
      await agent.getByRole('button', { name: words.thread.send }).click();
      await expect(agent.getByText(words.validation.empty_message)).toBeVisible();
      await agent.getByLabel(words.thread.replyLabel).fill(thanks);
      await agent.getByRole('button', { name: words.thread.send }).click();
      await expect(agent.getByTestId('ticket-thread')).toContainText(thanks);
      await expect(desk.getByTestId('ticket-thread')).toContainText(thanks, { timeout: 20_000 });

      // ---- the desk resolves it; 72 hours without a reply close it
      await desk.getByRole('button', { name: words.deskTicket.side.moveTo.resolved }).click();
      await expect(desk.getByTestId('desk-ticket').getByTestId('ticket-status').first()).toHaveAttribute('data-status', 'resolved');
      await expect(agent.getByTestId('ticket-status').first()).toHaveAttribute('data-status', 'resolved', { timeout: 20_000 });
      await moveServiceClock(agent.request, HELPDESK_INTERNAL_URL, 73 * HOUR_MS);
      await expect(agent.getByTestId('ticket-status').first()).toHaveAttribute('data-status', 'closed', { timeout: 30_000 });
      await moveServiceClock(agent.request, HELPDESK_INTERNAL_URL, 0);

      // ---- the agency admin finds it among all tickets, and the dashboard counts it
      await admin.goto(at(prefix, '/helpdesk/tickets/all'));
      await admin.getByLabel(words.tickets.filters.search).fill(number);
      const listed = admin.getByTestId('tickets-table');
      await expect(listed).toContainText(number);
      await expect(listed).toContainText(`${DEMO_ACCOUNTS.agent.firstName} ${DEMO_ACCOUNTS.agent.lastName}`);

      await admin.goto(at(prefix, '/helpdesk?scope=all'));
      await expect(admin.getByTestId('dashboard-total')).toContainText(String(before.total + 1));
      await expect(admin.getByTestId('chart-by-status')).toContainText(`${c.ticketStatuses.closed}: ${countOf(before.byStatus, 'status', 'closed') + 1}`);
      await expect(admin.getByTestId('chart-by-service')).toContainText(`${c.ticketServices.ticketing}: ${countOf(before.byService, 'service', 'ticketing') + 1}`);
      const thisMonth = before.monthly.at(-1)!;
      await expect(admin.getByTestId('chart-monthly')).toContainText(`: ${thisMonth.count + 1}`);
    } finally {
      await moveServiceClock(agent.request, HELPDESK_INTERNAL_URL, 0);
      await Promise.all([admin, agent, desk].map((page) => page.context().close()));
    }
  });
}
