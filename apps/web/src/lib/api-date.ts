/** The API's wall-clock format (docs/design.md §5), optionally with `T` and without seconds. */
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** The site's time zone is Asia/Shanghai, which has had no daylight saving since 1991. */
const SITE_OFFSET_MS = 8 * 60 * 60 * 1000;

/**
 * Parses a date the API sends (`YYYY-MM-DD HH:mm:ss`, site time +08:00) into an instant.
 * Strings with an explicit zone (ISO 8601 with `Z` or `+hh:mm`) are parsed as such.
 * Returns null for anything that is not a real calendar date and time.
 */
export function parseApiDate(value: string): Date | null {
  const trimmed = value.trim();
  const match = API_DATE.exec(trimmed);
  if (!match) {
    if (!/\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(trimmed)) return null;
    const zoned = new Date(trimmed);
    return Number.isNaN(zoned.getTime()) ? null : zoned;
  }
  const [year, month, day, hour, minute, second] = match
    .slice(1)
    .map((part) => (part === undefined ? 0 : Number(part))) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Date.UTC rolls 02-31 over to March; a round trip catches impossible dates and hours.
  const check = new Date(utc);
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    check.getUTCHours() !== hour ||
    check.getUTCMinutes() !== minute ||
    check.getUTCSeconds() !== second
  ) {
    return null;
  }
  return new Date(utc - SITE_OFFSET_MS);
}

/** The calendar year at `instant` in the site's time zone: the same on the server and in any browser. */
export const siteYear = (instant: Date): number =>
  new Date(instant.getTime() + SITE_OFFSET_MS).getUTCFullYear();
