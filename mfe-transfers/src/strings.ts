import type { Language } from '@portal/contracts';
import { activitiesEn, activitiesFr } from './activities/strings';
import { transfersStrings } from './transfers/strings';

/** The words the kit's shared booking actions (cancel, pay) look up at the remote's top level (`errors.<code>`): product-neutral ones. */
const sharedErrors = (words: (typeof transfersStrings)['en']['errors']) => {
  const { cancellation_deadline_missed, invalid_transition, not_found, request_in_progress, error_cancelling_booking, balance_error, credit_limit_exceeded } = words;
  return { cancellation_deadline_missed, invalid_transition, not_found, request_in_progress, error_cancelling_booking, balance_error, credit_limit_exceeded };
};

const en = {
  area: 'Transfers and activities',
  transfers: transfersStrings.en,
  errors: sharedErrors(transfersStrings.en.errors),
  search: {
    title: 'Transfer search',
    description: 'Book airport, station and port transfers one way, round trip or across up to three trips, with flight, train or cruise details.',
  },
  summary: {
    title: 'Transfer booking summary',
    description: 'Every transfer booking of the agency; open one for its trips, pickup times, meeting points, voucher, payment and per-trip cancellation.',
  },
  activities: activitiesEn,
  activitySummary: {
    title: 'Activity bookings',
    description: 'Follow activity bookings, including those waiting for the supplier to confirm them.',
  },
};

const fr: typeof en = {
  area: 'Transferts et activités',
  transfers: transfersStrings.fr,
  errors: sharedErrors(transfersStrings.fr.errors),
  search: {
    title: 'Recherche de transferts',
    description: "Réservez des transferts depuis l'aéroport, la gare ou le port, en aller simple, aller-retour ou jusqu'à trois trajets, avec les détails du vol, du train ou de la croisière.",
  },
  summary: {
    title: 'Récapitulatif de réservation de transfert',
    description: "Toutes les réservations de transferts de l'agence ; ouvrez-en une pour ses trajets, heures de prise en charge, points de rendez-vous, bon, paiement et annulation par trajet.",
  },
  activities: activitiesFr,
  activitySummary: {
    title: "Réservations d'activités",
    description: 'Suivez les réservations d’activités, y compris celles qui attendent la confirmation du fournisseur.',
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
