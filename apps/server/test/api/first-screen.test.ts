import { FIRST_SCREEN_STATE_ID } from '@gharseva/domain';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillTemplate } from '../../src/plugins/first-screen.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { newCustomer, newRepairer } from '../support/jobs.ts';

/** The shape of apps/web/index.html around the first screen. */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>GharSeva</title></head>
  <body>
    <div id="root">
      <!--first-screen-->
      <div aria-hidden="true">GharSeva</div>
      <!--/first-screen-->
    </div>
    <script type="module" src="/assets/app.js"></script>
  </body>
</html>`;

/**
 * Stands in for the web app's server build (apps/web/dist-ssr/entry-server.js, which the browser
 * tests exercise): it writes back what it was asked to render, so these tests see what the server
 * passed, and fails or answers 404 on the paths that ask for it.
 */
const ENTRY = `export async function renderPage({ url, language, session, api, now }) {
  const { pathname, searchParams } = new URL(url);
  if (pathname === '/render-fails') throw new Error('render failed');
  if (pathname === '/render-hangs') await new Promise(() => {});
  let queries = null;
  if (pathname === '/reads-api') {
    const response = await api(searchParams.get('path'), { method: searchParams.get('method') ?? 'GET' });
    queries = { status: response.status, body: await response.json() };
  }
  const who = session.role === 'user' ? session.user.fullname
    : session.role === 'repairer' ? session.repairer.fullname : 'guest';
  return {
    html: '<main data-path="' + pathname + '" data-lang="' + language + '" data-now="' + now + '">' + who + '</main>',
    status: pathname === '/no-such-page' ? 404 : 200,
    queries,
  };
}`;

interface Note {
  session: { role: string | null };
  language: string;
  renderedAt: number;
  queries?: { status: number; body: Record<string, unknown> };
}

/** The note the server leaves beside the first screen. */
function note(html: string): Note | null {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-web-'));
  fs.mkdirSync(path.join(root, 'dist'));
  fs.mkdirSync(path.join(root, 'dist-ssr'));
  fs.writeFileSync(path.join(root, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), ENTRY);
  t = await createTestApp({ WEB_DIST_DIR: path.join(root, 'dist') });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the first screen rendered by the server', () => {
  it('puts the rendered page in the root element, alone, with the language and session noted', async () => {
    const res = await t.app.inject({ url: '/services?category=plumbing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const noted = note(res.body);
    expect(res.body).toContain(
      `<div id="root"><main data-path="/services" data-lang="en" data-now="${noted?.renderedAt}">guest</main></div>`,
    );
    expect(res.body).not.toContain('first-screen-->');
    expect(res.body).toContain('<html lang="en" dir="ltr">');
    // The time the page was rendered for, so the browser's hydration counts from the same.
    expect(noted).toEqual({
      session: { role: null },
      language: 'en',
      renderedAt: expect.any(Number),
    });
    expect(Math.abs(noted!.renderedAt - Date.now())).toBeLessThan(5000);
    expect(res.body).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('renders "/" too', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.body).toMatch(/<main data-path="\/" data-lang="en" data-now="\d+">guest<\/main>/);
  });

  it("is never shared or cached stale: it depends on the visitor's cookies and languages", async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('renders in the language of the cookie, else of Accept-Language, else English', async () => {
    const cases = [
      [{ cookie: 'gs_lang=ta' }, 'ta', 'ltr'],
      [{ cookie: 'gs_lang=ur', 'accept-language': 'hi-IN' }, 'ur', 'rtl'],
      [{ 'accept-language': 'fr-FR, hi-IN;q=0.8, en;q=0.5' }, 'hi', 'ltr'],
      [{ cookie: 'gs_lang=xx', 'accept-language': 'bn-IN' }, 'bn', 'ltr'],
      [{ cookie: 'gs_lang="><script>', 'accept-language': 'de' }, 'en', 'ltr'],
    ] as const;
    for (const [headers, language, dir] of cases) {
      const res = await t.app.inject({ url: '/', headers });
      expect(res.body, JSON.stringify(headers)).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(res.body).toContain(`data-lang="${language}"`);
      expect(note(res.body)?.language).toBe(language);
      expect(res.body).not.toContain('<script>');
    }
  });

  it("renders each visitor's own session, even when their requests arrive together", async () => {
    const customer = await newCustomer(t, 'Meera Iyer');
    const repairer = await newRepairer(t, { fullname: 'Ravi Menon' });
    const guest = createAgent(t.app);
    const [asCustomer, asRepairer, asGuest] = await Promise.all([
      customer.agent.get('/user/dashboard'),
      repairer.agent.get('/user/dashboard'),
      guest.get('/user/dashboard'),
    ]);
    expect(asCustomer.body).toContain('>Meera Iyer</main>');
    expect(note(asCustomer.body)?.session).toMatchObject({
      role: 'user',
      user: { fullname: 'Meera Iyer', phone: customer.phone },
    });
    expect(asRepairer.body).toContain('>Ravi Menon</main>');
    expect(asRepairer.body).not.toContain('Meera Iyer');
    expect(note(asRepairer.body)?.session.role).toBe('repairer');
    expect(asGuest.body).toContain('>guest</main>');
    expect(note(asGuest.body)?.session).toEqual({ role: null });
    // The note holds what GET /api/check-auth answers, nothing more.
    const checkAuth = await customer.agent.get('/api/check-auth');
    expect(note(asCustomer.body)?.session).toEqual(checkAuth.json());
    expect(asCustomer.body).not.toMatch(/password|token|aadhaar/i);
  });

  it('renders a signed-out page for a session that has ended', async () => {
    const customer = await newCustomer(t);
    const ended = [...customer.agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const logout = await customer.agent.post('/api/user/logout');
    expect(logout.statusCode).toBe(200);
    const res = await t.app.inject({ url: '/user/dashboard', headers: { cookie: ended } });
    expect(note(res.body)?.session).toEqual({ role: null });
    expect(res.body).toContain('>guest</main>');
  });

  it("reads the page's data through the API as the visitor, and notes it for the browser", async () => {
    const customer = await newCustomer(t, 'Meera Iyer');
    const repairer = await newRepairer(t, { fullname: 'Ravi Menon' });
    const guest = createAgent(t.app);
    const page = '/reads-api?path=/api/user/dashboard-stats';
    const [asCustomer, asRepairer, asGuest] = await Promise.all([
      customer.agent.get(page),
      repairer.agent.get(page),
      guest.get(page),
    ]);
    const own = await customer.agent.get('/api/user/dashboard-stats');
    expect(own.statusCode).toBe(200);
    expect(note(asCustomer.body)?.queries).toEqual({ status: 200, body: own.json() });
    // Every route checks role and ownership as for any request: another account is refused.
    expect(note(asRepairer.body)?.queries).toMatchObject({ status: 403, body: { success: false } });
    expect(note(asGuest.body)?.queries).toMatchObject({ status: 401, body: { success: false } });
  });

  it('leaves the data out of the note when the page shows none', async () => {
    const res = await t.app.inject({ url: '/services' });
    expect(note(res.body)).not.toHaveProperty('queries');
  });

  it('only reads: a render that tries to write, or to leave the API, gets the app shell', async () => {
    const customer = await newCustomer(t);
    const logout = await customer.agent.get('/reads-api?path=/api/user/logout&method=POST');
    expect(logout.body).toBe(INDEX);
    // Nothing was written: the session is still signed in.
    const checkAuth = await customer.agent.get('/api/check-auth');
    expect(checkAuth.json()).toMatchObject({ role: 'user' });
    const page = await customer.agent.get('/reads-api?path=/user/dashboard');
    expect(page.body).toBe(INDEX);
    expect(t.logs.some((line) => line.includes('the server render only reads the API'))).toBe(true);
  });

  it("answers the app's not-found page with a 404", async () => {
    const res = await t.app.inject({ url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('data-path="/no-such-page"');
  });

  it('serves the app shell when the render fails, and logs why', async () => {
    const res = await t.app.inject({ url: '/render-fails' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(note(res.body)).toBeNull();
    expect(t.logs.some((line) => line.includes('first screen not rendered'))).toBe(true);
  });

  it('serves the app shell when the render takes over 2 s', async () => {
    const started = Date.now();
    const res = await t.app.inject({ url: '/render-hangs' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('compresses the page as the browser accepts', async () => {
    const br = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('data-path="/"');
    const gz = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('data-path="/"');
    const plain = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('keeps /index.html as the plain app shell the service worker stores', async () => {
    const res = await t.app.inject({ url: '/index.html' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });
});

describe('fillTemplate', () => {
  it('writes a note no name can break out of', () => {
    const html = fillTemplate(
      INDEX,
      { html: '<p>x</p>', queries: { queries: [{ state: { data: '</script><!--' } }] } },
      'en',
      { role: 'user', user: { fullname: '</script><script>alert(1)</script>&\u2028' } } as never,
      0,
    );
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the app's and the note's own
    expect(note(html)?.session).toEqual({
      role: 'user',
      user: { fullname: '</script><script>alert(1)</script>&\u2028' },
    });
    expect(note(html)?.queries).toEqual({ queries: [{ state: { data: '</script><!--' } }] });
  });

  it('refuses a template without the first-screen markers', () => {
    expect(() =>
      fillTemplate(
        '<html lang="en" dir="ltr"><div id="root"></div>',
        { html: '' },
        'en',
        { role: null },
        0,
      ),
    ).toThrow(/first-screen markers/);
  });
});
