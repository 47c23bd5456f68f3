// Runs before the app bundle so the first paint already uses the visitor's theme (no flash).
// The server inlines it into the page (a fetched script would hold back the first paint) and
// allows it by its hash in the Content-Security-Policy (apps/server plugins/spa.ts).
// The same rule lives in src/features/theme/theme-preference.ts; theme-init.test.ts checks both agree.
(function () {
  var saved = null;
  try {
    saved = window.localStorage.getItem('useDarkKEY');
  } catch (error) {
    // Storage can be disabled (private mode, blocked cookies): fall back to the system preference.
  }
  var prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var dark = saved === 'dark' || (saved !== 'light' && prefersDark);
  document.documentElement.setAttribute('data-theme', dark ? 'dark' : 'light');
})();
