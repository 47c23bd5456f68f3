// `npm start`: build the web app and the server when their builds are missing or were made from other
// sources than there are now, then run the compiled server in this same process (one process owns the port and gets
// the signals; compiled JavaScript starts faster and uses far less memory than a TypeScript loader).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildOrExit, ensureServerBuild, ensureWebBuild, root } from './builds.mjs';

buildOrExit(ensureWebBuild, ensureServerBuild);

process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);
