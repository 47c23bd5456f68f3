import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.BLOG_API ?? 'http://localhost:8080';

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [react()],
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
    proxy: { '/api': server, '/wapi': server, '/media': server },
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
