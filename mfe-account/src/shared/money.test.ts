import { toMajor, toMinor } from './money';

describe('money typed in major units', () => {
  it('converts with the currency’s own minor unit', () => {
    expect(toMinor(150.5, 'EUR')).toBe(15050);
    expect(toMinor(12.345, 'TND')).toBe(12345);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
    expect(toMajor(15050, 'EUR')).toBe(150.5);
    expect(toMajor(12345, 'TND')).toBe(12.345);
  });
});
