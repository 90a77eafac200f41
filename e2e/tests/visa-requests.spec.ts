import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Language } from '@portal/contracts';
import { strings as visaStrings } from '../../mfe-visa/src/strings';
import { DEMO_ACCOUNTS, LANGS, at, common, ensureMoney, openedDialog, pdfBytes, pick, signInAs, waitForMail } from './support';

/** A page loaded afresh shows its remote's screen within this, on a machine as busy as CI's. */
const FIRST_SCREEN_MS = 90_000;
const day = (date: Date) => date.toISOString().slice(0, 10);
/** A day as the demo users type it, in their profile's DD/MM/YYYY (the date fields read the user's format). */
const typed = (iso: string) => iso.split('-').reverse().join('/');
const inDays = (days: number) => day(new Date(Date.now() + days * 86_400_000));

/** The smallest valid PNG (one transparent pixel): the service checks a file by its content. */
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082', 'hex');

async function signedInPage(browser: Browser, account: 'agent' | 'admin' | 'operator', language: Language): Promise<Page> {
  const context = await browser.newContext({ locale: language === 'fr' ? 'fr-FR' : 'en-GB' });
  const page = await context.newPage();
  await signInAs(page, account);
  return page;
}

/** Uploads one document of a traveller's form and waits for the service's answer (the file's name shown). */
async function upload(page: Page, participant: number, kind: string, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const row = page.getByTestId(`participant-${participant}-document-${kind}`);
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button').first().click();
  await (await chooser).setFiles(file);
  await expect(row.getByTestId('uploaded-file')).toContainText(file.name);
}

