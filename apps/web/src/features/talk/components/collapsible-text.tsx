import { useEffect, useRef, useState } from 'react';
import styles from './talk-card.module.css';

/**
 * Plain text (escaped by React, line breaks kept) clamped to a few lines, with 展开 / 收起 when it
 * is longer. Whether it overflows is measured, so it holds for any width and font.
 */
export function CollapsibleText({ text }: { text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Measured while clamped; once expanded the button must stay to fold it again.
    const measure = () => {
      if (element.dataset.expanded !== 'true') setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);

  return (
    <div className={styles.content}>
      <div ref={ref} className={styles.text} data-expanded={expanded} data-testid="talk-text">
        {text}
      </div>
      {(overflows || expanded) && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? '收起' : '展开'}
        </button>
      )}
    </div>
  );
}
