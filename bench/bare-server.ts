import Fastify from 'fastify';
import { readFileSync } from 'node:fs';

/**
 * The yardstick: a bare Fastify server that answers each benchmarked path with the very bytes the real
 * server returned for it, with no database, validation, hooks or plugins. A route answers whatever
 * query string it is asked with (and a parametric one whatever id), so a benchmark whose every request
 * has another URL gets the bytes of its representative one; a page asked for with
 * `Accept-Encoding: br` gets the compressed bytes the real server sent for that.
 */
interface Fixture {
  method: 'GET' | 'PUT';
  /** Fastify's route: the path without its query, or a pattern such as `/api/x/:id`. */
  route: string;
  contentType: string;
  /** The answer's Content-Encoding, null when it was sent as it is. */
  encoding: string | null;
  body: string;
}

interface Answer {
  contentType: string;
  encoding: string | null;
  body: Buffer;
}

const [fixturesFile, port] = process.argv.slice(2);
const fixtures = JSON.parse(readFileSync(fixturesFile!, 'utf8')) as Fixture[];
const app = Fastify({ logger: false });
// Two targets may share a route (a page asked for once, each time differently, and compressed).
const routes = new Map<string, { plain?: Answer; brotli?: Answer }>();
for (const fixture of fixtures) {
  const key = `${fixture.method} ${fixture.route}`;
  let answers = routes.get(key);
  if (!answers) {
    const forms: { plain?: Answer; brotli?: Answer } = {};
    answers = forms;
    routes.set(key, forms);
    app.route({
      method: fixture.method,
      url: fixture.route,
      handler: (request, reply) => {
        const answer = (request.headers['accept-encoding'] === 'br' && forms.brotli) || forms.plain!;
        if (answer.encoding) reply.header('Content-Encoding', answer.encoding);
        return reply.type(answer.contentType).send(answer.body);
      },
    });
  }
  const form = fixture.encoding === 'br' ? 'brotli' : 'plain';
  answers[form] ??= {
    contentType: fixture.contentType,
    encoding: fixture.encoding,
    body: Buffer.from(fixture.body, 'base64'),
  };
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
