import type { ServiceName } from '@portal/contracts';

/** Path prefixes of the main server and the service behind each. Domain issues extend this table. */
export const GATEWAY_ROUTES: readonly { prefix: string; service: ServiceName }[] = [
  { prefix: '/auth', service: 'identity' },
  { prefix: '/auth-check', service: 'identity' },
  { prefix: '/user', service: 'identity' },
  { prefix: '/users', service: 'identity' },
  { prefix: '/company', service: 'identity' },
  { prefix: '/operator', service: 'identity' },
  { prefix: '/captcha', service: 'identity' },
  { prefix: '/contact', service: 'identity' },
  { prefix: '/api/balance', service: 'account' },
  { prefix: '/account', service: 'account' },
  { prefix: '/visa', service: 'visa' },
  { prefix: '/helpdesk', service: 'helpdesk' },
  { prefix: '/notifications', service: 'notifications' },
  { prefix: '/activities', service: 'activities' },
];

export const FRONTED_SERVICES = ['identity', 'account', 'visa', 'helpdesk', 'notifications', 'activities'] as const satisfies readonly ServiceName[];

/** The service owning a path: a prefix matches itself or itself followed by '/'. */
export function serviceFor(path: string): ServiceName | undefined {
  let best: { prefix: string; service: ServiceName } | undefined;
  for (const route of GATEWAY_ROUTES) {
    const matches = path === route.prefix || path.startsWith(`${route.prefix}/`);
    if (matches && (!best || route.prefix.length > best.prefix.length)) best = route;
  }
  return best?.service;
}
