import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AppDeps } from './deps.ts';
import { createLifecycle, type Lifecycle } from './lib/lifecycle.ts';
import { loggerOptions } from './lib/logging.ts';
import { runWithRequestId } from './lib/request-context.ts';
import { SERVER_FILES } from './lib/server-files.ts';
import { accountsRoutes } from './modules/accounts/index.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { verificationRoutes } from './modules/verification/index.ts';
import { adminConsoleRoutes } from './modules/admin-console/index.ts';
import { catalogueRoutes } from './modules/catalogue/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { disputesRoutes } from './modules/disputes/index.ts';
import { rescheduleRoutes } from './modules/reschedule/index.ts';
import { emailRoutes } from './modules/email/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { healthRoutes } from './modules/health/index.ts';
import { jobsRoutes } from './modules/jobs/index.ts';
import { notificationsRoutes } from './modules/notifications/index.ts';
import { paymentsRoutes } from './modules/payments/index.ts';
import { payoutsMetrics, payoutsPlugin } from './modules/payouts/index.ts';
import { publicRoutes } from './modules/public/index.ts';
import { pushRoutes } from './modules/push/index.ts';
import { receiptsRoutes } from './modules/receipts/index.ts';
import { remindersRoutes } from './modules/reminders/index.ts';
import { repairerProfileRoutes } from './modules/repairer-profile/index.ts';
import { repairerStatsRoutes } from './modules/repairer-stats/index.ts';
import { requestsRoutes } from './modules/requests/index.ts';
import { reviewsRoutes } from './modules/reviews/index.ts';
import { addressesRoutes } from './modules/addresses/index.ts';
import { searchRoutes } from './modules/search/index.ts';
import { socketPlugin } from './plugins/socket.ts';
import { authPlugin, resolveAuth } from './plugins/auth.ts';
import { answerFrameworkError, errorsPlugin } from './plugins/errors.ts';
import { apiReferenceRoutes, openapiPlugin } from './plugins/openapi.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { originPlugin } from './plugins/origin.ts';
import { readerLanguagePlugin } from './plugins/reader-language.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { queuePlugin } from './plugins/queue.ts';
import { spaPlugin } from './plugins/spa.ts';
import { zodSerializerCompiler, zodValidatorCompiler } from './plugins/validation.ts';
import { createServices, type Services } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every module's service, built once (services.ts). */
    services: Services;
    /** Draining once a shutdown has begun (readiness answers 503). */
    lifecycle: Lifecycle;
  }
}

/** Razorpay Checkout loads its script and opens its frames from Razorpay's origins. */
function checkoutSources(deps: AppDeps): { scripts: string[]; frames: string[] } {
  if (deps.payments.name !== 'razorpay') return { scripts: [], frames: [] };
  const script = new URL(deps.payments.checkoutScriptUrl).origin;
  return { scripts: [script], frames: [script, 'https://api.razorpay.com'] };
}

/** Builds the whole server (API and web app) from its parts; does not listen. */
export async function buildApp(
  deps: AppDeps,
  options: {
    logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance'];
  } = {},
): Promise<FastifyInstance> {
  const logger = options.logger ?? loggerOptions(deps.config);
  const app = Fastify({
    ...(logger && typeof logger === 'object' && 'info' in logger
      ? { loggerInstance: logger as FastifyServerOptions['loggerInstance'] }
      : { logger: logger as FastifyServerOptions['logger'] }),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 64 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerFrameworkError,
    // A request that reaches a closing server was routed here before the balancer took the
    // process out: answer it (with Connection: close), do not turn it into a 503.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('deps', deps);
  app.decorate('lifecycle', createLifecycle());
  app.decorate('services', createServices(deps, app.log));
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler(deps.config.VALIDATE_RESPONSES));
  app.addHook('onRequest', (request, _reply, done) => runWithRequestId(request.id, done));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(routeTablePlugin);
  await app.register(openapiPlugin);
  await app.register(errorsPlugin);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...checkoutSources(deps).scripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", new URL(deps.config.GEOCODER_URL).origin],
        frameSrc: ["'self'", ...checkoutSources(deps).frames],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: deps.config.NODE_ENV === 'production',
  });
  await app.register(fastifyCookie);
  await app.register(metricsPlugin);
  await app.register(payoutsPlugin);
  await app.register(queuePlugin);
  await app.register(payoutsMetrics);
  await app.register(socketPlugin);

  await app.register(
    async (api) => {
      // Session and Origin hooks run for every route registered here, whatever the spelling
      // of the address that reached it (percent-encoding, case), and for no other.
      await api.register(authPlugin);
      await api.register(originPlugin);
      await api.register(readerLanguagePlugin);
      api.addHook('onSend', async (_request, reply) => {
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      });
      await api.register(healthRoutes);
      await api.register(catalogueRoutes);
      await api.register(publicRoutes);
      await api.register(accountsRoutes);
      await api.register(geoRoutes);
      await api.register(requestsRoutes);
      await api.register(searchRoutes);
      await api.register(jobsRoutes);
      await api.register(notificationsRoutes);
      await api.register(repairerProfileRoutes);
      await api.register(repairerStatsRoutes);
      await api.register(reviewsRoutes);
      await api.register(addressesRoutes);
      await api.register(disputesRoutes);
      await api.register(rescheduleRoutes);
      await api.register(emailRoutes);
      await api.register(adminRoutes);
      await api.register(verificationRoutes);
      await api.register(adminConsoleRoutes);
      await api.register(paymentsRoutes);
      await api.register(receiptsRoutes);
      await api.register(chatRoutes);
      await api.register(remindersRoutes);
      await api.register(pushRoutes);
      await api.register(apiReferenceRoutes);
    },
    { prefix: '/api' },
  );

  const distDir = path.resolve(deps.config.WEB_DIST_DIR ?? SERVER_FILES.webDist);
  const { accounts } = app.services;
  await app.register(spaPlugin, {
    distDir,
    ssrEntry: deps.config.WEB_SSR ? path.join(distDir, '..', 'dist-ssr', 'entry-server.js') : null,
    sessionOf: async (request) => accounts.checkAuth(await resolveAuth(accounts, request)),
  });
  return app;
}
