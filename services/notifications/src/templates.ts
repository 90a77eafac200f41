import { AccountEvents, FlightEvents, formatDateTime, formatMoney, IdentityEvents, type EventData, HotelEvents, type HotelNotice, type Language } from '@portal/contracts';

export interface Localised {
  en: string;
  fr: string;
}

export interface EmailContent {
  subject: string;
  /** Paragraphs; the first may greet, links are given apart so both text and HTML can show them. */
  paragraphs: string[];
  action?: { label: string; url: string };
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

export interface FeedContent {
  title: Localised;
  body: Localised;
  link?: string;
}

const PRODUCT = 'Voyagr Pro';

/** How a reader reads times: their time zone and date-time format (profile settings). */
export interface ReaderClock {
  timeZone: string;
  dateTimeFormat: string;
}

/** For someone identity has not told us the clock of: UTC, in the portal's default format. */
export const DEFAULT_CLOCK: ReaderClock = { timeZone: 'UTC', dateTimeFormat: 'DD/MM/YYYY HH:mm' };

/** A moment as the reader's screens show it: their format, in their time zone, which is named. */
export function readerMoment(iso: string, clock: ReaderClock): string {
  return `${formatDateTime(iso, clock.dateTimeFormat, clock.timeZone)} (${clock.timeZone})`;
}

function formatDate(iso: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

type Ev<K extends keyof typeof IdentityEvents> = EventData<(typeof IdentityEvents)[K]>;
type Acc<K extends keyof typeof AccountEvents> = EventData<(typeof AccountEvents)[K]>;

/** Account emails: the recipient's name and language come from the recipients read model. */
export const ACCOUNT_EMAILS = {
  topUpDeclared: (d: Acc<'topUpDeclared'>, agencyName: string): EmailContent => ({
    subject: `[Top-up] ${agencyName}: ${formatMoney(d.amount, d.currency, 'en')} to review`,
    paragraphs: [
      `${agencyName} declared a payment of ${formatMoney(d.amount, d.currency, 'en')} (bank reference ${d.bankReference}).`,
      'Review its proof and approve or reject it in the back office.',
    ],
  }),
  topUpApproved: (d: Acc<'topUpApproved'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Rechargement de ${formatMoney(d.amount, d.currency, lang)} approuvé`,
          paragraphs: [`Bonjour ${name},`, `Votre paiement (référence ${d.bankReference}) est approuvé et crédité. Votre solde disponible est de ${formatMoney(d.availableAfter, d.currency, lang)}.`],
          action: { label: 'Voir mes finances', url },
        }
      : {
          subject: `Top-up of ${formatMoney(d.amount, d.currency, lang)} approved`,
          paragraphs: [`Hello ${name},`, `Your payment (reference ${d.bankReference}) is approved and credited. Your available balance is ${formatMoney(d.availableAfter, d.currency, lang)}.`],
          action: { label: 'See my finance', url },
        },
  topUpRejected: (d: Acc<'topUpRejected'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Rechargement de ${formatMoney(d.amount, d.currency, lang)} refusé`,
          paragraphs: [`Bonjour ${name},`, `Votre paiement (référence ${d.bankReference}) n'a pas été accepté. Motif : ${d.reason}`],
          action: { label: 'Voir mes finances', url },
        }
      : {
          subject: `Top-up of ${formatMoney(d.amount, d.currency, lang)} rejected`,
          paragraphs: [`Hello ${name},`, `Your payment (reference ${d.bankReference}) was not accepted. Reason: ${d.reason}`],
          action: { label: 'See my finance', url },
        },
  balanceLow: (d: Acc<'balanceLow'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Solde bas : ${formatMoney(d.availableAfter, d.currency, lang)} disponibles`,
          paragraphs: [
            `Bonjour ${name},`,
            `Votre solde disponible est passé sous ${formatMoney(d.threshold, d.currency, lang)} (${d.percent} % de votre dernier rechargement). Pensez à le recharger pour continuer à réserver.`,
          ],
          action: { label: 'Recharger', url },
        }
      : {
          subject: `Low balance: ${formatMoney(d.availableAfter, d.currency, lang)} available`,
          paragraphs: [`Hello ${name},`, `Your available balance fell under ${formatMoney(d.threshold, d.currency, lang)} (${d.percent}% of your last top-up). Top it up to keep booking.`],
          action: { label: 'Top up', url },
        },
};

export const ACCOUNT_FEED = {
  topUpDeclared: (d: Acc<'topUpDeclared'>, agencyName: string): FeedContent => ({
    title: { en: 'Top-up to review', fr: 'Rechargement à examiner' },
    body: {
      en: `${agencyName}: ${formatMoney(d.amount, d.currency, 'en')} (ref. ${d.bankReference})`,
      fr: `${agencyName} : ${formatMoney(d.amount, d.currency, 'fr')} (réf. ${d.bankReference})`,
    },
    link: '/operator/top-ups',
  }),
  topUpApproved: (d: Acc<'topUpApproved'>): FeedContent => ({
    title: { en: 'Top-up approved', fr: 'Rechargement approuvé' },
    body: {
      en: `${formatMoney(d.amount, d.currency, 'en')} credited (ref. ${d.bankReference}).`,
      fr: `${formatMoney(d.amount, d.currency, 'fr')} crédités (réf. ${d.bankReference}).`,
    },
    link: '/finance',
  }),
  topUpRejected: (d: Acc<'topUpRejected'>): FeedContent => ({
    title: { en: 'Top-up rejected', fr: 'Rechargement refusé' },
    body: { en: `Ref. ${d.bankReference}: ${d.reason}`, fr: `Réf. ${d.bankReference} : ${d.reason}` },
    link: '/finance',
  }),
  balanceLow: (d: Acc<'balanceLow'>): FeedContent => ({
    title: { en: 'Low balance', fr: 'Solde bas' },
    body: {
      en: `${formatMoney(d.availableAfter, d.currency, 'en')} available, under your ${d.percent}% alert.`,
      fr: `${formatMoney(d.availableAfter, d.currency, 'fr')} disponibles, sous votre alerte de ${d.percent} %.`,
    },
    link: '/finance',
  }),
};

/** Email templates per event type, in English and French; the recipient's language picks one. */
export const EMAILS = {
  agencyRegistered: (d: Ev<'agencyRegistered'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Confirmez votre adresse e-mail – ${PRODUCT}`,
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            `Merci d'avoir inscrit ${d.agencyName} sur ${PRODUCT}. Confirmez votre adresse e-mail avant le ${formatDate(d.expiresAt, lang)} (48 heures) ; notre équipe examinera ensuite votre agence.`,
          ],
          action: { label: 'Confirmer mon adresse', url: d.verifyUrl },
        }
      : {
          subject: `Verify your email address – ${PRODUCT}`,
          paragraphs: [
            `Hello ${d.recipient.name},`,
            `Thank you for registering ${d.agencyName} on ${PRODUCT}. Please verify your email address before ${formatDate(d.expiresAt, lang)} (48 hours); our team will then review your agency.`,
          ],
          action: { label: 'Verify my address', url: d.verifyUrl },
        },
  verificationResent: (d: Ev<'verificationResent'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Votre nouveau lien de confirmation – ${PRODUCT}`,
          paragraphs: [`Bonjour ${d.recipient.name},`, `Voici un nouveau lien pour confirmer votre adresse e-mail. Il est valable jusqu'au ${formatDate(d.expiresAt, lang)}.`],
          action: { label: 'Confirmer mon adresse', url: d.verifyUrl },
        }
      : {
          subject: `Your new verification link – ${PRODUCT}`,
          paragraphs: [`Hello ${d.recipient.name},`, `Here is a new link to verify your email address. It is valid until ${formatDate(d.expiresAt, lang)}.`],
          action: { label: 'Verify my address', url: d.verifyUrl },
        },
  emailVerified: (d: Ev<'emailVerified'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Adresse confirmée : ${d.agencyName} est en cours d'examen`,
          paragraphs: [`Bonjour ${d.recipient.name},`, `Votre adresse est confirmée. Notre équipe examine maintenant ${d.agencyName} ; vous recevrez un e-mail dès que l'agence sera approuvée.`],
        }
      : {
          subject: `Address verified: ${d.agencyName} is under review`,
          paragraphs: [`Hello ${d.recipient.name},`, `Your address is verified. Our team is now reviewing ${d.agencyName}; you will get an email as soon as the agency is approved.`],
        },
  agencyApproved: (d: Ev<'agencyApproved'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `${d.agencyName} est approuvée – bienvenue sur ${PRODUCT}`,
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            `Bonne nouvelle : votre agence est approuvée. Vous pouvez vous connecter, ajouter vos collaborateurs et activer l'authentification à deux facteurs.`,
          ],
          action: { label: 'Me connecter', url: d.signInUrl },
        }
      : {
          subject: `${d.agencyName} is approved – welcome to ${PRODUCT}`,
          paragraphs: [`Hello ${d.recipient.name},`, `Good news: your agency is approved. You can now sign in, add your colleagues and turn on two-factor authentication.`],
          action: { label: 'Sign in', url: d.signInUrl },
        },
  agencyRejected: (d: Ev<'agencyRejected'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Votre demande pour ${d.agencyName}`,
          paragraphs: [`Bonjour ${d.recipient.name},`, `Nous ne pouvons pas approuver ${d.agencyName} pour le moment. Motif : ${d.reason}`, `Vous pouvez nous répondre via le formulaire de contact.`],
        }
      : {
          subject: `Your application for ${d.agencyName}`,
          paragraphs: [`Hello ${d.recipient.name},`, `We cannot approve ${d.agencyName} at this time. Reason: ${d.reason}`, `You can reply to us through the contact form.`],
        },
  passwordResetRequested: (d: Ev<'passwordResetRequested'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réinitialisation de votre mot de passe – ${PRODUCT}`,
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            `Une réinitialisation de mot de passe a été demandée. Ce lien ne sert qu'une fois et expire le ${formatDate(d.expiresAt, lang)}. Si vous n'êtes pas à l'origine de la demande, ignorez cet e-mail.`,
          ],
          action: { label: 'Choisir un nouveau mot de passe', url: d.resetUrl },
        }
      : {
          subject: `Reset your password – ${PRODUCT}`,
          paragraphs: [
            `Hello ${d.recipient.name},`,
            `A password reset was requested. This link works once and expires on ${formatDate(d.expiresAt, lang)}. If you did not ask for it, ignore this email.`,
          ],
          action: { label: 'Choose a new password', url: d.resetUrl },
        },
  twoFactorChanged: (d: Ev<'twoFactorChanged'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: d.enabled ? 'Authentification à deux facteurs activée' : 'Authentification à deux facteurs désactivée',
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            d.enabled
              ? 'Un code de votre application d’authentification vous sera désormais demandé à chaque connexion.'
              : 'Votre compte n’est plus protégé par un second facteur. Si ce n’était pas vous, changez votre mot de passe et prévenez votre administrateur.',
          ],
        }
      : {
          subject: d.enabled ? 'Two-factor authentication turned on' : 'Two-factor authentication turned off',
          paragraphs: [
            `Hello ${d.recipient.name},`,
            d.enabled
              ? 'From now on, each sign-in asks for a code from your authenticator app.'
              : 'Your account is no longer protected by a second factor. If this was not you, change your password and tell your administrator.',
          ],
        },
  userInvited: (d: Ev<'userInvited'>, lang: Language): EmailContent =>
    lang === 'fr'
      ? {
          subject: `${d.invitedBy} vous invite sur ${PRODUCT}`,
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            `${d.invitedBy} vous a ajouté à l'équipe de ${d.agencyName}. Choisissez votre mot de passe avant le ${formatDate(d.expiresAt, lang)} pour activer votre compte.`,
          ],
          action: { label: 'Choisir mon mot de passe', url: d.inviteUrl },
        }
      : {
          subject: `${d.invitedBy} invites you to ${PRODUCT}`,
          paragraphs: [`Hello ${d.recipient.name},`, `${d.invitedBy} added you to the ${d.agencyName} team. Choose your password before ${formatDate(d.expiresAt, lang)} to activate your account.`],
          action: { label: 'Choose my password', url: d.inviteUrl },
        },
  addressAlreadyRegistered: (d: Ev<'addressAlreadyRegistered'>, lang: Language): EmailContent => {
    const who = d.invitedBy ? `${d.invitedBy} (${d.agencyName})` : d.agencyName;
    return lang === 'fr'
      ? {
          subject: `Votre adresse e-mail a déjà un compte ${PRODUCT}`,
          paragraphs: [
            `Bonjour ${d.recipient.name},`,
            d.attempt === 'invitation'
              ? `${who} a essayé d'ajouter votre adresse e-mail à son équipe. Elle a déjà un compte ${PRODUCT}, qui ne peut appartenir qu'à une agence : rien n'a été créé ni modifié.`
              : `Quelqu'un a essayé d'inscrire l'agence ${d.agencyName} avec votre adresse e-mail. Elle a déjà un compte ${PRODUCT} : rien n'a été créé ni modifié.`,
            `Si c'était vous, connectez-vous avec votre compte actuel (« Mot de passe oublié » sur la page de connexion si besoin). Sinon, ignorez cet e-mail.`,
          ],
          action: { label: 'Me connecter', url: d.signInUrl },
        }
      : {
          subject: `Your email address already has a ${PRODUCT} account`,
          paragraphs: [
            `Hello ${d.recipient.name},`,
            d.attempt === 'invitation'
              ? `${who} tried to add your email address to their team. It already has a ${PRODUCT} account, which can belong to one agency only: nothing was created or changed.`
              : `Someone tried to register the agency ${d.agencyName} with your email address. It already has a ${PRODUCT} account: nothing was created or changed.`,
            `If this was you, sign in with your existing account ("Forgot password" on the sign-in page if needed). Otherwise, ignore this email.`,
          ],
          action: { label: 'Sign in', url: d.signInUrl },
        };
  },
  contactReceived: (d: Ev<'contactReceived'>): EmailContent => ({
    subject: `[Contact] ${d.subject}`,
    paragraphs: [`From: ${d.name} <${d.email}> (${d.langId.toUpperCase()})`, d.message],
  }),
};

