/** Digits per currency code, read once: Intl builds a whole number format to answer. */
const digitsOf = new Map<string, number>();

/** Decimal places of a currency's minor unit (EUR 2, TND 3, JPY 0). */
export function currencyDigits(currency: string): number {
  let digits = digitsOf.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsOf.set(currency, digits);
  }
  return digits;
}

/** An amount in minor units, shown in the reader's language: `1 500,00 €` or `€1,500.00`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { style: 'currency', currency, minimumFractionDigits: digits }).format(minor / 10 ** digits);
}

/**
 * A moment in the user's own date and time format and time zone (profile settings), e.g.
 * `DD/MM/YYYY HH:mm` or `MM/DD/YYYY hh:mm A`. Tokens: YYYY, MM, DD, HH, hh, mm, A.
 */
export function formatDateTime(iso: string | Date, pattern: string, timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  const hour = Number(parts.hour);
  const tokens: Record<string, string> = {
    YYYY: parts.year!,
    MM: parts.month!,
    DD: parts.day!,
    HH: String(hour).padStart(2, '0'),
    hh: String(hour % 12 === 0 ? 12 : hour % 12).padStart(2, '0'),
    mm: parts.minute!,
    A: hour < 12 ? 'AM' : 'PM',
  };
  return pattern.replace(/YYYY|MM|DD|HH|hh|mm|A/g, (token) => tokens[token]!);
}

/** The date part of a user's `dateTimeFormat` (`DD/MM/YYYY HH:mm` → `DD/MM/YYYY`). */
export function datePatternOf(dateTimeFormat: string): string {
  return dateTimeFormat.split(' ')[0] ?? 'DD/MM/YYYY';
}

/** Text without accents, in lower case: what name look-ups compare ("zurich" finds "Zürich"). */
export function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}