for (const language of LANGS) {
  const prefix = language === 'en' ? null : language;
  const words = visaStrings[language];
  const c = common[language];

  test(`a visa request for two travellers goes through the five steps with documents, is paid by balance, completed after a missing document and accepted (${language})`, async ({ browser }) => {
    test.setTimeout(300_000);
    // Top-ups are the agency administrator's: the agent pays from the agency's balance.
    const admin = await signedInPage(browser, 'admin', language);
    await ensureMoney(admin);
    await admin.context().close();
    const agent = await signedInPage(browser, 'agent', language);
    const travel = inDays(40);
    const back = inDays(50);

    // ---- informational note, then the request
    await agent.goto(at(prefix, '/visa'));
    await expect(agent.getByTestId('visa-note')).toBeVisible({ timeout: FIRST_SCREEN_MS });
    await expect(agent.getByTestId('advisors-hours')).toContainText('+33');
    await agent.getByTestId('visa-next').click();
    const uae = new Intl.DisplayNames([language], { type: 'region' }).of('AE')!;
    const algeria = new Intl.DisplayNames([language], { type: 'region' }).of('DZ')!;
    await pick(agent, agent.getByRole('combobox', { name: words.wizard.request.destination }), uae, uae.slice(0, 4));
    await pick(agent, agent.getByRole('combobox', { name: words.wizard.request.visaType }), c.visaTypes.tourist);
    await agent.getByRole('spinbutton', { name: words.wizard.request.people }).fill('2');
    await pick(agent, agent.getByRole('combobox', { name: words.wizard.request.nationality }), algeria, algeria.slice(0, 4));
    await pick(agent, agent.getByRole('combobox', { name: words.wizard.request.travelDocument }), c.travelDocumentTypes.ordinary_passport);
    await agent.getByRole('textbox', { name: words.wizard.request.travelDate }).fill(typed(travel));
    await agent.getByRole('textbox', { name: words.wizard.request.returnDate }).fill(typed(back));
    await expect(agent.getByTestId('visa-requirement')).toContainText(c.visaDocumentKinds.travel_booking.label);
    await agent.getByTestId('visa-next').click();

    // ---- coordinates: two travellers, three documents each (PDF and PNG)
    for (const [index, name] of [
      [0, { first: 'Amina', last: `Haddad${language}` }],
      [1, { first: 'Karim', last: `Haddad${language}` }],
    ] as const) {
      const form = agent.getByTestId(`participant-${index}`);
      await pick(agent, form.getByRole('combobox', { name: words.wizard.coordinates.civility }), index === 0 ? c.visaCivilities.mrs : c.visaCivilities.mr);
      await form.getByTestId(`participant-${index}-firstName`).fill(name.first);
      await form.getByTestId(`participant-${index}-lastName`).fill(name.last);
      await form.getByRole('textbox', { name: words.wizard.coordinates.dateOfBirth }).fill(typed(`198${index}-05-04`));
      await form.getByTestId(`participant-${index}-placeOfBirth`).fill('Oran');
      await form.getByTestId(`participant-${index}-passportNumber`).fill(`AB12345${index}`);
      await form.getByRole('textbox', { name: words.wizard.coordinates.passportIssuedAt }).fill(typed('2022-01-10'));
      await form.getByRole('textbox', { name: words.wizard.coordinates.passportExpiresAt }).fill(typed('2032-01-09'));
      await form.getByTestId(`participant-${index}-email`).fill(`traveller${index}@example.com`);
      await form.getByTestId(`participant-${index}-residenceAddress`).fill('12 rue des Lilas, Oran');
      await upload(agent, index, 'passport', { name: 'passport.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Passport') });
      await upload(agent, index, 'photos', { name: 'photo.png', mimeType: 'image/png', buffer: PNG });
      await upload(agent, index, 'travel_booking', { name: 'booking.pdf', mimeType: 'application/pdf', buffer: pdfBytes('Booking') });
    }

    // ---- a reload mid-wizard keeps everything (the persisted draft), uploads included
    if (language === 'en') {
      // The draft is saved once typing settles: wait until it holds the last upload (the second traveller's booking).
      await expect.poll(() => agent.evaluate(() => (window.localStorage.getItem('persist:root') ?? '').split('booking.pdf').length - 1)).toBe(2);
      await agent.reload();
      await expect(agent.getByTestId('participant-1-firstName')).toHaveValue('Karim', { timeout: FIRST_SCREEN_MS });
      await expect(agent.getByTestId('participant-1-document-photos').getByTestId('uploaded-file')).toContainText('photo.png');
    }
    await agent.getByTestId('visa-next').click();

    // ---- conditions: every clause
    for (const clause of ['passport_validity', 'travel_documents', 'photos_birth_certificate', 'proof_of_funds', 'professional_proof', 'french_translation'])
      await agent.getByTestId(`clause-${clause}`).check();
    await agent.getByTestId('visa-next').click();

    // ---- finalisation: the refund rule, paid by balance, the reference
    await expect(agent.getByTestId('visa-refund-rule')).toBeVisible();
    await agent.getByTestId('visa-submit').click();
    const done = agent.getByTestId('visa-reference');
    await expect(done).toBeVisible({ timeout: 60_000 });
    const reference = /VI[\w-]+/.exec((await done.textContent()) ?? '')![0];
    await agent.getByTestId('visa-to-summary').click();
    await expect(agent.getByTestId('visa-summary-reference')).toHaveText(reference, { timeout: FIRST_SCREEN_MS });

    // ---- the operator asks again for the second traveller's photos
    const desk = await signedInPage(browser, 'operator', language);
    await desk.goto(at(prefix, '/visa/desk'));
    await desk.getByTestId('visa-desk-search').fill(reference);
    await desk.getByRole('link', { name: reference }).click({ timeout: FIRST_SCREEN_MS });
    await desk.getByTestId('move-missing_documents').click();
    let dialog = await openedDialog(desk);
    await pick(desk, dialog.getByRole('combobox', { name: words.deskView.participant }), `Karim Haddad${language}`);
    await pick(desk, dialog.getByRole('combobox', { name: words.deskView.document }), c.visaDocumentKinds.photos.label);
    await dialog.getByTestId('missing-reason-0').fill('Background not white');
    await dialog.getByTestId('confirm-move').click();
    await expect(desk.getByTestId('visa-status').first()).toHaveText(c.visaStatuses.missing_documents);

    // ---- the agent is told (email) and uploads it again
    if (language === 'en') await waitForMail(DEMO_ACCOUNTS.agent.email, (mail) => mail.subject.includes(reference) || mail.text.includes(reference));
    await agent.reload();
    await expect(agent.getByTestId('document-state-1-photos')).toHaveText(words.details.documentState.missing, { timeout: FIRST_SCREEN_MS });
    const chooser = agent.waitForEvent('filechooser');
    await agent.getByTestId('reupload-1-photos').click();
    await (await chooser).setFiles({ name: 'photo-white.png', mimeType: 'image/png', buffer: PNG });
    await expect(agent.getByTestId('visa-status').first()).toHaveText(c.visaStatuses.in_progress);

    // ---- the operator sends the file to the embassy, then records the acceptance
    await desk.reload();
    for (const move of ['embassy_processing', 'accepted'] as const) {
      await desk.getByTestId(`move-${move}`).click({ timeout: FIRST_SCREEN_MS });
      dialog = await openedDialog(desk);
      await dialog.getByTestId('confirm-move').click();
      await expect(desk.getByTestId('visa-status').first()).toHaveText(c.visaStatuses[move]);
    }
    await agent.reload();
    await expect(agent.getByTestId('visa-status').first()).toHaveText(c.visaStatuses.accepted, { timeout: FIRST_SCREEN_MS });
  });
}
