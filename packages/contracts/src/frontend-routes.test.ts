import { isPortalRoute, remoteOfPath } from './frontend-routes';

describe('isPortalRoute', () => {
  it.each(['/', '/en', '/fr/', '/sign-up', '/fr/reset-password', '/about', '/en/privacy', '/verify-email', '/coming-soon'])('knows the shell page %s', (path) => {
    expect(isPortalRoute(path)).toBe(true);
  });

  it.each(['/b-flights', '/fr/b-flights/summary', '/users/add', '/summary/VIS-123', '/helpdesk/tickets/4711', '/fr/helpdesk/desk/4711', '/operator/top-ups', '/b-activities/', '/B-Flights'])(
    'knows the remote page %s',
    (path) => {
      expect(isPortalRoute(path)).toBe(true);
    },
  );

  it.each(['/no-such-page', '/fr/no/such/page', '/b-flights/not-a-screen', '/summary', '/helpdesk/tickets/4711/extra', '/de/about', '/fr/fr'])('refuses %s', (path) => {
    expect(isPortalRoute(path)).toBe(false);
  });
});

describe('remoteOfPath', () => {
  it.each([
    ['/b-flights', 'flights'],
    ['/fr/b-hotels/summary', 'hotels'],
    ['/b-transfers', 'transfers'],
    ['/b-activities/summary', 'transfers'],
    ['/summary/VR-1042', 'visa'],
    ['/en/visa/hotel/', 'visa'],
    ['/helpdesk/tickets/all', 'helpdesk'],
    ['/helpdesk/tickets/17', 'helpdesk'],
    ['/distributor/markup', 'account'],
    ['/Finance', 'account'],
  ])('gives %s to %s', (path, remote) => {
    expect(remoteOfPath(path)).toBe(remote);
  });

  it.each(['/', '/fr', '/about', '/b-flights/unknown', '/summary', '/fr/fr/b-flights'])('gives %s to none (the shell or nobody)', (path) => {
    expect(remoteOfPath(path)).toBeNull();
  });
});
