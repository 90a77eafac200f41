import { isPortalRoute } from './frontend-routes';

describe('isPortalRoute', () => {
  it.each(['/', '/en', '/fr/', '/sign-up', '/fr/reset-password', '/about', '/en/privacy', '/verify-email', '/coming-soon'])('knows the shell page %s', (path) => {
    expect(isPortalRoute(path)).toBe(true);
  });

  it.each(['/b-flights', '/fr/b-flights/summary', '/users/add', '/summary/VIS-123', '/helpdesk/tickets/4711', '/fr/helpdesk/desk/4711', '/operator/top-ups', '/b-activities/'])(
    'knows the remote page %s',
    (path) => {
      expect(isPortalRoute(path)).toBe(true);
    },
  );

  it.each(['/no-such-page', '/fr/no/such/page', '/b-flights/not-a-screen', '/summary', '/helpdesk/tickets/4711/extra', '/de/about', '/fr/fr'])('refuses %s', (path) => {
    expect(isPortalRoute(path)).toBe(false);
  });
});
