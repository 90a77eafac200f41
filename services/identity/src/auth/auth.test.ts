import { partnerLinkTimeRefusal } from './auth';

describe('partnerLinkTimeRefusal', () => {
  const issuedAt = 1_767_225_600;
  const at = (secondsLater: number) => (issuedAt + secondsLater) * 1000;

  it('accepts a link up to 5 minutes old and up to a minute ahead of the clock', () => {
    expect(partnerLinkTimeRefusal(issuedAt, at(0))).toBeUndefined();
    expect(partnerLinkTimeRefusal(issuedAt, at(300))).toBeUndefined();
    expect(partnerLinkTimeRefusal(issuedAt, at(-60))).toBeUndefined();
  });

  it('refuses a link older than 5 minutes, or dated more than a minute ahead', () => {
    expect(partnerLinkTimeRefusal(issuedAt, at(301))).toMatchObject({ code: 'partner_link_expired', status: 401 });
    expect(partnerLinkTimeRefusal(issuedAt, at(-61))).toMatchObject({ code: 'partner_link_not_yet_valid', status: 401 });
  });
});
