import type { Airport } from '@portal/contracts';
import { AIRPORTS } from '../supplier/sandbox';

/** Airport autocomplete: IATA code first, then city, then name or country. */
export function findAirports(query: string, limit: number): Airport[] {
  const q = query.toLowerCase();
  const scored = AIRPORTS.map((a) => {
    const score = a.iata.toLowerCase() === q ? 0 : a.city.toLowerCase().startsWith(q) ? 1 : a.name.toLowerCase().includes(q) || a.country.toLowerCase().startsWith(q) ? 2 : 9;
    return { a, score };
  })
    .filter((x) => x.score < 9)
    .sort((x, y) => x.score - y.score || x.a.city.localeCompare(y.a.city));
  return scored.slice(0, limit).map(({ a }) => ({ iata: a.iata, name: a.name, city: a.city, country: a.country, tz: a.tz }));
}
