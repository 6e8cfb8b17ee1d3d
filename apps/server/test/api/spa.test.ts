import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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
      expect(res.headers['cache-control']).toBe('no-cache');
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

  it('serves a file added after start (a rebuild needs no restart)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/later-def456.js' });
    expect(res.statusCode).toBe(200);
  });

  it('keeps /api paths as JSON 404s', async () => {
    const res = await t.app.inject({ url: '/api/no-such-call' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found.' });
  });
});
