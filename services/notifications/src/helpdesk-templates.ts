import type { EventData, HelpdeskEvents, Language, TicketNotice } from '@portal/contracts';
import type { EmailContent, FeedContent, Localised } from './templates';

type Hd<K extends keyof typeof HelpdeskEvents> = EventData<(typeof HelpdeskEvents)[K]>;

/** Where the agency reads a ticket's thread (the bell's link; the host adds the language prefix). */
export const agencyTicketPath = (d: TicketNotice) => `/helpdesk/tickets/${d.ticketId}`;
/** Where the support team handles a ticket. */
export const deskTicketPath = (d: TicketNotice) => `/helpdesk/desk/${d.ticketId}`;

/** The statuses the agency hears of, as news about its ticket: `open` again is a reopening. */
export type TicketNews = 'open' | 'resolved' | 'unresolved' | 'closed';

const NEWS: Record<TicketNews, { subject: (n: string) => Localised; line: (n: string) => Localised }> = {
  open: {
    subject: (n) => ({ en: `Ticket ${n} reopened`, fr: `Ticket ${n} rouvert` }),
    line: (n) => ({ en: `Ticket ${n} is open again: the support team is on it.`, fr: `Le ticket ${n} est de nouveau ouvert : l'équipe support s'en occupe.` }),
  },
  resolved: {
    subject: (n) => ({ en: `Ticket ${n} resolved`, fr: `Ticket ${n} résolu` }),
    line: (n) => ({
      en: `The support team has resolved ticket ${n}. If something is still wrong, reply to it: it opens again. Without a reply it closes after 72 hours.`,
      fr: `L'équipe support a résolu le ticket ${n}. Si quelque chose ne va toujours pas, répondez-y : il sera rouvert. Sans réponse, il est fermé après 72 heures.`,
    }),
  },
  unresolved: {
    subject: (n) => ({ en: `Ticket ${n} could not be resolved`, fr: `Ticket ${n} non résolu` }),
    line: (n) => ({
      en: `The support team could not resolve ticket ${n}; its thread says why. You may reply to it.`,
      fr: `L'équipe support n'a pas pu résoudre le ticket ${n} ; le fil de discussion en donne la raison. Vous pouvez y répondre.`,
    }),
  },
  closed: {
    subject: (n) => ({ en: `Ticket ${n} closed`, fr: `Ticket ${n} fermé` }),
    line: (n) => ({
      en: `Ticket ${n} is closed. A reply within 7 days reopens it; later, a reply opens a new ticket linked to it.`,
      fr: `Le ticket ${n} est fermé. Une réponse sous 7 jours le rouvre ; plus tard, une réponse ouvre un nouveau ticket lié à celui-ci.`,
    }),
  },
};

/** Whether a status change is news to the agency (an archived ticket is not). */
export function isTicketNews(status: TicketNotice['status']): status is TicketNews {
  return status in NEWS;
}

/** The message that caused the notice, quoted. */
function quoted(d: TicketNotice, lang: Language): string[] {
  if (!d.message) return [];
  return lang === 'fr' ? [`${d.message.authorName} a écrit :`, `« ${d.message.excerpt} »`] : [`${d.message.authorName} wrote:`, `“${d.message.excerpt}”`];
}

const greeting = (name: string, lang: Language) => (lang === 'fr' ? `Bonjour ${name},` : `Hello ${name},`);

/** Helpdesk emails: to the operators' address (in English, as every operator email), and to people in their language. */
export const HELPDESK_EMAILS = {
  opened: (d: Hd<'opened'>, agencyName: string, url: string): EmailContent => ({
    subject: `[Helpdesk] New ticket ${d.number} – ${d.subject}`,
    paragraphs: [`${agencyName} opened ticket ${d.number} (${d.service}): ${d.subject}`, ...quoted(d, 'en')],
    action: { label: 'Handle it in the support desk', url },
  }),
  supportReplied: (d: Hd<'replied'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réponse à votre ticket ${d.number} – ${d.subject}`,
          paragraphs: [greeting(name, lang), `L'équipe support a répondu à votre ticket ${d.number}.`, ...quoted(d, lang)],
          action: { label: 'Voir le ticket et répondre', url },
        }
      : {
          subject: `Reply to your ticket ${d.number} – ${d.subject}`,
          paragraphs: [greeting(name, lang), `The support team replied to your ticket ${d.number}.`, ...quoted(d, lang)],
          action: { label: 'See the ticket and reply', url },
        },
  agencyReplied: (d: Hd<'replied'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Nouvelle réponse de l'agence – ticket ${d.number} – ${d.subject}`,
          paragraphs: [greeting(name, lang), `L'agence a répondu sur le ticket ${d.number}, qui vous est attribué.`, ...quoted(d, lang)],
          action: { label: 'Traiter le ticket', url },
        }
      : {
          subject: `New agency reply – ticket ${d.number} – ${d.subject}`,
          paragraphs: [greeting(name, lang), `The agency replied on ticket ${d.number}, assigned to you.`, ...quoted(d, lang)],
          action: { label: 'Handle the ticket', url },
        },
  statusChanged: (d: Hd<'statusChanged'> & { status: TicketNews }, name: string, lang: Language, url: string): EmailContent => ({
    subject: `${NEWS[d.status].subject(d.number)[lang]} – ${d.subject}`,
    paragraphs: [greeting(name, lang), NEWS[d.status].line(d.number)[lang], ...quoted(d, lang)],
    action: { label: lang === 'fr' ? 'Voir le ticket' : 'See the ticket', url },
  }),
};

const excerpt = (d: TicketNotice): Localised =>
  d.message ? { en: `${d.message.authorName}: ${d.message.excerpt}`, fr: `${d.message.authorName} : ${d.message.excerpt}` } : { en: d.subject, fr: d.subject };

/** Bell entries, kept in both languages so the bell shows the reader's. */
export const HELPDESK_FEED = {
  opened: (d: Hd<'opened'>, agencyName: string): FeedContent => ({
    title: { en: `New ticket ${d.number}`, fr: `Nouveau ticket ${d.number}` },
    body: { en: `${agencyName}: ${d.subject}`, fr: `${agencyName} : ${d.subject}` },
    link: deskTicketPath(d),
  }),
  supportReplied: (d: Hd<'replied'>): FeedContent => ({
    title: { en: `Reply on ticket ${d.number}`, fr: `Réponse sur le ticket ${d.number}` },
    body: excerpt(d),
    link: agencyTicketPath(d),
  }),
  agencyReplied: (d: Hd<'replied'>): FeedContent => ({
    title: { en: `Agency reply on ticket ${d.number}`, fr: `Réponse de l'agence sur le ticket ${d.number}` },
    body: excerpt(d),
    link: deskTicketPath(d),
  }),
  statusChanged: (d: Hd<'statusChanged'> & { status: TicketNews }): FeedContent => ({
    title: NEWS[d.status].subject(d.number),
    body: { en: d.subject, fr: d.subject },
    link: agencyTicketPath(d),
  }),
  assigned: (d: Hd<'assigned'>): FeedContent => ({
    title: { en: `Ticket ${d.number} assigned to you`, fr: `Ticket ${d.number} qui vous est attribué` },
    body: { en: d.subject, fr: d.subject },
    link: deskTicketPath(d),
  }),
};
