import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../../common/question-api';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { createOwnQuestion, insertSharedQuestions, questionPayload } from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)("a teacher's own questions on %s", (engine) => {
  let ctx: TestContext;
  let teacherA: TestTeacher;
  let teacherB: TestTeacher;
  let mine: QuestionItem;
  let sharedId: number;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacherA = await createTestTeacher(ctx.app);
    teacherB = await createTestTeacher(ctx.app);
    await insertSharedQuestions(ctx.database, [
      { question: 'A shared question of the bank.', subject_id: 1, standard: 6 },
    ]);
    sharedId = ((await ctx.app.inject({ url: '/api/question?subject=1' })).json() as QuestionItem[])[0]!
      .question_id;
    mine = await createOwnQuestion(ctx.app, teacherA.token, {
      question: 'Teacher A asks: which number is even?',
    });
  });
  afterAll(async () => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'DELETE', id: number, token?: string, payload?: object) =>
    ctx.app.inject({ method, url: `/api/question/${id}`, headers: token ? bearer(token) : {}, payload });

  it('creates a question with the defaults of its type and answers it with its answer', async () => {
    expect(mine).toMatchObject({
      type: 'mcq',
      options: ['3', '5', '8', '9'],
      answer: 2,
      marks: 1,
      language: 'en',
      is_own: true,
      subject: 1,
      standard: 6,
    });
    expect((await call('GET', mine.question_id, teacherA.token)).json()).toEqual(mine);
  });

  it("hides teacher A's question from teacher B and from anonymous visitors", async () => {
    expect((await call('GET', mine.question_id, teacherB.token)).statusCode).toBe(404);
    expect((await call('GET', mine.question_id)).statusCode).toBe(404);
    const ids = async (token?: string) =>
      (
        (
          await ctx.app.inject({ url: '/api/question?subject=1', headers: token ? bearer(token) : {} })
        ).json() as QuestionItem[]
      ).map((q) => q.question_id);
    expect(await ids()).toEqual([sharedId]);
    expect(await ids(teacherB.token)).toEqual([sharedId]);
    expect(await ids(teacherA.token)).toEqual([sharedId, mine.question_id]);
  });

  it("does not let teacher B edit or delete teacher A's question (404), nor anyone anonymous (401)", async () => {
    const update = questionPayload({ question: 'Changed by B?' });
    expect((await call('PUT', mine.question_id, teacherB.token, update)).statusCode).toBe(404);
    expect((await call('DELETE', mine.question_id, teacherB.token)).statusCode).toBe(404);
    expect((await call('PUT', mine.question_id, undefined, update)).statusCode).toBe(401);
    expect((await call('DELETE', mine.question_id)).statusCode).toBe(401);
    expect((await call('GET', mine.question_id, teacherA.token)).json().question).toBe(mine.question);
  });

  it('keeps the shared bank read-only', async () => {
    const res = await call('PUT', sharedId, teacherA.token, questionPayload());
    expect(res.statusCode).toBe(403);
    expect((await call('DELETE', sharedId, teacherA.token)).statusCode).toBe(403);
    expect((await call('GET', sharedId)).json().question).toBe('A shared question of the bank.');
  });

  it('edits and deletes my own question', async () => {
    const own = await createOwnQuestion(ctx.app, teacherA.token);
    const update = questionPayload({
      type: 'long',
      question: 'Explain why 8 is even.',
      answer: 'It divides by 2.',
      points: ['Divides by 2'],
      marks: 4,
    } as never);
    const edited = await call('PUT', own.question_id, teacherA.token, update);
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      type: 'long',
      options: null,
      answer: 'It divides by 2.',
      points: ['Divides by 2'],
      marks: 4,
    });
    const deleted = await call('DELETE', own.question_id, teacherA.token);
    expect(deleted.json()).toEqual({ message: 'Question deleted.' });
    expect((await call('GET', own.question_id, teacherA.token)).statusCode).toBe(404);
    expect((await call('DELETE', own.question_id, teacherA.token)).statusCode).toBe(404);
  });

  it("deletes a teacher's questions with their account", async () => {
    const teacherC = await createTestTeacher(ctx.app);
    const own = await createOwnQuestion(ctx.app, teacherC.token);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: bearer(teacherC.token),
    });
    expect(res.statusCode).toBe(200);
    const rows = await ctx.database.db
      .selectFrom('questions')
      .select('question_id')
      .where('question_id', '=', own.question_id)
      .execute();
    expect(rows).toEqual([]);
  });
});
