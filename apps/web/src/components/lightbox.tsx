import { CloseOutlined, LeftOutlined, RightOutlined, ZoomInOutlined, ZoomOutOutlined } from './icons';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { createPortal } from 'react-dom';
import {
  clampPan,
  clampZoom,
  MAX_ZOOM,
  MIN_ZOOM,
  swipeStep,
  wrapIndex,
  ZOOM_STEP,
} from './lightbox-gestures';
import { ownPicture } from '../lib/own-picture';
import styles from './lightbox.module.css';

export interface LightboxImage {
  src: string;
  /** Read by screen readers and shown under the picture when given. */
  alt?: string;
}

export interface LightboxProps {
  images: readonly LightboxImage[];
  /** The picture on show; null keeps the lightbox closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** Zoom a double-click or double-tap switches to. */
const DOUBLE_TAP_ZOOM = 2;
const DOUBLE_TAP_MS = 300;

interface Point {
  x: number;
  y: number;
}

/**
 * A full-screen picture viewer drawn without antd: arrows or a swipe turn the pages, Escape closes,
 * a double-click or double-tap, the wheel, a pinch or the buttons zoom, and a zoomed picture can be
 * dragged around. The page behind does not scroll while it is open.
 */
export function Lightbox({ images, index, onIndexChange, onClose }: LightboxProps) {
  if (index === null || images.length === 0) return null;
  const current = Math.min(Math.max(index, 0), images.length - 1);
  return createPortal(
    <LightboxView images={images} index={current} onIndexChange={onIndexChange} onClose={onClose} />,
    document.body,
  );
}

function LightboxView({ images, index, onIndexChange, onClose }: LightboxProps & { index: number }) {
  const count = images.length;
  const image = images[index];
  // Zoom and pan belong to one picture: turning the page starts again at 1×.
  const [view, setView] = useState({ index, scale: 1, pan: { x: 0, y: 0 } });
  const scale = view.index === index ? view.scale : 1;
  const pan = view.index === index ? view.pan : { x: 0, y: 0 };
  const [dragX, setDragX] = useState(0);
  const [dragging, setDragging] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; pan: Point; pinch?: { distance: number; scale: number } } | null>(
    null,
  );
  const lastTap = useRef(0);

  const go = (step: number) => {
    if (count > 1) onIndexChange(wrapIndex(index, step, count));
  };

  const imageSize = () => ({
    width: imageRef.current?.offsetWidth ?? 0,
    height: imageRef.current?.offsetHeight ?? 0,
  });

  const zoomTo = (next: number, nextPan: Point = pan) => {
    const level = clampZoom(next);
    setView({ index, scale: level, pan: clampPan(nextPan, level, imageSize()) });
  };

