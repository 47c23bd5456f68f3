import { describe, expect, it } from 'vitest';
import { createReadingClock, MAX_REPORTED_MS, reportableDuration } from './reading-clock';

describe('createReadingClock', () => {
  it('counts the time since the start', () => {
    const clock = createReadingClock(1000);
    expect(clock.take(4000)).toBe(3000);
  });

  it('leaves out the time the page was hidden', () => {
    const clock = createReadingClock(0);
    clock.pause(2000);
    clock.resume(10_000);
    expect(clock.take(13_000)).toBe(5000);
  });

  it('starts counting only once a hidden page becomes visible', () => {
    const clock = createReadingClock(0, false);
    clock.resume(5000);
    expect(clock.take(6000)).toBe(1000);
  });

  it('restarts the count with each take, and a paused clock stays paused', () => {
    const clock = createReadingClock(0);
    expect(clock.take(1000)).toBe(1000);
    expect(clock.take(1500)).toBe(500);
    clock.pause(2000);
    expect(clock.take(9000)).toBe(500);
    expect(clock.take(12_000)).toBe(0);
  });

  it('ignores repeated pauses and resumes', () => {
    const clock = createReadingClock(0);
    clock.resume(500);
    clock.pause(1000);
    clock.pause(3000);
    expect(clock.take(4000)).toBe(1000);
  });
});

describe('reportableDuration', () => {
  it('drops visits under a second and rounds the rest', () => {
    expect(reportableDuration(999)).toBeNull();
    expect(reportableDuration(Number.NaN)).toBeNull();
    expect(reportableDuration(1234.6)).toBe(1235);
  });

  it('caps a visit at what the server accepts', () => {
    expect(reportableDuration(MAX_REPORTED_MS * 2)).toBe(MAX_REPORTED_MS);
  });
});
