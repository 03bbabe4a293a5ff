import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { IdParams } from '../../../common/catalogue-api';
import { ErrorReply } from '../../../common/errors';
import { PublishPaperReply, PublishPaperRequest } from '../../../common/worksheet-api';
import { RATE_WINDOW } from '../../lib/rate-limits';
import type { WorksheetService } from '../../services/worksheet-service';
import type { AuthGuard } from '../auth/auth-guard';

/** Rendering two PDFs costs real CPU: a teacher publishes a few papers a minute at most. */
export const PUBLISH_PER_MINUTE = 20;

// Publishing a saved paper: the server renders its worksheet and answer sheet with the paper engine.
export async function registerPublishRoutes(
  api: FastifyInstance,
  deps: { worksheets: WorksheetService; guard: AuthGuard },
): Promise<void> {
  const { worksheets, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/papers/:id/publish',
    {
      onRequest: guard.authenticate,
      config: { rateLimit: { max: PUBLISH_PER_MINUTE, timeWindow: RATE_WINDOW } },
      schema: {
        tags: ['worksheets'],
        security: [{ bearer: [] }],
        description:
          'Publishes one of the teacher’s saved papers as a worksheet with its answer sheet (answers of ' +
          'bank questions come from the bank); both appear in the public collections.',
        params: IdParams,
        body: PublishPaperRequest,
        response: {
          201: PublishPaperReply,
          400: ErrorReply,
          401: ErrorReply,
          404: ErrorReply,
          429: ErrorReply,
        },
      },
    },
    async (request, reply) => {
      const auth = await guard.requireAuth(request);
      return reply.status(201).send(await worksheets.publishPaper(auth, request.params.id, request.body));
    },
  );
}
