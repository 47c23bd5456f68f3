// Starts the app's scripts once the page has loaded. A server-rendered page is readable, and its
// links work, without them; fetched from the start they took the connection from the page's own
// pictures and held back its largest paint. The server lists the scripts as
// <meta name="app-entry"> and <meta name="app-preload"> and inlines this file, allowed by its hash
// in the Content-Security-Policy (apps/server plugins/spa.ts). A picture that never finishes
// loading holds the app back for START_AT_THE_LATEST_MS at most.
(function () {
  var START_AT_THE_LATEST_MS = 3000;
  var started = false;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    element.setAttribute('crossorigin', '');
    document.head.appendChild(element);
  }
  function start() {
    if (started) return;
    started = true;
    var preloads = document.querySelectorAll('meta[name="app-preload"]');
    for (var i = 0; i < preloads.length; i++)
      add('link', { rel: 'modulepreload', href: preloads[i].content });
    var entry = document.querySelector('meta[name="app-entry"]');
    if (entry) add('script', { type: 'module', src: entry.content });
  }
  if (document.readyState === 'complete') start();
  else {
    window.addEventListener('load', start, { once: true });
    setTimeout(start, START_AT_THE_LATEST_MS);
  }
})();
