import { describe, expect, it } from 'vitest';
import {
  assignLane,
  blockedLanes,
  DESKTOP_DANMAKU,
  flightDuration,
  laneCount,
  laneFreeAt,
  type DanmakuLayout,
} from './danmaku-lanes';

const layout: DanmakuLayout = { laneHeight: 40, maxLanes: 6, gap: 20, speed: 100 };

describe('laneCount', () => {
  it('fits as many lanes as the height allows, up to the maximum', () => {
    expect(laneCount(120, layout)).toBe(3);
    expect(laneCount(159, layout)).toBe(3);
    expect(laneCount(2000, layout)).toBe(6);
  });

  it('always has one lane, even with no height or a broken measurement', () => {
    expect(laneCount(10, layout)).toBe(1);
    expect(laneCount(0, layout)).toBe(1);
    expect(laneCount(-50, layout)).toBe(1);
    expect(laneCount(Number.NaN, layout)).toBe(1);
  });
});

describe('assignLane', () => {
  it('uses a lane that is free now, chosen by pick among the free ones', () => {
    const freeAt = [0, 500, 0, 0];
    expect(assignLane(freeAt, 100, 0)).toEqual({ lane: 0, startAt: 100 });
    expect(assignLane(freeAt, 100, 0.5)).toEqual({ lane: 2, startAt: 100 });
    expect(assignLane(freeAt, 100, 0.99)).toEqual({ lane: 3, startAt: 100 });
  });

  it('never puts a message into a busy lane while another is free', () => {
    for (const pick of [0, 0.2, 0.4, 0.6, 0.8, 0.999]) {
      const { lane } = assignLane([900, 0, 900], 100, pick);
      expect(lane).toBe(1);
    }
  });

  it('waits for the lane that frees first when all are busy', () => {
    expect(assignLane([900, 400, 700], 100, 0.7)).toEqual({ lane: 1, startAt: 400 });
  });

  it('keeps pick inside the list for out-of-range values', () => {
    expect(assignLane([0, 0], 10, 1).lane).toBe(1);
    expect(assignLane([0, 0], 10, -3).lane).toBe(0);
  });

  it('copes with no lanes', () => {
    expect(assignLane([], 42)).toEqual({ lane: 0, startAt: 42 });
  });

  it('keeps messages in one lane apart when they enter one after another', () => {
    const freeAt = [0];
    const first = assignLane(freeAt, 0);
    freeAt[first.lane] = laneFreeAt(first.startAt, 280, layout);
    const second = assignLane(freeAt, 0);
    // The second enters only after the first (280 px) plus the gap (20 px) has moved in at 100 px/s.
    expect(second.startAt).toBe(3000);
  });
});

describe('flightDuration', () => {
  it('crosses the wall and the message itself at the layout speed', () => {
    expect(flightDuration(1000, 200, layout)).toBe(12_000);
    expect(flightDuration(1366, 300, DESKTOP_DANMAKU)).toBeCloseTo((1666 / 110) * 1000);
  });

  it('treats negative sizes as zero', () => {
    expect(flightDuration(-5, -5, layout)).toBe(0);
    expect(laneFreeAt(100, -30, layout)).toBe(300);
  });
});

describe('blockedLanes', () => {
  it('blocks the lanes that overlap the reserved band', () => {
    // Lanes of 40 px: 0–40, 40–80, 80–120, 120–160, 160–200.
    expect(blockedLanes(5, layout, 70, 130)).toEqual([false, true, true, true, false]);
  });

  it('does not block a lane that only touches the band', () => {
    expect(blockedLanes(3, layout, 40, 80)).toEqual([false, true, false]);
  });

  it('blocks nothing without a band', () => {
    expect(blockedLanes(3, layout, 0, 0)).toEqual([false, false, false]);
    expect(blockedLanes(0, layout, 0, 100)).toEqual([]);
  });
});
