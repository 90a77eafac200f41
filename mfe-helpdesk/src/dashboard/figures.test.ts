import { durationParts, monthLabel, percentOf } from './figures';

describe('dashboard figures', () => {
  it('splits service minutes into hours and minutes', () => {
    expect(durationParts(125)).toEqual({ hours: 2, minutes: 5 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
  });

  it('shows a share as a percentage', () => {
    expect(percentOf(0.1234)).toBe(12.3);
    expect(percentOf(0)).toBe(0);
  });

  it('names months in the reader’s language', () => {
    expect(monthLabel('2026-03', 'en')).toBe('Mar 2026');
    expect(monthLabel('2026-03', 'fr')).toBe('mars 2026');
  });
});
