import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';

/** The alert rules shipped for operators name only metrics the server exports. */
const RULES = fileURLToPath(new URL('../../../../deploy/alerts.yml', import.meta.url));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

it('uses metric names that GET /metrics serves', async () => {
  // One request first, so the request histogram has a sample and describes itself.
  await t.app.inject({ method: 'GET', url: '/api/health' });
  const scrape = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  const rules = fs.readFileSync(RULES, 'utf8');
  const names = new Set(
    rules.match(/\b(gharseva_[a-z_]+|http_request_duration_seconds|nodejs_[a-z_]+)\b/g) ?? [],
  );
  expect(names.size).toBeGreaterThan(5);
  for (const name of names) {
    const base = name.replace(/_(bucket|sum|count)$/, '');
    expect(scrape, name).toContain(`# HELP ${base} `);
  }
});
