import type { FastifyInstance, FastifySchema, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

/** One route of the API with the schemas it validates its input with. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  schema: Pick<FastifySchema, 'params' | 'querystring' | 'body'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api route, as registered: what the input checks (and their tests) walk. */
    apiRoutes: readonly ApiRoute[];
  }
}

/**
 * Records every /api route and its input schemas as it is registered (Fastify keeps no list
 * of them). Register before the routes. HEAD routes Fastify adds for GET are left out.
 */
export const routeTablePlugin = fp(async (app: FastifyInstance) => {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      const { params, querystring, body } = route.schema ?? {};
      routes.push({ method, url: route.url, schema: { params, querystring, body } });
    }
  });
});
