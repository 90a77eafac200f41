import { canonicalJson, requestHash } from './idempotency';

describe('idempotency request hashes', () => {
  it('hashes equal requests alike whatever their key order, and different ones apart', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined, e: null }] })).toBe('{"a":[{"d":2,"e":null}],"b":1}');
    expect(requestHash({ a: 1, b: { c: 'x' } })).toBe(requestHash({ b: { c: 'x' }, a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ at: new Date('2026-01-01T00:00:00Z') })).toBe(requestHash({ at: '2026-01-01T00:00:00.000Z' }));
  });
});
