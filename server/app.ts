import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/database';
import { handleError, sendError } from './lib/error-handler';
import type { Mailer } from './lib/mailer';
import type { RateLimits } from './lib/rate-limits';
import { RateLimitStore } from './lib/rate-limit-store';
import { replySerializerCompiler } from './lib/reply-serializer';
import { requestValidatorCompiler } from './lib/request-validator';
import { API_HEADERS, DOCUMENT_HEADERS, isApiJson, securityHeaders } from './lib/security-headers';
import { registerApiRoutes } from './routes/api';

export const JSON_BODY_LIMIT = 1024 * 1024;
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CLIENT_DIR = path.join(rootDir, 'dist', 'client');

export interface AppDeps {
  config: Config;
  database: DatabaseHandle;
  /** Serve the built client from dist/client (off in API tests). */
  serveClient?: boolean;
  /** Outgoing mail; built from the config when absent. */
  mailer?: Mailer;
  rateLimits?: Partial<RateLimits>;
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<App> {
  const processId = crypto.randomBytes(6).toString('base64url');
  let requestCount = 0;
  const app = Fastify({
    logger: { level: deps.config.logLevel, redact: ['req.headers.authorization'] },
    // A request id unique across restarts: this process's random prefix and a counter.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given)
        ? given
        : `${processId}-${(requestCount += 1).toString(36)}`;
    },
    requestIdHeader: false,
    bodyLimit: JSON_BODY_LIMIT,
    trustProxy: false,
    forceCloseConnections: 'idle',
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(requestValidatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.setErrorHandler(handleError);
  // helmet's headers (a strict CSP, no inline scripts; for API JSON, nothing at all) and the request
  // id, on every reply.
  const documentHeaders = securityHeaders(DOCUMENT_HEADERS);
  const apiHeaders = securityHeaders(API_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    void reply
      .headers(isApiJson(request.url) ? apiHeaders : documentHeaders)
      .header('x-request-id', request.id);
    done();
  });
  app.addHook('onClose', async () => {
    await deps.database.close();
  });

  // Cross-origin requests are refused: no reply carries Access-Control-Allow-Origin, so a browser
  // keeps other sites from reading any of them, and a preflight (OPTIONS) finds no route (404). The
  // client is served from this same origin and needs none. (@fastify/cors with `origin: false` did
  // the same through a hook on every request.)
  // Routes opt in with `config: { rateLimit: {...} }`.
  await app.register(rateLimit, {
    global: false,
    store: RateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
      code: 'TOO_MANY_REQUESTS',
    }),
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Prashna API',
        description: 'Exam papers and worksheets for teachers.',
        version: '1.0.0',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      await registerApiRoutes(api, deps);
    },
    { prefix: '/api' },
  );

  const hasClient = (deps.serveClient ?? true) && fs.existsSync(path.join(CLIENT_DIR, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: CLIENT_DIR,
      wildcard: false,
      index: false,
      preCompressed: true,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url === '/api' || url.startsWith('/api/')) {
      sendError(reply, 404, { message: `No API route ${request.method} ${url}.`, code: 'NOT_FOUND' });
      return;
    }
    // Client routes are resolved by the React router: every other GET gets the app.
    if (hasClient && (request.method === 'GET' || request.method === 'HEAD') && !path.extname(url)) {
      void reply.header('cache-control', 'no-cache').sendFile('index.html');
      return;
    }
    sendError(reply, 404, { message: `Not found: ${url}`, code: 'NOT_FOUND' });
  });

  return app;
}
