import { datePatternOf, formatDateTime, formatMoney, type EventData, type Language, type VisaEvents, type VisaNotice, type VisaRequestStatus } from '@portal/contracts';
import { VISA_WORDS } from '@portal/i18n/visa-words';
import type { EmailContent, FeedContent, Localised, ReaderClock } from './templates';

type Vi<K extends keyof typeof VisaEvents> = EventData<(typeof VisaEvents)[K]>;
type StatusChanged = Vi<'statusChanged'>;

/** Where the agency follows its request (the bell's link; the host adds the language prefix). */
export const visaRequestPath = (d: Pick<VisaNotice, 'requestId'>) => `/summary/${d.requestId}`;
/** Where the visa operators handle it. */
export const visaDeskPath = (d: VisaNotice) => `/visa/desk/${d.requestId}`;

/** A destination's name in the reader's language (the notice carries its ISO code; anything else as given). */
function country(destination: string, lang: Language): string {
  if (!/^[A-Z]{2}$/.test(destination)) return destination;
  return new Intl.DisplayNames([lang], { type: 'region' }).of(destination) ?? destination;
}

/** A day (`YYYY-MM-DD`) in the reader's own date format. */
function day(iso: string, clock: ReaderClock): string {
  return formatDateTime(`${iso.slice(0, 10)}T00:00:00Z`, datePatternOf(clock.dateTimeFormat), 'UTC');
}

const greeting = (name: string, lang: Language) => (lang === 'fr' ? `Bonjour ${name},` : `Hello ${name},`);
const seeIt = (lang: Language) => (lang === 'fr' ? 'Voir la demande' : 'See the request');

/** The request in a few lines: destination and visa type, travel date, people, client, total. */
function requestLines(d: VisaNotice, lang: Language, clock: ReaderClock): string[] {
  const words = VISA_WORDS[lang];
  const total = formatMoney(d.totalIncludingTax, d.currency, lang);
  return lang === 'fr'
    ? [
        `Destination : ${country(d.destination, lang)}, visa ${words.types[d.visaType].toLowerCase()}`,
        `Date du voyage : ${day(d.travelDate, clock)}`,
        `Personnes : ${d.people} (client : ${d.client})`,
        `Total TTC : ${total}`,
      ]
    : [
        `Destination: ${country(d.destination, lang)}, ${words.types[d.visaType].toLowerCase()} visa`,
        `Travel date: ${day(d.travelDate, clock)}`,
        `People: ${d.people} (client: ${d.client})`,
        `Total including tax: ${total}`,
      ];
}

/** Each document asked again: whose, which, and the operator's reason. */
function missingLines(d: StatusChanged, lang: Language): string[] {
  const kinds = VISA_WORDS[lang].documentKinds;
  return d.missing.map((m) => (lang === 'fr' ? `• ${m.participant} – ${kinds[m.kind]} : ${m.reason}` : `• ${m.participant} – ${kinds[m.kind]}: ${m.reason}`));
}

function refundLine(d: StatusChanged, lang: Language): string {
  const refund = d.refunded;
  if (refund > 0) return lang === 'fr' ? `Remboursé : ${formatMoney(refund, d.currency, lang)}.` : `Refunded: ${formatMoney(refund, d.currency, lang)}.`;
  return lang === 'fr' ? 'Aucun remboursement.' : 'Nothing is refunded.';
}

/** The statuses the agency hears of (`in_progress` comes back by its own re-upload). */
export type VisaNews = Exclude<VisaRequestStatus, 'in_progress'>;

export function isVisaNews(status: VisaRequestStatus): status is VisaNews {
  return status !== 'in_progress';
}

