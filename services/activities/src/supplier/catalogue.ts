// The sandbox supplier's products: drawn from each city's id, so the same city always sells the same things.
import { readFileSync } from 'node:fs';
import { seeded } from '@portal/bookings';
import type { ActivityAgeBand, ActivityCancellationRule, ActivityCategory, ActivityQuestion, ConfirmationType, LocalizedText, PricingMode } from '@portal/contracts';
import type { SupplierProduct } from './supplier';

export interface CityRecord {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  lat: number;
  lng: number;
  timeZone: string;
}

export const CITIES: CityRecord[] = JSON.parse(readFileSync(new URL('../../data/cities.json', import.meta.url), 'utf8'));
export const BY_CITY = new Map(CITIES.map((city) => [city.id, city]));

/** What the sandbox prices with beyond what a supplier shows. */
export interface SandboxProduct extends SupplierProduct {
  /** One adult (per person) or one unit, in EUR, before the option's and the day's factors. */
  baseEur: number;
  /** Each option's price factor, in the options' order. */
  optionFactors: number[];
  /** Days of the week it runs (0 Sunday). */
  weekdays: number[];
  /** Places per start: travellers (per person) or units (per unit). */
  capacity: number;
  /** `instant_then_on_request`: instant while the start is at least this far ahead. */
  instantUntilHours: number;
}

const t = (en: string, fr: string): LocalizedText => ({ en, fr });

/** A band's price against an adult's. */
export const BAND_FACTORS = { adult: 1, youth: 0.8, child: 0.6, senior: 0.9, infant: 0 } as const;

const BANDS = {
  family: [
    { band: 'adult', minAge: 12, maxAge: 99, minCount: 1, maxCount: 10 },
    { band: 'child', minAge: 4, maxAge: 11, minCount: 0, maxCount: 6 },
    { band: 'infant', minAge: 0, maxAge: 3, minCount: 0, maxCount: 2 },
  ],
  museum: [
    { band: 'adult', minAge: 18, maxAge: 64, minCount: 1, maxCount: 10 },
    { band: 'youth', minAge: 13, maxAge: 17, minCount: 0, maxCount: 6 },
    { band: 'child', minAge: 4, maxAge: 12, minCount: 0, maxCount: 6 },
    { band: 'infant', minAge: 0, maxAge: 3, minCount: 0, maxCount: 3 },
    { band: 'senior', minAge: 65, maxAge: 99, minCount: 0, maxCount: 10 },
  ],
  active: [
    { band: 'adult', minAge: 16, maxAge: 70, minCount: 1, maxCount: 8 },
    { band: 'youth', minAge: 10, maxAge: 15, minCount: 0, maxCount: 4 },
  ],
  private: [
    { band: 'adult', minAge: 12, maxAge: 99, minCount: 1, maxCount: 8 },
    { band: 'child', minAge: 0, maxAge: 11, minCount: 0, maxCount: 6 },
  ],
} satisfies Record<string, ActivityAgeBand[]>;

const QUESTIONS = {
  weight: {
    id: 'weight',
    scope: 'traveller',
    kind: 'number',
    required: true,
    label: t('Weight', 'Poids'),
    unit: 'kg',
    min: 20,
    max: 130,
    choices: null,
  },
  height: { id: 'height', scope: 'traveller', kind: 'number', required: false, label: t('Height', 'Taille'), unit: 'cm', min: 100, max: 220, choices: null },
  dietary: {
    id: 'dietary',
    scope: 'traveller',
    kind: 'text',
    required: false,
    label: t('Dietary needs', 'Régime alimentaire'),
    unit: null,
    min: null,
    max: null,
    choices: null,
  },
  pickup: {
    id: 'pickup',
    scope: 'booking',
    kind: 'choice',
    required: true,
    label: t('Pickup point', 'Point de prise en charge'),
    unit: null,
    min: null,
    max: null,
    choices: [
      { id: 'hotel', label: t('At my hotel (central area)', 'À mon hôtel (centre-ville)') },
      { id: 'station', label: t('Main railway station', 'Gare principale') },
      { id: 'port', label: t('Harbour entrance', 'Entrée du port') },
    ],
  },
  language: {
    id: 'language',
    scope: 'booking',
    kind: 'choice',
    required: true,
    label: t("Guide's language", 'Langue du guide'),
    unit: null,
    min: null,
    max: null,
    choices: [
      { id: 'en', label: t('English', 'Anglais') },
      { id: 'fr', label: t('French', 'Français') },
      { id: 'es', label: t('Spanish', 'Espagnol') },
    ],
  },
  hotelName: {
    id: 'hotel_name',
    scope: 'booking',
    kind: 'text',
    required: false,
    label: t('Hotel name (for the pickup)', "Nom de l'hôtel (pour la prise en charge)"),
    unit: null,
    min: null,
    max: null,
    choices: null,
  },
} satisfies Record<string, ActivityQuestion>;

