import path from 'node:path';

/** Set to true by the build (scripts/build.ts); undefined when run from source. */
declare const __GHARSEVA_BUNDLE__: boolean | undefined;

/**
 * Whether this code runs from the bundle (dist/server.js, plain node) or from its sources
 * (tsx, vitest). In the bundle every module's `import.meta` is the bundle's, so a path taken
 * relative to one source file would point elsewhere: every file the server reads is named here.
 */
export const BUNDLED = typeof __GHARSEVA_BUNDLE__ !== 'undefined' && __GHARSEVA_BUNDLE__;

/** apps/server/src from source; the bundle's folder (apps/server/dist) once built. */
const CODE_DIR = BUNDLED ? import.meta.dirname : path.resolve(import.meta.dirname, '..');

/**
 * The files the server reads at run time, by where they are from source. The build copies each
 * to the same place under dist/ (`BUNDLE_FILES`), so the bundle needs nothing from src/.
 */
export const BUNDLE_FILES = {
  migrations: 'db/migrations',
  pincodes: 'modules/geo/data/pincodes.tsv.gz',
  fakeCheckout: 'modules/payments/fake-checkout/checkout.js',
} as const;

/** The web app's translations: in the web app's sources, copied to dist/locales by the build. */
const LOCALES = BUNDLED
  ? path.join(CODE_DIR, 'locales')
  : path.resolve(CODE_DIR, '../../web/src/i18n/locales');

/*
 * The PDFs' fonts are not copied: they are read from the @fontsource packages in node_modules,
 * which the bundle leaves external (modules/receipts/pdf/fonts.ts).
 */

/** Absolute paths of the files and folders the server reads, from source and from dist/. */
export const SERVER_FILES = {
  migrations: path.join(CODE_DIR, BUNDLE_FILES.migrations),
  pincodes: path.join(CODE_DIR, BUNDLE_FILES.pincodes),
  fakeCheckout: path.join(CODE_DIR, BUNDLE_FILES.fakeCheckout),
  locales: LOCALES,
  /** apps/web/dist: beside apps/server, whether the code is in src/ or in dist/. */
  webDist: path.resolve(CODE_DIR, '../../web/dist'),
};
