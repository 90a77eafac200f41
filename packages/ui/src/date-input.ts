/** The parts of the date patterns a user may choose (identity's `DATE_FORMATS`), in any order. */
type Token = 'YYYY' | 'MM' | 'DD';

/** The pattern's date tokens in order and its separator, e.g. `DD/MM/YYYY` → DD, MM, YYYY and `/`. */
function partsOf(pattern: string): { order: Token[]; separator: string } {
  const order = pattern.match(/YYYY|MM|DD/g) as Token[] | null;
  const separator = pattern.replace(/YYYY|MM|DD/g, '').charAt(0) || '/';
  return order && order.length === 3 ? { order, separator } : { order: ['DD', 'MM', 'YYYY'], separator: '/' };
}

/** A calendar day (`YYYY-MM-DD`) in the user's date pattern, e.g. `2026-04-12` → `12/04/2026`. */
export function dateText(isoDay: string | undefined, pattern: string): string {
  const match = isoDay ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay) : null;
  if (!match) return isoDay ?? '';
  const values: Record<Token, string> = { YYYY: match[1]!, MM: match[2]!, DD: match[3]! };
  const { order, separator } = partsOf(pattern);
  return order.map((token) => values[token]).join(separator);
}

/**
 * What the user typed, read in their date pattern: the calendar day (`YYYY-MM-DD`), or null when it
 * is not a real day. Any non-digit separates the parts; eight digits alone are read in the pattern's order.
 */
export function parseDateText(text: string, pattern: string): string | null {
  const { order } = partsOf(pattern);
  const trimmed = text.trim();
  let groups = trimmed.split(/\D+/).filter(Boolean);
  if (groups.length === 1 && /^\d{8}$/.test(trimmed)) {
    let at = 0;
    groups = order.map((token) => trimmed.slice(at, (at += token.length)));
  }
  if (groups.length !== 3) return null;
  const values = Object.fromEntries(order.map((token, index) => [token, groups[index]!])) as Record<Token, string>;
  if (values.YYYY.length !== 4 || values.MM.length > 2 || values.DD.length > 2) return null;
  const [year, month, day] = [Number(values.YYYY), Number(values.MM), Number(values.DD)];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/** A date field's value for what was typed: the day when it is one, else the text itself for the form's rule to refuse (nothing when empty). */
export function dateFieldValue(text: string, pattern: string): string | undefined {
  return parseDateText(text, pattern) ?? (text.trim() ? text : undefined);
}

/** The pattern as a hint in the screen's language: French says JJ/MM/AAAA for DD/MM/YYYY. */
export function datePlaceholder(pattern: string, language: string): string {
  const { order, separator } = partsOf(pattern);
  const words: Record<Token, string> = language === 'fr' ? { YYYY: 'AAAA', MM: 'MM', DD: 'JJ' } : { YYYY: 'YYYY', MM: 'MM', DD: 'DD' };
  return order.map((token) => words[token]).join(separator);
}