/** Per status: the subject, the line that says what happened and what to do. */
const NEWS: Record<VisaNews, { subject: (ref: string) => Localised; line: (d: StatusChanged) => Localised }> = {
  missing_documents: {
    subject: (ref) => ({ en: `Documents missing – visa request ${ref}`, fr: `Documents manquants – demande de visa ${ref}` }),
    line: (d) => ({
      en: `The visa desk needs these documents again for request ${d.reference}. Upload them from the request's page: it then goes back to processing.`,
      fr: `Le service visa a besoin de nouveau de ces documents pour la demande ${d.reference}. Déposez-les depuis la page de la demande : elle reprendra alors son traitement.`,
    }),
  },
  embassy_processing: {
    subject: (ref) => ({ en: `Visa request ${ref} with the embassy`, fr: `Demande de visa ${ref} transmise à l'ambassade` }),
    line: (d) => ({
      en: `Request ${d.reference} is complete and is undergoing embassy processing. It can no longer be cancelled or refunded.`,
      fr: `La demande ${d.reference} est complète et en cours de traitement à l'ambassade. Elle ne peut plus être annulée ni remboursée.`,
    }),
  },
  accepted: {
    subject: (ref) => ({ en: `Visa accepted – ${ref}`, fr: `Visa accordé – ${ref}` }),
    line: (d) => ({ en: `Good news: the embassy accepted visa request ${d.reference}.`, fr: `Bonne nouvelle : l'ambassade a accordé la demande de visa ${d.reference}.` }),
  },
  rejected: {
    subject: (ref) => ({ en: `Visa request ${ref} rejected`, fr: `Demande de visa ${ref} rejetée` }),
    line: (d) => ({
      en: `The visa desk rejected request ${d.reference} before it reached the embassy. ${refundLine(d, 'en')}`,
      fr: `Le service visa a rejeté la demande ${d.reference} avant sa remise à l'ambassade. ${refundLine(d, 'fr')}`,
    }),
  },
  denied: {
    subject: (ref) => ({ en: `Visa denied – ${ref}`, fr: `Visa refusé – ${ref}` }),
    line: (d) => ({
      en: `The embassy denied visa request ${d.reference}. As the file was with the embassy, nothing is refunded.`,
      fr: `L'ambassade a refusé la demande de visa ${d.reference}. Le dossier ayant été remis à l'ambassade, rien n'est remboursé.`,
    }),
  },
  cancelled: {
    subject: (ref) => ({ en: `Visa request ${ref} cancelled`, fr: `Demande de visa ${ref} annulée` }),
    line: (d) => ({ en: `Visa request ${d.reference} is cancelled. ${refundLine(d, 'en')}`, fr: `La demande de visa ${d.reference} est annulée. ${refundLine(d, 'fr')}` }),
  },
};

/** The operator's note with a move, quoted. */
function noteLines(note: string | null, lang: Language): string[] {
  if (!note) return [];
  return lang === 'fr' ? ['Message du service visa :', `« ${note} »`] : ['Message from the visa desk:', `“${note}”`];
}

/** Visa request emails to the agency's user who made the request, in their language and date format. */
export const VISA_EMAILS = {
  submitted: (d: Vi<'submitted'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Demande de visa ${d.reference} envoyée`,
          paragraphs: [greeting(name, lang), `Votre demande de visa ${d.reference} est payée et remise à notre service visa, qui vous écrira à chaque étape.`, ...requestLines(d, lang, clock)],
          action: { label: seeIt(lang), url },
        }
      : {
          subject: `Visa request ${d.reference} submitted`,
          paragraphs: [greeting(name, lang), `Your visa request ${d.reference} is paid and handed to our visa desk, which will write at each step.`, ...requestLines(d, lang, clock)],
          action: { label: seeIt(lang), url },
        },
  statusChanged: (d: StatusChanged & { visaStatus: VisaNews }, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent => {
    const news = NEWS[d.visaStatus];
    return {
      subject: news.subject(d.reference)[lang],
      paragraphs: [greeting(name, lang), news.line(d)[lang], ...(d.visaStatus === 'missing_documents' ? missingLines(d, lang) : []), ...noteLines(d.note, lang), ...requestLines(d, lang, clock)],
      action: { label: d.visaStatus === 'missing_documents' ? (lang === 'fr' ? 'Déposer les documents' : 'Upload the documents') : seeIt(lang), url },
    };
  },
  operatorWrote: (d: Vi<'messagePosted'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Nouveau message sur la demande de visa ${d.reference}`,
          paragraphs: [greeting(name, lang), `${d.authorName} (service visa) a écrit sur la demande ${d.reference} :`, `« ${d.excerpt} »`],
          action: { label: 'Lire et répondre', url },
        }
      : {
          subject: `New message on visa request ${d.reference}`,
          paragraphs: [greeting(name, lang), `${d.authorName} (visa desk) wrote on request ${d.reference}:`, `“${d.excerpt}”`],
          action: { label: 'Read and reply', url },
        },
};

