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

/** Money formats by locale and currency, built once each: a list formats every row's amounts. */
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** An amount in minor units, shown in the reader's language: `1 500,00 €` or `€1,500.00`. */
export function formatMoney(minor: number, currency: string, language: string): string {
  const digits = currencyDigits(currency);
  const locale = language === 'fr' ? 'fr-FR' : 'en-GB';
  const key = `${locale} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 10 ** digits);
}

/** Each time zone's formatter of a moment's parts, built once; a zone Intl does not know reads as UTC. */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormatOf(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    partsFormats.set(timeZone, format);
  }
  return format;
}

/**
 * A moment in the user's own date and time format and time zone (profile settings), e.g.
 * `DD/MM/YYYY HH:mm` or `MM/DD/YYYY hh:mm A`. Tokens: YYYY, MM, DD, HH, hh, mm, A.
 */
export function formatDateTime(iso: string | Date, pattern: string, timeZone = 'UTC'): string {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  const parts = Object.fromEntries(
    partsFormatOf(timeZone)
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
