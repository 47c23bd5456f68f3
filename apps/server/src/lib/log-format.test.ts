import { describe, expect, it } from 'vitest';
import { readableLogLine } from './log-format';

describe('readableLogLine', () => {
  it('writes a pino line as time, level, message and the rest as key=value', () => {
    const time = new Date(2026, 0, 2, 3, 4, 5).getTime();
    const line = JSON.stringify({
      level: 40,
      time,
      pid: 1,
      hostname: 'h',
      msg: '慢',
      signal: 'SIGTERM',
      n: 2,
    });
    expect(readableLogLine(line)).toBe('03:04:05 WARN 慢 signal=SIGTERM n=2\n');
  });

  it('puts an error’s stack under its line, and passes what is not JSON', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'unexpected error',
      err: { stack: 'Error: x\n    at y' },
    });
    expect(readableLogLine(line)).toMatch(/ ERROR unexpected error\nError: x\n {4}at y\n$/);
    expect(readableLogLine('plain')).toBe('plain\n');
  });
});
