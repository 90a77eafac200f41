import { formatMoney, type ActivityEvents, type ActivityNotice, type EventData, type Language } from '@portal/contracts';
import { counted, formatDay, readerMoment, type EmailContent, type FeedContent, type Localised, type ReaderClock } from './templates';

type Ac<K extends keyof typeof ActivityEvents> = EventData<(typeof ActivityEvents)[K]>;

/** The activity in the agent's language: title and option, place, day and start time (the product's local time), travellers, voucher once known. */
function activityLines(d: ActivityNotice, lang: Language): string[] {
  const travellers = counted(d.travellers, ['traveller', 'travellers'], ['voyageur', 'voyageurs'], lang);
  const when = `${formatDay(d.date, lang)}, ${d.startTime}`;
  return lang === 'fr'
    ? [
        `${d.title.fr} – ${d.optionTitle.fr}, ${d.cityName} : le ${when} (heure locale), ${travellers}, voyageur principal ${d.leadTraveller}.`,
        ...(d.voucherReference ? [`Référence du voucher : ${d.voucherReference}`] : []),
      ]
    : [
        `${d.title.en} – ${d.optionTitle.en}, ${d.cityName}: ${when} (local time), ${travellers}, lead traveller ${d.leadTraveller}.`,
        ...(d.voucherReference ? [`Voucher reference: ${d.voucherReference}`] : []),
      ];
}

/** The supplier's own words, when it gave any. */
function reasonLine(reason: Localised | null, lang: Language): string[] {
  if (!reason) return [];
  return [lang === 'fr' ? `Motif donné par le fournisseur : ${reason.fr}` : `The supplier’s reason: ${reason.en}`];
}

function answerBy(d: ActivityNotice, clock: ReaderClock): string {
  return d.onRequestDeadline ? readerMoment(d.onRequestDeadline, clock) : '—';
}

function refundLine(d: Ac<'cancelled'>, lang: Language): string {
  if (d.refunded > 0) return lang === 'fr' ? `Remboursé sur votre solde : ${formatMoney(d.refunded, d.currency, lang)}.` : `Refunded to your balance: ${formatMoney(d.refunded, d.currency, lang)}.`;
  return lang === 'fr' ? 'Aucun remboursement n’est dû selon les conditions d’annulation.' : 'No refund is due under the cancellation terms.';
}

const CANCELLED_BY: Record<Ac<'cancelled'>['by'], Localised> = {
  agent: { en: 'It was cancelled at your agency’s request.', fr: 'Elle a été annulée à la demande de votre agence.' },
  supplier: { en: 'The activity’s provider (our supplier) cancelled it.', fr: 'Le prestataire de l’activité (notre fournisseur) l’a annulée.' },
};

