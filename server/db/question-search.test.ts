import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSharedQuestions } from '../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';
import { rangedSearchVector, SEARCH_RANGE_BITS, searchWords } from './question-search';
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
    // PostgreSQL: the planner's estimate of the word's matches (60) decides how the index is read.
    if (engine === 'postgres') await sql`analyze questions`.execute(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  // Window 7: SQLite stops early and hands out cursors, PostgreSQL finds the word common and walks
  // the primary key. Window 1000: both see every match at once (PostgreSQL through the GIN index, in
  // one read). Ranges of 4 ids (PostgreSQL): the index is read for a few ranges at a time, then for
  // twice as many, until their keys would cost more than reading the rest of the matches at once.
  it.each([
    [7, SEARCH_RANGE_BITS, undefined],
    [1000, SEARCH_RANGE_BITS, undefined],
    // Told 60 matches in 15 ranges: keys for 2 ranges, then 4, then the other 9 without keys.
    [1000, 2, 60],
    // Told 1,000: keys for 1 range, then 2, 4 and 8.
    [1000, 2, 1000],
  ])(
    'returns every match once across pages, window %i, ranges of 2^%i ids, %s expected',
    async (window, rangeBits, expectedMatches) => {
      const questions = createQuestionsRepository(ctx.database.db, ctx.database.engine, {
        search: { window, rangeBits, expectedMatches },
      });
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
    },
  );
});

describe.runIf(TEST_ENGINES.includes('postgres'))('the ranged search index on postgres', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('postgres', { seed: [catalogueSeed] });
    await insertSharedQuestions(ctx.database, [{ question: 'Which river is the longest?' }]);
  });
  afterAll(async () => ctx.close());

  // The search asks for the index's own expression, or the planner could not use the index at all.
  it('is what a ranged search reads', async () => {
    const explain = await ctx.database.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      return sql<{ 'QUERY PLAN': string }>`explain select question_id from questions
        where ${rangedSearchVector(SEARCH_RANGE_BITS)} @@ (to_tsquery('simple', 'riv:*') && '#0'::tsquery)`.execute(
        trx,
      );
    });
    expect(explain.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('questions_search_range_idx');
  });
});
