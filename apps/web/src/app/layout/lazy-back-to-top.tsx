import { useEffect, useState } from 'react';
import { onDemand } from '../../components/on-demand';
import { whenIdle } from '../../lib/when-idle';

const backToTop = onDemand(async () => (await import('./back-to-top')).BackToTop);

/**
 * The 回到顶部 button, which shows only once the page has scrolled 200 px: its code is not part of the
 * first view's, and loads when the page has settled or at the first scroll, whichever comes first.
 */
export function LazyBackToTop() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const load = () =>
      void backToTop.preload().then(
        () => setWanted(true),
        () => undefined,
      );
    const cancel = whenIdle(load);
    window.addEventListener('scroll', load, { once: true, passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', load);
    };
  }, [wanted]);

  return wanted && <backToTop.Component />;
}
