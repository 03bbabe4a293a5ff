import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../../common/question-api';
import { catalogueSeed } from '../../db/seed/seed';
import { createTestTeacher, type TestTeacher } from '../../test/factories';
import { createOwnQuestion, insertSharedQuestions } from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('full-text search on %s', (engine) => {
  let ctx: TestContext;
  let teacher: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacher = await createTestTeacher(ctx.app);
    await insertSharedQuestions(ctx.database, [
      { question: 'Describe photosynthesis in green plants.' },
      { question: 'What is a photograph made of?', subject_id: 7, standard: 9 },
      { question: 'Name the gas that plants give out in the day.' },
      { question: 'मेरे पिता किसान हैं। खेत में कौन काम करता है?', subject_id: 5, language: 'hi' },
      { question: 'घर का पता लिखिए।', subject_id: 5, language: 'hi' },
      { question: 'પ્રકાશસંશ્લેષણ માટે છોડને સૂર્યપ્રકાશ જોઈએ છે.', subject_id: 6, language: 'gu' },
      { question: 'ગુજરાતની રાજધાની ગાંધીનગર છે.', subject_id: 6, language: 'gu' },
    ]);
  });
  afterAll(async () => ctx.close());

  const search = async (q: string, extra = '') => {
    const res = await ctx.app.inject({ url: `/api/question?q=${encodeURIComponent(q)}${extra}` });
    expect(res.statusCode, q).toBe(200);
    return (res.json() as QuestionItem[]).map((item) => item.question);
  };

  it('finds English words by their beginning, whatever the case', async () => {
    expect(await search('photo')).toEqual([
      'Describe photosynthesis in green plants.',
      'What is a photograph made of?',
    ]);
    expect(await search('PHOTOSYNTHESIS')).toEqual(['Describe photosynthesis in green plants.']);
    expect(await search('plants gas')).toEqual(['Name the gas that plants give out in the day.']);
  });

  it('combines search with the other filters', async () => {
    expect(await search('photo', '&subject=7&standard=9')).toEqual(['What is a photograph made of?']);
    expect(await search('photo', '&type=mcq')).toEqual([]);
  });

  it('finds a Hindi word whole, vowel signs included', async () => {
    expect(await search('किसान')).toEqual(['मेरे पिता किसान हैं। खेत में कौन काम करता है?']);
    // पता and पिता differ only by a vowel sign: each finds its own question.
    expect(await search('पता')).toEqual(['घर का पता लिखिए।']);
    expect(await search('पिता')).toEqual(['मेरे पिता किसान हैं। खेत में कौन काम करता है?']);
  });

  it('finds a Gujarati word', async () => {
    expect(await search('રાજધાની')).toEqual(['ગુજરાતની રાજધાની ગાંધીનગર છે.']);
    expect(await search('સૂર્યપ્રકાશ')).toEqual(['પ્રકાશસંશ્લેષણ માટે છોડને સૂર્યપ્રકાશ જોઈએ છે.']);
  });

  it("finds a teacher's own question for them only", async () => {
    await createOwnQuestion(ctx.app, teacher.token, {
      question: 'Which planet is called the red planet? (Mars)',
    });
    expect(await search('planet')).toEqual([]);
    const res = await ctx.app.inject({
      url: '/api/question?q=planet',
      headers: { authorization: `Bearer ${teacher.token}` },
    });
    expect((res.json() as QuestionItem[]).map((q) => q.is_own)).toEqual([true]);
  });

  it('treats query syntax as plain text and never fails', async () => {
    for (const q of [
      '\u0000photo',
      '"photo',
      'photo*',
      'a AND b',
      'NEAR(x y)',
      "it's",
      'x & y | !z',
      ':*',
      '(',
      '-',
      '%_',
      '\\',
    ]) {
      const res = await ctx.app.inject({ url: `/api/question?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, q).toBe(200);
    }
    expect(await search('"photo*')).toHaveLength(2);
  });
});
