import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../../common/catalogue-api';
import { ErrorReply } from '../../../common/errors';
import {
  DeletePaperReply,
  PaperAddFields,
  PaperSaveReply,
  PapersListQuery,
  PapersListReply,
  SavedPaper,
} from '../../../common/paper-api';
import { badRequest } from '../../lib/app-error';
import type { SavedUpload, Uploads } from '../../lib/uploads';
import type { PaperService } from '../../services/paper-service';
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
const tags = ['papers'];

/** Reads the spec's multipart form: text fields plus an optional `logo` image, stored only if valid. */
async function readPaperForm(request: FastifyRequest, uploads: Uploads) {
  if (!request.isMultipart()) throw badRequest('Send the paper as multipart/form-data.');
  const raw: Record<string, string> = {};
  let logo: SavedUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'logo')
          throw badRequest(`Unexpected file field "${part.fieldname}".`, part.fieldname);
        logo = await uploads.saveImage(part);
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
    const parsed = PaperAddFields.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      throw badRequest(`${field ?? 'form'}: ${issue?.message ?? 'invalid value'}`, field);
    }
    return { fields: parsed.data, logo };
  } catch (error) {
    if (logo) await uploads.deleteUpload(logo.url);
    throw error;
  }
}

export async function registerPaperRoutes(
  api: FastifyInstance,
  deps: { papers: PaperService; uploads: Uploads; guard: AuthGuard },
): Promise<void> {
  const { papers, uploads, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/papers/add',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        description: `Multipart fields: ${Object.keys(PaperAddFields.shape).join(', ')}; file: logo (PNG, JPEG or WebP, at most 2 MB).`,
        response: { 201: PaperSaveReply, ...errors },
      },
    },
    async (request, reply) => {
      const auth = await guard.requireAuth(request);
      const { fields, logo } = await readPaperForm(request, uploads);
      try {
        const paper = await papers.addPaper(auth, fields, logo?.url ?? null);
        return reply.status(201).send({ message: 'Paper saved successfully!', paper });
      } catch (error) {
        if (logo) await uploads.deleteUpload(logo.url);
        throw error;
      }
    },
  );

  r.get(
    '/papers/user/:userId',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ userId: IdParams.shape.id }),
        querystring: PapersListQuery,
        response: { 200: PapersListReply, ...errors },
      },
    },
    async (request) => {
      const auth = await guard.requireAuth(request);
      return papers.listPapers(auth, request.params.userId, request.query);
    },
  );

  r.get(
    '/papers/:id',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        params: IdParams,
        response: { 200: SavedPaper, ...errors },
      },
    },
    async (request) => papers.getPaper(await guard.requireAuth(request), request.params.id),
  );

  r.delete(
    '/papers/delete/:paperId',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security,
        params: z.object({ paperId: IdParams.shape.id }),
        response: { 200: DeletePaperReply, ...errors },
      },
    },
    async (request) => {
      await papers.deletePaper(await guard.requireAuth(request), request.params.paperId);
      return { success: true, message: 'Paper deleted successfully' };
    },
  );
}