  // The latest handlers for the window's key listener, which is added once.
  const keys = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    keys.current = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      else if (event.key === 'ArrowLeft') go(-1);
      else if (event.key === 'ArrowRight') go(1);
      else if (event.key === '+' || event.key === '=') zoomTo(scale + ZOOM_STEP);
      else if (event.key === '-') zoomTo(scale - ZOOM_STEP);
      else if (event.key === '0') zoomTo(1, { x: 0, y: 0 });
      else return;
      event.preventDefault();
    };
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => keys.current(event);
    window.addEventListener('keydown', onKey);
    // Lock the page behind; give focus back to whatever opened the viewer when it closes.
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      window.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  // The neighbours load while this one is looked at, so turning the page shows them at once.
  useEffect(() => {
    for (const step of [1, -1]) {
      const neighbour = images[wrapIndex(index, step, count)];
      if (neighbour && count > 1) new Image().src = neighbour.src;
    }
  }, [images, index, count]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const points = [...pointers.current.values()];
    if (points.length === 2 && points[0] && points[1]) {
      gesture.current = {
        start: points[0],
        pan,
        pinch: { distance: distance(points[0], points[1]), scale },
      };
    } else if (points.length === 1) {
      gesture.current = { start: { x: event.clientX, y: event.clientY }, pan };
    }
    setDragging(true);
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId) || !gesture.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const { start, pinch } = gesture.current;
    const points = [...pointers.current.values()];
    if (pinch && points.length === 2 && points[0] && points[1]) {
      zoomTo((pinch.scale * distance(points[0], points[1])) / Math.max(pinch.distance, 1));
      return;
    }
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (scale > 1) {
      setView({
        index,
        scale,
        pan: clampPan({ x: gesture.current.pan.x + dx, y: gesture.current.pan.y + dy }, scale, imageSize()),
      });
    } else if (count > 1) {
      setDragX(dx);
    }
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.delete(event.pointerId);
    const started = gesture.current;
    if (pointers.current.size > 0) {
      // One finger of a pinch lifted: the other goes on panning from here.
      const rest = [...pointers.current.values()][0];
      if (rest) gesture.current = { start: rest, pan };
      return;
    }
    gesture.current = null;
    setDragging(false);
    setDragX(0);
    if (!started || started.pinch) return;
    const dx = event.clientX - started.start.x;
    const dy = event.clientY - started.start.y;
    const moved = Math.hypot(dx, dy) > 8;
    if (scale === 1 && moved) {
      go(swipeStep(dx, dy));
      return;
    }
    if (moved || event.pointerType === 'mouse') return;
    // A tap: a second one soon after zooms in or back out (touch has no dblclick).
    const now = event.timeStamp;
    if (now - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0;
      toggleZoom(event.clientX, event.clientY);
    } else {
      lastTap.current = now;
    }
  };

  /** Zooms in on the point that was double-clicked, or back out to the whole picture. */
  const toggleZoom = (clientX: number, clientY: number) => {
    if (scale > 1) {
      zoomTo(1, { x: 0, y: 0 });
      return;
    }
    const box = imageRef.current?.getBoundingClientRect();
    const focus = box
      ? {
          x: (box.left + box.width / 2 - clientX) * (DOUBLE_TAP_ZOOM - 1),
          y: (box.top + box.height / 2 - clientY) * (DOUBLE_TAP_ZOOM - 1),
        }
      : { x: 0, y: 0 };
    zoomTo(DOUBLE_TAP_ZOOM, focus);
  };

  if (!image) return null;
  const zoomed = scale > 1;
  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label="图片预览"
      data-testid="lightbox"
      onWheel={(event) => zoomTo(scale + (event.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP))}
    >
      <div className={styles.toolbar}>
        <span className={styles.counter} aria-live="polite">
          {index + 1} / {count}
        </span>
        <span className={styles.tools}>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomTo(scale - ZOOM_STEP)}
            disabled={scale <= MIN_ZOOM}
            aria-label="缩小"
            title="缩小"
          >
            <ZoomOutOutlined aria-hidden />
          </button>
          <span className={styles.zoomLevel} data-testid="lightbox-zoom">
            {Math.round(scale * 100)}%
          </span>
          <button
            type="button"
            className={styles.tool}
            onClick={() => zoomTo(scale + ZOOM_STEP)}
            disabled={scale >= MAX_ZOOM}
            aria-label="放大"
            title="放大"
          >
            <ZoomInOutlined aria-hidden />
          </button>
          <button
            ref={closeRef}
            type="button"
            className={styles.tool}
            onClick={onClose}
            aria-label="关闭"
            title="关闭（Esc）"
          >
            <CloseOutlined aria-hidden />
          </button>
        </span>
      </div>
      <div
        className={styles.stage}
        data-zoomed={zoomed}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClick={(event) => {
          // A click on the dark space around the picture closes, as in every photo viewer.
          if (event.target === event.currentTarget && !zoomed) onClose();
        }}
        onDoubleClick={(event) => toggleZoom(event.clientX, event.clientY)}
      >
        <img
          key={image.src}
          ref={imageRef}
          className={styles.image}
          // Never a picture of another site (lib/own-picture.ts).
          src={ownPicture(image.src) ?? undefined}
          alt={image.alt ?? `第 ${index + 1} 张图片`}
          draggable={false}
          style={{
            transform: `translate(${pan.x + dragX}px, ${pan.y}px) scale(${scale})`,
            transition: dragging ? 'none' : undefined,
          }}
        />
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.nav} ${styles.previous}`}
            onClick={() => go(-1)}
            aria-label="上一张"
            title="上一张（←）"
          >
            <LeftOutlined aria-hidden />
          </button>
          <button
            type="button"
            className={`${styles.nav} ${styles.next}`}
            onClick={() => go(1)}
            aria-label="下一张"
            title="下一张（→）"
          >
            <RightOutlined aria-hidden />
          </button>
        </>
      )}
      {image.alt && <p className={styles.caption}>{image.alt}</p>}
    </div>
  );
}

function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
