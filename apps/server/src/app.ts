import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LoggerOptions } from 'pino';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Adapters, AppContext } from './context.ts';
import type { Database } from './db/client.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { registerSecurity } from './http/security.ts';
import { registerWebApp, webAppFallback } from './http/web-app.ts';
import { requestId } from './logger.ts';
import { devRoutes } from './modules/dev/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { settingsRoutes } from './modules/settings/routes.ts';
import { systemRoutes } from './modules/system/routes.ts';
import { readVersion } from './modules/system/service.ts';
import { resolvePaths } from './paths.ts';
import type { AppPaths } from './paths.ts';

export interface AppDeps {
  config: Config;
  /** Opened (and migrated) by the caller, who also closes it after the app. */
  database: Database;
  clock: Clock;
  /** false (tests) or pino options (main.ts). */
  logger?: boolean | LoggerOptions;
  adapters?: Partial<Adapters>;
  /** Tests point webDist at a temporary folder. */
  paths?: Partial<AppPaths>;
}

/** The composition root: the whole site from config and adapters. main.ts listens; tests inject. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const paths: AppPaths = { ...resolvePaths(), ...deps.paths };
  const version = readVersion(paths.rootPackageJson);

  const app = Fastify({
    logger: deps.logger ?? false,
    // The id comes from x-request-id when it looks like one (see logger.ts), else a new uuid.
    requestIdHeader: false,
    genReqId: requestId,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const ctx: AppContext = {
    config: deps.config,
    db: deps.database.db,
    clock: deps.clock,
    adapters: { ...deps.adapters },
  };

  // Before any route: a route keeps the error handler that was set when it was registered.
  registerErrorHandling(app, { pageFallback: webAppFallback(paths.webDist) });
  await registerSecurity(app);
  await app.register(formbody);
  await registerDocs(app, version);

  await app.register(systemRoutes, { ctx, version });
  await app.register(
    async (api) => {
      await api.register(settingsRoutes, { ctx });
      await api.register(scheduleRoutes, { ctx });
    },
    { prefix: '/api/api' },
  );
  if (deps.config.DEV_TOOLS) await app.register(devRoutes, { ctx, prefix: '/api/dev' });
  await registerWebApp(app, paths.webDist);
  return app;
}