interface Template {
  key: string;
  category: ActivityCategory;
  title: LocalizedText;
  description: LocalizedText;
  minutes: readonly number[];
  /** EUR range of one adult or one unit. */
  eur: readonly [number, number];
  pricing: PricingMode;
  bands: readonly ActivityAgeBand[];
  questions: readonly ActivityQuestion[];
  included: readonly LocalizedText[];
  excluded: readonly LocalizedText[];
  startTimes: readonly (readonly string[])[];
  /** Tour grades: titles and descriptions beyond the standard one. */
  grades: readonly { title: LocalizedText; description: LocalizedText; factor: number }[];
}

const GUIDE = t('Licensed local guide', 'Guide local agréé');
const TICKET = t('Entry ticket', "Billet d'entrée");
const TRANSPORT = t('Transport in an air-conditioned vehicle', 'Transport en véhicule climatisé');
const TIPS = t('Tips', 'Pourboires');
const FOOD = t('Food and drinks', 'Nourriture et boissons');
const PICKUP = t('Hotel pickup and drop-off', "Prise en charge et retour à l'hôtel");
const SMALL_GROUP = {
  title: t('Small group (up to 8)', "Petit groupe (jusqu'à 8)"),
  description: t('A smaller group and more time at each stop.', 'Un groupe plus petit et plus de temps à chaque étape.'),
  factor: 1.35,
};
const PRIVATE = { title: t('Private tour', 'Visite privée'), description: t('Your own guide, only your party.', 'Votre propre guide, pour votre groupe seulement.'), factor: 2.2 };
const PRIORITY = { title: t('Skip-the-line entry', 'Entrée coupe-file'), description: t('A dedicated entrance, no queue.', 'Une entrée dédiée, sans attente.'), factor: 1.4 };
const LUNCH = { title: t('With lunch', 'Avec déjeuner'), description: t('A two-course lunch at a local restaurant.', 'Un déjeuner deux plats dans un restaurant local.'), factor: 1.3 };
const SUNSET = {
  title: t('Sunset departure', 'Départ au coucher du soleil'),
  description: t('Late departure with a glass of sparkling wine.', 'Départ en fin de journée avec une coupe de vin pétillant.'),
  factor: 1.25,
};

