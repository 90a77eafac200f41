import { leavesOf, navigationFor, selectedEntry } from './navigation';

const paths = (role: Parameters<typeof navigationFor>[0]) => leavesOf(navigationFor(role)).map((leaf) => leaf.to);

describe('header navigation by role', () => {
  it('gives agency admins the products and the agency’s management', () => {
    expect(paths('agency_admin')).toEqual(expect.arrayContaining(['/b-flights', '/helpdesk', '/users', '/distributor/markup', '/finance', '/reports']));
  });

  it('keeps agents to the products and the helpdesk', () => {
    const agent = paths('agent');
    expect(agent).toEqual(expect.arrayContaining(['/b-flights', '/visa', '/helpdesk/tickets']));
    for (const adminOnly of ['/users', '/users/add', '/distributor/markup', '/finance', '/reports']) expect(agent).not.toContain(adminOnly);
    expect(paths(undefined)).toEqual(agent);
  });

  it('gives operators the back office instead of the product areas', () => {
    expect(paths('operator')).toEqual(['/operator/agencies', '/operator/top-ups', '/operator/emails', '/helpdesk/desk', '/visa/desk']);
  });

  it('selects the closest entry of a path, query included', () => {
    const admin = navigationFor('agency_admin');
    expect(selectedEntry(admin, '/b-flights/summary')).toEqual(['/b-flights']);
    expect(selectedEntry(admin, '/users/add')).toEqual(['/users/add']);
    expect(selectedEntry(admin, '/distributor/account', '?tab=company')).toEqual(['/distributor/account?tab=company']);
    expect(selectedEntry(admin, '/distributor/account', '?tab=profile')).toEqual([]);
    expect(selectedEntry(admin, '/about')).toEqual([]);
  });
});
