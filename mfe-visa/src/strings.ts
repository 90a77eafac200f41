import type { Language } from '@portal/contracts';

const en = {
  area: 'Visa',
  request: {
    title: 'Visa request',
    description: 'Prepare a visa application step by step: informational note, request, coordinates, conditions and finalisation, with the documents each traveller needs.',
  },
  bookings: {
    title: 'Visa reservations',
    description: 'Follow every visa request of your agency: reference, start of journey, client and status, from in progress to accepted.',
  },
  summary: {
    title: 'Visa request {{id}}',
    description: 'File reference, travel date, request status and total including tax of this visa request.',
  },
  group: {
    title: 'Group quotation request',
    description: 'Ask for a tailored offer for a group: group type, hotel category, meal plan, dates, rooms and additional services.',
  },
  hotel: {
    title: 'Hotel visa reservation',
    description: 'Request a hotel reservation for a visa application: city, area or hotel, rooms, occupants and budget per night.',
  },
};

const fr: typeof en = {
  area: 'Visa',
  request: {
    title: 'Demande de visa',
    description: "Préparez une demande de visa étape par étape : note d'information, demande, coordonnées, conditions et finalisation, avec les documents nécessaires à chaque voyageur.",
  },
  bookings: {
    title: 'Réservations de visa',
    description: 'Suivez chaque demande de visa de votre agence : référence, début du voyage, client et statut, de « en cours » à « acceptée ».',
  },
  summary: {
    title: 'Demande de visa {{id}}',
    description: 'Référence du dossier, date du voyage, statut de la demande et total TTC de cette demande de visa.',
  },
  group: {
    title: 'Demande de cotation groupe',
    description: 'Demandez une offre sur mesure pour un groupe : type de groupe, catégorie d’hôtel, formule de repas, dates, chambres et services supplémentaires.',
  },
  hotel: {
    title: 'Réservation hôtel visa',
    description: "Demandez une réservation d'hôtel pour une demande de visa : ville, quartier ou hôtel, chambres, occupants et budget par nuit.",
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
