import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const server = process.env.BLOG_API ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': server, '/wapi': server, '/media': server },
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 800,
  },
});
