// Starts the app's scripts once the page has loaded and been painted. A server-rendered page is
// readable, and its links work, without them; fetched from the start they took the connection from
// the page's own pictures and held back its largest paint. On a big page the first paint can come
// after the load event (its layout takes a while): the scripts then wait for that paint too, so
// they never compete with it. The server lists the scripts as
// <meta name="app-entry"> and <meta name="app-preload"> and inlines this file, allowed by its hash
// in the Content-Security-Policy (apps/server plugins/spa.ts). A picture that never finishes
// loading holds the app back for START_AT_THE_LATEST_MS at most.
(function () {
  var START_AT_THE_LATEST_MS = 3000;
  var started = false;
  function element(tag, attributes) {
    var created = document.createElement(tag);
    for (var name in attributes) created.setAttribute(name, attributes[name]);
    created.setAttribute('crossorigin', '');
    return created;
  }
  // Links put into the head a few at a time, each few in a task of its own: starting a fetch costs
  // the main thread ~0.4 ms on a phone, and an article page has 40-odd chunks.
  var PER_TASK = 8;
  function insert(elements, from) {
    var batch = document.createDocumentFragment();
    for (var i = from; i < Math.min(from + PER_TASK, elements.length); i++) batch.appendChild(elements[i]);
    document.head.appendChild(batch);
    if (from + PER_TASK < elements.length) setTimeout(insert, 0, elements, from + PER_TASK);
  }
  function start() {
    if (started) return;
    started = true;
    var elements = [];
    var entry = document.querySelector('meta[name="app-entry"]');
    if (entry) elements.push(element('script', { type: 'module', src: entry.content }));
    var preloads = document.querySelectorAll('meta[name="app-preload"]');
    for (var i = 0; i < preloads.length; i++)
      elements.push(element('link', { rel: 'modulepreload', href: preloads[i].content }));
    insert(elements, 0);
  }
  // A frame callback runs just before the browser paints; a task it queues runs after that paint.
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else {
    window.addEventListener('load', afterNextPaint, { once: true });
    setTimeout(start, START_AT_THE_LATEST_MS);
  }
})();
