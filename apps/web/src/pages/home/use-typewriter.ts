import { useEffect, useState } from 'react';
import { useMediaQuery } from '../../components/use-media-query';
import { nextTypewriterStep, TYPEWRITER_START, typedText } from './typewriter';

/** The text a typewriter shows at this moment; with reduced motion, the first line at once. */
export function useTypewriter(lines: readonly string[]): string {
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [state, setState] = useState(TYPEWRITER_START);

  useEffect(() => {
    if (reduced) return;
    const step = nextTypewriterStep(state, lines);
    if (!step) return;
    const timer = window.setTimeout(() => setState(step.state), step.delay);
    return () => window.clearTimeout(timer);
  }, [reduced, state, lines]);

  return reduced ? (lines[0] ?? '') : typedText(state, lines);
}
