import styles from './home-hero.module.css';
import { useTypewriter } from './use-typewriter';

/**
 * The motto, typed out with a blinking caret. Give it a `key` that changes with the lines: the
 * typewriter then starts over instead of continuing at a position of the old lines.
 */
export function TypedSay({ lines }: { lines: readonly string[] }) {
  const typed = useTypewriter(lines);
  return (
    <p className={styles.say}>
      <span className="sr-only">{lines.join('，')}</span>
      <span aria-hidden="true">{typed}</span>
      <span className={styles.caret} aria-hidden="true" />
    </p>
  );
}