/** In-app entries, kept in both languages so the bell shows the reader's. */
export const FEED = {
  twoFactorChanged: (d: Ev<'twoFactorChanged'>): FeedContent => ({
    title: d.enabled ? { en: 'Two-factor authentication on', fr: 'Double authentification activée' } : { en: 'Two-factor authentication off', fr: 'Double authentification désactivée' },
    body: d.enabled
      ? { en: 'Each sign-in now asks for a code from your authenticator app.', fr: 'Chaque connexion demande désormais un code de votre application.' }
      : { en: 'Your account no longer asks for a second factor.', fr: 'Votre compte ne demande plus de second facteur.' },
  }),
  agencyApproved: (d: Ev<'agencyApproved'>): FeedContent => ({
    title: { en: 'Welcome to Voyagr Pro', fr: 'Bienvenue sur Voyagr Pro' },
    body: { en: `${d.agencyName} is approved. Start by adding your team.`, fr: `${d.agencyName} est approuvée. Commencez par ajouter votre équipe.` },
    link: '/users',
  }),
  emailVerified: (d: Ev<'emailVerified'>): FeedContent => ({
    title: { en: 'Agency awaiting approval', fr: 'Agence en attente d’approbation' },
    body: { en: `${d.agencyName} verified its address and waits for your decision.`, fr: `${d.agencyName} a confirmé son adresse et attend votre décision.` },
    link: '/operator/agencies',
  }),
  contactReceived: (d: Ev<'contactReceived'>): FeedContent => ({
    title: { en: `Contact: ${d.subject}`, fr: `Contact : ${d.subject}` },
    body: { en: `${d.name} <${d.email}>: ${d.message.slice(0, 140)}`, fr: `${d.name} <${d.email}> : ${d.message.slice(0, 140)}` },
  }),
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export function renderText(content: EmailContent): string {
  const lines = [...content.paragraphs];
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`);
  lines.push('', `— ${PRODUCT}`);
  return lines.join('\n\n');
}

export function renderHtml(content: EmailContent): string {
  const paragraphs = content.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1554ad;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(content.action.url)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f1f;max-width:560px;margin:auto;padding:24px"><h2 style="color:#1554ad">${PRODUCT}</h2>${paragraphs}${action}<p style="font-size:12px;color:#888">— ${PRODUCT}</p></body></html>`;
}

type Fl<K extends keyof typeof FlightEvents> = EventData<(typeof FlightEvents)[K]>;

function itineraryLines(d: Fl<'ticketed'>, lang: Language): string[] {
  const at = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
  const flights = d.itinerary.map((s) => `${s.flightNumber} ${s.origin} → ${s.destination}, ${at(s.departureAt)} → ${at(s.arrivalAt)}`);
  const people = d.travellers.map((t) => (t.ticketNumber ? `${t.name} — ${lang === 'fr' ? 'billet' : 'ticket'} ${t.ticketNumber}` : t.name));
  return [...flights, ...people];
}

/** The route by its journeys, connections left out: `CDG → TUN → CDG` for a round trip, `CDG → TUN, DJE → ORY` for an open jaw. */
export function flightRoute(itinerary: Fl<'ticketed'>['itinerary']): string {
  const journeys = [...new Set(itinerary.map((s) => s.journey))].map((journey) => itinerary.filter((s) => s.journey === journey));
  const legs = journeys.map((segments) => [segments[0]!.origin, segments.at(-1)!.destination]);
  const parts: string[][] = [];
  for (const [origin, destination] of legs) {
    const last = parts.at(-1);
    if (last && last.at(-1) === origin) last.push(destination!);
    else parts.push([origin!, destination!]);
  }
  return parts.map((airports) => airports.join(' → ')).join(', ');
}

/** What a cancellation gave back (the refund the move made due, see the booking kit's notices). */
function flightRefund(d: Fl<'cancelled'>, lang: Language): string {
  if (d.refunded <= 0) return lang === 'fr' ? 'Aucun remboursement.' : 'Nothing is refunded.';
  return `${lang === 'fr' ? 'Remboursé :' : 'Refunded:'} ${formatMoney(d.refunded, d.currency, lang)}.`;
}

/** Flight emails to the booking agent, with the itinerary. */
export const FLIGHT_EMAILS = {
  ticketed: (d: Fl<'ticketed'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Billets émis – ${d.reference} (PNR ${d.pnr ?? '—'})`,
          paragraphs: [`Bonjour ${name},`, `Les billets de la réservation ${d.reference} sont émis. Montant : ${formatMoney(d.salePrice, d.currency, lang)}.`, ...itineraryLines(d, lang)],
          action: { label: 'Voir la réservation et le billet électronique', url },
        }
      : {
          subject: `Tickets issued – ${d.reference} (PNR ${d.pnr ?? '—'})`,
          paragraphs: [`Hello ${name},`, `The tickets of booking ${d.reference} are issued. Amount: ${formatMoney(d.salePrice, d.currency, lang)}.`, ...itineraryLines(d, lang)],
          action: { label: 'See the booking and the e-ticket', url },
        },
  held: (d: Fl<'held'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation ${d.reference} bloquée 30 minutes`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation ${d.reference} est bloquée jusqu'à ${d.holdExpiresAt?.slice(11, 16)} UTC. Payez-la avant cette heure, sinon elle sera libérée.`,
            ...itineraryLines(d, lang),
          ],
          action: { label: 'Payer la réservation', url },
        }
      : {
          subject: `Booking ${d.reference} held for 30 minutes`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is held until ${d.holdExpiresAt?.slice(11, 16)} UTC. Pay for it before then, or it is released.`, ...itineraryLines(d, lang)],
          action: { label: 'Pay for the booking', url },
        },
  cancelled: (d: Fl<'cancelled'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation ${d.reference} annulée`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} est annulée.`, flightRefund(d, lang), ...itineraryLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Booking ${d.reference} cancelled`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is cancelled.`, flightRefund(d, lang), ...itineraryLines(d, lang)],
          action: { label: 'See the booking', url },
        },
  expired: (d: Fl<'expired'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Blocage expiré – ${d.reference}`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} n'a pas été payée à temps : elle est expirée et le montant bloqué est libéré.`],
          action: { label: 'Rechercher à nouveau', url },
        }
      : {
          subject: `Hold expired – ${d.reference}`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} was not paid in time: it has expired and the held amount is released.`],
          action: { label: 'Search again', url },
        },
};

export const FLIGHT_FEED = {
  ticketed: (d: Fl<'ticketed'>): FeedContent => ({
    title: { en: `Tickets issued: ${d.reference}`, fr: `Billets émis : ${d.reference}` },
    body: { en: `${flightRoute(d.itinerary)}, PNR ${d.pnr ?? '—'}`, fr: `${flightRoute(d.itinerary)}, PNR ${d.pnr ?? '—'}` },
    link: `/b-flights/summary?id=${d.bookingId}`,
  }),
  held: (d: Fl<'held'>): FeedContent => ({
    title: { en: `Held 30 minutes: ${d.reference}`, fr: `Bloquée 30 minutes : ${d.reference}` },
    body: { en: 'Pay for it before the hold ends.', fr: 'Payez-la avant la fin du blocage.' },
    link: `/b-flights/summary?id=${d.bookingId}`,
  }),
  cancelled: (d: Fl<'cancelled'>): FeedContent => ({
    title: { en: `Cancelled: ${d.reference}`, fr: `Annulée : ${d.reference}` },
    body: { en: `${flightRoute(d.itinerary)}. ${flightRefund(d, 'en')}`, fr: `${flightRoute(d.itinerary)}. ${flightRefund(d, 'fr')}` },
    link: `/b-flights/summary?id=${d.bookingId}`,
  }),
  expired: (d: Fl<'expired'>): FeedContent => ({
    title: { en: `Hold expired: ${d.reference}`, fr: `Blocage expiré : ${d.reference}` },
    body: { en: 'The held amount is released.', fr: 'Le montant bloqué est libéré.' },
    link: `/b-flights/summary?id=${d.bookingId}`,
  }),
};

type Ht<K extends keyof typeof HotelEvents> = EventData<(typeof HotelEvents)[K]>;
type CancelReason = Ht<'cancelled'>['reason'];

/** A stay's day (`YYYY-MM-DD`) in words, as the hotel counts it. */
export function formatDay(day: string, lang: Language): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

export function counted(n: number, en: [string, string], fr: [string, string], lang: Language): string {
  const [one, many] = lang === 'fr' ? fr : en;
  return `${n} ${n === 1 ? one : many}`;
}

/** The stay in the agent's language: hotel, dates, rooms, lead guest and the hotel's number once known. */
function stayLines(d: HotelNotice, lang: Language): string[] {
  const nights = counted(d.nights, ['night', 'nights'], ['nuit', 'nuits'], lang);
  const rooms = counted(d.rooms, ['room', 'rooms'], ['chambre', 'chambres'], lang);
  const dates = `${formatDay(d.checkIn, lang)} → ${formatDay(d.checkOut, lang)}`;
  return lang === 'fr'
    ? [
        `${d.hotelName}, ${d.cityName} : ${dates} (${nights}), ${rooms}, client principal ${d.leadGuest}.`,
        ...(d.hotelConfirmationNumber ? [`Numéro de confirmation de l'hôtel : ${d.hotelConfirmationNumber}`] : []),
      ]
    : [`${d.hotelName}, ${d.cityName}: ${dates} (${nights}), ${rooms}, lead guest ${d.leadGuest}.`, ...(d.hotelConfirmationNumber ? [`Hotel confirmation number: ${d.hotelConfirmationNumber}`] : [])];
}

