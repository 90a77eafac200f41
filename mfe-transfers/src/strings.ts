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
    description: 'Review passengers, pickup times and meeting points of a transfer booking before confirming it.',
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
    description: "Vérifiez les passagers, les heures de prise en charge et les points de rendez-vous d'une réservation de transfert avant de la confirmer.",
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
