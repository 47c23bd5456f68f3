import type { AdminScanStatus } from '@blog/contract';
import { describe, expect, it } from 'vitest';
import { failureOf, scanView } from './scan-progress';

const idle: AdminScanStatus = {
  running: false,
  phase: 'idle',
  done: 0,
  total: 0,
  startedAt: null,
  finishedAt: null,
  report: null,
};

describe('scanView', () => {
  it('before any scan: nothing to show yet', () => {
    expect(scanView(idle)).toMatchObject({ percent: 0, status: 'normal' });
  });
  it('while listing: an empty active bar', () => {
    expect(scanView({ ...idle, running: true, phase: 'listing' })).toEqual({
      percent: 0,
      status: 'active',
      text: '正在列出音乐文件夹里的文件…',
    });
  });
  it('while reading: the share of files read, rounded down', () => {
    expect(scanView({ ...idle, running: true, phase: 'reading', done: 2, total: 3 })).toEqual({
      percent: 66,
      status: 'active',
      text: '正在读取变动的文件：2 / 3',
    });
  });
  it('when done: full, with the report', () => {
    const done = {
      ...idle,
      phase: 'done' as const,
      finishedAt: '2026-11-26 16:00:00',
      report: { files: 7, added: 1, updated: 0, removed: 2, failed: [] },
    };
    expect(scanView(done)).toEqual({
      percent: 100,
      status: 'success',
      text: '扫描完成（2026-11-26 16:00:00）：共 7 个文件，新增 1，更新 0，移除 2',
    });
    const failing = { ...done, report: { ...done.report, failed: [{ path: 'a.mp3', message: '坏了' }] } };
    expect(scanView(failing)).toMatchObject({
      status: 'exception',
      text: expect.stringContaining('1 个无法读取'),
    });
    expect(failureOf(failing, 'a.mp3')).toBe('坏了');
    expect(failureOf(failing, 'b.mp3')).toBeNull();
  });
  it('when failed: an error bar', () => {
    expect(scanView({ ...idle, phase: 'failed', finishedAt: 'x' }).status).toBe('exception');
  });
});
