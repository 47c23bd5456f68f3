import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/**
 * The yardstick: a bare Fastify server that answers each benchmarked path with the very bytes the real
 * server returned for it, with no database, validation, hooks or plugins.
 */
interface Fixture {
  method: 'GET' | 'PUT';
  path: string;
  contentType: string;
  body: string;
}

const [fixturesFile, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile!, 'utf8')) as Fixture[];
const app = Fastify({ logger: false });
for (const fixture of fixtures) {
  const body = Buffer.from(fixture.body, 'base64');
  app.route({
    method: fixture.method,
    url: fixture.path,
    handler: (_request, reply) => reply.type(fixture.contentType).send(body),
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
