/**
 * LRC lyrics: parsing whatever real files contain into time-ordered lines, and writing them back
 * in the one form every player understands (`[mm:ss.xx]text`). Pure: no I/O.
 *
 * Understood: [mm:ss], [mm:ss.x], [mm:ss.xx], [mm:ss.xxx] (also with `:` or `,` before the fraction),
 * [h:mm:ss.xx] and 100+ minute [mmm:ss.xx]; several timestamps on one line; [offset:±ms]; metadata
 * tags ([ti:], [ar:], [al:], [by:] …); `[tr]` translation lines; NetEase's JSON credit lines
 * (`{"t":0,"c":[{"tx":"作词: "},{"tx":"李叔同"}]}`) and word-timed lines (`[1200,800](1200,300,0)字`);
 * enhanced-LRC word stamps (`<00:12.34>`); byte-order marks, CRLF and blank lines.
 */

export interface LyricLine {
  /** Milliseconds from the start of the track. */
  time: number;
  text: string;
}

export interface ParsedLyrics {
  /** Timed lines in time order (lines sharing a time keep their file order). */
  lines: LyricLine[];
  /** Lines marked `[tr]`: a translation carried inside the same file. */
  translations: LyricLine[];
  /** Metadata tags by lower-case name (`ti`, `ar`, `al`, `by`, `offset` …). */
  tags: Record<string, string>;
  /** Lines without any timestamp, in file order (what an unsynchronised lyric consists of). */
  plain: string[];
}

