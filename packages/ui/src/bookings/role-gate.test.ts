import { roleAllowed } from './role-gate';

describe('role gate', () => {
  it('lets in only the named roles', () => {
    expect(roleAllowed('agency_admin', ['agency_admin'])).toBe(true);
    expect(roleAllowed('agent', ['agency_admin'])).toBe(false);
    expect(roleAllowed('operator', ['agency_admin', 'operator'])).toBe(true);
  });

  it('keeps out a session without a role', () => {
    expect(roleAllowed(undefined, ['agent'])).toBe(false);
    expect(roleAllowed(undefined, [])).toBe(false);
  });
});
