import type { Language } from '@portal/contracts';

const en = {
  area: 'Flights',
  search: {
    title: 'Flight search',
    description: 'Search one-way, round-trip and multi-city flights from economy to first class, compare fares, add travellers and book for your clients.',
  },
  summary: {
    title: 'Flight booking summary',
    description: 'Review the itinerary, travellers, baggage and price of a flight booking before confirming it, then follow its ticketing here.',
  },
};

const fr: typeof en = {
  area: 'Vols',
  search: {
    title: 'Recherche de vols',
    description: 'Recherchez des vols aller simple, aller-retour et multi-destinations, de la classe économique à la première, comparez les tarifs, ajoutez les voyageurs et réservez pour vos clients.',
  },
  summary: {
    title: 'Récapitulatif de réservation de vol',
    description: "Vérifiez l'itinéraire, les voyageurs, les bagages et le prix d'une réservation de vol avant de la confirmer, puis suivez son émission ici.",
  },
};

export const strings: Record<Language, typeof en> = { en, fr };