const both = (make: (lang: Language) => string): Localised => ({ en: make('en'), fr: make('fr') });

/** Bell entries for the agency's user (dates in their format) and for the visa operators. */
export const VISA_FEED = {
  submitted: (d: Vi<'submitted'>, clock: ReaderClock): FeedContent => ({
    title: { en: `Visa request submitted: ${d.reference}`, fr: `Demande de visa envoyée : ${d.reference}` },
    body: both((lang) => `${country(d.destination, lang)}, ${day(d.travelDate, clock)}, ${formatMoney(d.totalIncludingTax, d.currency, lang)}`),
    link: visaRequestPath(d),
  }),
  statusChanged: (d: StatusChanged & { visaStatus: VisaNews }): FeedContent => {
    const kinds = (lang: Language) => d.missing.map((m) => `${m.participant} – ${VISA_WORDS[lang].documentKinds[m.kind]}`).join(', ');
    return {
      title: NEWS[d.visaStatus].subject(d.reference),
      body:
        d.visaStatus === 'missing_documents'
          ? both((lang) => `${lang === 'fr' ? 'À redéposer' : 'To upload again'}${lang === 'fr' ? ' : ' : ': '}${kinds(lang)}`)
          : d.visaStatus === 'rejected' || d.visaStatus === 'cancelled'
            ? both((lang) => refundLine(d, lang))
            : both((lang) => `${country(d.destination, lang)} – ${VISA_WORDS[lang].statuses[d.visaStatus]}`),
      link: visaRequestPath(d),
    };
  },
  operatorWrote: (d: Vi<'messagePosted'>): FeedContent => ({
    title: { en: `Message on visa request ${d.reference}`, fr: `Message sur la demande de visa ${d.reference}` },
    body: both((lang) => `${d.authorName}${lang === 'fr' ? ' : ' : ': '}${d.excerpt}`),
    link: visaRequestPath(d),
  }),
  /** Operators: a new request in the desk's queue. */
  deskSubmitted: (d: Vi<'submitted'>, agencyName: string): FeedContent => ({
    title: { en: `New visa request ${d.reference}`, fr: `Nouvelle demande de visa ${d.reference}` },
    body: both((lang) => `${agencyName}${lang === 'fr' ? ' : ' : ': '}${country(d.destination, lang)}, ${d.people} × ${VISA_WORDS[lang].types[d.visaType].toLowerCase()}`),
    link: visaDeskPath(d),
  }),
  /** Operators: the agency uploaded the missing documents again. */
  deskReuploaded: (d: StatusChanged, agencyName: string): FeedContent => ({
    title: { en: `Documents uploaded again: ${d.reference}`, fr: `Documents redéposés : ${d.reference}` },
    body: both((lang) =>
      lang === 'fr' ? `${agencyName} a redéposé les documents manquants ; la demande reprend son traitement.` : `${agencyName} uploaded the missing documents; the request is back in progress.`,
    ),
    link: visaDeskPath(d),
  }),
  /** Operators: the agency wrote on the request's thread. */
  deskAgencyWrote: (d: Vi<'messagePosted'>, agencyName: string): FeedContent => ({
    title: { en: `Agency message on visa request ${d.reference}`, fr: `Message de l'agence sur la demande de visa ${d.reference}` },
    body: both((lang) => `${d.authorName} (${agencyName})${lang === 'fr' ? ' : ' : ': '}${d.excerpt}`),
    link: visaDeskPath(d),
  }),
};
