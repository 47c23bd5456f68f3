/** Whether the server drew the page's banner into the page (apps/server first-view.ts), read at start. */
let served = typeof document !== 'undefined' && document.querySelector('#root > .boot-banner') !== null;

/**
 * True once if the page arrived with the server's banner: the app's first banner then takes its
 * place as it is, without the entrance animation the visitor would see as a flicker.
 */
export function takeServedBanner(): boolean {
  const was = served;
  served = false;
  return was;
}
