/** Whether the app's first banner has been shown in this browser. */
let shown = false;

/**
 * True for the banner the page arrived with: rendered on the server, it is on screen before any
 * script runs and hydrates as it is, with no entrance animation (which would replay as a flicker).
 * Later banners, on client-side navigation, animate in.
 */
export function takeFirstBanner(): boolean {
  if (typeof window === 'undefined') return true;
  const first = !shown;
  shown = true;
  return first;
}
