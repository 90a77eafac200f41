import { formatMoney, type EventData, type Language, type TransferEvents, type TransferNotice, type TransferService, type VehicleCategory } from '@portal/contracts';
import { formatDay, readerMoment, type EmailContent, type FeedContent, type Localised, type ReaderClock } from './templates';

type Tr<K extends keyof typeof TransferEvents> = EventData<(typeof TransferEvents)[K]>;

const VEHICLES: Record<VehicleCategory, Localised> = {
  sedan: { en: 'sedan', fr: 'berline' },
  minivan: { en: 'minivan', fr: 'monospace' },
  minibus: { en: 'minibus', fr: 'minibus' },
  coach: { en: 'coach', fr: 'autocar' },
};

const SERVICES: Record<TransferService, Localised> = {
  private: { en: 'private', fr: 'privé' },
  shared: { en: 'shared', fr: 'partagé' },
};

/** `1`, `1 and 2`, `1, 2 and 3` (trips are 0-based in events, 1-based for people). */
function tripNumbers(trips: number[], lang: Language): string {
  const shown = trips.map((t) => String(t + 1));
  if (shown.length < 2) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} ${lang === 'fr' ? 'et' : 'and'} ${shown.at(-1)}`;
}

/** Each trip in the agent's language: its route, the pickup in the start point's local time, the vehicle; the lead passenger last. */
function tripLines(d: TransferNotice, lang: Language): string[] {
  const trips = d.trips.map((t) => {
    // The pickup is local at the start point (`YYYY-MM-DDTHH:mm…+hh:mm`): shown as the driver will read it.
    const pickup = `${formatDay(t.pickup.slice(0, 10), lang)}, ${t.pickup.slice(11, 16)}`;
    const cancelled = t.state === 'cancelled';
    return lang === 'fr'
      ? `Trajet ${t.trip + 1} : ${t.from} → ${t.to}, prise en charge le ${pickup} (heure locale), ${VEHICLES[t.vehicle].fr}, service ${SERVICES[t.service].fr}${cancelled ? ' (annulé)' : ''}.`
      : `Trip ${t.trip + 1}: ${t.from} → ${t.to}, pickup ${pickup} (local time), ${VEHICLES[t.vehicle].en}, ${SERVICES[t.service].en} service${cancelled ? ' (cancelled)' : ''}.`;
  });
  return [...trips, lang === 'fr' ? `Passager principal : ${d.leadPassenger}` : `Lead passenger: ${d.leadPassenger}`];
}

const CANCELLED_BY: Record<Tr<'cancelled'>['reason'], Localised> = {
  agent: { en: 'at your agency’s request', fr: 'à la demande de votre agence' },
  supplier: { en: 'by the transfer company (our supplier)', fr: 'par le transporteur (notre fournisseur)' },
};

function refundLine(d: Tr<'cancelled'>, lang: Language): string {
  if (d.refunded > 0) return lang === 'fr' ? `Remboursé sur votre solde : ${formatMoney(d.refunded, d.currency, lang)}.` : `Refunded to your balance: ${formatMoney(d.refunded, d.currency, lang)}.`;
  return lang === 'fr' ? 'Aucun remboursement n’est dû selon les conditions d’annulation.' : 'No refund is due under the cancellation terms.';
}

/** `Trip 2` or `Trips 1 and 2`. */
function tripsLabel(trips: number[], lang: Language): string {
  const many = trips.length > 1;
  return `${lang === 'fr' ? (many ? 'Trajets' : 'Trajet') : many ? 'Trips' : 'Trip'} ${tripNumbers(trips, lang)}`;
}

/** What was cancelled: the whole booking, or some of its trips. */
function cancelledWhat(d: Tr<'cancelled'>, lang: Language): string {
  if (d.bookingCancelled) return lang === 'fr' ? `Le transfert ${d.reference} est annulé` : `Transfer ${d.reference} is cancelled`;
  const many = d.cancelledTrips.length > 1;
  return lang === 'fr'
    ? `${many ? 'Les trajets' : 'Le trajet'} ${tripNumbers(d.cancelledTrips, lang)} du transfert ${d.reference} ${many ? 'sont annulés' : 'est annulé'}`
    : `${tripsLabel(d.cancelledTrips, lang)} of transfer ${d.reference} ${many ? 'are' : 'is'} cancelled`;
}

/** Transfer emails to the booking agent, with the trips; times of the agency's own (a hold's end) in the agent's clock. */
export const TRANSFER_EMAILS = {
  confirmed: (d: Tr<'confirmed'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Transfert confirmé – ${d.reference}`,
          paragraphs: [`Bonjour ${name},`, `Le transfert ${d.reference} est confirmé. Montant : ${formatMoney(d.salePrice, d.currency, lang)}. Le voucher est joint.`, ...tripLines(d, lang)],
          action: { label: 'Voir la réservation et le voucher', url },
        }
      : {
          subject: `Transfer confirmed – ${d.reference}`,
          paragraphs: [`Hello ${name},`, `Transfer ${d.reference} is confirmed. Amount: ${formatMoney(d.salePrice, d.currency, lang)}. The voucher is attached.`, ...tripLines(d, lang)],
          action: { label: 'See the booking and the voucher', url },
        },
  pending: (d: Tr<'pending'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Transfert en attente du fournisseur – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le transfert ${d.reference} est transmis au transporteur, qui ne l'a pas encore accusé. Nous le relançons automatiquement et vous écrirons dès qu'il sera confirmé.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Transfer awaiting the supplier – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `Transfer ${d.reference} is sent to the transfer company, which has not acknowledged it yet. We ask again automatically and will write as soon as it is confirmed.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  held: (d: Tr<'held'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent => {
    const until = d.holdExpiresAt ? readerMoment(d.holdExpiresAt, clock) : '—';
    return lang === 'fr'
      ? {
          subject: `Transfert ${d.reference} bloqué jusqu'au ${until}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le transfert ${d.reference} est bloqué jusqu'au ${until}, et ${formatMoney(d.salePrice, d.currency, lang)} sont bloqués sur votre solde. Payez-le avant cette heure ; sinon les services sont libérés et le montant bloqué vous est rendu.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'Payer le transfert', url },
        }
      : {
          subject: `Transfer ${d.reference} held until ${until}`,
          paragraphs: [
            `Hello ${name},`,
            `Transfer ${d.reference} is held until ${until}, with ${formatMoney(d.salePrice, d.currency, lang)} held on your balance. Pay for it before then; otherwise the services are released and the held amount is returned.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'Pay for the transfer', url },
        };
  },
  released: (d: Tr<'released'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Transfert libéré – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le transfert ${d.reference} n'a pas été payé dans ses 30 minutes : les services sont libérés et ${formatMoney(d.salePrice, d.currency, lang)} sont rendus à votre solde disponible.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: `Transfer released – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `Transfer ${d.reference} was not paid within its 30 minutes: the services are released and ${formatMoney(d.salePrice, d.currency, lang)} is returned to your available balance.`,
            ...tripLines(d, lang),
          ],
          action: { label: 'See the booking', url },
        },
  cancelled: (d: Tr<'cancelled'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: d.bookingCancelled ? `Transfert ${d.reference} annulé` : `${tripsLabel(d.cancelledTrips, lang)} du transfert ${d.reference} ${d.cancelledTrips.length > 1 ? 'annulés' : 'annulé'}`,
          paragraphs: [`Bonjour ${name},`, `${cancelledWhat(d, lang)} ${CANCELLED_BY[d.reason].fr}.`, refundLine(d, lang), ...tripLines(d, lang)],
          action: { label: 'Voir la réservation', url },
        }
      : {
          subject: d.bookingCancelled ? `Transfer ${d.reference} cancelled` : `${tripsLabel(d.cancelledTrips, lang)} of transfer ${d.reference} cancelled`,
          paragraphs: [`Hello ${name},`, `${cancelledWhat(d, lang)} ${CANCELLED_BY[d.reason].en}.`, refundLine(d, lang), ...tripLines(d, lang)],
          action: { label: 'See the booking', url },
        },
};

