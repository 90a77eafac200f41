import { formatMoney, type EventData, type HotelVisaEvents, type HotelVisaNotice, type Language } from '@portal/contracts';
import { formatDay, readerMoment, type EmailContent, type FeedContent, type ReaderClock } from './templates';

type Hv<K extends keyof typeof HotelVisaEvents> = EventData<(typeof HotelVisaEvents)[K]>;

/** The stay in the agent's language: city, dates, lead occupant. */
function stayLine(d: HotelVisaNotice, lang: Language): string {
  return lang === 'fr'
    ? `${d.city} : arrivée le ${formatDay(d.arrival, lang)}, départ le ${formatDay(d.departure, lang)}, au nom de ${d.client}.`
    : `${d.city}: arrival ${formatDay(d.arrival, lang)}, departure ${formatDay(d.departure, lang)}, for ${d.client}.`;
}

const action = (lang: Language, url: string) => ({ label: lang === 'fr' ? 'Voir la réservation' : 'See the reservation', url });

/** Hotel visa reservation emails to the agent who asked; the automatic cancellation in the agent's clock. */
export const HOTEL_VISA_EMAILS = {
  confirmed: (d: Hv<'confirmed'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation hôtel visa confirmée – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `Le bureau visa a confirmé la réservation ${d.reference} à l'hôtel ${d.hotelName} (confirmation ${d.confirmationNumber}). La lettre de réservation est jointe.`,
            stayLine(d, lang),
            `Sans conversion en séjour payé, elle sera annulée automatiquement le ${readerMoment(d.autoCancelAt, clock)}.`,
          ],
          action: action(lang, url),
        }
      : {
          subject: `Hotel visa reservation confirmed – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `The visa desk confirmed reservation ${d.reference} at ${d.hotelName} (confirmation ${d.confirmationNumber}). The reservation letter is attached.`,
            stayLine(d, lang),
            `Unless converted into a paid stay, it is cancelled automatically on ${readerMoment(d.autoCancelAt, clock)}.`,
          ],
          action: action(lang, url),
        },
  refused: (d: Hv<'refused'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation hôtel visa refusée – ${d.reference}`,
          paragraphs: [`Bonjour ${name},`, `Le bureau visa a refusé la réservation ${d.reference}. Motif : ${d.reason}`, stayLine(d, lang)],
          action: action(lang, url),
        }
      : {
          subject: `Hotel visa reservation refused – ${d.reference}`,
          paragraphs: [`Hello ${name},`, `The visa desk refused reservation ${d.reference}. Reason: ${d.reason}`, stayLine(d, lang)],
          action: action(lang, url),
        },
  cancelWarning: (d: Hv<'cancelWarning'>, name: string, lang: Language, url: string, clock: ReaderClock): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Annulation automatique demain – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation hôtel visa ${d.reference} sera annulée automatiquement le ${readerMoment(d.autoCancelAt, clock)}, trois jours avant l'arrivée. Convertissez-la en séjour payé pour la garder.`,
            stayLine(d, lang),
          ],
          action: action(lang, url),
        }
      : {
          subject: `Automatic cancellation tomorrow – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `Hotel visa reservation ${d.reference} is cancelled automatically on ${readerMoment(d.autoCancelAt, clock)}, three days before arrival. Convert it into a paid stay to keep it.`,
            stayLine(d, lang),
          ],
          action: action(lang, url),
        },
  cancelledAutomatically: (d: Hv<'cancelledAutomatically'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Réservation hôtel visa annulée automatiquement – ${d.reference}`,
          paragraphs: [`Bonjour ${name},`, `La réservation ${d.reference} a été annulée automatiquement trois jours avant l'arrivée. Rien n'a été débité.`, stayLine(d, lang)],
          action: action(lang, url),
        }
      : {
          subject: `Hotel visa reservation cancelled automatically – ${d.reference}`,
          paragraphs: [`Hello ${name},`, `Reservation ${d.reference} was cancelled automatically three days before arrival. Nothing was charged.`, stayLine(d, lang)],
          action: action(lang, url),
        },
  converted: (d: Hv<'converted'>, name: string, lang: Language, url: string): EmailContent =>
    lang === 'fr'
      ? {
          subject: `Séjour payé – ${d.reference}`,
          paragraphs: [
            `Bonjour ${name},`,
            `La réservation ${d.reference} est convertie en séjour payé : ${formatMoney(d.stayPrice, d.currency, lang)}. Elle ne sera plus annulée automatiquement.`,
            stayLine(d, lang),
          ],
          action: action(lang, url),
        }
      : {
          subject: `Stay paid – ${d.reference}`,
          paragraphs: [
            `Hello ${name},`,
            `Reservation ${d.reference} is converted into a paid stay: ${formatMoney(d.stayPrice, d.currency, lang)}. It is no longer cancelled automatically.`,
            stayLine(d, lang),
          ],
          action: action(lang, url),
        },
};

