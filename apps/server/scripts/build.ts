/**
 * Compiles the server to JavaScript for plain `node` (decision 043): src/server.ts and the
 * workspace package @gharseva/domain (TypeScript source) in one ESM file, every other package
 * left to node_modules, with a source map so stack traces name the .ts lines. The files the
 * server reads at run time (lib/server-files.ts) are copied beside it.
 *
 *   npm run build -w @gharseva/server            # into apps/server/dist
 *   tsx apps/server/scripts/build.ts <out-dir>   # elsewhere (the compiled-server test)
 */
import * as esbuild from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLE_FILES } from '../src/lib/server-files.ts';

const SERVER_ROOT = path.resolve(import.meta.dirname, '..');
const DOMAIN_ENTRY = path.resolve(SERVER_ROOT, '../../packages/domain/src/index.ts');
const WEB_LOCALES = path.resolve(SERVER_ROOT, '../web/src/i18n/locales');
export const DEFAULT_OUT_DIR = path.join(SERVER_ROOT, 'dist');

/** @gharseva/domain's package.json points at .ts source, which node cannot load: bundle it. */
const bundleDomain: esbuild.Plugin = {
  name: 'bundle-domain',
  setup(build) {
    build.onResolve({ filter: /^@gharseva\/domain$/ }, () => ({ path: DOMAIN_ENTRY }));
  },
};

/** Builds the server into `outDir` (emptied first); returns the entry file's path. */
export async function buildServer(outDir = DEFAULT_OUT_DIR): Promise<string> {
  fs.rmSync(outDir, { recursive: true, force: true });
  const outfile = path.join(outDir, 'server.js');
  await esbuild.build({
    entryPoints: [path.join(SERVER_ROOT, 'src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    plugins: [bundleDomain],
    define: { __GHARSEVA_BUNDLE__: 'true' },
    sourcemap: true,
    // The map names the .ts files and lines; their text stays in the repository.
    sourcesContent: false,
    logLevel: 'warning',
  });
  for (const file of Object.values(BUNDLE_FILES)) {
    fs.cpSync(path.join(SERVER_ROOT, 'src', file), path.join(outDir, file), { recursive: true });
  }
  fs.cpSync(WEB_LOCALES, path.join(outDir, 'locales'), {
    recursive: true,
    filter: (source) => fs.statSync(source).isDirectory() || source.endsWith('.json'),
  });
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = performance.now();
  const outfile = await buildServer(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  const ms = Math.round(performance.now() - started);
  console.log(`server built: ${path.relative(process.cwd(), outfile)} in ${ms} ms`);
}
