import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import tseslint from 'typescript-eslint';

// Features do not import each other (STYLE.md): shared code lives in components/, lib/, hooks/.
const FEATURES_DIR = 'apps/web/src/features';
const features = fs.existsSync(FEATURES_DIR)
  ? fs
      .readdirSync(FEATURES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
// Toasts go through lib/toast.ts, which loads sonner on the first toast (docs/performance.md).
const toastThroughLib = {
  name: 'sonner',
  importNames: ['toast'],
  message: 'Import { toast } from lib/toast: it keeps sonner out of the first download.',
};
const featureBoundaries = features.map((feature) => ({
  files: [`${FEATURES_DIR}/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [toastThroughLib],
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [
              `**/features/${other}/**`,
              `../${other}/**`,
              `../../${other}/**`,
              `../../../${other}/**`,
            ],
            message: `features/${feature} must not import features/${other}; move shared code to components/, lib/ or hooks/.`,
          })),
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/data/**',
      'apps/server/src/db/migrations/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Every text a person reads goes through the translations (issue 7): JSX text and the
    // attributes people hear or see must not be literal strings.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^(aria-label|title|placeholder|alt|label|aria-description|aria-valuetext)$'],
          },
          callees: { exclude: ['^(register|field|form\\.register|t|tc|cat|title|serverText)$'] },
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', 'apps/web/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { paths: [toastThroughLib] }] },
  },
  {
    // Formatters are slow to make: the cached ones of packages/domain/src/format.ts.
    files: ['apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/format.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.object.name='Intl']",
          message: 'Use numberFormat or dateTimeFormat from @gharseva/domain (made once, reused).',
        },
      ],
    },
  },
  {
    // Scripts the server sends to browsers as they are (the fake gateway's checkout).
    files: ['apps/server/src/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['node:*', 'fastify*', 'react*', 'drizzle-orm*'] },
      ],
    },
  },
  ...featureBoundaries,
  prettier,
);
