import {
  ERROR_HTTP_STATUS,
  REFUSAL_CODES,
  zErrorBody,
  type AppErrorCode,
  type Role,
} from '@gharseva/domain';
import type { FastifyInstance, FastifySchema, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodType } from 'zod';
import { rolesOf } from './auth.ts';

/** One route of the API with its schemas, who may call it and every error it can answer. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  schema: Pick<
    FastifySchema,
    'params' | 'querystring' | 'body' | 'response' | 'summary' | 'description' | 'tags'
  >;
  /** The roles admitted (requireRole); null when the route is open to anyone. */
  roles: readonly Role[] | null;
  /** Every code the route can refuse with: its own (`config.errors`) and those of its kind. */
  errors: readonly AppErrorCode[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered: what the input checks, the OpenAPI document and their tests walk. */
    apiRoutes: readonly ApiRoute[];
  }
  interface FastifyContextConfig {
    /**
     * The codes this route's own work can refuse with. Those every route of its kind can
     * answer (bad input, no session, wrong role, foreign Origin, server error) are added.
     */
    errors?: readonly AppErrorCode[];
  }
}

const MUTATING = new Set<string>(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The codes a route answers by its shape alone: input, body, session, Origin, failure. */
function codesOfKind(route: RouteOptions, roles: readonly Role[] | null): AppErrorCode[] {
  const schema = route.schema ?? {};
  const methods = [route.method].flat();
  const codes: AppErrorCode[] = ['INTERNAL_ERROR'];
  if (schema.params || schema.querystring || schema.body) codes.push('VALIDATION_ERROR');
  // Input refused with codes of its own (the accept-job table's, say): see `refusesWith`.
  for (const part of [schema.params, schema.querystring, schema.body]) {
    if (part) codes.push(...(REFUSAL_CODES.get(part as ZodType)?.codes ?? []));
  }
  if (methods.some((m) => MUTATING.has(m))) {
    // Fastify reads a body sent to any such route, declared or not.
    codes.push('BAD_REQUEST', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'ORIGIN_NOT_ALLOWED');
  }
  if (roles) codes.push('UNAUTHENTICATED', 'FORBIDDEN');
  return codes;
}

/** The refusal schemas of a route, one per HTTP status, each naming the codes it can carry. */
function errorResponses(codes: readonly AppErrorCode[]): Record<number, ZodType> {
  const byStatus = new Map<number, AppErrorCode[]>();
  for (const code of codes) {
    const status = ERROR_HTTP_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      status,
      zErrorBody(list as [AppErrorCode, ...AppErrorCode[]]).describe(list.join(', ')),
    ]),
  );
}

/**
 * Records every /api route as it is registered (Fastify keeps no list of them) and completes
 * its response schemas with the refusals it can answer, so that each answer, error or not, is
 * checked against a schema (plugins/validation.ts) and documented. Register before the routes.
 * HEAD routes Fastify adds for GET are left out, and so are hidden routes (`schema.hide`: the
 * API reference's own page and files, plugins/openapi.ts), which are not part of the API.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || (route.schema as { hide?: boolean } | undefined)?.hide)
      return;
    const roles = rolesOf(route.preHandler);
    const errors = [...new Set([...codesOfKind(route, roles), ...(route.config?.errors ?? [])])];
    const schema = route.schema ?? {};
    if (schema.response) {
      route.schema = { ...schema, response: { ...errorResponses(errors), ...schema.response } };
      route.config = { ...route.config, errors };
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { params, querystring, body, response, summary, description, tags } =
        route.schema ?? {};
      routes.push({
        method,
        url: route.url,
        schema: { params, querystring, body, response, summary, description, tags },
        roles,
        errors,
      });
    }
  });
});
