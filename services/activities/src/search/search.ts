import { folded, salePriceOf, type ActivityCard, type ActivityFilters, type ActivitySort, type MarkupRule } from '@portal/contracts';
import type { SupplierProduct, SupplierSearchResult } from '../supplier/supplier';

/** A found product with its content and its sale "from" price. */
interface Found {
  product: SupplierProduct;
  fromPrice: number;
}

const SORTS: Record<ActivitySort, (a: Found, b: Found) => number> = {
  price_asc: (a, b) => a.fromPrice - b.fromPrice,
  price_desc: (a, b) => b.fromPrice - a.fromPrice,
  rating_desc: (a, b) => (b.product.rating?.average ?? 0) - (a.product.rating?.average ?? 0) || a.fromPrice - b.fromPrice,
  duration_asc: (a, b) => a.product.durationMinutes - b.product.durationMinutes || a.fromPrice - b.fromPrice,
  duration_desc: (a, b) => b.product.durationMinutes - a.product.durationMinutes || a.fromPrice - b.fromPrice,
  title_asc: (a, b) => a.product.title.en.localeCompare(b.product.title.en),
};

/** Whether cancelling stays free until some hours before the start (free, or a partial policy with a full refund first). */
export function hasFreeCancellation(product: SupplierProduct): boolean {
  const rule = product.cancellationRule;
  return rule.kind === 'free' || (rule.kind === 'partial' && rule.tiers.some((tier) => tier.refundPercent === 100));
}

const rangeOf = (values: number[]) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : null);

/**
 * One page of result cards: products kept by category, confirmation type, free cancellation, text,
 * duration and sale "from" price, sorted and paged; the price and duration ranges are taken over
 * every product found before the filters, for the filters' bounds.
 */
export function searchResults(
  results: SupplierSearchResult[],
  products: Map<string, SupplierProduct>,
  query: { filters: ActivityFilters; sort: ActivitySort; page: number; pageSize: number },
  context: { markup: MarkupRule; imagesBase: string; currency: string },
) {
  const found: Found[] = results.flatMap((result) => {
    const product = products.get(result.productId);
    return product ? [{ product, fromPrice: salePriceOf(context.markup, result.fromPrice) }] : [];
  });
  const { filters } = query;
  const text = filters.text ? folded(filters.text) : undefined;
  const kept = found.filter(({ product, fromPrice }) => {
    if (filters.categories?.length && !filters.categories.includes(product.category)) return false;
    if (filters.confirmationTypes?.length && !filters.confirmationTypes.includes(product.confirmationType)) return false;
    if (filters.freeCancellationOnly && !hasFreeCancellation(product)) return false;
    if (filters.minPrice !== undefined && fromPrice < filters.minPrice) return false;
    if (filters.maxPrice !== undefined && fromPrice > filters.maxPrice) return false;
    if (filters.minDuration !== undefined && product.durationMinutes < filters.minDuration) return false;
    if (filters.maxDuration !== undefined && product.durationMinutes > filters.maxDuration) return false;
    return !text || folded(product.title.en).includes(text) || folded(product.title.fr).includes(text);
  });
  kept.sort(SORTS[query.sort]);
  const start = (query.page - 1) * query.pageSize;
  const activities: ActivityCard[] = kept.slice(start, start + query.pageSize).map(({ product, fromPrice }) => ({
    productId: product.productId,
    title: product.title,
    image: `${context.imagesBase}${product.images[0]}`,
    category: product.category,
    durationMinutes: product.durationMinutes,
    fromPrice,
    pricing: product.pricing,
    currency: context.currency,
    rating: product.rating,
    freeCancellation: hasFreeCancellation(product),
    confirmationType: product.confirmationType,
    cityName: product.cityName,
  }));
  return {
    activities,
    total: kept.length,
    priceRange: rangeOf(found.map((entry) => entry.fromPrice)),
    durationRange: rangeOf(found.map((entry) => entry.product.durationMinutes)),
  };
}
