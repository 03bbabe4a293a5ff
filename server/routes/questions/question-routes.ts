import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MessageReply } from '../../../common/auth';
import { IdParams } from '../../../common/catalogue-api';
import { ErrorReply } from '../../../common/errors';
import { QuestionCreate, QuestionUpdate } from '../../../common/question';
import {
  NEXT_CURSOR_HEADER,
  QuestionItem,
  QuestionList,
  QuestionListQuery,
  RandomDrawReply,
  RandomDrawRequest,
} from '../../../common/question-api';
import { createEncodedReplies } from '../../lib/encoded-reply';
import type { QuestionPage, QuestionService } from '../../services/question-service';
import type { AuthGuard } from '../auth/auth-guard';

const errors = { 400: ErrorReply, 401: ErrorReply, 403: ErrorReply, 404: ErrorReply };
const secured = [{ bearer: [] }];

export async function registerQuestionRoutes(
  api: FastifyInstance,
  deps: { questions: QuestionService; guard: AuthGuard },
): Promise<void> {
  const { questions, guard } = deps;
  const r = api.withTypeProvider<ZodTypeProvider>();
  const tags = ['questions'];
  const sendList = createEncodedReplies((page: QuestionPage) => page.json);
  const viewerOf = async (request: Parameters<AuthGuard['optionalAuth']>[0]) =>
    (await guard.optionalAuth(request))?.user.id;

  r.get(
    '/question',
    {
      schema: {
        tags,
        description:
          'The shared bank (and, with a token, the teacher’s own questions with their answers), ' +
          `in pages: the next page's cursor is in the ${NEXT_CURSOR_HEADER} header, absent on the last page. ` +
          'A page is kept until a question changes; Cache-Control: no-cache reads it again (and drops the kept page).',
        querystring: QuestionListQuery,
        response: { 200: QuestionList, ...errors },
      },
    },
    async (request, reply) => {
      // `Cache-Control: no-cache` asks for the page to be read from the database again.
      const fresh = /\bno-cache\b/.test(request.headers['cache-control'] ?? '');
      const page = await questions.listQuestions(request.query, await viewerOf(request), { fresh });
      if (page.nextCursor) void reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      // The service hands out the same page object until the bank changes: its JSON is written once.
      return sendList(request, reply, page);
    },
  );

  r.get(
    '/question/:id',
    { schema: { tags, params: IdParams, response: { 200: QuestionItem, ...errors } } },
    async (request) => questions.getQuestion(request.params.id, await viewerOf(request)),
  );

  r.post(
    '/question/random',
    { schema: { tags, body: RandomDrawRequest, response: { 200: RandomDrawReply, ...errors } } },
    async (request) => questions.drawQuestions(request.body, await viewerOf(request)),
  );

  r.post(
    '/question',
    {
      onRequest: guard.authenticate,
      schema: { tags, security: secured, body: QuestionCreate, response: { 201: QuestionItem, ...errors } },
    },
    async (request, reply) => {
      const { user } = await guard.requireAuth(request);
      return reply.status(201).send(await questions.createQuestion(request.body, user.id));
    },
  );

  r.put(
    '/question/:id',
    {
      onRequest: guard.authenticate,
      schema: {
        tags,
        security: secured,
        params: IdParams,
        body: QuestionUpdate,
        response: { 200: QuestionItem, ...errors },
      },
    },
    async (request) => {
      const { user } = await guard.requireAuth(request);
      return questions.updateQuestion(request.params.id, request.body, user.id);
    },
  );

  r.delete(
    '/question/:id',
    {
      onRequest: guard.authenticate,
      schema: { tags, security: secured, params: IdParams, response: { 200: MessageReply, ...errors } },
    },
    async (request) => {
      const { user } = await guard.requireAuth(request);
      await questions.deleteQuestion(request.params.id, user.id);
      return { message: 'Question deleted.' };
    },
  );
}
