import { ArrowUpOutlined } from '../../components/icons';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { throttle } from '../../lib/throttle';
import styles from './floating-buttons.module.css';

/** docs/spec.md §9: the button appears once the page has scrolled more than 200 px. */
const SHOW_AFTER_PX = 200;
const RING_RADIUS = 24;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

interface ScrollProgress {
  visible: boolean;
  /** 0–1 of the scrollable height, drawn as a ring around the button. */
  ratio: number;
}

function readScrollProgress(): ScrollProgress {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return {
    visible: window.scrollY > SHOW_AFTER_PX,
    ratio: scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0,
  };
}

/** The 回到顶部 button on every page except / (docs/spec.md §2), with a ring showing how far you have read. */
export function BackToTop() {
  const { pathname } = useLocation();
  const [progress, setProgress] = useState<ScrollProgress>({ visible: false, ratio: 0 });

  useEffect(() => {
    const update = throttle(() => setProgress(readScrollProgress()), 50);
    // First read with the next frame, not here: just after a commit, measuring the page would make
    // the browser lay it out inside this effect, lengthening the commit's task.
    const frame = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(frame);
      update.cancel();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
    };
  }, [pathname]);

  if (pathname === '/') return null;
  return (
    <button
      type="button"
      className={styles.toTop}
      data-visible={progress.visible}
      aria-label="回到顶部"
      aria-hidden={!progress.visible}
      tabIndex={progress.visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg className={styles.ring} viewBox="0 0 52 52" aria-hidden="true">
        <circle className={styles.ringTrack} cx="26" cy="26" r={RING_RADIUS} />
        <circle
          className={styles.ringValue}
          cx="26"
          cy="26"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={RING_LENGTH * (1 - progress.ratio)}
        />
      </svg>
      <ArrowUpOutlined aria-hidden />
    </button>
  );
}
