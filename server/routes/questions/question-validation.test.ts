import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { createChapters, createOwnQuestion, questionPayload } from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('question validation on %s', (engine) => {
  let ctx: TestContext;
  let teacher: TestTeacher;
  let chapterOfStandard7: number;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacher = await createTestTeacher(ctx.app);
    chapterOfStandard7 = (await createChapters(ctx.database, 1, 7, ['Integers'])).get('Integers')!;
  });
  afterAll(async () => ctx.close());

  const create = (payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/question',
      headers: bearer(teacher.token),
      payload: payload as object,
    });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['an mcq answer beyond its options', { answer: 4 }, 'answer'],
    ['an mcq without an answer', { answer: undefined }, 'answer'],
    ['an mcq answer that is not an index', { answer: 'B' }, 'answer'],
    ['an mcq with one option', { options: ['only'], answer: 0 }, 'options'],
    ['an mcq with seven options', { options: ['1', '2', '3', '4', '5', '6', '7'] }, 'options'],
    ['an empty option', { options: ['1', ' '], answer: 0 }, 'options.1'],
    ['a 501-character option', { options: ['x'.repeat(501), 'y'], answer: 0 }, 'options.0'],
    ['a 10,000-character question', { question: 'x'.repeat(10_000) }, 'question'],
    ['an empty question', { question: '   ' }, 'question'],
    ['a NUL character, which PostgreSQL cannot store', { question: 'Which is even?\u0000' }, 'question'],
    ['a NUL character in an option', { options: ['1', '2\u0000'], answer: 0 }, 'options.1'],
    ['a type that does not exist', { type: 'essay' }, 'type'],
    ['a type that is not text', { type: 42 }, 'type'],
    [
      'a blank without its answer',
      { type: 'blank', question: 'Two and two make ______.', options: undefined, answer: undefined },
      'answer',
    ],
    [
      'a blank without a blank',
      { type: 'blank', question: 'Two and two make four.', answer: 'four' },
      'question',
    ],
    [
      'a true/false answered yes',
      { type: 'truefalse', question: 'The sun is a star.', answer: 'yes' },
      'answer',
    ],
    ['a short answer without an answer', { type: 'short', question: 'Why?', answer: '' }, 'answer'],
    [
      'a long answer with 11 points',
      { type: 'long', question: 'Why?', answer: 'Because.', points: Array(11).fill('p') },
      'points',
    ],
    ['a standard of 13', { standard: 13 }, 'standard'],
    ['a difficulty of tough', { difficulty: 'tough' }, 'difficulty'],
    ['negative marks', { marks: -1 }, 'marks'],
    ['an image from elsewhere', { image_url: 'https://evil.example/x.png' }, 'image_url'],
    ['a subject that does not exist', { subject: 99 }, 'subject'],
    ['a subject title of another subject', { subject_title: 11 }, 'subject_title'],
    ['a subject title not taught in the standard', { subject_title: 5 }, 'subject_title'],
    ['an unknown chapter', { chapter: 999_999 }, 'chapter'],
    [
      'an uploaded image that does not exist',
      { image_url: `/api/uploads/${'a'.repeat(32)}.png` },
      'image_url',
    ],
  ];

  it.each(refusals)('refuses %s with 400 naming the field', async (_what, change, field) => {
    const res = await create({ ...questionPayload(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', field });
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('refuses a chapter of another standard', async () => {
    const res = await create(questionPayload({ chapter: chapterOfStandard7, standard: 6 }));
    expect(res.json()).toMatchObject({ field: 'chapter' });
    const ok = await create(questionPayload({ chapter: chapterOfStandard7, standard: 7 }));
    expect(ok.statusCode).toBe(201);
  });

  it('refuses bodies that are not a question', async () => {
    for (const payload of ['null', '[]', '"text"', '{"type":"mcq"', '']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/question',
        headers: { ...bearer(teacher.token), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('accepts every type, with the default marks of the type', async () => {
    const cases = [
      { type: 'blank', question: 'Two and two make ______.', answer: 'four', marks: 1 },
      { type: 'truefalse', question: 'The sun is a star.', answer: 'True', marks: 1 },
      { type: 'onetwo', question: 'Name the largest planet.', answer: 'Jupiter', marks: 2 },
      { type: 'short', question: 'Why do we see the moon?', answer: 'It reflects sunlight.', marks: 3 },
      { type: 'long', question: 'Describe the water cycle.', answer: 'Evaporation, then rain.', marks: 5 },
      { type: 'other', question: 'Draw a square.', answer: null, marks: 0 },
    ];
    for (const { marks, ...payload } of cases) {
      const created = await createOwnQuestion(ctx.app, teacher.token, {
        ...payload,
        options: undefined,
      } as never);
      expect(created, payload.type).toMatchObject({ type: payload.type, marks, options: null });
    }
  });

  it('takes the language of the subject unless told', async () => {
    expect((await createOwnQuestion(ctx.app, teacher.token, { subject: 5 })).language).toBe('hi');
    expect((await createOwnQuestion(ctx.app, teacher.token, { subject: 6, language: 'en' })).language).toBe(
      'en',
    );
  });

  it('refuses an id that is not a number', async () => {
    const res = await ctx.app.inject({ url: '/api/question/abc' });
    expect(res.statusCode).toBe(400);
    expect((await ctx.app.inject({ url: '/api/question/99999999999' })).statusCode).toBe(400);
  });
});
