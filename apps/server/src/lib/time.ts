/** ISO-8601 UTC timestamp, the storage format of every date column. */
export const nowIso = (): string => new Date().toISOString();

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** `YYYY-MM-DD HH:mm:ss` in the given IANA time zone (the API's date format). */
export function formatDateTime(iso: string, timeZone: string): string {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(iso))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Reads a `YYYY-MM-DD HH:mm:ss` wall-clock time in a time zone back to an ISO UTC string. */
export function parseDateTime(local: string, timeZone: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(local.trim());
  if (!match) throw new RangeError(`Not a date: ${local}`);
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = match;
  const asUtc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  // The zone's offset at that instant, found by formatting the UTC guess in the zone.
  const shown = formatDateTime(new Date(asUtc).toISOString(), timeZone);
  const shownUtc = Date.parse(shown.replace(' ', 'T') + 'Z');
  return new Date(asUtc - (shownUtc - asUtc)).toISOString();
}