const TEMPLATES: readonly Template[] = [
  {
    key: 'walking',
    category: 'tour',
    title: t('Old town walking tour of {city}', 'Visite à pied de la vieille ville de {city}'),
    description: t(
      'Walk the lanes of {city} with a local guide: its squares, its markets and the stories behind its monuments.',
      'Parcourez les ruelles de {city} avec un guide local : ses places, ses marchés et les histoires de ses monuments.',
    ),
    minutes: [120, 150, 180],
    eur: [18, 35],
    pricing: 'per_person',
    bands: BANDS.family,
    questions: [QUESTIONS.language],
    included: [GUIDE],
    excluded: [TIPS, FOOD],
    startTimes: [
      ['10:00', '14:00'],
      ['09:30', '15:00', '17:30'],
    ],
    grades: [SMALL_GROUP, PRIVATE],
  },
  {
    key: 'food',
    category: 'tour',
    title: t('{city} food tasting tour', 'Tour gourmand de {city}'),
    description: t('Taste the specialities of {city} at six family-run places, with a food-loving guide.', 'Goûtez les spécialités de {city} dans six adresses familiales, avec un guide gourmand.'),
    minutes: [180, 210],
    eur: [55, 95],
    pricing: 'per_person',
    bands: BANDS.family,
    questions: [QUESTIONS.dietary, QUESTIONS.language],
    included: [GUIDE, t('Six tastings and drinks', 'Six dégustations et boissons')],
    excluded: [TIPS],
    startTimes: [['11:00', '17:00'], ['12:00']],
    grades: [SMALL_GROUP],
  },
  {
    key: 'bike',
    category: 'tour',
    title: t('{city} by night bike tour', 'Visite de {city} à vélo de nuit'),
    description: t('Ride through {city} lit up at night, with stops at the best viewpoints.', 'Traversez {city} illuminée à vélo, avec des arrêts aux plus beaux points de vue.'),
    minutes: [150, 180],
    eur: [32, 48],
    pricing: 'per_person',
    bands: BANDS.active,
    questions: [QUESTIONS.height],
    included: [GUIDE, t('Bike and helmet', 'Vélo et casque')],
    excluded: [FOOD],
    startTimes: [['20:00'], ['19:30', '21:00']],
    grades: [{ title: t('Electric bike', 'Vélo électrique'), description: t('An e-bike for an easier ride.', 'Un vélo électrique pour rouler sans effort.'), factor: 1.3 }],
  },
  {
    key: 'private-guide',
    category: 'tour',
    title: t('Private guided tour of {city}', 'Visite guidée privée de {city}'),
    description: t(
      'A guide and a car for your party alone: {city} at your pace, with pickup at your hotel.',
      "Un guide et une voiture pour votre groupe seul : {city} à votre rythme, avec prise en charge à l'hôtel.",
    ),
    minutes: [240, 360, 480],
    eur: [180, 420],
    pricing: 'per_unit',
    bands: BANDS.private,
    questions: [QUESTIONS.hotelName, QUESTIONS.language],
    included: [GUIDE, TRANSPORT, PICKUP],
    excluded: [TICKET, FOOD],
    startTimes: [['09:00', '13:00']],
    grades: [{ title: t('Full day', 'Journée complète'), description: t('Eight hours with lunch stop.', 'Huit heures avec un arrêt déjeuner.'), factor: 1.7 }],
  },
  {
    key: 'street-art',
    category: 'tour',
    title: t('Street art and hidden corners of {city}', 'Street art et recoins secrets de {city}'),
    description: t('Discover the murals and workshops of the creative districts of {city}.', 'Découvrez les fresques et ateliers des quartiers créatifs de {city}.'),
    minutes: [120],
    eur: [15, 28],
    pricing: 'per_person',
    bands: BANDS.family,
    questions: [],
    included: [GUIDE],
    excluded: [TIPS],
    startTimes: [['10:30', '15:30']],
    grades: [],
  },
  {
    key: 'museum',
    category: 'ticket',
    title: t('{city} city museum entry ticket', "Billet d'entrée au musée de la ville de {city}"),
    description: t(
      'The collections of the {city} city museum, from its origins to today, with an audio guide.',
      'Les collections du musée de la ville de {city}, des origines à nos jours, avec audioguide.',
    ),
    minutes: [90, 120],
    eur: [12, 25],
    pricing: 'per_person',
    bands: BANDS.museum,
    questions: [],
    included: [TICKET, t('Audio guide', 'Audioguide')],
    excluded: [GUIDE],
    startTimes: [['09:00', '11:00', '13:00', '15:00']],
    grades: [PRIORITY],
  },
  {
    key: 'cathedral',
    category: 'ticket',
    title: t('{city} cathedral and tower: skip-the-line ticket', 'Cathédrale et tour de {city} : billet coupe-file'),
    description: t('Climb the tower for the best view of {city}, then visit the nave and the crypt.', 'Montez à la tour pour la plus belle vue sur {city}, puis visitez la nef et la crypte.'),
    minutes: [75],
    eur: [14, 30],
    pricing: 'per_person',
    bands: BANDS.museum,
    questions: [],
    included: [TICKET],
    excluded: [GUIDE, FOOD],
    startTimes: [['09:30', '12:00', '16:00']],
    grades: [{ title: t('With a guide', 'Avec un guide'), description: t('A 45-minute guided visit of the nave.', 'Une visite guidée de 45 minutes de la nef.'), factor: 1.6 }],
  },
  {
    key: 'hop-on',
    category: 'ticket',
    title: t('{city} hop-on hop-off bus', 'Bus à arrêts multiples de {city}'),
    description: t(
      'Ride an open-top bus around {city} for a day, getting on and off at every sight.',
      'Parcourez {city} en bus à impériale pendant une journée, en montant et descendant à chaque site.',
    ),
    minutes: [1440],
    eur: [22, 38],
    pricing: 'per_person',
    bands: BANDS.museum,
    questions: [],
    included: [t('Unlimited rides for 24 hours', 'Trajets illimités pendant 24 heures'), t('Audio commentary', 'Commentaire audio')],
    excluded: [FOOD],
    startTimes: [['09:00']],
    grades: [{ title: t('48 hours', '48 heures'), description: t('Two days of unlimited rides.', 'Deux jours de trajets illimités.'), factor: 1.45 }],
  },
  {
    key: 'aquarium',
    category: 'ticket',
    title: t('{city} aquarium and science park ticket', "Billet pour l'aquarium et le parc des sciences de {city}"),
    description: t(
      'Sharks, rays and a hands-on science park: a day out in {city} for the whole family.',
      'Requins, raies et un parc des sciences interactif : une sortie à {city} pour toute la famille.',
    ),
    minutes: [180],
    eur: [16, 32],
    pricing: 'per_person',
    bands: BANDS.museum,
    questions: [],
    included: [TICKET],
    excluded: [FOOD, TRANSPORT],
    startTimes: [['10:00', '14:00']],
    grades: [],
  },
  {
    key: 'panorama',
    category: 'ticket',
    title: t('{city} panorama deck ticket', 'Billet pour la terrasse panoramique de {city}'),
    description: t('The highest viewpoint of {city}, with a glass floor and a café at the top.', 'Le plus haut point de vue de {city}, avec un plancher de verre et un café au sommet.'),
    minutes: [60],
    eur: [10, 22],
    pricing: 'per_person',
    bands: BANDS.museum,
    questions: [],
    included: [TICKET],
    excluded: [FOOD],
    startTimes: [['10:00', '12:00', '17:00', '19:00']],
    grades: [SUNSET],
  },
  {
    key: 'countryside',
    category: 'excursion',
    title: t('Countryside day trip from {city}', 'Excursion à la campagne au départ de {city}'),
    description: t(
      'Villages, viewpoints and a farm visit in the countryside around {city}, with transport.',
      'Villages, points de vue et visite de ferme dans la campagne autour de {city}, transport compris.',
    ),
    minutes: [480, 600],
    eur: [65, 120],
    pricing: 'per_person',
    bands: BANDS.family,
    questions: [QUESTIONS.pickup, QUESTIONS.dietary],
    included: [GUIDE, TRANSPORT, PICKUP],
    excluded: [TIPS],
    startTimes: [['08:00'], ['07:30', '09:00']],
    grades: [LUNCH, SMALL_GROUP],
  },
  {
    key: 'boat',
    category: 'excursion',
    title: t('Boat cruise from {city}', 'Croisière en bateau au départ de {city}'),
    description: t(
      'Cruise along the coast or the river of {city}, with a swim or a walk at each stop.',
      'Naviguez le long de la côte ou du fleuve de {city}, avec une baignade ou une promenade à chaque escale.',
    ),
    minutes: [180, 240],
    eur: [35, 70],
    pricing: 'per_person',
    bands: BANDS.family,
    questions: [QUESTIONS.pickup],
    included: [t('Boat trip', 'Croisière'), t('Soft drinks', 'Boissons fraîches')],
    excluded: [PICKUP, FOOD],
    startTimes: [['10:00', '15:00']],
    grades: [SUNSET, LUNCH],
  },
  {
    key: 'balloon',
    category: 'excursion',
    title: t('Hot-air balloon flight near {city}', 'Vol en montgolfière près de {city}'),
    description: t(
      'Fly over the landscapes near {city} at dawn, then celebrate the landing with breakfast.',
      "Survolez les paysages près de {city} à l'aube, puis fêtez l'atterrissage avec un petit déjeuner.",
    ),
    minutes: [240],
    eur: [160, 290],
    pricing: 'per_person',
    bands: BANDS.active,
    questions: [QUESTIONS.weight, QUESTIONS.pickup],
    included: [t('One-hour flight', 'Une heure de vol'), t('Breakfast', 'Petit déjeuner'), PICKUP],
    excluded: [TIPS],
    startTimes: [['05:30'], ['06:00']],
    grades: [
      { title: t('Premium basket (up to 8)', "Nacelle premium (jusqu'à 8)"), description: t('A smaller basket and a longer flight.', 'Une nacelle plus petite et un vol plus long.'), factor: 1.5 },
    ],
  },
  {
    key: 'kayak',
    category: 'excursion',
    title: t('Kayak and snorkelling excursion from {city}', 'Excursion kayak et snorkeling au départ de {city}'),
    description: t(
      'Paddle to quiet coves near {city} and snorkel with a certified instructor.',
      'Pagayez vers des criques tranquilles près de {city} et faites du snorkeling avec un moniteur diplômé.',
    ),
    minutes: [210],
    eur: [45, 80],
    pricing: 'per_person',
    bands: BANDS.active,
    questions: [QUESTIONS.weight, QUESTIONS.height],
    included: [t('Kayak, mask and snorkel', 'Kayak, masque et tuba'), t('Instructor', 'Moniteur')],
    excluded: [PICKUP, FOOD],
    startTimes: [['09:00', '14:00']],
    grades: [],
  },
  {
    key: 'charter',
    category: 'excursion',
    title: t('Private boat charter from {city}', 'Bateau privé au départ de {city}'),
    description: t(
      'A boat and its skipper for your party alone, on a route you choose around {city}.',
      'Un bateau et son skipper pour votre groupe seul, sur un itinéraire de votre choix autour de {city}.',
    ),
    minutes: [240, 480],
    eur: [320, 650],
    pricing: 'per_unit',
    bands: BANDS.private,
    questions: [QUESTIONS.pickup, QUESTIONS.weight],
    included: [t('Boat and skipper', 'Bateau et skipper'), t('Fuel', 'Carburant')],
    excluded: [FOOD, PICKUP],
    startTimes: [['09:00', '14:00']],
    grades: [SUNSET],
  },
  {
    key: 'wine',
    category: 'excursion',
    title: t('Wine and vineyard excursion from {city}', 'Excursion vignobles et dégustation au départ de {city}'),
    description: t('Two wineries near {city}, their cellars and a tasting of their wines.', 'Deux domaines viticoles près de {city}, leurs caves et une dégustation de leurs vins.'),
    minutes: [300, 420],
    eur: [70, 130],
    pricing: 'per_person',
    bands: [{ band: 'adult', minAge: 18, maxAge: 99, minCount: 1, maxCount: 10 }],
    questions: [QUESTIONS.pickup, QUESTIONS.dietary],
    included: [GUIDE, TRANSPORT, t('Tastings', 'Dégustations')],
    excluded: [TIPS],
    startTimes: [['09:30', '13:30']],
    grades: [LUNCH],
  },
];

