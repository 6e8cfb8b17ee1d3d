import { ERROR_MESSAGES, INPUT_MESSAGES } from '@gharseva/domain';
import type { ZodType } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiRoute } from '../../src/plugins/route-table.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import {
  SAMPLES,
  TYPE_PROBES,
  acceptsType,
  errorBody,
  fieldsOf,
  jsonSchemaOf,
  routeKey,
  send,
  takesInput,
  withValue,
  signInEveryRole,
  type RoleSessions,
  type Sample,
} from '../support/input-walk.ts';

/**
 * Item 10 of the hardening issue: a refused field is answered with a sentence a person can act
 * on, the SPEC.md section 5 message where one applies and else one of ours written for that
 * field (each translated by the web app), never the validation library's own words. Every field
 * of every route is sent a value of each JSON type it does not take.
 */
let t: TestApp;
let sessions: RoleSessions;
beforeAll(async () => {
  t = await createTestApp();
  sessions = await signInEveryRole(t);
});
afterAll(async () => {
  await t?.close();
});

const routes = () => t.app.apiRoutes.filter(takesInput);

/** Fields that take any value by design, with where the design says so. */
const ANY_VALUE: Record<string, string> = {
  'PUT /api/repairer/profile services.0.visitingCharge':
    'SPEC.md section 5: a non-numeric visiting charge becomes 0',
};
const GENERAL = ERROR_MESSAGES.VALIDATION_ERROR;

type Part = 'params' | 'querystring' | 'body';
const schemaOf = (route: ApiRoute, sample: Sample, part: Part) =>
  (part === 'body' ? (sample.bodySchema ?? route.schema.body) : route.schema[part]) as
    ZodType | undefined;
const inputOf = (sample: Sample, part: Part) =>
  part === 'body' ? sample.body : part === 'querystring' ? sample.query : sample.params;

describe('the samples the walks start from', () => {
  it('cover every route that validates input', () => {
    const missing = routes()
      .map(routeKey)
      .filter((key) => !SAMPLES[key]);
    expect(missing).toEqual([]);
    expect(routes().length).toBeGreaterThan(40);
  });

  it('are well-formed for their schemas', () => {
    const refused: string[] = [];
    for (const route of routes()) {
      for (const sample of SAMPLES[routeKey(route)]!) {
        for (const part of ['params', 'querystring', 'body'] as const) {
          const schema = schemaOf(route, sample, part);
          const result = schema?.safeParse(inputOf(sample, part) ?? {});
          if (result && !result.success) {
            refused.push(`${routeKey(route)} ${part}: ${result.error.issues[0]?.message}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('a value of the wrong type in any field', () => {
  it('is answered with a message of ours written for it, never the library text', async () => {
    const wrong: string[] = [];
    const seen = new Set<string>();
    let sent = 0;
    for (const route of routes()) {
      for (const sample of SAMPLES[routeKey(route)]!) {
        const session = sample.as && sessions[sample.as];
        for (const part of ['querystring', 'body'] as const) {
          const schema = schemaOf(route, sample, part);
          if (!schema) continue;
          for (const field of fieldsOf(jsonSchemaOf(schema))) {
            for (const [label, value] of TYPE_PROBES) {
              // A query string holds strings, or a list of them when a key repeats.
              if (part === 'querystring' && !Array.isArray(value)) continue;
              if (acceptsType(field.schema, value)) continue;
              const key = part === 'body' ? 'body' : 'query';
              const input = {
                ...sample,
                [key]: withValue(inputOf(sample, part) ?? {}, field.path, value),
              };
              const res = await send(t, route, input, session);
              sent += 1;
              const fieldKey = `${routeKey(route)} ${field.path.join('.')}`;
              const where = `${fieldKey}${sample.label ? ` (${sample.label})` : ''} = ${label}`;
              const body = errorBody(res);
              if (res.statusCode < 400) {
                if (!ANY_VALUE[fieldKey]) wrong.push(`${where}: accepted (${res.statusCode})`);
              } else if (res.statusCode >= 500 || !body) {
                wrong.push(`${where}: ${res.statusCode} ${res.body}`);
              } else if (res.statusCode === 400) {
                seen.add(body.message);
                if (!INPUT_MESSAGES.has(body.message) || body.message === GENERAL) {
                  wrong.push(`${where}: "${body.message}"`);
                }
              }
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(400);
    // Many fields, many sentences: not one message for everything.
    expect(seen.size).toBeGreaterThan(40);
  });
});
