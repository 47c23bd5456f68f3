import type { DanmakuMessage } from '@blog/contract';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { BlogImage } from '../../../components/blog-image';
import { useIsNarrow, useMediaQuery } from '../../../components/use-media-query';
import {
  assignLane,
  blockedLanes,
  DESKTOP_DANMAKU,
  flightDuration,
  laneCount,
  laneFreeAt,
  MOBILE_DANMAKU,
  type DanmakuLayout,
} from '../danmaku-lanes';
import { danmakuTextColor } from '../message-palette';
import { useHydrated } from '../../../lib/use-hydrated';
import styles from './danmaku-wall.module.css';

/** A message on its way across the wall. */
interface Flight {
  key: string;
  item: DanmakuMessage;
  lane: number;
  /** ms */
  duration: number;
  /** px: the wall's width plus the message's own. */
  distance: number;
  mine: boolean;
}

interface Queued {
  item: DanmakuMessage;
  mine: boolean;
}

export interface DanmakuWallProps {
  /** The board's messages (newest first); they fly oldest first, round after round. */
  messages: readonly DanmakuMessage[];
  /** Messages this visitor just posted: they jump the queue and are outlined. */
  fresh: readonly DanmakuMessage[];
}

const TICK_MS = 300;
/** At most this many take off per tick, so a full wall starts staggered rather than in a block. */
const TAKE_OFFS_PER_TICK = 2;
const TEXT_MAX_WIDTH = 420;
const FONT =
  '15px -apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
const NAME_FONT =
  '12px -apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';

let measuringContext: CanvasRenderingContext2D | null | undefined;

/** A message's width on the wall, measured with a canvas (avatar, name, text, padding). */
function measureWidth(item: DanmakuMessage): number {
  measuringContext ??= document.createElement('canvas').getContext('2d');
  const context = measuringContext;
  const textWidth = (text: string, font: string, perChar: number) => {
    if (!context) return Array.from(text).length * perChar;
    context.font = font;
    return context.measureText(text).width;
  };
  const text = Math.min(TEXT_MAX_WIDTH, textWidth(item.message, FONT, 15));
  const name = textWidth(item.nick_name, NAME_FONT, 12);
  return Math.ceil(28 + 8 + name + 8 + text + 28);
}

/**
 * 弹幕: the board's messages drift across in lanes, each in its colour with the author's avatar
 * and nickname; hovering one stops it. With reduced motion they sit still as a wall of notes —
 * and so they do in the page the server sends, readable before (and without) any script.
 */
export function DanmakuWall({ messages, fresh }: DanmakuWallProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const hydrated = useHydrated();
  return reducedMotion || !hydrated ? (
    <StillWall messages={messages} fresh={fresh} />
  ) : (
    <FlyingWall messages={messages} fresh={fresh} />
  );
}