const MEETING_POINTS: readonly LocalizedText[] = [
  t('In front of the main tourist office of {city}', "Devant l'office de tourisme principal de {city}"),
  t('At the fountain of the central square of {city}', 'À la fontaine de la place centrale de {city}'),
  t('At the entrance, ticket desk 2', "À l'entrée, guichet 2"),
  t('At the harbour office of {city}, pier B', 'À la capitainerie de {city}, ponton B'),
];

const CONFIRMATIONS: readonly ConfirmationType[] = ['instant', 'instant', 'instant', 'on_request', 'instant_then_on_request'];

const CANCELLATION_RULES: readonly ActivityCancellationRule[] = [
  { kind: 'free', freeUntilHours: 24, tiers: [] },
  { kind: 'free', freeUntilHours: 24, tiers: [] },
  { kind: 'free', freeUntilHours: 72, tiers: [] },
  {
    kind: 'partial',
    freeUntilHours: null,
    tiers: [
      { hoursBefore: 72, refundPercent: 100 },
      { hoursBefore: 24, refundPercent: 50 },
    ],
  },
  {
    kind: 'partial',
    freeUntilHours: null,
    tiers: [
      { hoursBefore: 48, refundPercent: 75 },
      { hoursBefore: 12, refundPercent: 25 },
    ],
  },
  { kind: 'all_sales_final', freeUntilHours: null, tiers: [] },
];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const fill = (text: LocalizedText, city: string): LocalizedText => ({ en: text.en.replaceAll('{city}', city), fr: text.fr.replaceAll('{city}', city) });

