import { readFileSync } from 'node:fs';

/** A real airport as the sandbox suppliers sell it (flights' routes, transfers' pickup points). */
export interface SandboxAirport {
  iata: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lon: number;
  /** IANA time zone. */
  tz: string;
  /** The terminals passengers are met at; empty for an airport of one terminal. */
  terminals: string[];
}

/** 141 real airports from OpenFlights' public data (`npm run airports -w packages/bookings` rebuilds them), shared by every sandbox supplier. */
export const SANDBOX_AIRPORTS: readonly SandboxAirport[] = JSON.parse(readFileSync(new URL('../data/airports.json', import.meta.url), 'utf8'));
