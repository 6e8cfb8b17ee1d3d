import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { assetFileNames, chunkFileNames } from './vite.file-names.ts';
import { pwa } from './vite.pwa.ts';

/**
 * The API server (apps/server) listens on :3000. The proxy keeps the browser's
 * Host header (no changeOrigin) so the server's Origin rule sees a same-origin
 * request, exactly as in production where one server serves both.
 */
const apiTarget = process.env.GHARSEVA_API_URL ?? 'http://localhost:3000';
const proxy: Record<string, ProxyOptions> = {
  '/api': { target: apiTarget },
  '/socket.io': { target: apiTarget, ws: true },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest (dist/.vite/manifest.json) is what scripts/check-bundle.mjs measures.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Locale and script-font files named by language (vite.file-names.ts).
    rolldownOptions: { output: { chunkFileNames, assetFileNames } },
  },
});
