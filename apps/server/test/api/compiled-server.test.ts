import { LANGUAGE_COOKIE } from '@gharseva/domain';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build.ts';
import { BUNDLE_FILES } from '../../src/lib/server-files.ts';
import { outboxPath } from '../../src/providers/sms/outbox.ts';
import { spawnServer, startServer, stopServer } from '../support/server-process.ts';
import { productionVapid } from '../support/app.ts';

/**
 * The server as production runs it (decision 043): bundled by the build script and started
 * with plain `node`, no loader (`--import`), no NODE_OPTIONS. Built into a folder under
 * apps/server/node_modules so the bundle finds its packages as dist/ does; the API step of
 * `npm test` runs before `npm run build`, so this test bundles for itself (under a second).
 */
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const onPostgres = process.env.TEST_DB_ENGINE === 'postgres';

const PRODUCTION = {
  NODE_ENV: 'production',
  OTP_PEPPER: 'compiled-pepper',
  AADHAAR_ENCRYPTION_KEY: 'c'.repeat(64),
  ADMIN_SIGNUP_SECRET: 'compiled-admin-secret',
  ...productionVapid(),
  ALLOW_FAKE_PAYMENTS_IN_PRODUCTION: 'true',
  NODE_OPTIONS: undefined,
};

let outDir: string;
let bundle: string;
const folders: string[] = [];

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(SERVER_ROOT, 'node_modules/.cache/gs-compiled-data-'));
  folders.push(dir);
  return dir;
}

beforeAll(async () => {
  fs.mkdirSync(path.join(SERVER_ROOT, 'node_modules/.cache'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(SERVER_ROOT, 'node_modules/.cache/gs-compiled-'));
  bundle = await buildServer(outDir);
});
afterAll(() => {
  for (const dir of [outDir, ...folders]) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every module specifier the bundle imports, statically or dynamically. */
function importsOf(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:^|\n)\s*import\s[^'"]*?from\s*["']([^"']+)["']/g)) {
    found.add(m[1]!);
  }
  for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) found.add(m[1]!);
  return [...found];
}

/** A minimal cookie jar: the session and signup-ticket cookies the server sets. */
function cookiesFrom(res: Response, jar: Map<string, string>) {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    jar.set(pair!.slice(0, at), pair!.slice(at + 1));
  }
}

async function call(url: string, route: string, body: unknown, jar: Map<string, string>) {
  const res = await fetch(`${url}${route}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: url,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  cookiesFrom(res, jar);
  return res;
}

/** Starts the bundle with plain node, uses the API as a new customer would, and stops it. */
async function exercise(env: Record<string, string | undefined>) {
  const dataDir = path.join(tempDir(), 'data');
  const server = await startServer({
    command: ['--enable-source-maps', bundle],
    env: { ...PRODUCTION, DATA_DIR: dataDir, ...env },
  });
  try {
    const catalogue = await fetch(`${server.url}/api/catalogue`);
    expect(catalogue.status).toBe(200);
    expect(((await catalogue.json()) as unknown[]).length).toBe(13);

    // The pincode table, copied beside the bundle by the build.
    const pincode = await fetch(`${server.url}/api/geo/pincodes/110001`);
    expect(await pincode.json()).toMatchObject({ data: { district: 'Central Delhi' } });

    // Sign-up, in Hindi as the reader chose, and a login with the new password.
    const jar = new Map([[LANGUAGE_COOKIE, 'hi']]);
    const phone = '9712345678';
    expect((await call(server.url, '/api/user/getotp', { phone }, jar)).status).toBe(200);
    const sms = fs
      .readFileSync(outboxPath(dataDir), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { to: string; body: string })
      .findLast((m) => m.to === phone)!;
    expect(sms.body).toMatch(/^\d{6} आपका GharSeva सत्यापन कोड है।/);
    const otp = sms.body.slice(0, 6);
    expect((await call(server.url, '/api/user/verify-otp', { phone, otp }, jar)).status).toBe(200);
    const password = 'S3cure-pass';
    const signup = await call(
      server.url,
      '/api/user/signup',
      { fullname: 'Meera Iyer', phone, password },
      jar,
    );
    expect(signup.status, await signup.clone().text()).toBe(201);
    const login = await call(server.url, '/api/user/login', { phone, password }, new Map());
    expect(login.status).toBe(200);
    expect(server.output()).not.toContain('"level":50');
  } finally {
    await stopServer(server);
  }
  expect(server.child.exitCode).toBe(0);
}

describe('the compiled server', () => {
  it.runIf(!onPostgres)('is JavaScript that imports no TypeScript, with a source map', () => {
    expect(path.extname(bundle)).toBe('.js');
    const code = fs.readFileSync(bundle, 'utf8');
    const specifiers = importsOf(code);
    expect(specifiers).toContain('fastify');
    expect(specifiers.filter((s) => /\.[cm]?tsx?$/.test(s) || s.includes('tsx'))).toEqual([]);
    // The workspace package is TypeScript source: it is inside the bundle, not imported.
    expect(specifiers.filter((s) => s.startsWith('@gharseva/'))).toEqual([]);
    // What the server reads at run time is beside it (lib/server-files.ts).
    for (const file of Object.values(BUNDLE_FILES)) {
      expect(fs.existsSync(path.join(outDir, file)), file).toBe(true);
    }
    expect(fs.existsSync(path.join(outDir, 'locales/hi/catalogue.json'))).toBe(true);
    const map = JSON.parse(fs.readFileSync(`${bundle}.map`, 'utf8')) as { sources: string[] };
    expect(map.sources).toContain('../../../src/server.ts');
  });

  it.runIf(!onPostgres)(
    'starts with plain node on PGlite and serves the API',
    async () => {
      await exercise({});
    },
    120_000,
  );

  it.runIf(onPostgres)(
    'starts with plain node on PostgreSQL and serves the API',
    async () => {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      const name = `gs_compiled_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      await admin.query(`create database "${name}"`);
      url.pathname = `/${name}`;
      try {
        await exercise({ DATABASE_URL: url.toString() });
      } finally {
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
    120_000,
  );

  it.runIf(!onPostgres)('refuses demo data in production', async () => {
    const server = await spawnServer({
      command: [bundle],
      env: { ...PRODUCTION, DATA_DIR: path.join(tempDir(), 'data'), SEED_DEMO: 'true' },
    });
    expect(await server.closed).toBe(1);
    expect(server.output()).toContain('SEED_DEMO=true is refused with NODE_ENV=production');
  });
});
