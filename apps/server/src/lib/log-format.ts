/** Pino's level numbers as a person reads them on a terminal. */
const LEVELS: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

/** What a log line carries besides these is shown as key=value after the message. */
const KNOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'err', 'reqId']);

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * One of pino's JSON lines as a terminal shows it (`npm start` by hand: README "Logs"):
 * `12:03:45 WARN message key=value`, an error's stack below. Anything not JSON passes as it is.
 */
export function readableLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now());
  const clock = `${twoDigits(time.getHours())}:${twoDigits(time.getMinutes())}:${twoDigits(time.getSeconds())}`;
  const level = LEVELS[Number(entry.level)] ?? String(entry.level);
  const extra = Object.entries(entry)
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  const err = entry.err as { stack?: string; message?: string } | undefined;
  const stack = err ? `\n${err.stack ?? err.message ?? JSON.stringify(err)}` : '';
  return `${[clock, level, typeof entry.msg === 'string' ? entry.msg : '', ...extra].join(' ')}${stack}\n`;
}

/** A destination for pino that writes readable lines to `out` (a terminal). */
export const readableLog = (out: NodeJS.WritableStream) => ({
  write: (line: string) => void out.write(readableLogLine(line)),
});
