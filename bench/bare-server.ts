import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/**
 * The yardstick: a bare Fastify server that answers each benchmarked path with the very bytes the real
 * server returned for it, with no database, validation, hooks or plugins. A route answers whatever
 * query string it is asked with (and a parametric one whatever id), so a benchmark whose every request
 * has another URL gets the bytes of its representative one.
 */
interface Fixture {
  method: 'GET' | 'PUT';
  /** Fastify's route: the path without its query, or a pattern such as `/api/x/:id`. */
  route: string;
  contentType: string;
  body: string;
}

const [fixturesFile, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile!, 'utf8')) as Fixture[];
const app = Fastify({ logger: false });
const routes = new Set<string>();
for (const fixture of fixtures) {
  // Two targets may share a route (a page asked for once and asked for each time differently).
  if (routes.has(`${fixture.method} ${fixture.route}`)) continue;
  routes.add(`${fixture.method} ${fixture.route}`);
  const body = Buffer.from(fixture.body, 'base64');
  app.route({
    method: fixture.method,
    url: fixture.route,
    handler: (_request, reply) => reply.type(fixture.contentType).send(body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
