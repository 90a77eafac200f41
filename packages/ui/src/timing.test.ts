import { countdownText } from './timing';

describe('countdown text', () => {
  it('shows minutes and seconds, hours only when there are some', () => {
    expect(countdownText(30 * 60_000)).toBe('30:00');
    expect(countdownText(61_999)).toBe('01:01');
    expect(countdownText(2 * 3_600_000 + 5 * 60_000 + 7_000)).toBe('2:05:07');
  });

  it('never counts below zero', () => {
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5_000)).toBe('00:00');
  });
});
