import { datePatternOf, formatDateTime, formatMoney } from './format';

describe('formatting for the user', () => {
  it('shows a moment in the user’s pattern and time zone', () => {
    const at = '2026-11-21T17:05:00.000Z';
    expect(formatDateTime(at, 'DD/MM/YYYY HH:mm', 'Europe/Paris')).toBe('21/11/2026 18:05');
    expect(formatDateTime(at, 'MM/DD/YYYY hh:mm A', 'America/New_York')).toBe('11/21/2026 12:05 PM');
    expect(formatDateTime(at, 'YYYY-MM-DD HH:mm', 'Not/AZone')).toBe('2026-11-21 17:05');
    expect(datePatternOf('MM/DD/YYYY hh:mm A')).toBe('MM/DD/YYYY');
  });

  it('shows minor units in the currency’s own decimals and the reader’s language', () => {
    expect(formatMoney(150000, 'EUR', 'en')).toBe('€1,500.00');
    expect(formatMoney(150000, 'EUR', 'fr')).toBe('1\u202f500,00\u00a0€');
    expect(formatMoney(1500, 'TND', 'en')).toBe('TND\u00a01.500');
  });

  it('keeps each zone, language and currency apart when formatting again (each formatter is built once)', () => {
    const at = '2026-11-21T17:05:00.000Z';
    for (let round = 0; round < 2; round += 1) {
      expect(formatDateTime(at, 'HH:mm', 'Not/AZone')).toBe('17:05');
      expect(formatDateTime(at, 'HH:mm', 'Europe/Paris')).toBe('18:05');
      expect(formatDateTime(at, 'HH:mm', 'Asia/Tokyo')).toBe('02:05');
      expect(formatMoney(150000, 'EUR', 'fr')).toBe('1\u202f500,00\u00a0€');
      expect(formatMoney(150000, 'EUR', 'en')).toBe('€1,500.00');
      expect(formatMoney(150000, 'TND', 'en')).toBe('TND\u00a0150.000');
    }
  });
});
