/** The visa requests' screens (the wizard, the reservations list, the summary, the operators' desk), in English and French. */
export const requestsEn = {
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
  desk: {
    title: 'Visa desk',
    description: "Every agency's visa requests: check the documents, ask for missing ones, send the file to the embassy and record its answer.",
  },
  deskRequest: {
    title: 'Visa file {{id}}',
    description: 'The participants, their documents and the thread of this visa request.',
  },
};

export const requestsFr: typeof requestsEn = {
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
  desk: {
    title: 'Bureau des visas',
    description: "Les demandes de visa de toutes les agences : vérifiez les documents, demandez ceux qui manquent, transmettez le dossier à l'ambassade et enregistrez sa réponse.",
  },
  deskRequest: {
    title: 'Dossier visa {{id}}',
    description: 'Les participants, leurs documents et les échanges de cette demande de visa.',
  },
};
