import { salePriceOf, type BoardCode, type HotelCard, type HotelSearchResponse, type HotelSort, type MarkupRule } from '@portal/contracts';
import { folded } from '../text';
import type { SupplierHotel, SupplierRate } from '../supplier/supplier';
import { perNight } from './rates';

/** A hotel found for a stay with its rates. */
export interface FoundHotel {
  hotel: SupplierHotel;
  rates: SupplierRate[];
}

/** What a search's results are filtered on; prices are sale prices for the stay (minor units). */
export interface ResultFilters {
  stars?: number[];
  boards?: BoardCode[];
  minPrice?: number;
  maxPrice?: number;
  refundableOnly: boolean;
  name?: string;
}

interface Priced {
  found: FoundHotel;
  /** The cheapest rate matching the rate filters, at its sale price. */
  cheapest: { rate: SupplierRate; salePrice: number };
}

/** The supplier's rates of one answer by hotel, in the supplier's order; grouped once per answer. */
const byHotel = new WeakMap<SupplierRate[], Map<string, SupplierRate[]>>();

export function ratesByHotel(rates: SupplierRate[]): Map<string, SupplierRate[]> {
  let grouped = byHotel.get(rates);
  if (!grouped) {
    grouped = new Map();
    for (const rate of rates) {
      const list = grouped.get(rate.hotelId);
      if (list) list.push(rate);
      else grouped.set(rate.hotelId, [rate]);
    }
    byHotel.set(rates, grouped);
  }
  return grouped;
}

function cheapestOf(rates: SupplierRate[], markup: MarkupRule): { rate: SupplierRate; salePrice: number } | null {
  let best: SupplierRate | null = null;
  for (const rate of rates) if (!best || rate.purchasePrice < best.purchasePrice) best = rate;
  // A markup never lowers a price, so the cheapest purchase is the cheapest sale.
  return best ? { rate: best, salePrice: salePriceOf(markup, best.purchasePrice) } : null;
}

const SORTS: Record<HotelSort, (a: Priced, b: Priced) => number> = {
  price_asc: (a, b) => a.cheapest.salePrice - b.cheapest.salePrice,
  price_desc: (a, b) => b.cheapest.salePrice - a.cheapest.salePrice,
  stars_desc: (a, b) => b.found.hotel.stars - a.found.hotel.stars || a.cheapest.salePrice - b.cheapest.salePrice,
  stars_asc: (a, b) => a.found.hotel.stars - b.found.hotel.stars || a.cheapest.salePrice - b.cheapest.salePrice,
  name_asc: (a, b) => a.found.hotel.name.localeCompare(b.found.hotel.name),
};

/**
 * One page of result cards: each hotel's cheapest rate among those matching the filters (board,
 * refundable), hotels kept by stars, name and that cheapest price, sorted and paged; the price range
 * is taken over every hotel found before the filters, for the price filter's bounds.
 */
export function searchResults(
  found: FoundHotel[],
  query: { filters: ResultFilters; sort: HotelSort; page: number; pageSize: number },
  context: { markup: MarkupRule; nights: number; imagesBase: string },
): Pick<HotelSearchResponse, 'hotels' | 'total' | 'priceRange'> {
  const { filters } = query;
  let min = Infinity;
  let max = -Infinity;
  const name = filters.name ? folded(filters.name) : undefined;
  const kept: Priced[] = [];
  for (const entry of found) {
    const all = cheapestOf(entry.rates, context.markup);
    if (!all) continue;
    min = Math.min(min, all.salePrice);
    max = Math.max(max, all.salePrice);
    if (filters.stars?.length && !filters.stars.includes(entry.hotel.stars)) continue;
    if (name && !folded(entry.hotel.name).includes(name)) continue;
    const matching = entry.rates.filter((rate) => (!filters.boards?.length || filters.boards.includes(rate.board)) && (!filters.refundableOnly || rate.refundable));
    const cheapest = matching === entry.rates ? all : cheapestOf(matching, context.markup);
    if (!cheapest) continue;
    if (filters.minPrice !== undefined && cheapest.salePrice < filters.minPrice) continue;
    if (filters.maxPrice !== undefined && cheapest.salePrice > filters.maxPrice) continue;
    kept.push({ found: entry, cheapest });
  }
  kept.sort(SORTS[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  return {
    hotels: kept.slice(start, start + query.pageSize).map((priced) => cardOf(priced, context)),
    total: kept.length,
    priceRange: min === Infinity ? null : { min, max },
  };
}

function cardOf({ found, cheapest }: Priced, context: { nights: number; imagesBase: string }): HotelCard {
  const { hotel, rates } = found;
  return {
    hotelId: hotel.hotelId,
    name: hotel.name,
    stars: hotel.stars,
    address: hotel.address,
    cityName: hotel.cityName,
    countryCode: hotel.countryCode,
    latitude: hotel.latitude,
    longitude: hotel.longitude,
    image: `${context.imagesBase}${hotel.images[0]}`,
    cheapest: { salePrice: cheapest.salePrice, salePerNight: perNight(cheapest.salePrice, context.nights), board: cheapest.rate.board, refundable: cheapest.rate.refundable },
    boards: [...new Set(rates.map((rate) => rate.board))],
    hasRefundable: rates.some((rate) => rate.refundable),
  };
}
