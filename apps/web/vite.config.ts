import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

const server = process.env.BLOG_API ?? 'http://localhost:8080';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react(), previewCssDefaultThemeOnly()],
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
  },
  ssr: {
    // The server renderer is one self-contained bundle: no CSS or browser-only package is left for
    // Node to import at run time.
    noExternal: true,
  },
}));
