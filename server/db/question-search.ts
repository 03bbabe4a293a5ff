import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import type { Engine } from './database';
import type { Database } from './schema';

// Full-text search over question text behind one interface: SQLite answers it from the FTS5 table
// questions_fts, PostgreSQL from the generated tsvector column questions.search (see the migration).

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** SQLite reads at most this many index entries for one page (see createSqliteSearch). */
export const SEARCH_WINDOW = 10_000;
/** PostgreSQL: a search with at most this many matches is answered from them (see createPostgresSearch). */
export const RARE_MATCHES = 4_500;

/** The list query being narrowed: the questions (joined with their chapters) a page is made of. */
type ListQuery<R> = SelectQueryBuilder<Database, 'questions' | 'chapters', R>;
/** The list's filters (visibility, catalogue, after the cursor), over the questions table's columns. */
export type QuestionFilter = (eb: ExpressionBuilder<Database, 'questions'>) => Expression<SqlBool>;

export interface SearchPage<R> {
  query: ListQuery<R>;
  /** The filters already applied to `query`, for a search that finds its matches apart from it. */
  filter: QuestionFilter;
  words: string[];
  after: number | undefined;
  limit: number;
}

export interface QuestionSearch {
  /**
   * A page of the rows of `query` whose question contains every word (each may be a word's
   * beginning), in question id order after `after`. `resumeAfter` is set when the search stopped
   * early with a short page: the question id up to which it read its index (the next page goes on
   * from there).
   */
  page<R>(page: SearchPage<R>): Promise<{ rows: R[]; resumeAfter?: number }>;
}

/**
 * The words of a search box: runs of letters, combining marks and digits, which is what both indexes
 * treat as word characters (so Devanagari and Gujarati words stay whole). Anything else separates
 * words, which also keeps the query languages' operators (quotes, *, &, |, :) out of the query.
 */
export function searchWords(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.slice(0, MAX_WORDS).map((word) => word.slice(0, MAX_WORD_LENGTH));
}

// A one-letter prefix would match a large part of the bank; such a word must match whole.
const isPrefix = (word: string) => [...word].length >= 2;

// FTS5 walks its matches in rowid order (rowid = question_id), so a page of a common word is read
// from the index's start and stops early; ordering by questions.question_id instead would make SQLite
// collect and sort every match. A common word with a filter few of its matches pass (a Hindi subject
// and an English word) would still walk all of them, and better-sqlite3 blocks the process meanwhile:
// so one page reads at most SEARCH_WINDOW matches, and a short page then carries a cursor to go on.
function createSqliteSearch(db: Kysely<Database>, window: number): QuestionSearch {
  const matchesOf = (words: string[], after: number | undefined) => {
    const match = words.map((word) => `"${word}"${isPrefix(word) ? '*' : ''}`).join(' ');
    const from = after === undefined ? sql`` : sql`and rowid > ${after}`;
    return sql<{ rowid: number }>`(select rowid from questions_fts
      where questions_fts match ${match} ${from} order by rowid limit ${window})`;
  };
  return {
    async page({ query, words, after, limit }) {
      const rows = await query
        .innerJoin(matchesOf(words, after).as('fts'), (join) =>
          join.on(sql<boolean>`fts.rowid = questions.question_id`),
        )
        .orderBy(sql`fts.rowid`)
        .limit(limit)
        .execute();
      if (rows.length === limit) return { rows };
      const seen = await db
        .selectFrom(matchesOf(words, after).as('fts'))
        .select([sql<number>`count(*)`.as('seen'), sql<number>`max(fts.rowid)`.as('last')])
        .executeTakeFirst();
      return { rows, resumeAfter: seen && Number(seen.seen) >= window ? Number(seen.last) : undefined };
    },
  };
}

/** What the filters of a list read, besides the question id: carried by the matches of a search. */
const FILTERED_COLUMNS = [
  'question_id',
  'type',
  'subject_id',
  'subject_title_id',
  'standard',
  'chapter_id',
  'difficulty',
  'language',
  'owner_id',
] as const;

// PostgreSQL answers a match from the GIN index, in no useful order, while a page wants the lowest
// question ids. Walking the primary key and testing each row suits a common word (a page is found in
// the first few thousand rows) but reads most of the table for a rarer one, and the planner's costs
// cannot tell: at 1,000,000 questions it walked the key for words in 1,800–3,000 questions (17–24 ms;
// 31 ms for one in 1,576). Reading a word's matches through the GIN index instead took 5–12 ms up to
// about 4,500 matches, where the two meet (each match is a heap row; the walk reads rows in order).
// So a word the planner expects in at most `rareMatches` questions (its estimate, from the column's
// statistics, within about 10% since migration 20261121-2000) is answered from its matches, with the
// list's filters tested on those rows only (never ANDed with other indexes' bitmaps, which read a
// whole subject to drop a few rows); past half as many again the key is walked after all.
function createPostgresSearch(db: Kysely<Database>, rareMatches: number): QuestionSearch {
  /** How many matches the GIN path reads at most: past this, the word was commoner than estimated. */
  const matchesRead = Math.ceil(1.5 * rareMatches);
  const matching = (words: string[]) => {
    const match = words.map((word) => (isPrefix(word) ? `${word}:*` : word)).join(' & ');
    return sql<boolean>`questions.search @@ to_tsquery('simple', ${match})`;
  };
  async function expectedMatches(matches: RawBuilder<boolean>): Promise<number> {
    const { rows } = await sql<{
      'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }>;
    }>`explain (format json)
      select 1 from questions where ${matches}`.execute(db);
    return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Infinity;
  }
  return {
    async page({ query, filter, words, limit }) {
      const matches = matching(words);
      if ((await expectedMatches(matches)) <= rareMatches) {
        // The CTE is read twice, so it is computed once; its LIMIT keeps the filters out of it.
        const probe = await db
          .with('m', (qb) =>
            qb
              .selectFrom('questions')
              .select(FILTERED_COLUMNS)
              .where(matches)
              .limit(matchesRead + 1),
          )
          .selectNoFrom((eb) => [
            eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('seen'),
            sql<number[]>`array(${eb
              // The matches under the table's own name, so that the list's filters read them.
              .selectFrom('m as questions')
              .select('questions.question_id')
              .where(filter as never)
              .orderBy('questions.question_id')
              .limit(limit)})`.as('ids'),
          ])
          .executeTakeFirstOrThrow();
        if (Number(probe.seen) <= matchesRead) {
          if (probe.ids.length === 0) return { rows: [] };
          const rows = await query
            .where('questions.question_id', 'in', probe.ids)
            .orderBy('questions.question_id')
            .execute();
          return { rows };
        }
      }
      const rows = await query.where(matches).orderBy('questions.question_id').limit(limit).execute();
      return { rows };
    },
  };
}

export function createQuestionSearch(
  db: Kysely<Database>,
  engine: Engine,
  /** Tests make both bounds small, to see the paths a large bank takes. */
  window?: number,
): QuestionSearch {
  return engine === 'postgres'
    ? createPostgresSearch(db, window ?? RARE_MATCHES)
    : createSqliteSearch(db, window ?? SEARCH_WINDOW);
}