/** The pay-later deadline in words (UTC); a notice of a booking paid at once has none. */
function dueBy(d: HotelNotice, lang: Language): string {
  return d.paymentDeadline ? formatDate(d.paymentDeadline, lang) : '—';
}

/** What happens at a pay-later deadline, said in every payment email. */
function deadlineRule(d: HotelNotice, lang: Language): string {
  const deadline = dueBy(d, lang);
  return lang === 'fr'
    ? `À échéance (${deadline}), votre solde est débité de ${formatMoney(d.salePrice, d.currency, lang)} s'il le couvre ; sinon la réservation est annulée.`
    : `At the deadline (${deadline}) your balance is charged ${formatMoney(d.salePrice, d.currency, lang)} if it covers it; otherwise the booking is cancelled.`;
}

const CANCEL_REASONS: Record<CancelReason, Localised> = {
  agent: { en: 'It was cancelled at your agency’s request.', fr: 'Elle a été annulée à la demande de votre agence.' },
  supplier: { en: 'The hotel (our supplier) cancelled it.', fr: 'L’hôtel (notre fournisseur) l’a annulée.' },
  payment_deadline: {
    en: 'It was cancelled at its payment deadline: your balance did not cover the amount due.',
    fr: 'Elle a été annulée à son échéance de paiement : votre solde ne couvrait pas le montant dû.',
  },
};

