import type { Language } from '@portal/contracts';
import { transfersStrings } from './transfers/strings';

const en = {
  area: 'Transfers',
  transfers: transfersStrings.en,
  search: {
    title: 'Transfer search',
    description: 'Book airport, station and port transfers one way, round trip or across up to three trips, with flight, train or cruise details.',
  },
  summary: {
    title: 'Transfer booking summary',
    description: 'Every transfer booking of the agency; open one for its trips, pickup times, meeting points, voucher, payment and per-trip cancellation.',
  },
  activities: {
    title: 'Activities',
    description: 'Tours, tickets and excursions at destination, with their options, start times and booking questions.',
  },
  activitySummary: {
    title: 'Activity bookings',
    description: 'Follow activity bookings, including those waiting for the supplier to confirm them.',
  },
};

const fr: typeof en = {
  area: 'Transferts',
  transfers: transfersStrings.fr,
  search: {
    title: 'Recherche de transferts',
    description: "Réservez des transferts depuis l'aéroport, la gare ou le port, en aller simple, aller-retour ou jusqu'à trois trajets, avec les détails du vol, du train ou de la croisière.",
  },
  summary: {
    title: 'Récapitulatif de réservation de transfert',
    description: "Toutes les réservations de transferts de l'agence ; ouvrez-en une pour ses trajets, heures de prise en charge, points de rendez-vous, bon, paiement et annulation par trajet.",
  },
  activities: {
    title: 'Activités',
    description: 'Visites, billets et excursions à destination, avec leurs options, horaires de départ et questions de réservation.',
  },
  activitySummary: {
    title: "Réservations d'activités",
    description: 'Suivez les réservations d’activités, y compris celles qui attendent la confirmation du fournisseur.',
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
