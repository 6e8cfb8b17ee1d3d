import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { assetFileNames } from './vite.file-names.ts';
import { precompress } from './vite.compress.ts';
import { localeFiles } from './vite.locales.ts';
import { pwa } from './vite.pwa.ts';
import { schemaBuilders } from './vite.pure-schemas.ts';

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

/**
 * Two builds: the browser's (`dist/`) and, with `--ssr`, the server's render of the first screen
 * (`dist-ssr/`, src/entry-server.tsx; decision 027). The server build needs none of the
 * browser's files: no locale chunks, service worker or compressed copies.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), localeFiles(), pwa(), precompress()],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // The manifest (dist/.vite/manifest.json) says which file each source went to.
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, sourcemap: true, copyPublicDir: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        rolldownOptions: {
          treeshake: { manualPureFunctions: schemaBuilders() },
          output: {
            // Script-font files named by language (vite.file-names.ts).
            assetFileNames,
            // What the entry imports before any route is one file, not a dozen small ones: on a
            // slow network each request costs a round trip (decision 026).
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                // The icons by the pages that use them, small groups merged: a few files, not one per
                // icon, each a request and a preload link of its own (decision 028). Groups under
                // 1.5 KB merge: at 3 KB the admin console's pages pulled other pages' icons into the
                // landing page's files (154.0 KB against its 153 KB budget; 151.9 KB at 1.5 KB).
                {
                  name: 'icons',
                  test: /node_modules[\\/]lucide-react[\\/]/,
                  priority: 1,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 1500,
                },
                // The query library in one file: every page that calls the server uses most of
                // it, and split as the pages share it, it came in six small files on a dashboard,
                // each a request of its own.
                {
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]/,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
