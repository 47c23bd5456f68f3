import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { preloadProgressBar, progressBar } from './progress-bar';

/**
 * The thin progress bar at the top: runs while a route's code loads and completes on every page
 * change, as the original's router guards did.
 */
export function useNavigationProgress(): void {
  const { state } = useNavigation();
  const { key } = useLocation();
  const arrivedOn = useRef<string | null>(key);

  // Declared first so that, when a load ends with a new location, this completes the running bar.
  // With the next frame: NProgress measures the bar, which just after a commit would make the
  // browser lay out the new page inside this effect.
  useEffect(() => {
    // The page the visitor arrived on is already on screen: no bar for it (but for a return to it).
    if (key === arrivedOn.current) return;
    arrivedOn.current = null;
    const frame = window.requestAnimationFrame(progressBar.flash);
    return () => window.cancelAnimationFrame(frame);
  }, [key]);

  useEffect(() => {
    if (state === 'idle') progressBar.done();
    else progressBar.start();
  }, [state]);

  useEffect(preloadProgressBar, []);
}
