import { dateFieldValue, datePlaceholder, dateText, parseDateText } from './date-input';

describe('dates typed in the user format', () => {
  it('shows a day in each format a user may choose', () => {
    expect(dateText('2026-04-12', 'DD/MM/YYYY')).toBe('12/04/2026');
    expect(dateText('2026-04-12', 'MM/DD/YYYY')).toBe('04/12/2026');
    expect(dateText('2026-04-12', 'YYYY-MM-DD')).toBe('2026-04-12');
    expect(dateText(undefined, 'DD/MM/YYYY')).toBe('');
  });

  it('reads what was typed in that format, never as month first when the user writes day first', () => {
    expect(parseDateText('12/04/2026', 'DD/MM/YYYY')).toBe('2026-04-12');
    expect(parseDateText('12/04/2026', 'MM/DD/YYYY')).toBe('2026-12-04');
    expect(parseDateText('2026-04-12', 'YYYY-MM-DD')).toBe('2026-04-12');
    expect(parseDateText(' 1.4.2026 ', 'DD/MM/YYYY')).toBe('2026-04-01');
    expect(parseDateText('12042026', 'DD/MM/YYYY')).toBe('2026-04-12');
  });

  it('refuses what is not a real day', () => {
    expect(parseDateText('31/02/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('12/13/2026', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('12/04', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('12/04/26', 'DD/MM/YYYY')).toBeNull();
    expect(parseDateText('', 'DD/MM/YYYY')).toBeNull();
  });

  it('keeps what is not a day yet for the form to refuse, and nothing for an empty field', () => {
    expect(dateFieldValue('12/04/2026', 'DD/MM/YYYY')).toBe('2026-04-12');
    expect(dateFieldValue('12/04', 'DD/MM/YYYY')).toBe('12/04');
    expect(dateFieldValue('  ', 'DD/MM/YYYY')).toBeUndefined();
  });

  it('hints the format in the screen language', () => {
    expect(datePlaceholder('DD/MM/YYYY', 'en')).toBe('DD/MM/YYYY');
    expect(datePlaceholder('DD/MM/YYYY', 'fr')).toBe('JJ/MM/AAAA');
    expect(datePlaceholder('YYYY-MM-DD', 'fr')).toBe('AAAA-MM-JJ');
  });
});
