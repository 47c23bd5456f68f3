import path from 'node:path';
import typeErrors from './type-errors.js';

/**
 * The web app's layers (apps/web/README.md): shared code (`lib`, `components`, `stores`, `styles`,
 * the tests' `test`) under the features, the features under the pages and the console (`admin`),
 * and the app shell (`app`, `main.tsx`, `entry-server.tsx`) over everything. A module imports from
 * its own layer or the ones under it; a feature takes another feature only through that feature's
 * `index.ts`; the pages and the console do not import each other.
 */
const RANK = {
  lib: 0,
  components: 0,
  stores: 0,
  styles: 0,
  test: 0,
  features: 1,
  pages: 2,
  admin: 2,
  app: 3,
};

const webSource = path.resolve(import.meta.dirname, '../apps/web/src');

/** Where a file of apps/web/src sits: its layer, and for a feature its name and the rest of its path. */
function place(file) {
  const relative = path.relative(webSource, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top = '', name = '', ...rest] = relative.split(path.sep);
  const layer = top in RANK ? top : 'root';
  return { layer, rank: RANK[layer] ?? 4, feature: layer === 'features' ? name : null, rest };
}

/** Why `from` may not import `to`, or null when it may. */
function problem(from, to) {
  if (from.layer === 'root') return null;
  if (to.rank > from.rank)
    return `${from.layer}/ may not import from ${to.layer}/: the layers go shared → features → pages, admin → app`;
  if (from.layer !== to.layer && to.rank === from.rank && from.rank === 2)
    return `${from.layer}/ may not import from ${to.layer}/`;
  if (from.feature && to.feature && from.feature !== to.feature) {
    const throughIndex =
      to.rest.length === 0 || (to.rest.length === 1 && /^index(\.tsx?)?$/.test(to.rest[0]));
    if (!throughIndex)
      return `a feature takes another only through its index: import from 'features/${to.feature}', not its internals`;
  }
  return null;
}

const layers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between the layers of apps/web/src go one way (apps/web/README.md).' },
    schema: [],
  },
  create(context) {
    const from = place(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = place(path.resolve(path.dirname(context.filename), specifier));
      if (!to) return;
      const message = problem(from, to);
      if (message) context.report({ node: node.source, message });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

const KEBAB_CASE = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Source files are named in kebab-case (`article-card.tsx`, `use-like.test.tsx`).' },
    schema: [],
  },
  create(context) {
    return {
      Program(node) {
        const name = path.basename(context.filename);
        if (!KEBAB_CASE.test(name))
          context.report({ node, message: `${name}: name source files in kebab-case` });
      },
    };
  },
};

/**
 * The server's layers (apps/server/README.md), from the bottom: what any code may use (`lib`, the
 * `config` and the `context` it runs with); the database (`db`: connection, schema, migrations); the
 * HTTP plumbing (`plugins`: auth, security, the read cache, the page shell); the domains (`modules`),
 * each a use-case's service, repository and routes; the app's assembly and entry points (`app`,
 * `bootstrap`, `main`, `cli`) over everything. A module imports from its own layer or the ones under it.
 * Type-only imports count too: a type from above ties the layer to it just the same.
 */
const SERVER_RANK = {
  lib: 0,
  'config.ts': 0,
  'context.ts': 1,
  db: 1,
  plugins: 2,
  modules: 3,
  'app.ts': 4,
  'bootstrap.ts': 4,
  'start-banner.ts': 4,
  cli: 5,
  'cli.ts': 5,
  'main.ts': 5,
};

const serverSource = path.resolve(import.meta.dirname, '../apps/server/src');

/** The layer of a file of apps/server/src, or null (outside it, or the tests' helpers in `test/`). */
function serverPlace(file) {
  const relative = path.relative(serverSource, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  // An import names a file without its extension (`../app`), the linted file with it.
  const top = relative.split(path.sep)[0] ?? '';
  const layer = [top, `${top}.ts`].find((name) => name in SERVER_RANK);
  return layer ? { layer, rank: SERVER_RANK[layer] } : null;
}

const serverLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports between the layers of apps/server/src go one way (apps/server/README.md).',
    },
    schema: [],
  },
  create(context) {
    if (/\.test\.ts$/.test(context.filename)) return {};
    const from = serverPlace(context.filename);
    if (!from) return {};
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = serverPlace(path.resolve(path.dirname(context.filename), specifier));
      if (!to || to.rank <= from.rank) return;
      context.report({
        node: node.source,
        message: `${from.layer} may not import from ${to.layer}: the server's layers go lib → db → plugins → modules → app, cli`,
      });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** The project's own lint rules. */
export default {
  rules: {
    'web-layers': layers,
    'server-layers': serverLayers,
    'kebab-case-files': fileNames,
    'type-errors': typeErrors,
  },
};
