import { folded, salePriceOf, type BoardCode, type HotelDestination, type HotelSort, type MarkupRule } from '@portal/contracts';
import type { SupplierHotel, SupplierRate } from '../supplier/supplier';
import { perNight } from './rates';

/** What a search's results are filtered on; prices are sale prices for the stay (minor units). */
export interface ResultFilters {
  stars?: number[];
  boards?: BoardCode[];
  minPrice?: number;
  maxPrice?: number;
  refundableOnly: boolean;
  name?: string;
}

/** A rate and its place in the supplier's answer (the earlier of two equal prices is the cheapest). */
interface Ranked {
  rate: SupplierRate;
  index: number;
}

/** One hotel of a supplier answer, with what every search of that answer asks of it. */
export interface PreparedHotel {
  hotel: SupplierHotel;
  foldedName: string;
  /** Its cheapest rate overall. */
  cheapest: Ranked;
  /** Its cheapest rate per board, non-refundable and refundable, boards in the supplier's order. */
  byBoard: Map<BoardCode, { nonRefundable?: Ranked; refundable?: Ranked }>;
  /** Its card's JSON up to the photo's URL; in UTF-8 up to the cheapest rate for the last photo base asked for; from the boards on. */
  cardHead: string;
  cardStart?: { imagesBase: string; bytes: Buffer };
  cardTail: Buffer;
}

/** A supplier answer's hotels, and the cheapest and dearest of their cheapest purchase prices. */
export interface PreparedAnswer {
  hotels: PreparedHotel[];
  purchaseRange: { min: number; max: number } | null;
}

const better = (a: Ranked | undefined, b: Ranked | undefined): Ranked | undefined =>
  !a ? b : !b ? a : b.rate.purchasePrice < a.rate.purchasePrice || (b.rate.purchasePrice === a.rate.purchasePrice && b.index < a.index) ? b : a;

function preparedHotel(hotel: SupplierHotel, rates: Ranked[]): PreparedHotel {
  let cheapest = rates[0]!;
  const byBoard: PreparedHotel['byBoard'] = new Map();
  for (const ranked of rates) {
    cheapest = better(cheapest, ranked)!;
    let cell = byBoard.get(ranked.rate.board);
    if (!cell) byBoard.set(ranked.rate.board, (cell = {}));
    if (ranked.rate.refundable) cell.refundable = better(cell.refundable, ranked);
    else cell.nonRefundable = better(cell.nonRefundable, ranked);
  }
  const { hotelId, name, stars, address, cityName, countryCode, latitude, longitude } = hotel;
  const head = JSON.stringify({ hotelId, name, stars, address, cityName, countryCode, latitude, longitude });
  const hasRefundable = rates.some(({ rate }) => rate.refundable);
  return {
    hotel,
    foldedName: folded(name),
    cheapest,
    byBoard,
    cardHead: `${head.slice(0, -1)},"image":`,
    cardTail: Buffer.from(`,"boards":${JSON.stringify([...byBoard.keys()])},"hasRefundable":${hasRefundable}}`),
  };
}

/** Supplier answers already prepared (a supplier answering from memory gives the same answer again). */
const preparedAnswers = new WeakMap<SupplierRate[], Promise<PreparedAnswer>>();

/** A supplier answer's hotels with their content and cheapest rates, worked out once per answer. */
export function prepareAnswer(rates: SupplierRate[], contentOf: (hotelId: string) => Promise<SupplierHotel | null>): Promise<PreparedAnswer> {
  let prepared = preparedAnswers.get(rates);
  if (!prepared) {
    prepared = (async () => {
      const grouped = new Map<string, Ranked[]>();
      rates.forEach((rate, index) => {
        const list = grouped.get(rate.hotelId);
        if (list) list.push({ rate, index });
        else grouped.set(rate.hotelId, [{ rate, index }]);
      });
      const hotels: PreparedHotel[] = [];
      for (const [hotelId, hotelRates] of grouped) {
        const hotel = await contentOf(hotelId);
        if (hotel) hotels.push(preparedHotel(hotel, hotelRates));
      }
      const prices = hotels.map((entry) => entry.cheapest.rate.purchasePrice);
      return { hotels, purchaseRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null };
    })();
    preparedAnswers.set(rates, prepared);
    // A failed preparation is tried again by the next search.
    prepared.catch(() => preparedAnswers.delete(rates));
  }
  return prepared;
}

/** The cheapest rate of a hotel among the boards asked for (all when none), refundable only or not. */
function cheapestMatching(entry: PreparedHotel, filters: ResultFilters): Ranked | undefined {
  if (!filters.boards?.length && !filters.refundableOnly) return entry.cheapest;
  let best: Ranked | undefined;
  const pick = (cell: { nonRefundable?: Ranked; refundable?: Ranked } | undefined) => {
    if (!cell) return;
    best = better(best, cell.refundable);
    if (!filters.refundableOnly) best = better(best, cell.nonRefundable);
  };
  if (filters.boards?.length) for (const board of filters.boards) pick(entry.byBoard.get(board));
  else for (const cell of entry.byBoard.values()) pick(cell);
  return best;
}

