import { describe, expect, it } from 'vitest';
import { fileEtag, noneMatch, notModifiedSince, parseRange, rangeStillValid } from './http-range';

describe('parseRange', () => {
  const size = 10_000;
  it.each([
    [undefined, { kind: 'none' }],
    ['', { kind: 'none' }],
    ['items=0-5', { kind: 'none' }],
    ['bytes=0-499', { kind: 'single', start: 0, end: 499 }],
    ['bytes=0-0', { kind: 'single', start: 0, end: 0 }],
    ['bytes=5000-5999', { kind: 'single', start: 5000, end: 5999 }],
    ['bytes=100-', { kind: 'single', start: 100, end: 9999 }],
    ['bytes=-500', { kind: 'single', start: 9500, end: 9999 }],
    ['bytes=-20000', { kind: 'single', start: 0, end: 9999 }],
    ['bytes=9000-20000', { kind: 'single', start: 9000, end: 9999 }],
    ['Bytes = 1-2', { kind: 'single', start: 1, end: 2 }],
    ['bytes=0-1, 5-6', { kind: 'multiple' }],
    ['bytes=10000-', { kind: 'unsatisfiable' }],
    ['bytes=20000-30000', { kind: 'unsatisfiable' }],
    ['bytes=500-100', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=-', { kind: 'unsatisfiable' }],
    ['bytes=', { kind: 'unsatisfiable' }],
    ['bytes=abc', { kind: 'unsatisfiable' }],
    ['bytes=1.5-2', { kind: 'unsatisfiable' }],
  ])('%s', (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected);
  });

  it('cannot serve a suffix of an empty file', () => {
    expect(parseRange('bytes=-1', 0)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('validators', () => {
  const mtime = Date.UTC(2025, 0, 2, 3, 4, 5, 678);
  const etag = fileEtag(1234, mtime);

  it('makes a strong tag from size and time', () => {
    expect(etag).toBe(`"4d2-${Math.floor(mtime).toString(16)}"`);
    expect(fileEtag(1234, mtime + 1)).not.toBe(etag);
  });

  it('If-None-Match compares weakly and accepts lists and *', () => {
    expect(noneMatch(etag, etag)).toBe(true);
    expect(noneMatch(`W/${etag}`, etag)).toBe(true);
    expect(noneMatch(`"other", ${etag}`, etag)).toBe(true);
    expect(noneMatch('*', etag)).toBe(true);
    expect(noneMatch('"other"', etag)).toBe(false);
    expect(noneMatch(undefined, etag)).toBe(false);
  });

  it('If-Modified-Since works to the second', () => {
    const lastModified = new Date(mtime).toUTCString();
    expect(notModifiedSince(lastModified, mtime)).toBe(true);
    expect(notModifiedSince(new Date(mtime + 5000).toUTCString(), mtime)).toBe(true);
    expect(notModifiedSince(new Date(mtime - 5000).toUTCString(), mtime)).toBe(false);
    expect(notModifiedSince('not a date', mtime)).toBe(false);
  });

  it('If-Range needs the strong tag or the exact date', () => {
    expect(rangeStillValid(undefined, etag, mtime)).toBe(true);
    expect(rangeStillValid(etag, etag, mtime)).toBe(true);
    expect(rangeStillValid(`W/${etag}`, etag, mtime)).toBe(false);
    expect(rangeStillValid('"stale"', etag, mtime)).toBe(false);
    expect(rangeStillValid(new Date(mtime).toUTCString(), etag, mtime)).toBe(true);
    expect(rangeStillValid(new Date(mtime - 60_000).toUTCString(), etag, mtime)).toBe(false);
  });
});