function refundLine(d: Ht<'cancelled'>, lang: Language): string {
  if (d.refunded > 0) return lang === 'fr' ? `Remboursé sur votre solde : ${formatMoney(d.refunded, d.currency, lang)}.` : `Refunded to your balance: ${formatMoney(d.refunded, d.currency, lang)}.`;
  if (d.reason === 'payment_deadline') return lang === 'fr' ? 'Rien n’a été débité, il n’y a donc rien à rembourser.' : 'Nothing was charged, so there is nothing to refund.';
  return lang === 'fr' ? 'Aucun remboursement n’est dû selon les conditions d’annulation.' : 'No refund is due under the cancellation terms.';
}

/** Hotel emails to the booking agent, with the stay. */
export const HOTEL_EMAILS = {
  confirmed: (d: Ht<'confirmed'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation confirmée – ${d.reference} (${d.hotelName})`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation ${d.reference} est confirmée. Montant : ${formatMoney(d.salePrice, d.currency, lang)}. Le bon d'échange (voucher) est joint.`,
            ...stayLines(d, lang),
            ...(d.hotelConfirmationNumber ? [] : ["Le numéro de confirmation de l'hôtel suivra ; le voucher de la réservation l'indiquera."]),
          ],
          action: { label: 'Voir la réservation et le voucher', url },
        }
      : {
          subject: `Booking confirmed – ${d.reference} (${d.hotelName})`,
          paragraphs: [
            `Hello ${name},`,
            `Booking ${d.reference} is confirmed. Amount: ${formatMoney(d.salePrice, d.currency, lang)}. The voucher is attached.`,
            ...stayLines(d, lang),
            ...(d.hotelConfirmationNumber ? [] : ["The hotel's confirmation number will follow; the booking's voucher will show it."]),
          ],
          action: { label: 'See the booking and the voucher', url },
        },
  onRequest: (d: Ht<'onRequest'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation sur demande – ${d.reference} (${d.hotelName})`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation ${d.reference} attend la réponse de l'hôtel. ${formatMoney(d.salePrice, d.currency, lang)} sont bloqués sur votre solde d'ici là ; nous vous écrirons dès sa réponse.`,
            ...stayLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Booking on request – ${d.reference} (${d.hotelName})`,
          paragraphs: [
            `Hello ${name},`,
            `Booking ${d.reference} waits for the hotel's answer. ${formatMoney(d.salePrice, d.currency, lang)} is held on your balance meanwhile; we will write as soon as the hotel answers.`,
            ...stayLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  refused: (d: Ht<'refused'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation refusée par l'hôtel – ${d.reference}`,
          paragraphs: [`Bonjour ${name},`, `L'hôtel a refusé la réservation ${d.reference}. Rien n'est débité : le montant bloqué est libéré.`, ...stayLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Booking refused by the hotel – ${d.reference}`,
          paragraphs: [`Hello ${name},`, `The hotel refused booking ${d.reference}. Nothing is charged: the held amount is released.`, ...stayLines(d, lang)],
          action: { label: 'See the booking', url },
        },
  awaitingPayment: (d: Ht<'awaitingPayment'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation ${d.reference} à payer avant le ${dueBy(d, lang)}`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} est enregistrée, à payer plus tard.`, deadlineRule(d, lang), ...stayLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Booking ${d.reference} to pay by ${dueBy(d, lang)}`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is booked, to be paid later.`, deadlineRule(d, lang), ...stayLines(d, lang)],
          action: { label: 'See the booking', url },
        },
  paymentReminder: (d: Ht<'paymentReminder'>, name: string, lang: Language, url: string): EmailContent => {
    const left = counted(d.daysLeft, ['day', 'days'], ['jour', 'jours'], lang);
    return lang === 'fr'
      ? {
          subject: `Paiement dû dans ${left} – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Il reste ${left} pour payer la réservation ${d.reference} (${formatMoney(d.salePrice, d.currency, lang)}) : échéance le ${dueBy(d, lang)}.`,
            deadlineRule(d, lang),
            ...stayLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Payment due in ${left} – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `${left} left to pay booking ${d.reference} (${formatMoney(d.salePrice, d.currency, lang)}): the deadline is ${dueBy(d, lang)}.`,
            deadlineRule(d, lang),
            ...stayLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        };
  },
  cancelled: (d: Ht<'cancelled'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation ${d.reference} annulée`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} est annulée. ${CANCEL_REASONS[d.reason].fr}`, refundLine(d, lang), ...stayLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Booking ${d.reference} cancelled`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is cancelled. ${CANCEL_REASONS[d.reason].en}`, refundLine(d, lang), ...stayLines(d, lang)],
          action: { label: 'See the booking', url },
        },
};

const hotelLink = (d: HotelNotice) => `/b-hotels/summary?id=${d.bookingId}`;

export const HOTEL_FEED = {
  confirmed: (d: Ht<'confirmed'>): FeedContent => ({
    title: { en: `Confirmed: ${d.reference}`, fr: `Confirmée : ${d.reference}` },
    body: {
      en: `${d.hotelName}, ${d.checkIn} → ${d.checkOut}${d.hotelConfirmationNumber ? `, hotel no. ${d.hotelConfirmationNumber}` : ''}`,
      fr: `${d.hotelName}, ${d.checkIn} → ${d.checkOut}${d.hotelConfirmationNumber ? `, n° hôtel ${d.hotelConfirmationNumber}` : ''}`,
    },
    link: hotelLink(d),
  }),
  onRequest: (d: Ht<'onRequest'>): FeedContent => ({
    title: { en: `On request: ${d.reference}`, fr: `Sur demande : ${d.reference}` },
    body: {
      en: `Waiting for ${d.hotelName}; ${formatMoney(d.salePrice, d.currency, 'en')} held.`,
      fr: `En attente de ${d.hotelName} ; ${formatMoney(d.salePrice, d.currency, 'fr')} bloqués.`,
    },
    link: hotelLink(d),
  }),
  refused: (d: Ht<'refused'>): FeedContent => ({
    title: { en: `Refused by the hotel: ${d.reference}`, fr: `Refusée par l'hôtel : ${d.reference}` },
    body: { en: 'The held amount is released.', fr: 'Le montant bloqué est libéré.' },
    link: hotelLink(d),
  }),
  awaitingPayment: (d: Ht<'awaitingPayment'>): FeedContent => ({
    title: { en: `To pay: ${d.reference}`, fr: `À payer : ${d.reference}` },
    body: {
      en: `${formatMoney(d.salePrice, d.currency, 'en')} by ${dueBy(d, 'en')}`,
      fr: `${formatMoney(d.salePrice, d.currency, 'fr')} avant le ${dueBy(d, 'fr')}`,
    },
    link: hotelLink(d),
  }),
  paymentReminder: (d: Ht<'paymentReminder'>): FeedContent => ({
    title: {
      en: `Payment due in ${counted(d.daysLeft, ['day', 'days'], ['jour', 'jours'], 'en')}: ${d.reference}`,
      fr: `Paiement dû dans ${counted(d.daysLeft, ['day', 'days'], ['jour', 'jours'], 'fr')} : ${d.reference}`,
    },
    body: {
      en: `${formatMoney(d.salePrice, d.currency, 'en')} by ${dueBy(d, 'en')}`,
      fr: `${formatMoney(d.salePrice, d.currency, 'fr')} avant le ${dueBy(d, 'fr')}`,
    },
    link: hotelLink(d),
  }),
  cancelled: (d: Ht<'cancelled'>): FeedContent => ({
    title: { en: `Cancelled: ${d.reference}`, fr: `Annulée : ${d.reference}` },
    body: { en: `${CANCEL_REASONS[d.reason].en} ${refundLine(d, 'en')}`, fr: `${CANCEL_REASONS[d.reason].fr} ${refundLine(d, 'fr')}` },
    link: hotelLink(d),
  }),
};
