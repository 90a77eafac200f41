import { findRemote } from './find-remote';

describe('findRemote', () => {
  it('maps every route of spec §2 to its remote', () => {
    expect(findRemote('/b-flights')).toBe('flights');
    expect(findRemote('/b-hotels/summary')).toBe('hotels');
    expect(findRemote('/b-transfers')).toBe('transfers');
    expect(findRemote('/summary/VR-1042')).toBe('visa');
    expect(findRemote('/visa/hotel')).toBe('visa');
    expect(findRemote('/helpdesk/tickets/all')).toBe('helpdesk');
    expect(findRemote('/helpdesk/tickets/17')).toBe('helpdesk');
    expect(findRemote('/distributor/markup')).toBe('account');
    expect(findRemote('/finance')).toBe('account');
  });

  it('owns nothing else', () => {
    expect(findRemote('/about')).toBeNull();
    expect(findRemote('/b-flights/unknown')).toBeNull();
    expect(findRemote('/summary')).toBeNull();
  });
});
