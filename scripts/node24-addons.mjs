// Preloaded (NODE_OPTIONS=--import) by scripts/test-node24.mjs into every process of the Node 24 test
// run: better-sqlite3's addon is loaded from BLOG_NODE_ADDONS, where that script compiled it for this
// Node, instead of node_modules, whose copy is built for the Node that ran npm ci.
import path from 'node:path';

const addons = process.env.BLOG_NODE_ADDONS;
const dlopen = process.dlopen;
process.dlopen = function dlopenFromAddons(module, filename, ...rest) {
  const name = path.basename(filename);
  return dlopen.call(
    this,
    module,
    addons && name === 'better_sqlite3.node' ? path.join(addons, name) : filename,
    ...rest,
  );
};
