import type { Language } from '@portal/contracts';

const en = {
  area: 'Hotels',
  search: {
    title: 'Hotel search',
    description: 'Find hotels by destination and dates, compare rooms, board types and cancellation policies, and book at your agency price.',
  },
  summary: {
    title: 'Hotel booking summary',
    description: 'Check the stay, guests, cancellation deadline and price of a hotel booking, and download its voucher.',
  },
};

const fr: typeof en = {
  area: 'Hôtels',
  search: {
    title: "Recherche d'hôtels",
    description: "Trouvez des hôtels par destination et par dates, comparez chambres, formules de repas et conditions d'annulation, et réservez au prix de votre agence.",
  },
  summary: {
    title: "Récapitulatif de réservation d'hôtel",
    description: "Vérifiez le séjour, les occupants, la date limite d'annulation et le prix d'une réservation d'hôtel, et téléchargez son bon d'échange.",
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