/** Where the agent reads a reservation, and where the desk answers it. */
export const hotelVisaAgencyPath = (d: HotelVisaNotice) => `/visa/hotel/${d.reservationId}`;
export const hotelVisaDeskPath = (d: HotelVisaNotice) => `/visa/hotel/desk/${d.reservationId}`;

export const HOTEL_VISA_FEED = {
  requested: (d: Hv<'requested'>, agencyName: string): FeedContent => ({
    title: { en: `Hotel visa request: ${d.reference}`, fr: `Demande hôtel visa : ${d.reference}` },
    body: { en: `${agencyName}: ${d.city}, ${d.arrival} to ${d.departure}`, fr: `${agencyName} : ${d.city}, du ${d.arrival} au ${d.departure}` },
    link: hotelVisaDeskPath(d),
  }),
  confirmed: (d: Hv<'confirmed'>): FeedContent => ({
    title: { en: `Hotel visa reservation confirmed: ${d.reference}`, fr: `Réservation hôtel visa confirmée : ${d.reference}` },
    body: { en: `${d.hotelName}, confirmation ${d.confirmationNumber}; the letter is ready.`, fr: `${d.hotelName}, confirmation ${d.confirmationNumber} ; la lettre est prête.` },
    link: hotelVisaAgencyPath(d),
  }),
  refused: (d: Hv<'refused'>): FeedContent => ({
    title: { en: `Hotel visa reservation refused: ${d.reference}`, fr: `Réservation hôtel visa refusée : ${d.reference}` },
    body: { en: d.reason, fr: d.reason },
    link: hotelVisaAgencyPath(d),
  }),
  cancelWarning: (d: Hv<'cancelWarning'>): FeedContent => ({
    title: { en: `Cancelled automatically tomorrow: ${d.reference}`, fr: `Annulée automatiquement demain : ${d.reference}` },
    body: { en: 'Convert it into a paid stay to keep it.', fr: 'Convertissez-la en séjour payé pour la garder.' },
    link: hotelVisaAgencyPath(d),
  }),
  cancelledAutomatically: (d: Hv<'cancelledAutomatically'>): FeedContent => ({
    title: { en: `Cancelled automatically: ${d.reference}`, fr: `Annulée automatiquement : ${d.reference}` },
    body: { en: `${d.city}, three days before arrival.`, fr: `${d.city}, trois jours avant l'arrivée.` },
    link: hotelVisaAgencyPath(d),
  }),
  converted: (d: Hv<'converted'>): FeedContent => ({
    title: { en: `Stay paid: ${d.reference}`, fr: `Séjour payé : ${d.reference}` },
    body: { en: formatMoney(d.stayPrice, d.currency, 'en'), fr: formatMoney(d.stayPrice, d.currency, 'fr') },
    link: hotelVisaAgencyPath(d),
  }),
};
