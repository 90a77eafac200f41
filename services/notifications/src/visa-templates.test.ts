// The visa request notices' words: every status in both languages, nothing left untranslated, dates and amounts as the reader reads them.
import { formatMoney, VISA_DOCUMENT_KINDS, VISA_REQUEST_STATUSES, VISA_TYPES, VisaEvents, type EventData, type Language } from '@portal/contracts';
import { VISA_WORDS } from '@portal/i18n/visa-words';
import type { EmailContent, FeedContent } from './templates';
import { isVisaNews, VISA_EMAILS, VISA_FEED } from './visa-templates';

type StatusChanged = EventData<typeof VisaEvents.statusChanged>;

const base = {
  requestId: '6b088fcb21e79607d8a0a057',
  reference: 'VI7K2QX',
  agencyId: 'agency-1',
  agentId: 'agent-1',
  destination: 'DE',
  visaType: 'business' as const,
  people: 3,
  client: 'Leila Ben Salah',
  travelDate: '2027-03-05',
  totalIncludingTax: 48_000,
  currency: 'EUR',
  refunded: 0,
};
const usClock = { timeZone: 'America/New_York', dateTimeFormat: 'MM/DD/YYYY hh:mm A' };
const euClock = { timeZone: 'Europe/Paris', dateTimeFormat: 'DD.MM.YYYY HH:mm' };

const moved = (visaStatus: StatusChanged['visaStatus'], extra: Partial<StatusChanged> = {}): StatusChanged =>
  VisaEvents.statusChanged.data.parse({ ...base, visaStatus, from: 'in_progress', by: 'operator', missing: [], note: null, ...extra });

/** Every text of an email or bell entry, to look for words of the other language or template leftovers. */
const textsOf = (content: EmailContent | FeedContent, lang: Language): string[] =>
  'paragraphs' in content ? [content.subject, ...content.paragraphs, content.action?.label ?? ''] : [content.title[lang], content.body[lang]];

const ENGLISH_ONLY = /\b(the|request|visa desk|your|refunded|documents? missing)\b/i;
const FRENCH_ONLY = /\b(la|demande|votre|remboursé|ambassade|manquants)\b/i;

describe('visa request notices', () => {
  it('has every document kind, visa type and status worded in both languages', () => {
    for (const lang of ['en', 'fr'] as const) {
      const words = VISA_WORDS[lang];
      expect(Object.keys(words.documentKinds).sort()).toEqual([...VISA_DOCUMENT_KINDS].sort());
      expect(Object.keys(words.types).sort()).toEqual([...VISA_TYPES].sort());
      expect(Object.keys(words.statuses).sort()).toEqual([...VISA_REQUEST_STATUSES].sort());
      for (const text of [...Object.values(words.documentKinds), ...Object.values(words.types), ...Object.values(words.statuses)]) expect(text).toMatch(/^\S/);
    }
  });

  it('writes the submission with the destination’s name, the travel date in the reader’s format and the total in their language', () => {
    const submitted = VisaEvents.submitted.data.parse({ ...base, visaStatus: 'in_progress' });
    expect(VISA_EMAILS.submitted(submitted, 'Amel', 'en', 'https://portal/summary/x', usClock).paragraphs).toEqual(
      expect.arrayContaining(['Destination: Germany, business visa', 'Travel date: 03/05/2027', 'People: 3 (client: Leila Ben Salah)', 'Total including tax: €480.00']),
    );
    expect(VISA_EMAILS.submitted(submitted, 'Amel', 'fr', 'https://portal/fr/summary/x', euClock).paragraphs).toEqual(
      expect.arrayContaining(['Destination : Allemagne, visa affaires', 'Date du voyage : 05.03.2027', `Total TTC : ${formatMoney(48_000, 'EUR', 'fr')}`]),
    );
    expect(VISA_FEED.submitted(submitted, euClock).body.fr).toBe(`Allemagne, 05.03.2027, ${formatMoney(48_000, 'EUR', 'fr')}`);
  });

  it('words every status the agency hears of in each language, with no text of the other language', () => {
    const news = VISA_REQUEST_STATUSES.filter(isVisaNews);
    expect(news).not.toContain('in_progress');
    for (const status of news) {
      const d = { ...moved(status, status === 'missing_documents' ? { missing: [{ participant: 'Leila Ben Salah', kind: 'proof_of_funds', reason: 'Too old' }] } : {}), visaStatus: status };
      const en = [...textsOf(VISA_EMAILS.statusChanged(d, 'Amel', 'en', 'u', usClock), 'en'), ...textsOf(VISA_FEED.statusChanged(d), 'en')];
      const fr = [...textsOf(VISA_EMAILS.statusChanged(d, 'Amel', 'fr', 'u', euClock), 'fr'), ...textsOf(VISA_FEED.statusChanged(d), 'fr')];
      for (const text of en) expect(text).not.toMatch(FRENCH_ONLY);
      for (const text of fr) expect(text).not.toMatch(ENGLISH_ONLY);
      for (const text of [...en, ...fr]) expect(text).not.toMatch(/undefined|\{\{|\[object/);
    }
  });

  it('names the missing documents in the reader’s language, and says what was refunded or that nothing was', () => {
    const missing = {
      ...moved('missing_documents', { missing: [{ participant: 'Karim Ben Salah', kind: 'birth_certificate', reason: 'Not the original' }] }),
      visaStatus: 'missing_documents' as const,
    };
    expect(VISA_EMAILS.statusChanged(missing, 'Amel', 'fr', 'u', euClock).paragraphs).toContain('• Karim Ben Salah – Acte de naissance : Not the original');
    expect(VISA_FEED.statusChanged(missing).body.en).toBe('To upload again: Karim Ben Salah – Birth certificate');

    const cancelled = { ...moved('cancelled', { refunded: 48_000, by: 'agency' }), visaStatus: 'cancelled' as const };
    expect(VISA_FEED.statusChanged(cancelled).body).toEqual({ en: 'Refunded: €480.00.', fr: `Remboursé : ${formatMoney(48_000, 'EUR', 'fr')}.` });
    // The kit's notice tells what the move made due (refunded just after it).
    const rejected = { ...moved('rejected', { from: 'missing_documents', refunded: 48_000 }), visaStatus: 'rejected' as const };
    expect(VISA_FEED.statusChanged(rejected).body.en).toBe('Refunded: €480.00.');
  });
});
