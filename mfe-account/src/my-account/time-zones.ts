export interface TimeZoneOption {
  value: string;
  /** `(UTC+01:00) Europe/Paris`, the way the session record names a zone. */
  label: string;
  offsetMinutes: number;
}

function offsetOf(timeZone: string, at: Date): { text: string; minutes: number } {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value;
  const text = name?.replace('GMT', '') || '+00:00';
  const match = /^([+-])(\d{2}):(\d{2})$/.exec(text);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
  return { text: match ? text : '+00:00', minutes };
}

let cached: TimeZoneOption[] | undefined;

/** Every IANA zone the browser knows, labelled with today's UTC offset, west to east. */
export function timeZoneOptions(at = new Date()): TimeZoneOption[] {
  if (cached) return cached;
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  cached = zones
    .map((zone) => {
      const offset = offsetOf(zone, at);
      return { value: zone, label: `(UTC${offset.text}) ${zone}`, offsetMinutes: offset.minutes };
    })
    .sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.value.localeCompare(b.value));
  return cached;
}
