/**
 * Default local ports. Every one is overridable by environment (see README); these are the
 * values a fresh `npm start` uses on 127.0.0.1.
 */
export const DEFAULT_PORTS = {
  shell: 8080,
  /** The white-label example page (examples/partner-site), which embeds the hotels remote. */
  partnerSite: 8090,
  remotes: { flights: 8101, hotels: 8102, transfers: 8103, visa: 8104, helpdesk: 8105, account: 8106 },
  /** The main server: a gateway fronting identity, account, visa, helpdesk, notifications and activities. */
  gateway: 4000,
  services: {
    identity: 4001,
    account: 4002,
    visa: 4003,
    helpdesk: 4004,
    notifications: 4005,
    activities: 4006,
    flights: 4100,
    hotels: 4200,
    transfers: 4300,
    /** The sandbox card payment gateway: its own origin, its own card page. */
    payments: 4400,
  },
} as const;

export type ServiceName = keyof typeof DEFAULT_PORTS.services;

/** A service's internal listener (service-to-service routes) is on its public port plus this, by default. */
export const INTERNAL_PORT_OFFSET = 1000;

/** Where a local service's internal listener is by default (`<NAME>_INTERNAL_URL` overrides it). */
export function defaultInternalUrl(name: ServiceName): string {
  return `http://127.0.0.1:${DEFAULT_PORTS.services[name] + INTERNAL_PORT_OFFSET}`;
}
