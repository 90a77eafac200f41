import { formatMoney, type EventData, type GroupEvents, type GroupNotice, type Language } from '@portal/contracts';
import type { EmailContent, FeedContent, Localised } from './templates';

type Gr<K extends keyof typeof GroupEvents> = EventData<(typeof GroupEvents)[K]>;

/** Where the agency follows a group request (the bell's link; the host adds the language prefix). */
export const agencyGroupPath = (d: GroupNotice) => `/grouprequest/${d.quoteId}`;
/** Where the desk quotes it. */
export const deskGroupPath = (d: GroupNotice) => `/grouprequest/desk/${d.quoteId}`;

const greeting = (name: string, lang: Language) => (lang === 'fr' ? `Bonjour ${name},` : `Hello ${name},`);
const group = (d: GroupNotice): Localised => ({
  en: `${d.groupName} (${d.reference}), ${d.destination}, ${d.arrival} to ${d.departure}, ${d.people} people`,
  fr: `${d.groupName} (${d.reference}), ${d.destination}, du ${d.arrival} au ${d.departure}, ${d.people} personnes`,
});

/** Group quotation emails: to the operators' address (in English, as every operator email) and to the agent in their language. */
export const GROUP_EMAILS = {
  submitted: (d: Gr<'submitted'>, agencyName: string, url: string): EmailContent => ({
    subject: `[Groups] ${d.round > 1 ? 'Asked again' : 'New request'} ${d.reference} – ${d.groupName}`,
    paragraphs: [`${agencyName} asks for a group quotation: ${group(d).en}.`, `The answer is due by ${d.answerDueAt ?? ''} (24 hours).`],
    action: { label: 'Quote it in the desk', url },
  }),
  quoted: (d: Gr<'quoted'>, name: string, lang: Language, url: string): EmailContent => {
    if (d.refusalReason !== null) {
      return lang === 'fr'
        ? {
            subject: `Cotation de groupe ${d.reference} : pas de proposition`,
            paragraphs: [greeting(name, lang), `Notre équipe ne peut pas proposer d'offre pour ${group(d).fr}.`, `« ${d.refusalReason} »`],
            action: { label: 'Voir la demande', url },
          }
        : {
            subject: `Group quotation ${d.reference}: no offer`,
            paragraphs: [greeting(name, lang), `Our team cannot make an offer for ${group(d).en}.`, `“${d.refusalReason}”`],
            action: { label: 'See the request', url },
          };
    }
    const from = d.lowestTotal === null ? '' : formatMoney(d.lowestTotal, d.currency, lang);
    return lang === 'fr'
      ? {
          subject: `Votre cotation de groupe ${d.reference} est prête`,
          paragraphs: [
            greeting(name, lang),
            `${d.options} option(s) pour ${group(d).fr}, à partir de ${from}.`,
            `Valable jusqu'au ${d.validUntil ?? ''} : acceptez une option ou demandez une nouvelle proposition.`,
          ],
          action: { label: 'Comparer les options', url },
        }
      : {
          subject: `Your group quotation ${d.reference} is ready`,
          paragraphs: [greeting(name, lang), `${d.options} option(s) for ${group(d).en}, from ${from}.`, `Valid until ${d.validUntil ?? ''}: accept one option or ask for a new offer.`],
          action: { label: 'Compare the options', url },
        };
  },
  booked: (d: Gr<'booked'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Groupe réservé : ${d.bookingReference} – ${d.groupName}`,
          paragraphs: [
            greeting(name, lang),
            `La réservation ${d.bookingReference} est confirmée et payée (${formatMoney(d.total, d.currency, lang)}) pour ${group(d).fr}.`,
            'Complétez la rooming list : un nom par personne et par chambre.',
          ],
          action: { label: 'Remplir la rooming list', url },
        }
      : {
          subject: `Group booked: ${d.bookingReference} – ${d.groupName}`,
          paragraphs: [
            greeting(name, lang),
            `Booking ${d.bookingReference} is confirmed and paid (${formatMoney(d.total, d.currency, lang)}) for ${group(d).en}.`,
            'Fill in the rooming list: a name for each person in each room.',
          ],
          action: { label: 'Fill in the rooming list', url },
        },
  expired: (d: Gr<'expired'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Cotation de groupe ${d.reference} expirée`,
          paragraphs: [greeting(name, lang), `La proposition pour ${group(d).fr} n'est plus valable.`],
          action: { label: 'Voir la demande', url },
        }
      : { subject: `Group quotation ${d.reference} expired`, paragraphs: [greeting(name, lang), `The offer for ${group(d).en} is no longer valid.`], action: { label: 'See the request', url } },
};

/** Bell entries, kept in both languages so the bell shows the reader's. */
export const GROUP_FEED = {
  submitted: (d: Gr<'submitted'>, agencyName: string): FeedContent => ({
    title:
      d.round > 1
        ? { en: `Group request ${d.reference} asked again`, fr: `Demande de groupe ${d.reference} relancée` }
        : { en: `New group request ${d.reference}`, fr: `Nouvelle demande de groupe ${d.reference}` },
    body: { en: `${agencyName}: ${group(d).en}`, fr: `${agencyName} : ${group(d).fr}` },
    link: deskGroupPath(d),
  }),
  quoted: (d: Gr<'quoted'>): FeedContent => ({
    title:
      d.refusalReason !== null
        ? { en: `No offer for group ${d.reference}`, fr: `Pas d'offre pour le groupe ${d.reference}` }
        : { en: `Group quotation ${d.reference} ready`, fr: `Cotation de groupe ${d.reference} prête` },
    body: group(d),
    link: agencyGroupPath(d),
  }),
  accepted: (d: Gr<'accepted'>): FeedContent => ({
    title: { en: `Group ${d.reference}: option ${d.option + 1} accepted`, fr: `Groupe ${d.reference} : option ${d.option + 1} acceptée` },
    body: group(d),
    link: deskGroupPath(d),
  }),
  declined: (d: Gr<'declined'>): FeedContent => ({
    title: { en: `Group ${d.reference}: quote declined`, fr: `Groupe ${d.reference} : proposition déclinée` },
    body: d.reason ? { en: d.reason, fr: d.reason } : group(d),
    link: deskGroupPath(d),
  }),
  cancelled: (d: Gr<'cancelled'>): FeedContent => ({
    title: { en: `Group ${d.reference}: request withdrawn by the agency`, fr: `Groupe ${d.reference} : demande retirée par l’agence` },
    body: d.reason ? { en: d.reason, fr: d.reason } : group(d),
    link: deskGroupPath(d),
  }),
  booked: (d: Gr<'booked'>): FeedContent => ({
    title: { en: `Group booked: ${d.bookingReference}`, fr: `Groupe réservé : ${d.bookingReference}` },
    body: group(d),
    link: agencyGroupPath(d),
  }),
  roomingCompleted: (d: Gr<'roomingCompleted'>): FeedContent => ({
    title: { en: `Rooming list complete: ${d.bookingReference}`, fr: `Rooming list complète : ${d.bookingReference}` },
    body: group(d),
    link: deskGroupPath(d),
  }),
  expired: (d: Gr<'expired'>): FeedContent => ({
    title: { en: `Group quotation ${d.reference} expired`, fr: `Cotation de groupe ${d.reference} expirée` },
    body: group(d),
    link: agencyGroupPath(d),
  }),
};
