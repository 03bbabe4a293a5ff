import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorReply } from '../../../common/errors';
import { ChapterItem, ChapterListQuery, ImageUploadReply } from '../../../common/question-api';
import { AppError } from '../../lib/app-error';
import { IMAGE_UPLOADS_PER_MINUTE, type Uploads } from '../../lib/uploads';
import type { QuestionService } from '../../services/question-service';
import type { AuthGuard } from '../auth/auth-guard';

const errors = { 400: ErrorReply, 401: ErrorReply, 404: ErrorReply, 413: ErrorReply, 415: ErrorReply };

// What the question form needs besides the question: its image, and the chapters to choose from.
export async function registerQuestionFormRoutes(
  api: FastifyInstance,
  deps: { questions: QuestionService; uploads: Uploads; guard: AuthGuard },
): Promise<void> {
  const { questions, uploads, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];

  r.post(
    '/question/image',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'multipart/form-data with one file: a PNG, JPEG or WebP image of at most 2 MB.',
        response: { 201: ImageUploadReply, ...errors },
      },
      config: { rateLimit: { max: IMAGE_UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      await guard.requireAuth(request);
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
      }
      const saved = await uploads.saveOnlyImage(request.parts());
      return reply.status(201).send({ image_url: saved.url, width: saved.width, height: saved.height });
    },
  );

  r.get(
    '/chapters',
    { schema: { tags, querystring: ChapterListQuery, response: { 200: z.array(ChapterItem), ...errors } } },
    async (request) => questions.listChapters(request.query.subject, request.query.standard),
  );
}
