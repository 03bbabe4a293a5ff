import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../common/catalogue-api';
import { MessageReply } from '../../../common/auth';
import { ErrorReply } from '../../../common/errors';
import { HeaderRecord, HeaderSaveRequest } from '../../../common/paper-api';
import { AppError } from '../../lib/app-error';
import { IMAGE_UPLOADS_PER_MINUTE, type Uploads } from '../../lib/uploads';
import type { HeaderService } from '../../services/header-service';
import type { AuthGuard } from '../auth/auth-guard';

const errors = {
  400: ErrorReply,
  401: ErrorReply,
  403: ErrorReply,
  404: ErrorReply,
  413: ErrorReply,
  415: ErrorReply,
};
const security = [{ bearer: [] }];
const tags = ['headers'];

export async function registerHeaderRoutes(
  api: FastifyInstance,
  deps: { headers: HeaderService; uploads: Uploads; guard: AuthGuard },
): Promise<void> {
  const { headers, uploads, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.get('/headers', { schema: { tags, response: { 200: z.array(HeaderRecord) } } }, async (request) =>
    headers.listHeaders(await guard.optionalAuth(request)),
  );

  r.get(
    '/headers/:id',
    { schema: { tags, params: IdParams, response: { 200: HeaderRecord, ...errors } } },
    async (request) => headers.getHeader(await guard.optionalAuth(request), request.params.id),
  );

  r.post(
    '/headers',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        body: HeaderSaveRequest,
        response: { 201: HeaderRecord, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await guard.requireAuth(request);
      return reply.status(201).send(await headers.saveHeader(auth, request.body));
    },
  );

  r.delete(
    '/headers/:id',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      await headers.deleteHeader(await guard.requireAuth(request), request.params.id);
      return { message: 'Header template deleted.' };
    },
  );

  r.post(
    '/headers/image',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: 'One image file (PNG, JPEG or WebP, at most 2 MB) in the field "file".',
        response: { 201: z.object({ image_url: z.string() }), ...errors },
      },
      // As for question images: a flood of uploads must not fill the disk.
      config: { rateLimit: { max: IMAGE_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await guard.requireAuth(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      }
      const saved = await uploads.saveOnlyImage(request.parts());
      return reply.status(201).send({ image_url: saved.url });
    },
  );
}
