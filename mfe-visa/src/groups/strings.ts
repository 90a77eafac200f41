/** The group quotations' screens (the request form and list, a quotation, the operators' desk), in English and French. */
export const groupsEn = {
  group: {
    title: 'Group quotation request',
    description: 'Ask for a tailored offer for a group: group type, hotel category, meal plan, dates, rooms and additional services.',
  },
  groupQuote: {
    title: 'Group quotation {{id}}',
    description: 'The request, the options the desk sent back and what you chose.',
  },
  groupDesk: {
    title: 'Group quotations desk',
    description: "Every agency's group requests, the oldest waiting first, with the 24-hour answer target.",
  },
  groupDeskQuote: {
    title: 'Group request {{id}}',
    description: 'The group request and the options sent back to the agency.',
  },
};

export const groupsFr: typeof groupsEn = {
  group: {
    title: 'Demande de cotation groupe',
    description: 'Demandez une offre sur mesure pour un groupe : type de groupe, catégorie d’hôtel, formule de repas, dates, chambres et services supplémentaires.',
  },
  groupQuote: {
    title: 'Cotation groupe {{id}}',
    description: 'La demande, les options envoyées par le bureau et votre choix.',
  },
  groupDesk: {
    title: 'Bureau des cotations groupe',
    description: 'Les demandes de groupe de toutes les agences, les plus anciennes en attente d’abord, avec l’objectif de réponse en 24 heures.',
  },
  groupDeskQuote: {
    title: 'Demande de groupe {{id}}',
    description: 'La demande du groupe et les options envoyées à l’agence.',
  },
};
