import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Several server processes behind HAProxy under load (decision 046): run alone, after the
 * build (scripts/test.mjs), never beside the other API test files, whose CPU it would take
 * and whose timings it would disturb.
 */
export default defineConfig({
  test: {
    name: 'cluster',
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/cluster/**/*.test.ts'],
    env: { TEST_DB_ENGINE: 'postgres' },
    globalSetup: process.env.TEST_DATABASE_URL ? ['./test/support/postgres-template.ts'] : [],
    fileParallelism: false,
    passWithNoTests: true,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
