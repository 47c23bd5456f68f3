/** What a fence's info string says: ```ts {1,3-4} title="x" → language ts, lines 1 and 3–4 marked. */
export interface CodeInfo {
  language: string;
  /** The rest of the info string after the language, shown beside it in the block's header. */
  attributes: string;
  /** 1-based line ranges to mark, from `{…}`. */
  markedLines: { start: number; end: number }[];
  /** `::open` / `::close`: whether the block starts unfolded. */
  fold: 'open' | 'close' | undefined;
}

const RANGES = /^\s*\d+(?:\s*-\s*\d+)?(?:\s*,\s*\d+(?:\s*-\s*\d+)?)*\s*$/;
const FOLD = /::(open|close)/;

/**
 * Where the `{1,3-4}` of line marks sits in the info string: right after the language or on its
 * own, never inside quotes (as md-editor-rt reads it).
 */
function findLineRanges(info: string): { start: number; end: number; value: string } | undefined {
  const firstSpace = info.search(/\s/);
  let quote = '';
  let escaped = false;
  for (let index = 0; index < info.length; index += 1) {
    const char = info[index];
    if (quote) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'" || char === '`') {
      quote = char;
      continue;
    }
    if (char !== '{') continue;
    const close = info.indexOf('}', index + 1);
    if (close === -1) return undefined;
    const value = info.slice(index + 1, close);
    if (!RANGES.test(value)) continue;
    const before = info[index - 1] ?? '';
    const after = info[close + 1] ?? '';
    const endsWord = !after || /\s/.test(after);
    const afterLanguage = (firstSpace === -1 || index < firstSpace) && !/[\s="'`]/.test(before) && endsWord;
    const standalone = (!before || /\s/.test(before)) && endsWord;
    if (afterLanguage || standalone) return { start: index, end: close + 1, value };
  }
  return undefined;
}

export function parseCodeInfo(rawInfo: string): CodeInfo {
  const fold = FOLD.exec(rawInfo)?.[1] as CodeInfo['fold'];
  const info = rawInfo.replace(FOLD, '').trim();
  const ranges = findLineRanges(info);
  const rest = ranges ? `${info.slice(0, ranges.start)} ${info.slice(ranges.end)}`.trim() : info;
  const space = rest.search(/\s/);
  const markedLines = (ranges?.value.split(',') ?? []).flatMap((range) => {
    const [start = 0, end = start] = range.split('-').map((part) => Number.parseInt(part.trim(), 10));
    return start > 0 && end >= start ? [{ start, end }] : [];
  });
  return {
    language: space === -1 ? rest : rest.slice(0, space),
    attributes: space === -1 ? '' : rest.slice(space).trim(),
    markedLines,
    fold,
  };
}