const BOM = /\uFEFF/g;
/** m:s, m:s.f, m:s:f (legacy centiseconds), h:m:s.f; an optional minus sign. */
const TIMESTAMP = /^\s*(-)?(\d{1,4}):(\d{1,2})(?::(\d{1,2}))?(?:[.,:](\d{1,6}))?\s*$/;
const HOURS_TIMESTAMP = /^\s*(-)?(\d{1,2}):(\d{1,2}):(\d{1,2})[.,](\d{1,6})\s*$/;
const METADATA = /^([a-zA-Z][a-zA-Z0-9_#-]*)\s*:(.*)$/s;
const TRANSLATION_MARK = /^tr(?::[a-zA-Z-]*)?$/i;
const WORD_STAMP = /<\d{1,4}:\d{1,2}(?:[.:]\d{1,6})?>/g;
const NETEASE_WORD_LINE = /^\[(\d+),(\d+)\](.*)$/;
const NETEASE_WORD_STAMP = /\(\d+,\d+(?:,\d+)?\)/g;

/** Milliseconds for a fraction written with 1–6 digits: "5" → 500, "05" → 50, "123" → 123. */
function fractionMs(digits: string | undefined): number {
  if (!digits) return 0;
  return Math.round(Number(`0.${digits}`) * 1000);
}

/** The time a `[...]` tag's content stands for, or null when it is not a timestamp. */
export function parseTimestamp(content: string): number | null {
  const hours = HOURS_TIMESTAMP.exec(content);
  if (hours) {
    const [, minus, h, m, s, fraction] = hours;
    const ms = (Number(h) * 3600 + Number(m) * 60 + Number(s)) * 1000 + fractionMs(fraction);
    return minus ? -ms : ms;
  }
  const match = TIMESTAMP.exec(content);
  if (!match) return null;
  const [, minus, minutes, seconds, legacyCentiseconds, fraction] = match;
  // [mm:ss:xx] is the old centisecond form; it never comes with a further fraction.
  if (legacyCentiseconds !== undefined && fraction !== undefined) return null;
  const ms = (Number(minutes) * 60 + Number(seconds)) * 1000 + fractionMs(legacyCentiseconds ?? fraction);
  return minus ? -ms : ms;
}

interface JsonCredit {
  t?: unknown;
  c?: unknown;
}

/** NetEase's `{"t":0,"c":[{"tx":"作词: "},{"tx":"李叔同"}]}` credit lines. */
function parseJsonLine(line: string): LyricLine | null {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { t, c } = value as JsonCredit;
  if (typeof t !== 'number' || !Number.isFinite(t) || !Array.isArray(c)) return null;
  const text = c
    .map((part: unknown) =>
      part && typeof part === 'object' && typeof (part as { tx?: unknown }).tx === 'string'
        ? (part as { tx: string }).tx
        : '',
    )
    .join('')
    .trim();
  return { time: t, text };
}

const cleanText = (text: string) => text.replace(WORD_STAMP, '').replace(/\s+/g, ' ').trim();

export function parseLrc(source: string): ParsedLyrics {
  const result: ParsedLyrics = { lines: [], translations: [], tags: {}, plain: [] };
  const timed: (LyricLine & { translation: boolean })[] = [];

  for (const rawLine of source.replace(BOM, '').split(/\r\n|\r|\n/)) {
    const line = rawLine.trim();
    if (!line) continue;

    if (line.startsWith('{')) {
      const credit = parseJsonLine(line);
      if (credit) timed.push({ ...credit, translation: false });
      continue;
    }

    const wordLine = NETEASE_WORD_LINE.exec(line);
    if (wordLine) {
      timed.push({
        time: Number(wordLine[1]),
        text: cleanText((wordLine[3] ?? '').replace(NETEASE_WORD_STAMP, '')),
        translation: false,
      });
      continue;
    }

    const times: number[] = [];
    let rest = line;
    let translation = false;
    let metadata: [string, string] | null = null;
    while (rest.startsWith('[')) {
      const close = rest.indexOf(']');
      if (close < 0) break;
      const content = rest.slice(1, close);
      const time = parseTimestamp(content);
      if (time !== null) {
        times.push(time);
      } else if (times.length > 0 && TRANSLATION_MARK.test(content.trim())) {
        translation = true;
      } else if (times.length === 0 && METADATA.test(content)) {
        const [, key = '', value = ''] = METADATA.exec(content) ?? [];
        metadata = [key.toLowerCase(), value.trim()];
        break;
      } else {
        // Not a tag we know (e.g. "[Chorus]" after the timestamps): it belongs to the text.
        break;
      }
      rest = rest.slice(close + 1);
    }

    if (times.length > 0) {
      const text = cleanText(rest);
      for (const time of times) timed.push({ time, text, translation });
    } else if (metadata) {
      result.tags[metadata[0]] = metadata[1];
    } else {
      const text = cleanText(line);
      if (text) result.plain.push(text);
    }
  }

  // A positive offset shows the lyrics sooner.
  const offset = Number.parseInt(result.tags.offset ?? '0', 10) || 0;
  const ordered = timed
    .map((line) => ({ ...line, time: Math.max(0, line.time - offset) }))
    .sort((a, b) => a.time - b.time);
  for (const { time, text, translation } of ordered) {
    (translation ? result.translations : result.lines).push({ time, text });
  }
  return result;
}

/** `[mm:ss.xx]` (minutes grow past two digits for long tracks). */
export function formatTimestamp(ms: number): string {
  const centiseconds = Math.max(0, Math.round(ms / 10));
  const minutes = Math.floor(centiseconds / 6000);
  const seconds = Math.floor(centiseconds / 100) % 60;
  const fraction = centiseconds % 100;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `[${pad(minutes)}:${pad(seconds)}.${pad(fraction)}]`;
}

/** Lines as `[mm:ss.xx]text`, one per line, in the order given. */
export function formatLrc(lines: readonly LyricLine[]): string {
  return lines.map((line) => formatTimestamp(line.time) + line.text).join('\n');
}

/**
 * The text a client gets: timed lines when there are any, else the plain lines (an unsynchronised
 * lyric); '' when the source holds no lyric at all (only tags, or nothing).
 */
export function lyricText(parsed: ParsedLyrics): string {
  if (parsed.lines.length > 0) return formatLrc(parsed.lines);
  return parsed.plain.join('\n');
}

/** True when the text looks like LRC (at least one line starting with a timestamp). */
export function looksLikeLrc(text: string): boolean {
  return parseLrc(text).lines.length > 0;
}