const transferLink = (d: TransferNotice) => `/b-transfers/summary?id=${d.bookingId}`;

/** The first trip's route, for the bell's one line. */
function route(d: TransferNotice): string {
  const first = d.trips[0];
  const more = d.trips.length > 1 ? ` (+${d.trips.length - 1})` : '';
  return first ? `${first.from} → ${first.to}${more}` : '';
}

export const TRANSFER_FEED = {
  confirmed: (d: Tr<'confirmed'>): FeedContent => ({
    title: { en: `Transfer confirmed: ${d.reference}`, fr: `Transfert confirmé : ${d.reference}` },
    body: { en: route(d), fr: route(d) },
    link: transferLink(d),
  }),
  pending: (d: Tr<'pending'>): FeedContent => ({
    title: { en: `Awaiting the supplier: ${d.reference}`, fr: `En attente du fournisseur : ${d.reference}` },
    body: { en: 'We ask the transfer company again automatically.', fr: 'Nous relançons le transporteur automatiquement.' },
    link: transferLink(d),
  }),
  held: (d: Tr<'held'>): FeedContent => ({
    title: { en: `Held 30 minutes: ${d.reference}`, fr: `Bloqué 30 minutes : ${d.reference}` },
    body: {
      en: `Pay ${formatMoney(d.salePrice, d.currency, 'en')} before the hold ends.`,
      fr: `Payez ${formatMoney(d.salePrice, d.currency, 'fr')} avant la fin du blocage.`,
    },
    link: transferLink(d),
  }),
  released: (d: Tr<'released'>): FeedContent => ({
    title: { en: `Hold released: ${d.reference}`, fr: `Blocage libéré : ${d.reference}` },
    body: {
      en: `${formatMoney(d.salePrice, d.currency, 'en')} returned to your balance.`,
      fr: `${formatMoney(d.salePrice, d.currency, 'fr')} rendus à votre solde.`,
    },
    link: transferLink(d),
  }),
  cancelled: (d: Tr<'cancelled'>): FeedContent => ({
    title: d.bookingCancelled
      ? { en: `Cancelled: ${d.reference}`, fr: `Annulé : ${d.reference}` }
      : { en: `${tripsLabel(d.cancelledTrips, 'en')} cancelled: ${d.reference}`, fr: `${tripsLabel(d.cancelledTrips, 'fr')} ${d.cancelledTrips.length > 1 ? 'annulés' : 'annulé'} : ${d.reference}` },
    body: { en: `Cancelled ${CANCELLED_BY[d.reason].en}. ${refundLine(d, 'en')}`, fr: `Annulé ${CANCELLED_BY[d.reason].fr}. ${refundLine(d, 'fr')}` },
    link: transferLink(d),
  }),
};