/** The products of a city (6 to 15), from its id. */
export function productsOf(city: CityRecord): SandboxProduct[] {
  const random = seeded(`activities:${city.id}`);
  const count = Math.min(TEMPLATES.length, 6 + Math.floor(random() * 10));
  const pool = [...TEMPLATES];
  const chosen: Template[] = [];
  while (chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  const cityFactor = 0.75 + random() * 0.6;
  return chosen.map((template, i) => {
    const productId = `${city.id}-a${String(i + 1).padStart(2, '0')}`;
    const r = seeded(`activity:${productId}:${template.key}`);
    const [low, high] = template.eur;
    const grades = template.grades.filter(() => r() < 0.7);
    const startTimes = pick(r, template.startTimes);
    const options = [
      { optionId: 'standard', title: t('Standard', 'Standard'), description: t('The activity as described.', "L'activité telle que décrite."), startTimes: [...startTimes] },
      ...grades.map((grade, n) => ({ optionId: `grade-${n + 1}`, title: grade.title, description: grade.description, startTimes: [...startTimes] })),
    ];
    // Tickets are often final; active and private outings often on request.
    const rule = template.category === 'ticket' && r() < 0.4 ? CANCELLATION_RULES[5]! : pick(r, CANCELLATION_RULES);
    const confirmationType = template.pricing === 'per_unit' && r() < 0.5 ? 'on_request' : pick(r, CONFIRMATIONS);
    const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((day) => day === 6 || r() < 0.85);
    return {
      productId,
      cityId: city.id,
      title: fill(template.title, city.name),
      description: fill(template.description, city.name),
      category: template.category,
      cityName: city.name,
      country: city.country,
      countryCode: city.countryCode,
      timeZone: city.timeZone,
      durationMinutes: pick(r, template.minutes),
      images: Array.from({ length: 2 + Math.floor(r() * 3) }, (_, n) => `${productId}/${n + 1}.svg`),
      included: [...template.included],
      excluded: [...template.excluded],
      meetingPoint: fill(pick(r, MEETING_POINTS), city.name),
      rating: r() < 0.85 ? { average: Math.round((3.6 + r() * 1.4) * 10) / 10, count: 5 + Math.floor(r() * 2500) } : null,
      confirmationType,
      pricing: template.pricing,
      unitCapacity: template.pricing === 'per_unit' ? pick(r, [4, 6, 8]) : null,
      ageBands: template.bands.map((band) => ({ ...band })),
      cutoffHours: pick(r, [2, 12, 24, 48]),
      questions: template.questions.map((question) => ({ ...question })),
      cancellationRule: rule,
      options,
      baseEur: Math.round(low + r() * (high - low)) * cityFactor,
      optionFactors: [1, ...grades.map((grade) => grade.factor)],
      weekdays,
      capacity: template.pricing === 'per_unit' ? 1 + Math.floor(r() * 3) : 12 + Math.floor(r() * 30),
      instantUntilHours: pick(r, [48, 72, 120]),
    };
  });
}
