import path from 'node:path';

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

/** The project's own lint rules. */
export default { rules: { 'web-layers': layers, 'kebab-case-files': fileNames } };
