import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { ERROR_HTTP_STATUS, ERROR_MESSAGES, type AppErrorCode, type Role } from '@gharseva/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type FastifyPluginAsyncZod,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../package.json' with { type: 'json' };
import { SESSION_COOKIE } from '../lib/cookies.ts';
import type { ApiRoute } from './route-table.ts';

type SwaggerOptions = Parameters<typeof fastifySwagger>[1];
type Transform = NonNullable<Extract<SwaggerOptions, { mode?: 'dynamic' }>['transform']>;
type TransformObject = NonNullable<
  Extract<SwaggerOptions, { mode?: 'dynamic' }>['transformObject']
>;

/** The two ways a request presents a session (plugins/auth.ts), as OpenAPI security schemes. */
export const SECURITY_SCHEMES = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie a browser gets at login. A POST, PUT, PATCH or DELETE sent with it ' +
      'must carry an Origin header of this site (ORIGIN_NOT_ALLOWED otherwise).',
  },
  bearerToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` a login answers, sent as `Authorization: Bearer <token>`.',
  },
} as const;

/** The security requirement of a route admitting `roles`: either scheme; none when open. */
export function securityOf(roles: readonly Role[] | null) {
  return roles ? Object.keys(SECURITY_SCHEMES).map((scheme) => ({ [scheme]: [] })) : undefined;
}

const ROLE_NAMES: Record<Role, string> = {
  user: 'a customer (`user`)',
  repairer: 'a repairer (`repairer`)',
  admin: 'an administrator (`admin`)',
};

function authText(roles: readonly Role[] | null): string {
  if (!roles) return '**Auth:** none; open to anyone.';
  const who = roles.map((r) => ROLE_NAMES[r]).join(' or ');
  return (
    `**Auth:** signed in as ${who}: the \`${SESSION_COOKIE}\` session cookie or ` +
    '`Authorization: Bearer <token>`.'
  );
}

/** One line per code a status can carry: `- CODE: English message.` */
export function errorLines(codes: readonly AppErrorCode[]): string {
  return codes.map((code) => `- ${code}: ${ERROR_MESSAGES[code]}`).join('\n');
}

const API_DESCRIPTION = [
  'The HTTP API of GharSeva, the home-services marketplace: the web app uses nothing else.',
  '',
  'Every answer is JSON. A refusal is `{ "success": false, "code", "message" }`: `code` is a',
  'machine code (listed under each response status, with its English message), `message` is',
  "in English or the reader's language (`Accept-Language`).",
  '',
  'A session is the `gs_session` cookie (browsers) or `Authorization: Bearer <token>` (other',
  'clients); both come from a login. A POST, PUT, PATCH or DELETE sent with the cookie must',
  'carry an `Origin` header of this site.',
].join('\n');

type Route = Parameters<Transform>[0]['route'];

/**
 * The OpenAPI 3.1 document of every /api route, generated from the route schemas as they are
 * registered (dynamic mode) and completed from the route table (plugins/route-table.ts): who
 * may call each route (security and a line of its description) and, under each refusal status,
 * every code it can carry with its English message. Other routes (pages, files, the reference's
 * own) are left out. Register after the route table and before the routes.
 */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  const zodTransform = createJsonSchemaTransform({ skipList: [] });
  const tableEntry = (route: Route, url: string): ApiRoute | undefined => {
    const methods = [route.method].flat();
    return app.apiRoutes.find((r) => r.url === url && methods.includes(r.method));
  };

  const transform: Transform = (input) => {
    const { url, route } = input;
    const entry = url.startsWith('/api/') ? tableEntry(route, url) : undefined;
    if (!entry) return { schema: { hide: true }, url };
    const { schema } = zodTransform({ ...input, schema: input.schema ?? {} }) as unknown as {
      schema: Record<string, unknown> & { response?: Record<string, { description?: string }> };
    };
    const description = [entry.schema.description, authText(entry.roles)]
      .filter(Boolean)
      .join('\n\n');
    const byStatus = new Map<string, AppErrorCode[]>();
    for (const code of entry.errors) {
      const status = String(ERROR_HTTP_STATUS[code]);
      byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
    }
    for (const [status, response] of Object.entries(schema.response ?? {})) {
      const codes = byStatus.get(status);
      if (codes) response.description = errorLines(codes);
      else if (/^2/.test(status)) response.description ??= 'Success.';
    }
    const security = securityOf(entry.roles);
    return { schema: { ...schema, description, ...(security ? { security } : {}) }, url };
  };

  const zodTransformObject = createJsonSchemaTransformObject({});
  const transformObject: TransformObject = (input) => {
    const document = zodTransformObject(input);
    const paths = (document.paths ?? {}) as Record<string, Record<string, { tags?: string[] }>>;
    const tags = new Set(
      Object.values(paths).flatMap((operations) =>
        Object.values(operations).flatMap((operation) => operation.tags ?? []),
      ),
    );
    return { ...document, tags: [...tags].sort().map((name) => ({ name })) };
  };

  await app.register(fastifySwagger, {
    mode: 'dynamic',
    openapi: {
      openapi: '3.1.0',
      info: { title: 'GharSeva API', version: serverPackage.version, description: API_DESCRIPTION },
      servers: [{ url: '/' }],
      components: { securitySchemes: SECURITY_SCHEMES },
    },
    transform,
    transformObject,
  });
});

/** What GET /api/openapi.json answers: an OpenAPI 3.1 document (checked in full by the tests). */
const ZOpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/**
 * The API's own description, registered in the /api context: GET /api/openapi.json answers
 * the document, and /api/docs is the interactive reference (Swagger UI, its files served from
 * here; decision 042). The reference's pages are hidden routes, so neither in the document nor
 * in the route table; the document's own route is an API route like any other.
 */
export const apiReferenceRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/openapi.json',
    {
      schema: {
        summary: 'This document: every API route, its input, answers, refusals and auth',
        tags: ['Reference'],
        response: { 200: ZOpenApiDocument },
      },
    },
    async (_request, reply) => {
      // The document changes only with a release; clients revalidate.
      reply.header('cache-control', 'no-cache');
      return api.swagger() as z.infer<typeof ZOpenApiDocument>;
    },
  );

  await api.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The page links its files by absolute path, and this context's prefix is /api.
    indexPrefix: '/api',
    uiConfig: {
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      displayRequestDuration: true,
      tryItOutEnabled: false,
    },
    theme: { title: 'GharSeva API reference' },
  });
};
