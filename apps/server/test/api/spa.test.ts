import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

const INDEX = '<!doctype html><div id="root"></div>';
const ASSET = 'console.log(1)';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), ASSET);
  // What vite-plugin-pwa adds (decision 024).
  fs.writeFileSync(path.join(dist, 'sw.js'), 'self.skipWaiting()');
  fs.writeFileSync(path.join(dist, 'workbox-5a1b2c3d.js'), 'self.workbox = {}');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"GharSeva"}');
  fs.writeFileSync(path.join(dist, 'offline.html'), "<!doctype html><h1>You're offline</h1>");
  fs.mkdirSync(path.join(dist, 'icons'));
  fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), 'png');
  // What apps/web/vite.compress.ts writes beside the text files.
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(ASSET));
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('the web app on the same origin', () => {
  it('serves index.html at / and at every client route, never cached', async () => {
    for (const url of ['/', '/user/dashboard', '/repairer/messages/abc', '/no-such-page']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets as immutable and a missing asset as a 404', async () => {
    const asset = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ url: '/assets/app-gone.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('sends the precompressed copy the browser accepts, with the original cache rules', async () => {
    const br = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(ASSET);

    const gz = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(ASSET);

    const plain = await t.app.inject({ url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(ASSET);

    for (const url of ['/', '/user/dashboard']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding'], url).toBe('br');
      expect(page.headers['cache-control'], url).toBe('private, no-cache');
      expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
    }
  });

  it('serves a file added after start (a rebuild needs no restart)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
  });

  it('serves the service worker, its helpers and the web app manifest, never cached', async () => {
    const files = [
      ['/sw.js', /^(text|application)\/javascript/],
      ['/workbox-5a1b2c3d.js', /^(text|application)\/javascript/],
      ['/manifest.webmanifest', /^application\/manifest\+json/],
      ['/offline.html', /^text\/html/],
    ] as const;
    for (const [url, type] of files) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    const icon = await t.app.inject({ url: '/icons/icon-192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('does not serve the build manifest, and still answers client routes with index.html', async () => {
    const buildManifest = await t.app.inject({ url: '/.vite/manifest.json' });
    expect(buildManifest.statusCode).toBe(404);
    const page = await t.app.inject({ url: '/user/notifications' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');
  });

  it('keeps /api paths as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });
});
