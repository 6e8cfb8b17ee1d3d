import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type Role } from '@gharseva/domain';
import { Validator } from '@seriousme/openapi-schema-validator';
import fs from 'node:fs';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/plugins/route-table.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createAgent } from '../support/client.ts';
import { jsonSchemaOf, routeKey } from '../support/input-walk.ts';

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean; schema?: object }[];
  requestBody?: { content?: Record<string, { schema?: object }> };
  responses?: Record<
    string,
    {
      description?: string;
      content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }>;
    }
  >;
  security?: Record<string, string[]>[];
}

interface Document {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  tags?: { name: string }[];
  components?: { securitySchemes?: Record<string, Record<string, string>> };
  paths: Record<string, Record<string, Operation>>;
}

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => {
  await t?.close();
});

/** An address as OpenAPI writes it: `/api/x/:id` is `/api/x/{id}`. */
const pathOf = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const operationOf = (route: Pick<ApiRoute, 'method' | 'url'>) =>
  doc.paths[pathOf(route.url)]?.[route.method.toLowerCase()];

/** Everything the document fails to say about one route of the route table. */
function gaps(route: ApiRoute): string[] {
  const op = operationOf(route);
  if (!op) return [`${routeKey(route)}: not in the document`];
  const found: string[] = [];
  if (!op.summary?.trim()) found.push('no summary');

  const responses = Object.entries(op.responses ?? {});
  const success = responses.filter(([status]) => /^2\d\d$/.test(status));
  if (!success.some(([, r]) => r.content?.['application/json']?.schema)) {
    found.push('no 2xx response with a schema');
  }
  const refusals = responses.filter(([status]) => /^[45]\d\d$/.test(status));

  const parameters = op.parameters ?? [];
  for (const name of route.url.match(/:(\w+)/g)?.map((p) => p.slice(1)) ?? []) {
    const param = parameters.find((p) => p.in === 'path' && p.name === name);
    if (!param?.schema || !param.required) found.push(`no schema for path parameter ${name}`);
  }
  if (route.schema.querystring) {
    const keys = Object.keys(jsonSchemaOf(route.schema.querystring as ZodType).properties ?? {});
    for (const key of keys) {
      if (!parameters.some((p) => p.in === 'query' && p.name === key && p.schema)) {
        found.push(`no schema for query parameter ${key}`);
      }
    }
  }
  if (route.schema.body && !op.requestBody?.content?.['application/json']?.schema) {
    found.push('no request body schema');
  }

  // A route with no refusal documented at all is named once, not once per code.
  const codes = refusals.length === 0 ? [] : route.errors;
  if (refusals.length === 0) found.push(`no refusal responses (of ${route.errors.join(', ')})`);
  for (const code of codes) {
    const status = String(ERROR_HTTP_STATUS[code]);
    const response = op.responses?.[status];
    if (!response) {
      found.push(`no ${status} response for ${code}`);
      continue;
    }
    if (!response.description?.includes(`${code}: ${ERROR_MESSAGES[code]}`)) {
      found.push(`${code} and its message not under ${status}`);
    }
    const inSchema = response.content?.['application/json']?.schema?.properties?.code?.enum;
    if (!inSchema?.includes(code)) found.push(`${code} not in the ${status} schema`);
  }

  if (route.roles) {
    const schemes = (op.security ?? []).flatMap((s) => Object.keys(s)).sort();
    if (JSON.stringify(schemes) !== JSON.stringify(['bearerToken', 'sessionCookie'])) {
      found.push(`security ${JSON.stringify(op.security)} is not the session's two schemes`);
    }
    for (const role of route.roles) {
      if (!op.description?.includes(`\`${role}\``)) found.push(`role ${role} not described`);
    }
  } else {
    if (op.security?.length) found.push(`open route with security ${JSON.stringify(op.security)}`);
    if (!op.description?.includes('**Auth:** none')) found.push('not described as open');
  }
  return found.length ? [`${routeKey(route)}: ${found.join('; ')}`] : [];
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(
      structuredClone(doc) as unknown as Record<string, unknown>,
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.openapi).toBe('3.1.0');
  });

  it('names the API, its version and where it is served', () => {
    const pkg = JSON.parse(
      fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(doc.info).toMatchObject({ title: 'GharSeva API', version: pkg.version });
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(doc.components?.securitySchemes).toEqual({
      sessionCookie: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'gs_session' }),
      bearerToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('lists the tags its operations use', () => {
    const used = new Set(
      Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((op) => op.tags ?? [])),
    );
    expect(doc.tags?.map((tag) => tag.name)).toEqual([...used].sort());
    expect(used).toContain('Notifications');
  });

  it('is JSON, revalidated by clients', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('holds every API route and nothing else: no page, file, socket or the reference itself', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${pathOf(r.url)}`);
    expect(documented.sort()).toEqual([...new Set(routes)].sort());
    expect(routes.length).toBeGreaterThan(60);
    expect(routes).toContain('GET /api/openapi.json');
    expect(routes.some((r) => r.includes('/api/docs'))).toBe(false);
  });

  it('describes every route: summary, input, answer, each refusal code with its message, auth', () => {
    expect(t.app.apiRoutes.flatMap(gaps)).toEqual([]);
  });

  it('describes the notifications routes and itself in full', () => {
    const routes = t.app.apiRoutes.filter(
      (r) => r.url.includes('/notifications') || r.url === '/api/openapi.json',
    );
    expect(routes).toHaveLength(5);
    expect(routes.flatMap(gaps)).toEqual([]);
    const op = operationOf({ method: 'PUT', url: '/api/user/notifications/read/:id' })!;
    expect(op.responses?.['404']?.description).toBe('- NOT_FOUND: Not found.');
    expect(op.responses?.['403']?.description).toBe(
      [
        '- ORIGIN_NOT_ALLOWED: This request came from a page that is not allowed.',
        '- FORBIDDEN: You do not have access to this.',
      ].join('\n'),
    );
    expect(op.security).toEqual([{ sessionCookie: [] }, { bearerToken: [] }]);
  });

  it('names each role a route admits', () => {
    const described = (roles: readonly Role[]) =>
      t.app.apiRoutes
        .filter((r) => JSON.stringify(r.roles) === JSON.stringify(roles))
        .every((r) => roles.every((role) => operationOf(r)?.description?.includes(`\`${role}\``)));
    expect(described(['repairer'])).toBe(true);
    expect(described(['user'])).toBe(true);
  });
});

describe('/api/docs', () => {
  it('answers the interactive reference, whose files all load from this server', async () => {
    const agent = createAgent(t.app);
    const page = await agent.get('/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThanOrEqual(5);
    for (const asset of assets) {
      expect(asset, 'served from here, never a CDN').toMatch(/^\/api\/docs\/static\//);
      const res = await agent.get(asset);
      expect(res.statusCode, asset).toBe(200);
      expect(res.body.length, asset).toBeGreaterThan(0);
    }
    const initializer = await agent.get('/api/docs/static/swagger-initializer.js');
    expect(initializer.headers['content-type']).toMatch(/javascript/);
    // The page reads the document from its own ./json, which is the same document.
    const json = await agent.get('/api/docs/json');
    expect(json.json()).toEqual(doc);
  });

  it('keeps the CSP of every other answer', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const api = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toBe(api.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