/** Activity emails to the booking agent; the supplier's answer deadline in the agent's clock. */
export const ACTIVITY_EMAILS = {
  confirmed: (d: Ac<'confirmed'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Activité confirmée – ${d.reference} (${d.title.fr})`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} est confirmée. Montant : ${formatMoney(d.salePrice, d.currency, lang)}. Le voucher est joint.`, ...activityLines(d, lang)],
          action: { label: 'Voir la réservation et le voucher', url },
        }
      : {
          subject: `Activity confirmed – ${d.reference} (${d.title.en})`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is confirmed. Amount: ${formatMoney(d.salePrice, d.currency, lang)}. The voucher is attached.`, ...activityLines(d, lang)],
          action: { label: 'See the booking and the voucher', url },
        },
  onRequest: (d: Ac<'onRequest'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Activité sur demande – ${d.reference} (${d.title.fr})`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation ${d.reference} attend la réponse du fournisseur, au plus tard le ${answerBy(d, clock)}. ${formatMoney(d.salePrice, d.currency, lang)} sont bloqués sur votre solde d'ici là : débités s'il confirme, libérés s'il refuse ou ne répond pas à temps.`,
            ...activityLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Activity on request – ${d.reference} (${d.title.en})`,
          paragraphs: [
            `Hello ${name},`,
            `Booking ${d.reference} waits for the supplier’s answer, due by ${answerBy(d, clock)}. ${formatMoney(d.salePrice, d.currency, lang)} is held on your balance meanwhile: charged if it confirms, released if it refuses or does not answer in time.`,
            ...activityLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  rejected: (d: Ac<'rejected'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Activité refusée par le fournisseur – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le fournisseur a refusé la réservation ${d.reference}. Rien n'est débité : les ${formatMoney(d.salePrice, d.currency, lang)} bloqués sont libérés.`,
            ...reasonLine(d.reason, lang),
            ...activityLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Activity refused by the supplier – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `The supplier refused booking ${d.reference}. Nothing is charged: the ${formatMoney(d.salePrice, d.currency, lang)} held is released.`,
            ...reasonLine(d.reason, lang),
            ...activityLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  expired: (d: Ac<'expired'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Sans réponse du fournisseur – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le fournisseur n'a pas répondu avant le ${answerBy(d, clock)} : la réservation ${d.reference} est expirée et les ${formatMoney(d.salePrice, d.currency, lang)} bloqués sont libérés.`,
            ...activityLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `No answer from the supplier – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `The supplier did not answer by ${answerBy(d, clock)}: booking ${d.reference} has expired and the ${formatMoney(d.salePrice, d.currency, lang)} held is released.`,
            ...activityLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  cancelled: (d: Ac<'cancelled'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Activité ${d.reference} annulée`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} est annulée. ${CANCELLED_BY[d.by].fr}`, ...reasonLine(d.reason, lang), refundLine(d, lang), ...activityLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Activity ${d.reference} cancelled`,
          paragraphs: [`Hello ${name},`, `Booking ${d.reference} is cancelled. ${CANCELLED_BY[d.by].en}`, ...reasonLine(d.reason, lang), refundLine(d, lang), ...activityLines(d, lang)],
          action: { label: 'See the booking', url },
        },
};

const activityLink = (d: ActivityNotice) => `/b-activities/summary?id=${d.bookingId}`;

export const ACTIVITY_FEED = {
  confirmed: (d: Ac<'confirmed'>): FeedContent => ({
    title: { en: `Activity confirmed: ${d.reference}`, fr: `Activité confirmée : ${d.reference}` },
    body: { en: `${d.title.en}, ${d.date} ${d.startTime}`, fr: `${d.title.fr}, ${d.date} ${d.startTime}` },
    link: activityLink(d),
  }),
  onRequest: (d: Ac<'onRequest'>): FeedContent => ({
    title: { en: `On request: ${d.reference}`, fr: `Sur demande : ${d.reference}` },
    body: {
      en: `Waiting for the supplier; ${formatMoney(d.salePrice, d.currency, 'en')} held.`,
      fr: `En attente du fournisseur ; ${formatMoney(d.salePrice, d.currency, 'fr')} bloqués.`,
    },
    link: activityLink(d),
  }),
  rejected: (d: Ac<'rejected'>): FeedContent => ({
    title: { en: `Refused by the supplier: ${d.reference}`, fr: `Refusée par le fournisseur : ${d.reference}` },
    body: {
      en: `${formatMoney(d.salePrice, d.currency, 'en')} released.${d.reason ? ` ${d.reason.en}` : ''}`,
      fr: `${formatMoney(d.salePrice, d.currency, 'fr')} libérés.${d.reason ? ` ${d.reason.fr}` : ''}`,
    },
    link: activityLink(d),
  }),
  expired: (d: Ac<'expired'>): FeedContent => ({
    title: { en: `No answer, expired: ${d.reference}`, fr: `Sans réponse, expirée : ${d.reference}` },
    body: { en: `${formatMoney(d.salePrice, d.currency, 'en')} released.`, fr: `${formatMoney(d.salePrice, d.currency, 'fr')} libérés.` },
    link: activityLink(d),
  }),
  cancelled: (d: Ac<'cancelled'>): FeedContent => ({
    title: { en: `Cancelled: ${d.reference}`, fr: `Annulée : ${d.reference}` },
    body: { en: `${CANCELLED_BY[d.by].en} ${refundLine(d, 'en')}`, fr: `${CANCELLED_BY[d.by].fr} ${refundLine(d, 'fr')}` },
    link: activityLink(d),
  }),
};