function FlyingWall({ messages, fresh }: DanmakuWallProps) {
  const layout: DanmakuLayout = useIsNarrow() ? MOBILE_DANMAKU : DESKTOP_DANMAKU;
  const wallRef = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0, reservedTop: 0, reservedBottom: 0 });
  const [flights, setFlights] = useState<Flight[]>([]);
  const queue = useRef<Queued[]>([]);
  const freeAt = useRef<number[]>([]);
  const seenFresh = useRef(new Set<number>());
  const serial = useRef(0);
  const lanes = laneCount(size.height, layout);

  useLayoutEffect(() => {
    const wall = wallRef.current;
    if (!wall) return;
    // The board's own content (marked data-danmaku-reserve) keeps its lanes free of messages.
    const reserved = () =>
      Array.from(wall.closest('section')?.querySelectorAll('[data-danmaku-reserve]') ?? []);
    const measure = () => {
      const box = wall.getBoundingClientRect();
      const rects = reserved().map((element) => element.getBoundingClientRect());
      setSize({
        width: box.width,
        height: box.height,
        reservedTop: rects.length ? Math.min(...rects.map((rect) => rect.top)) - box.top : 0,
        reservedBottom: rects.length ? Math.max(...rects.map((rect) => rect.bottom)) - box.top : 0,
      });
    };
    const observer = new ResizeObserver(measure);
    observer.observe(wall);
    for (const element of reserved()) observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // A new list (first load, or after a write) starts a fresh round; the visitor's own stay first.
  useEffect(() => {
    queue.current = [
      ...queue.current.filter((queued) => queued.mine),
      ...[...messages].reverse().map((item) => ({ item, mine: false })),
    ];
  }, [messages]);

  // What the visitor just posted takes off next.
  useEffect(() => {
    for (const item of fresh) {
      if (seenFresh.current.has(item.id)) continue;
      seenFresh.current.add(item.id);
      queue.current.unshift({ item, mine: true });
    }
  }, [fresh]);

  useEffect(() => {
    if (size.width === 0) return;
    const blocked = blockedLanes(lanes, layout, size.reservedTop, size.reservedBottom);
    freeAt.current = Array.from({ length: lanes }, (_, lane) =>
      blocked[lane] ? Infinity : Number.isFinite(freeAt.current[lane]) ? (freeAt.current[lane] ?? 0) : 0,
    );
    if (blocked.every(Boolean)) return;
    const tick = () => {
      const now = performance.now();
      const departing: Flight[] = [];
      for (let count = 0; count < TAKE_OFFS_PER_TICK; count++) {
        if (queue.current.length === 0) {
          // Round after round: the whole board again once everything has flown.
          queue.current = [...messages].reverse().map((item) => ({ item, mine: false }));
          if (queue.current.length === 0) break;
        }
        const choice = assignLane(freeAt.current, now, Math.random());
        if (choice.startAt > now) break;
        const next = queue.current.shift();
        if (!next) break;
        const width = measureWidth(next.item);
        freeAt.current[choice.lane] = laneFreeAt(now, width, layout);
        serial.current += 1;
        departing.push({
          key: `${next.item.id}-${serial.current}`,
          item: next.item,
          lane: choice.lane,
          duration: flightDuration(size.width, width, layout),
          distance: size.width + width,
          mine: next.mine,
        });
      }
      if (departing.length > 0) setFlights((current) => [...current, ...departing]);
    };
    tick();
    const timer = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(timer);
  }, [size.width, size.reservedTop, size.reservedBottom, lanes, layout, messages]);

  const land = (key: string) => setFlights((current) => current.filter((flight) => flight.key !== key));

  return (
    <div ref={wallRef} className={styles.wall} data-testid="danmaku-wall" aria-label="弹幕" role="list">
      {flights.map((flight) => (
        <div
          key={flight.key}
          role="listitem"
          className={styles.flight}
          data-testid="danmaku"
          data-mine={flight.mine}
          style={
            {
              top: flight.lane * layout.laneHeight,
              animationDuration: `${flight.duration}ms`,
              '--distance': `${flight.distance}px`,
            } as CSSProperties
          }
          onAnimationEnd={() => land(flight.key)}
        >
          <Bullet item={flight.item} />
        </div>
      ))}
    </div>
  );
}

function StillWall({ messages, fresh }: DanmakuWallProps) {
  const shown = [
    ...fresh.toReversed(),
    ...messages.filter((item) => !fresh.some((own) => own.id === item.id)),
  ];
  return (
    <div
      className={`${styles.wall} ${styles.still}`}
      data-testid="danmaku-wall"
      aria-label="弹幕"
      role="list"
    >
      {shown.slice(0, 14).map((item) => (
        <div
          key={item.id}
          role="listitem"
          className={styles.note}
          data-testid="danmaku"
          data-mine={fresh.some((own) => own.id === item.id)}
        >
          <Bullet item={item} />
        </div>
      ))}
    </div>
  );
}

/**
 * One message: avatar, nickname and the text, in the message's colour made readable on the pill
 * (plain text only).
 */
function Bullet({ item }: { item: DanmakuMessage }) {
  const initial = Array.from(item.nick_name.trim())[0] ?? '?';
  return (
    <span className={styles.bullet}>
      {item.avatar ? (
        <BlogImage src={item.avatar} alt="" ratio="1" className={styles.avatar} />
      ) : (
        <span className={`${styles.avatar} ${styles.initial}`} aria-hidden>
          {initial}
        </span>
      )}
      <span className={styles.name}>{item.nick_name}</span>
      <span className={styles.text} style={{ color: danmakuTextColor(item.color) }}>
        {item.message}
      </span>
    </span>
  );
}
