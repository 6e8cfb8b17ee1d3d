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

// Server modules are used through their index.ts only (STYLE.md habit 10, modules/README.md);
// routes call services, never repositories; the schema knows no module; plugins and the seed
// use a module's index.ts. Generated from the folder list, like the features' rule above.
const MODULES_DIR = 'apps/server/src/modules';
const serverModules = fs.existsSync(MODULES_DIR)
  ? fs
      .readdirSync(MODULES_DIR, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const moduleInternals = (other, message) => ({
  group: [
    `../${other}/**`,
    `!../${other}/index.ts`,
    `**/modules/${other}/**`,
    `!**/modules/${other}/index.ts`,
  ],
  message,
});
const routesCallServices = [
  {
    group: ['./*.repo', './*.repo.ts', '**/*.repo', '**/*.repo.ts'],
    message: 'Routes call their service; move the query into the *.service.ts (modules/README.md).',
  },
  {
    group: ['drizzle-orm', 'drizzle-orm/**', '**/db/schema', '**/db/schema/**', '**/db/client.ts'],
    message:
      "Routes run no queries; move it into the module's service and repo (modules/README.md).",
  },
];
const moduleBoundaries = serverModules.flatMap((mod) => {
  const others = serverModules
    .filter((other) => other !== mod)
    .map((other) =>
      moduleInternals(
        other,
        `modules/${mod} may use modules/${other} only through ../${other}/index.ts.`,
      ),
    );
  return [
    {
      files: [`${MODULES_DIR}/${mod}/**/*.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: others }] },
    },
    {
      files: [`${MODULES_DIR}/${mod}/**/*.routes.ts`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [...others, ...routesCallServices] }],
      },
    },
  ];
});
const sharedServerCode = [
  {
    files: ['apps/server/src/db/schema/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**'],
              message: 'The schema knows no feature module; shared SQL lives under db/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/plugins/**/*.ts', 'apps/server/src/db/seed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: serverModules.map((other) =>
            moduleInternals(other, `Use modules/${other} through modules/${other}/index.ts.`),
          ),
        },
      ],
    },
  },
];

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
  ...moduleBoundaries,
  ...sharedServerCode,
  prettier,
);
