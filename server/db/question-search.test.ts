import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSharedQuestions } from '../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';
import { searchWords } from './question-search';
import { createQuestionsRepository, type QuestionFilters } from './questions-repository';
import { catalogueSeed } from './seed/seed';

describe('searchWords', () => {
  it('keeps letters, vowel signs and digits, and nothing of the query syntax', () => {
    expect(searchWords('Photo* "synthesis" AND x|y')).toEqual(['photo', 'synthesis', 'and', 'x', 'y']);
    expect(searchWords('पिता, ગુજરાતી!')).toEqual(['पिता', 'ગુજરાતી']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('?!')).toEqual([]);
  });
});

describe.each(TEST_ENGINES)('search paging with a small scan window on %s', (engine) => {
  let ctx: TestContext;
  const expected: string[] = [];
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    // 60 questions with "river", of which only every fifth is Geography of standard 5.
    const rows = Array.from({ length: 60 }, (_, i) => {
      const isWanted = i % 5 === 0;
      const question = `River question ${i}${isWanted ? ' (wanted)' : ''}`;
      if (isWanted) expected.push(question);
      return isWanted ? { question, subject_id: 4, standard: 5 } : { question, subject_id: 4, standard: 6 };
    });
    await insertSharedQuestions(ctx.database, rows);
  });
  afterAll(async () => ctx.close());

  // Window 7: SQLite stops early and hands out cursors, PostgreSQL finds the word common and walks
  // the primary key. Window 1000: both see every match at once (PostgreSQL through the GIN index).
  it.each([7, 1000])('returns every match once across pages, window %i', async (searchWindow) => {
    const questions = createQuestionsRepository(ctx.database.db, ctx.database.engine, { searchWindow });
    const filters: QuestionFilters = { q: 'riv', subject: 4, standard: 5 };
    const seen: string[] = [];
    let after: number | undefined;
    for (let page = 0; page < 50; page++) {
      const { rows, resumeAfter } = await questions.listQuestions({
        filters,
        viewerId: undefined,
        after,
        limit: 3,
      });
      seen.push(...rows.map((row) => row.question));
      after = rows.length === 3 ? rows.at(-1)!.question_id : resumeAfter;
      if (after === undefined) break;
    }
    expect(seen).toEqual(expected);
  });
});
