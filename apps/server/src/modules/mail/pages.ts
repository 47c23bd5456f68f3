import type { FastifyInstance, FastifyReply } from 'fastify';
import { escapeHtml } from '../../lib/html';
import * as repository from './repository';
import type { LinkOutcome } from './service';

/** A small page of its own (no script): what the link in the mail did, and the way back to the blog. */
async function outcomePage(app: FastifyInstance, reply: FastifyReply, outcome: LinkOutcome) {
  const { blogName } = await repository.siteMailSettings(app.ctx.db.kysely);
  const e = escapeHtml;
  return reply
    .status(outcome.ok ? 200 : 400)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer').send(`<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${e(outcome.title)} - ${e(blogName)}</title>
<style>
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;
font-family:-apple-system,'PingFang SC','Microsoft YaHei',sans-serif;background:#f4f5f7;color:#1f2328}
main{max-width:420px;width:100%;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px rgba(0,0,0,.06);text-align:center}
h1{font-size:20px;margin:0 0 12px}p{line-height:1.7;margin:0 0 20px;word-break:break-all}
a{display:inline-block;padding:8px 20px;border-radius:6px;background:#3b82f6;color:#fff;text-decoration:none}
@media (prefers-color-scheme:dark){body{background:#111418;color:#e6e6e6}main{background:#1c2128;box-shadow:none}}
</style></head>
<body><main data-testid="mail-outcome" data-ok="${outcome.ok}"><h1>${e(outcome.title)}</h1><p>${e(outcome.message)}</p>
<a href="/">返回${e(blogName)}</a></main></body></html>`);
}

const tokenOf = (query: unknown): string => {
  const token = (query as { token?: unknown }).token;
  return typeof token === 'string' ? token : '';
};

/**
 * The pages the links in mails open, no login needed: `/mail/verify` confirms an address,
 * `/mail/unsubscribe` turns a kind of mail off for one (and answers the one-click POST of a mail
 * program, RFC 8058, whose body `List-Unsubscribe=One-Click` is form-encoded).
 */
export async function mailPages(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.get('/mail/verify', async (request, reply) =>
    outcomePage(app, reply, await app.mail.verify(tokenOf(request.query))),
  );
  app.get('/mail/unsubscribe', async (request, reply) =>
    outcomePage(app, reply, await app.mail.unsubscribe(tokenOf(request.query))),
  );
  app.post('/mail/unsubscribe', async (request, reply) => {
    const outcome = await app.mail.unsubscribe(tokenOf(request.query));
    return reply
      .status(outcome.ok ? 200 : 400)
      .send({ code: outcome.ok ? 0 : 400, message: outcome.message });
  });
}
