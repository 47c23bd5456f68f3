import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** What a handler of the friend sites gets: the request, and the response to write. */
export type SiteHandler = (request: http.IncomingMessage, response: http.ServerResponse) => void;

/**
 * Friends' sites for the friend-feed tests: a real HTTP server on 127.0.0.1 serving what each path's
 * handler writes (feeds, pages, slow or endless answers, redirects, garbage), counting every request
 * with its headers.
 */
export async function startFriendSites(routes: Record<string, SiteHandler>) {
  const requests: { path: string; headers: http.IncomingHttpHeaders }[] = [];
  const sockets = new Set<Socket>();
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    requests.push({ path, headers: request.headers });
    const handler = routes[path];
    if (!handler) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    handler(request, response);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    requests,
    /** How many requests came for `path`. */
    hits: (path: string) => requests.filter((entry) => entry.path === path).length,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FriendSites = Awaited<ReturnType<typeof startFriendSites>>;

/** A handler answering `body` with `type` (and extra headers). */
export const serve =
  (type: string, body: string, headers: Record<string, string> = {}): SiteHandler =>
  (_request, response) =>
    void response.writeHead(200, { 'content-type': type, ...headers }).end(body);

/** An RSS 2.0 feed of the given posts (dates as RFC 822). */
export function rssFeed(
  posts: { title: string; link: string; date?: string; description?: string; guid?: string }[],
) {
  const items = posts
    .map(
      (post) => `<item>
  <title>${post.title}</title>
  <link>${post.link}</link>
  ${post.guid ? `<guid isPermaLink="false">${post.guid}</guid>` : ''}
  ${post.date ? `<pubDate>${new Date(post.date).toUTCString()}</pubDate>` : ''}
  <description><![CDATA[${post.description ?? ''}]]></description>
</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>朋友的博客</title><link>https://friend.example.com/</link>
${items}
</channel></rss>`;
}

/** A site's home page announcing its feed as `<link rel="alternate">`. */
export const homePage = (feedHref: string, type = 'application/rss+xml') => `<!doctype html>
<html><head><meta charset="utf-8"><title>朋友的博客</title>
<link rel="stylesheet" href="/style.css">
<link rel="alternate" type="${type}" title="RSS" href="${feedHref}">
</head><body><h1>朋友的博客</h1></body></html>`;
