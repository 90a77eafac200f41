/** The hotel visa reservations' screens (the request form and list, a reservation, the operators' desk), in English and French. */
export const hotelsEn = {
  hotel: {
    title: 'Hotel visa reservation',
    description: 'Request a hotel reservation for a visa application: city, area or hotel, rooms, occupants and budget per night.',
  },
  hotelReservation: {
    title: 'Hotel visa reservation {{id}}',
    description: 'The reservation, its hotel and confirmation number, its letter and its automatic cancellation date.',
  },
  hotelDesk: {
    title: 'Hotel visa desk',
    description: "Every agency's hotel visa reservation requests: confirm them with a hotel or refuse them.",
  },
  hotelDeskReservation: {
    title: 'Hotel visa request {{id}}',
    description: 'The request and its confirmation with a hotel.',
  },
};

export const hotelsFr: typeof hotelsEn = {
  hotel: {
    title: 'Réservation hôtel visa',
    description: "Demandez une réservation d'hôtel pour une demande de visa : ville, quartier ou hôtel, chambres, occupants et budget par nuit.",
  },
  hotelReservation: {
    title: 'Réservation hôtel visa {{id}}',
    description: "La réservation, son hôtel et son numéro de confirmation, sa lettre et sa date d'annulation automatique.",
  },
  hotelDesk: {
    title: 'Bureau hôtel visa',
    description: 'Les demandes de réservation hôtel visa de toutes les agences : confirmez-les avec un hôtel ou refusez-les.',
  },
  hotelDeskReservation: {
    title: 'Demande hôtel visa {{id}}',
    description: 'La demande et sa confirmation avec un hôtel.',
  },
};
