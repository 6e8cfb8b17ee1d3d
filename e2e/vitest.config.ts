import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: one real server (built web app, embedded database, demo data) and Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['tests/**/*.spec.ts'],
    globalSetup: ['./support/server.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
