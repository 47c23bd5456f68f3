/**
 * Phones and tablets by their user-agent text. iPadOS 13+ claims to be a Mac, so pair this
 * with `isTouchDevice()` where tablets matter.
 */
const MOBILE_UA =
  /Android|iPhone|iPad|iPod|Mobile|Mobi\b|HarmonyOS|OpenHarmony|Windows Phone|IEMobile|BlackBerry|BB10|webOS|Opera Mini|KAIOS/i;

/** Whether a user-agent string belongs to a mobile device (docs/spec.md §9). */
export function isMobileUserAgent(ua: string): boolean {
  return typeof ua === 'string' && MOBILE_UA.test(ua);
}

/** Whether the current browser reports a mobile user agent; false outside a browser. */
export function isMobileDevice(): boolean {
  return typeof navigator !== 'undefined' && isMobileUserAgent(navigator.userAgent);
}

/**
 * Whether the primary input is touch: decides hover-only affordances such as the back arrow
 * (docs/spec.md §2). False outside a browser.
 */
export function isTouchDevice(): boolean {
  if (typeof window === 'undefined' || typeof navigator === 'undefined') return false;
  if ('ontouchstart' in window) return true;
  if (navigator.maxTouchPoints > 0) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
