/** How the danmaku wall spaces its lanes and moves its messages. */
export interface DanmakuLayout {
  /** Height of one lane in px (a message line with its avatar, plus breathing room). */
  laneHeight: number;
  /** Never more lanes than this, so a tall phone screen is not wall-to-wall text. */
  maxLanes: number;
  /** Horizontal gap in px kept between two messages of the same lane. */
  gap: number;
  /** Speed in px per second; every message moves at the same speed, so none catches up with another. */
  speed: number;
}

export const DESKTOP_DANMAKU: DanmakuLayout = { laneHeight: 48, maxLanes: 9, gap: 48, speed: 110 };
export const MOBILE_DANMAKU: DanmakuLayout = { laneHeight: 44, maxLanes: 9, gap: 32, speed: 70 };

/** How many lanes fit into `height` px: at least one, at most `maxLanes`. */
export function laneCount(height: number, layout: DanmakuLayout): number {
  if (!Number.isFinite(height) || height <= 0) return 1;
  return Math.max(1, Math.min(layout.maxLanes, Math.floor(height / layout.laneHeight)));
}

export interface LaneChoice {
  lane: number;
  /** When the message may enter (ms, the caller's clock): now, or when its lane frees up. */
  startAt: number;
}

/**
 * Picks the lane for the next message. `freeAt[i]` is when lane i can take a new message (the tail
 * of its last one has moved `gap` px into the screen). Among the lanes free now, `pick` chooses one
 * (0 ≤ pick < 1; random in the wall, fixed in tests) so the wall does not fill from the top down;
 * when none is free, the lane that frees first wins and the message waits for it.
 */
export function assignLane(freeAt: readonly number[], now: number, pick = 0): LaneChoice {
  if (freeAt.length === 0) return { lane: 0, startAt: now };
  const free = freeAt.flatMap((time, lane) => (time <= now ? [lane] : []));
  if (free.length > 0) {
    const index = Math.min(free.length - 1, Math.max(0, Math.floor(pick * free.length)));
    return { lane: free[index] ?? 0, startAt: now };
  }
  let lane = 0;
  freeAt.forEach((time, index) => {
    if (time < (freeAt[lane] ?? Infinity)) lane = index;
  });
  return { lane, startAt: freeAt[lane] ?? now };
}

/** When a lane frees up again after a message `width` px wide enters it at `startAt`. */
export function laneFreeAt(startAt: number, width: number, layout: DanmakuLayout): number {
  return startAt + ((Math.max(0, width) + layout.gap) / layout.speed) * 1000;
}

/** How long (ms) a message `width` px wide takes to cross a wall `wallWidth` px wide and leave it. */
export function flightDuration(wallWidth: number, width: number, layout: DanmakuLayout): number {
  return ((Math.max(0, wallWidth) + Math.max(0, width)) / layout.speed) * 1000;
}

/**
 * Which lanes run behind the board's own content (title, input) between `top` and `bottom` px of
 * the wall, and so stay empty: messages fly above and below it, never across it.
 */
export function blockedLanes(count: number, layout: DanmakuLayout, top: number, bottom: number): boolean[] {
  return Array.from({ length: Math.max(0, count) }, (_, lane) => {
    const laneTop = lane * layout.laneHeight;
    return bottom > top && laneTop < bottom && laneTop + layout.laneHeight > top;
  });
}
