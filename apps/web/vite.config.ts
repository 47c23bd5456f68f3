import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * md-editor-rt's preview.css brings all six preview themes (56 KB, @vavt/markdown-theme's all.css);
 * an article page shows one. The page's CSS gets the default theme (shared rules included), and
 * another theme's sheet is loaded when a visitor picks it (features/article/markdown/preview-theme.ts).
 * The console's editor (style.css) keeps all six for its own theme switcher.
 */
function previewCssDefaultThemeOnly(): Plugin {
  return {
    name: 'blog:preview-css-default-theme-only',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith('md-editor-rt/lib/preview.css')) return null;
      const all = "@import '@vavt/markdown-theme/css/all.css';";
      if (!code.includes(all)) this.error(`${all} is no longer in md-editor-rt's preview.css`);
      return { code: code.replace(all, "@import '@vavt/markdown-theme/css/default.css';"), map: null };
    },
  };
}

/**
 * The service worker (src/sw/service-worker.ts → /service-worker.js, README "Offline reading"),
 * compiled by vite-plugin-pwa with the list of files it precaches: the shell every page starts
 * from (the entry chunk and what it imports statically, its styles, the inline scripts' files),
 * the offline page and the icons. The other chunks — each page's, the console's — are kept when a
 * page uses them, not installed ahead. The app registers the worker itself (features/offline) and
 * the server renders the manifest with the site's name (apps/server modules/pages/web-manifest.ts).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'service-worker.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      globPatterns: ['assets/*.{js,css}', '*.{js,html,svg}'],
      // index.html is no page of its own: the server renders every page from it. The favicon is the
      // owner's once they set one (the server draws it): kept like other pictures, never precached.
      globIgnores: ['index.html', 'favicon.svg'],
      manifestTransforms: [
        (entries) => {
          const shell = shellFiles(path.resolve(import.meta.dirname, 'dist'));
          return {
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.has(entry.url)),
            warnings: [],
          };
        },
      ],
    },
  });
}

/** The entry chunk, the chunks it imports statically and their styles (Vite's build manifest). */
function shellFiles(dist: string): Set<string> {
  type Chunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    Chunk
  >;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** What is worth compressing: text. Fonts and pictures are compressed already (KaTeX's .ttf aside). */
const COMPRESSIBLE = /\.(js|css|svg|html|json|ttf)$/;

/**
 * Each text file of the browser build also as `.br` (brotli's best, quality 11) and `.gz`, made once
 * here: the server sends those as they are (@fastify/static's preCompressed) instead of compressing
 * every script again for every visitor (quality 4 on the fly: ~20% larger, and server CPU per file;
 * a page loads about seventy). Runs last, after the service worker is written.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'blog:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files = readdirSync(outDir, { recursive: true, encoding: 'utf8' }).filter(
          (file) => COMPRESSIBLE.test(file) && !file.startsWith('.vite'),
        );
        await Promise.all(
          files.map(async (file) => {
            const full = path.join(outDir, file);
            const bytes = readFileSync(full);
            // Small files too: the server would compress a file it sends as a stream whatever its size.
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  // The large chunks (diagrams, the console's editor) at 9: 11 would double the
                  // build's compressing time for 3% fewer bytes on files few visitors load.
                  [zlib.constants.BROTLI_PARAM_QUALITY]: bytes.length > 256 * 1024 ? 9 : 11,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzip(bytes, { level: 9 }),
            ]);
            writeFileSync(`${full}.br`, br);
            writeFileSync(`${full}.gz`, gz);
          }),
        );
      },
    },
  };
}

/**
 * One name for an asset in both builds: the server's renderer links KaTeX's style sheet by the name its
 * own build gave it, and the browser build's CSS keeps a file's ".min" (katex.min.css) where the server
 * build's copy of it drops it. Both drop it.
 */
function assetFileNames(asset: { names: string[] }): string {
  const file = asset.names[0] ?? 'asset';
  const stem = path.basename(file, path.extname(file)).replace(/\.min$/, '');
  return `assets/${stem}-[hash][extname]`;
}

const server = process.env.BLOG_API ?? 'http://localhost:8080';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), previewCssDefaultThemeOnly(), ...(isSsrBuild ? [] : [serviceWorker(), precompress()])],
  // React's production build on the server too: the renderer bundle has NODE_ENV fixed when it is
  // built, not read from whatever environment the server runs in.
  ...(isSsrBuild
    ? {
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
        // The icons' "node" export is their CommonJS build, which cannot be tree-shaken (4 MB of
        // icons the server would load and keep); their ES modules can.
        resolve: { alias: [{ find: /^@ant-design\/icons$/, replacement: '@ant-design/icons/es/index' }] },
      }
    : {}),
  server: {
    port: 5173,
    // The chat room's WebSocket first: the plain '/api' entry would not pass the upgrade on.
    proxy: { '/api/chat': { target: server, ws: true }, '/api': server, '/wapi': server, '/media': server },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
    // Which chunks each page needs: the server preloads the ones of the page it renders.
    manifest: true,
    rollupOptions: { output: { assetFileNames } },
  },
  ssr: {
    // The server renderer is one self-contained bundle: no CSS or browser-only package is left for
    // Node to import at run time.
    noExternal: true,
  },
}));
