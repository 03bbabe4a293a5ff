import fs from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MessageReply } from '../../../common/auth';
import { IdParams } from '../../../common/catalogue-api';
import { ErrorReply } from '../../../common/errors';
import { NEXT_CURSOR_HEADER } from '../../../common/question-api';
import { AnswerSheet, SheetListQuery, TOTAL_COUNT_HEADER, Worksheet } from '../../../common/worksheet-api';
import type { SheetPage, WorksheetService } from '../../services/worksheet-service';
import type { AuthGuard } from '../auth/auth-guard';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };
const tags = ['worksheets'];
const listDescription =
  'Public. Optional filters board, subject (name), subject_title, standard combine with AND; an empty ' +
  'value means no filter; standard is compared as text. Newest first, in pages: the next page’s cursor ' +
  `is in the ${NEXT_CURSOR_HEADER} header (absent on the last page), the number of matches in ${TOTAL_COUNT_HEADER}.`;

function sendPage<T>(reply: FastifyReply, page: SheetPage<T>): T[] {
  void reply.header(TOTAL_COUNT_HEADER, String(page.total));
  if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
  return page.items;
}

/** A stored PDF, shown in the browser's viewer (inline). Files never change: browsers may keep them. */
function sendPdf(reply: FastifyReply, pdf: { file: string; size: number; fileName: string }) {
  return reply
    .type('application/pdf')
    .header('content-length', pdf.size)
    .header('content-disposition', `inline; filename="${pdf.fileName}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'public, max-age=86400')
    .send(fs.createReadStream(pdf.file));
}

// The worksheets and answer sheets collections (public), their PDFs, and unpublishing one's own.
export async function registerWorksheetRoutes(
  api: FastifyInstance,
  deps: { worksheets: WorksheetService; guard: AuthGuard },
): Promise<void> {
  const { worksheets, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: Parameters<AuthGuard['optionalAuth']>[0]) =>
    (await guard.optionalAuth(request))?.user.id;

  r.get(
    '/worksheets',
    {
      schema: {
        tags,
        description: listDescription,
        querystring: SheetListQuery,
        response: { 200: z.array(Worksheet), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await worksheets.listWorksheets(request.query, await viewerOf(request))),
  );

  r.get(
    '/answersheets',
    {
      schema: {
        tags,
        description: listDescription,
        querystring: SheetListQuery,
        response: { 200: z.array(AnswerSheet), ...errors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await worksheets.listAnswerSheets(request.query, await viewerOf(request))),
  );

  r.get(
    '/worksheets/:id/file',
    { schema: { tags, description: 'The worksheet as a PDF (public).', params: IdParams } },
    async (request, reply) => sendPdf(reply, await worksheets.worksheetFile(request.params.id)),
  );

  r.get(
    '/answersheets/:id/file',
    { schema: { tags, description: 'The answer sheet as a PDF (public).', params: IdParams } },
    async (request, reply) => sendPdf(reply, await worksheets.answerSheetFile(request.params.id)),
  );

  r.delete(
    '/worksheets/:id',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: [{ bearer: [] }],
        description: 'Unpublishes one of the teacher’s own worksheets, with its answer sheet and files.',
        params: IdParams,
        response: { 200: MessageReply, ...errors },
      },
    },
    async (request) => {
      await worksheets.unpublishWorksheet(await guard.requireAuth(request), request.params.id);
      return { message: 'Worksheet unpublished.' };
    },
  );
}
