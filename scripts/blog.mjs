// `npm run blog -- <command>`: the blog's command line (apps/server/src/cli.ts), run from the server's
// build like `npm start` runs the server (built first when needed): a command starts in a second.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOrExit, ensureServerBuild, root } from './builds.mjs';

buildOrExit(ensureServerBuild);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/cli.js')).href);
