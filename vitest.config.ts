import { configDefaults, defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;
/** The processes-behind-a-balancer tests run alone (apps/server/test/cluster/vitest.config.ts). */
const serverExclude = [...configDefaults.exclude, 'test/cluster/**'];

/** Unit tests (domain, web) and API tests, the latter once per database engine. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'vite.*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['./src/testing/setup-i18n.ts'],
          passWithNoTests: true,
        },
      },
      {
        test: {
          name: 'server:pglite',
          root: './apps/server',
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: serverExclude,
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['./test/support/pglite-template.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(postgres
        ? [
            {
              test: {
                name: 'server:postgres',
                root: './apps/server',
                include: ['test/**/*.test.ts'],
                exclude: serverExclude,
                env: { TEST_DB_ENGINE: 'postgres' },
                globalSetup: ['./test/support/postgres-template.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