interface Priced {
  entry: PreparedHotel;
  /** The cheapest rate matching the rate filters, at its sale price. */
  rate: SupplierRate;
  salePrice: number;
}

const SORTS: Record<HotelSort, (a: Priced, b: Priced) => number> = {
  price_asc: (a, b) => a.salePrice - b.salePrice,
  price_desc: (a, b) => b.salePrice - a.salePrice,
  stars_desc: (a, b) => b.entry.hotel.stars - a.entry.hotel.stars || a.salePrice - b.salePrice,
  stars_asc: (a, b) => a.entry.hotel.stars - b.entry.hotel.stars || a.salePrice - b.salePrice,
  name_asc: (a, b) => a.entry.hotel.name.localeCompare(b.entry.hotel.name),
};

/** One page of result cards, as JSON in UTF-8 (each in parts), with the count of hotels kept and the price filter's bounds. */
export interface SearchResults {
  cards: (string | Buffer)[][];
  total: number;
  priceRange: { min: number; max: number } | null;
}

/**
 * One page of result cards: each hotel's cheapest rate among those matching the filters (board,
 * refundable), hotels kept by stars, name and that cheapest price, sorted and paged; the price range
 * is taken over every hotel found before the filters, for the price filter's bounds.
 */
export function searchResults(
  answer: PreparedAnswer,
  query: { filters: ResultFilters; sort: HotelSort; page: number; pageSize: number },
  context: { markup: MarkupRule; nights: number; imagesBase: string },
): SearchResults {
  const { filters } = query;
  const name = filters.name ? folded(filters.name) : undefined;
  const kept: Priced[] = [];
  for (const entry of answer.hotels) {
    if (filters.stars?.length && !filters.stars.includes(entry.hotel.stars)) continue;
    if (name && !entry.foldedName.includes(name)) continue;
    const cheapest = cheapestMatching(entry, filters);
    if (!cheapest) continue;
    // A markup never lowers a price, so the cheapest purchase is the cheapest sale.
    const salePrice = salePriceOf(context.markup, cheapest.rate.purchasePrice);
    if (filters.minPrice !== undefined && salePrice < filters.minPrice) continue;
    if (filters.maxPrice !== undefined && salePrice > filters.maxPrice) continue;
    kept.push({ entry, rate: cheapest.rate, salePrice });
  }
  kept.sort(SORTS[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  const range = answer.purchaseRange;
  return {
    cards: kept.slice(start, start + query.pageSize).map((priced) => cardJson(priced, context)),
    total: kept.length,
    priceRange: range ? { min: salePriceOf(context.markup, range.min), max: salePriceOf(context.markup, range.max) } : null,
  };
}

function cardJson({ entry, rate, salePrice }: Priced, context: { nights: number; imagesBase: string }): (string | Buffer)[] {
  // Bytes, not strings: one hotel named in another script would make the whole answer a two-byte string to re-encode.
  let start = entry.cardStart;
  if (start?.imagesBase !== context.imagesBase) {
    start = { imagesBase: context.imagesBase, bytes: Buffer.from(`${entry.cardHead}${JSON.stringify(`${context.imagesBase}${entry.hotel.images[0]}`)},"cheapest":`) };
    entry.cardStart = start;
  }
  const cheapest = `{"salePrice":${salePrice},"salePerNight":${perNight(salePrice, context.nights)},"board":${JSON.stringify(rate.board)},"refundable":${rate.refundable}}`;
  return [start.bytes, cheapest, entry.cardTail];
}

/** The search's answer as the contract's JSON in UTF-8, its cards already serialised. */
export function searchAnswerJson(
  answer: { searchId: string; destination: HotelDestination; checkIn: string; checkOut: string; nights: number; currency: string; page: number; pageSize: number; expiresAt: number },
  results: SearchResults,
): Buffer {
  const head = JSON.stringify({
    searchId: answer.searchId,
    destination: answer.destination,
    checkIn: answer.checkIn,
    checkOut: answer.checkOut,
    nights: answer.nights,
    currency: answer.currency,
  });
  const tail = JSON.stringify({
    total: results.total,
    priceRange: results.priceRange,
    page: answer.page,
    pageSize: answer.pageSize,
    expiresAt: new Date(answer.expiresAt).toISOString(),
  });
  const parts: (string | Buffer)[] = [`${head.slice(0, -1)},"hotels":[`];
  results.cards.forEach((card, index) => {
    if (index > 0) parts.push(',');
    parts.push(...card);
  });
  parts.push(`],${tail.slice(1)}`);
  // Written into one buffer: the strings (the few that change per search) are encoded in place.
  let size = 0;
  for (const part of parts) size += typeof part === 'string' ? Buffer.byteLength(part) : part.length;
  const bytes = Buffer.allocUnsafe(size);
  let at = 0;
  for (const part of parts) at += typeof part === 'string' ? bytes.write(part, at) : part.copy(bytes, at);
  return bytes;
}
