/**
 * HTTP byte ranges and validators for audio streaming (RFC 9110 §13–14). Pure: no I/O.
 *
 * One range is served as 206. A request for several ranges is answered with the whole file (200):
 * the RFC allows ignoring Range, and media players never ask for more than one. A `bytes` range that
 * cannot be parsed or lies past the end is refused with 416; another unit is ignored.
 */

export type RangeRequest =
  | { kind: 'none' }
  | { kind: 'single'; start: number; end: number }
  | { kind: 'multiple' }
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'none' };
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return { kind: 'none' };
  const specs = (match[1] ?? '')
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  if (specs.length === 0) return { kind: 'unsatisfiable' };
  if (specs.length > 1) return { kind: 'multiple' };

  const parts = SPEC.exec(specs[0]!);
  if (!parts) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = parts;
  if (first === '' && last === '') return { kind: 'unsatisfiable' };

  if (first === '') {
    // Suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'single', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return { kind: 'unsatisfiable' };
  return { kind: 'single', start, end };
}

/** A strong validator from the file's size and modification time. */
export function fileEtag(size: number, mtimeMs: number): string {
  return `"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match: weak comparison against our entity tag (`*` matches anything). */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/** If-Modified-Since: true when the file has not changed since that date (one-second precision). */
export function notModifiedSince(header: string | undefined, mtimeMs: number): boolean {
  if (!header) return false;
  const since = Date.parse(header);
  if (Number.isNaN(since)) return false;
  return Math.floor(mtimeMs / 1000) * 1000 <= since;
}

/**
 * If-Range: the range applies only when the client's copy is still current — its strong entity tag
 * equals ours, or its date equals our Last-Modified exactly.
 */
export function rangeStillValid(header: string | undefined, etag: string, mtimeMs: number): boolean {
  if (!header) return true;
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !value.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && date === Math.floor(mtimeMs / 1000) * 1000;
}
