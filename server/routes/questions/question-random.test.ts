import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionItem, RandomDrawReply } from '../../../common/question-api';
import type { NewQuestion } from '../../db/questions-repository';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { createOwnQuestion, insertSharedQuestions } from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

const DEFAULT_PAPER = { mcq: 5, blank: 6, onetwo: 2, short: 2, long: 4 };

describe.each(TEST_ENGINES)('POST /question/random on %s', (engine) => {
  let ctx: TestContext;
  let teacherA: TestTeacher;
  let teacherB: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacherA = await createTestTeacher(ctx.app);
    teacherB = await createTestTeacher(ctx.app);
    // Science, standard 8: 12 of each type but long, of which there are 3.
    const rows: Array<Partial<NewQuestion>> = (['mcq', 'blank', 'onetwo', 'short'] as const).flatMap((type) =>
      Array.from({ length: 12 }, () => ({ type, subject_id: 3, standard: 8 })),
    );
    rows.push(...Array.from({ length: 3 }, () => ({ type: 'long' as const, subject_id: 3, standard: 8 })));
    rows.push(...Array.from({ length: 20 }, () => ({ type: 'mcq' as const, subject_id: 3, standard: 9 })));
    await insertSharedQuestions(ctx.database, rows);
  });
  afterAll(async () => ctx.close());

  const draw = (body: object, token?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/question/random',
      payload: body,
      headers: token ? bearer(token) : {},
    });
  const idsOf = (reply: RandomDrawReply) =>
    Object.values(reply.questions).flatMap((items) => (items ?? []).map((q: QuestionItem) => q.question_id));

  it('draws the default paper by type, without repeats, and tells what the bank lacks', async () => {
    const res = await draw({ subject: 3, standard: 8, counts: DEFAULT_PAPER });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as RandomDrawReply;
    expect(reply.questions.mcq).toHaveLength(5);
    expect(reply.questions.blank).toHaveLength(6);
    expect(reply.questions.onetwo).toHaveLength(2);
    expect(reply.questions.short).toHaveLength(2);
    expect(reply.questions.long).toHaveLength(3);
    expect(reply.shortfall).toEqual({ long: 1 });
    for (const [type, items] of Object.entries(reply.questions)) {
      expect(items!.every((q) => q.type === type && q.subject === 3 && q.standard === 8)).toBe(true);
    }
    const ids = idsOf(reply);
    expect(new Set(ids).size).toBe(ids.length);
    expect(reply.questions.mcq![0]).not.toHaveProperty('answer');
  });

  it('takes every question of a type when asked for all of them, whatever the starting point', async () => {
    for (let i = 0; i < 10; i++) {
      const reply = (await draw({ subject: 3, standard: 8, counts: { mcq: 12 } })).json() as RandomDrawReply;
      expect(new Set(idsOf(reply)).size).toBe(12);
      expect(reply.shortfall).toEqual({});
    }
  });

  it('varies between draws', async () => {
    const draws = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const reply = (await draw({ subject: 3, standard: 9, counts: { mcq: 3 } })).json() as RandomDrawReply;
      draws.add(idsOf(reply).join(','));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  it('leaves out the excluded questions', async () => {
    const first = (await draw({ subject: 3, standard: 8, counts: { mcq: 8 } })).json() as RandomDrawReply;
    const exclude = idsOf(first);
    for (let i = 0; i < 5; i++) {
      const reply = (
        await draw({ subject: 3, standard: 8, counts: { mcq: 8 }, exclude })
      ).json() as RandomDrawReply;
      expect(idsOf(reply).filter((id) => exclude.includes(id))).toEqual([]);
      expect(reply.questions.mcq).toHaveLength(4);
      expect(reply.shortfall).toEqual({ mcq: 4 });
    }
  });

  it("draws a teacher's own questions for them, never for another teacher", async () => {
    const own = await Promise.all(
      Array.from({ length: 3 }, () =>
        createOwnQuestion(ctx.app, teacherA.token, { subject: 2, standard: 4 }),
      ),
    );
    const mine = (
      await draw({ subject: 2, standard: 4, counts: { mcq: 5 } }, teacherA.token)
    ).json() as RandomDrawReply;
    expect(idsOf(mine).sort()).toEqual(own.map((q) => q.question_id).sort());
    expect(mine.questions.mcq![0]!.answer).toBe(2);
    const theirs = (
      await draw({ subject: 2, standard: 4, counts: { mcq: 5 } }, teacherB.token)
    ).json() as RandomDrawReply;
    expect(theirs).toEqual({ questions: { mcq: [] }, shortfall: { mcq: 5 } });
  });

  it('refuses bad requests with 400 naming the field', async () => {
    const cases: Array<[object, string | undefined]> = [
      [{ subject: 3, standard: 8, counts: { mcq: 51 } }, 'counts.mcq'],
      [{ subject: 3, standard: 8, counts: { essay: 2 } }, 'counts'],
      [{ subject: 3, standard: 8, counts: {} }, 'counts'],
      [{ subject: 3, standard: 8, counts: { mcq: 0 } }, 'counts'],
      [{ subject: 3, standard: 0, counts: { mcq: 1 } }, 'standard'],
      [{ subject: 99, standard: 8, counts: { mcq: 1 } }, 'subject'],
      [{ subject: 3, standard: 8, counts: { mcq: 1 }, exclude: Array(1001).fill(1) }, 'exclude'],
      [{ subject: 3, standard: 8, counts: { mcq: 1 }, exclude: ['x'] }, 'exclude.0'],
    ];
    for (const [body, field] of cases) {
      const res = await draw(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().field, JSON.stringify(body).slice(0, 80)).toBe(field);
    }
  });
});
