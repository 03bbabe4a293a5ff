import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
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
/** PostgreSQL: a search with at most this many matches is answered from the index (see createPostgresSearch). */
export const RARE_MATCHES = 7_500;

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

/**
 * PostgreSQL's search index files each question under its range of question ids as well as under its
 * words: the key '#r' for ids r × 2^SEARCH_RANGE_BITS to (r + 1) × 2^SEARCH_RANGE_BITS − 1. The
 * expression must stay the index's (migration 20261121-2100), the shift a literal, for the planner to
 * use the index.
 */
export const SEARCH_RANGE_BITS = 14;
/** A range's key costs the index about as much as reading this many matching rows (measured). */
const RANGE_KEY_COST = 10;
export const rangedSearchVector = (bits: number) =>
  sql.raw(`(questions.search || array_to_tsvector(array['#' || (questions.question_id >> ${bits})::text]))`);

// PostgreSQL answers a match from the GIN index, in no useful order, while a page wants the lowest
// question ids: every match's row is read (for its id and the filters) to find them, and those rows
// lie all over the table, mostly outside the buffer cache (13 µs a page on this machine). So the index
// is asked for the matches of the first ranges of ids only (the word's key AND a range's key), as many
// ranges as should hold two pages of matches, then for twice as many ranges after those, and so on
// until the page is full: for a word in 4,400 of 1,000,000 questions, 124 rows read instead of 4,400
// (1.3 ms instead of 51). A common word is still best found by walking the primary key and testing each
// row (a page is found in the first few thousand rows, which stay cached), and the planner's costs
// cannot tell the two apart: so a word the planner expects in at most `rareMatches` questions (its
// estimate, from the column's statistics, within about 10% since migration 20261121-2000) is answered
// from the index, with the list's filters tested on the matches only (never ANDed with other indexes'
// bitmaps, which read a whole subject to drop a few rows); past half as many again read, the key is
// walked after all.
function createPostgresSearch(
  db: Kysely<Database>,
  options: { rareMatches: number; rangeBits: number; expectedMatches: number | undefined },
): QuestionSearch {
  const { rareMatches, rangeBits } = options;
  /** How many matches the index path reads at most: past this, the word was commoner than estimated. */
  const matchesRead = Math.ceil(1.5 * rareMatches);
  const ranged = rangedSearchVector(rangeBits);
  const wordsQuery = (words: string[]) =>
    words.map((word) => (isPrefix(word) ? `${word}:*` : word)).join(' & ');
  /** The keys of ranges `from` to `to`, as a tsquery ('#3' | '#4'). */
  const rangesQuery = (from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, i) => `'#${from + i}'`).join(' | ');

  async function expectedMatches(words: string[]): Promise<number> {
    if (options.expectedMatches !== undefined) return options.expectedMatches;
    const { rows } = await sql<{
      'QUERY PLAN': Array<{ Plan: { 'Plan Rows': number } }>;
    }>`explain (format json)
      select 1 from questions where questions.search @@ to_tsquery('simple', ${wordsQuery(words)})`.execute(
      db,
    );
    return rows[0]?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? Infinity;
  }
  async function lastQuestionId(): Promise<number> {
    const row = await db
      .selectFrom('questions')
      .select((eb) => eb.fn.max('question_id').as('last'))
      .executeTakeFirst();
    return Number(row?.last ?? 0);
  }

  /**
   * The ids of the page's questions, read from the index range after range; undefined when more than
   * `matchesRead` matches had to be read (the word is common: walk the key instead).
   */
  async function idsFromIndex(
    page: { filter: QuestionFilter; words: string[]; after: number | undefined; limit: number },
    expected: number,
    lastId: number,
  ): Promise<number[] | undefined> {
    const { filter, words, after, limit } = page;
    const lastRange = lastId >> rangeBits;
    const firstRange = after === undefined ? 0 : (after + 1) >> rangeBits;
    const perRange = Math.max(1, (expected * 2 ** rangeBits) / Math.max(1, lastId));
    let span = Math.max(1, Math.ceil((2 * limit) / perRange));
    const ids: number[] = [];
    let read = 0;
    for (let from = firstRange; from <= lastRange && ids.length < limit; span *= 2) {
      let to = Math.min(lastRange, from + span - 1);
      // Each range's key costs the index about as much as reading RANGE_KEY_COST rows, and without
      // keys every match is read: a rare word is read whole, from the first range left to the last.
      const keyed = RANGE_KEY_COST * (to - from + 1) + perRange * (to - from + 1) < expected;
      if (!keyed) to = lastRange;
      const query = keyed
        ? sql`(to_tsquery('simple', ${wordsQuery(words)}) && ${rangesQuery(from, to)}::tsquery)`
        : sql`to_tsquery('simple', ${wordsQuery(words)})`;
      const start = from << rangeBits;
      // The CTE is read twice, so it is computed once; its LIMIT keeps the filters out of it.
      const probe = await db
        .with('m', (qb) =>
          qb
            .selectFrom('questions')
            .select(FILTERED_COLUMNS)
            .where(sql<boolean>`${ranged} @@ ${query}`)
            .where('questions.question_id', '>=', start)
            .limit(matchesRead - read + 1),
        )
        .selectNoFrom((eb) => [
          eb.selectFrom('m').select(eb.fn.countAll<number>().as('n')).as('seen'),
          sql<number[]>`array(${eb
            // The matches under the table's own name, so that the list's filters read them.
            .selectFrom('m as questions')
            .select('questions.question_id')
            .where(filter as never)
            .orderBy('questions.question_id')
            .limit(limit - ids.length)})`.as('ids'),
        ])
        .executeTakeFirstOrThrow();
      read += Number(probe.seen);
      if (read > matchesRead) return undefined;
      ids.push(...probe.ids);
      from = to + 1;
    }
    return ids;
  }

  return {
    async page({ query, filter, words, after, limit }) {
      const [expected, lastId] = await Promise.all([expectedMatches(words), lastQuestionId()]);
      if (expected <= rareMatches) {
        const ids = await idsFromIndex({ filter, words, after, limit }, expected, lastId);
        if (ids) {
          if (ids.length === 0) return { rows: [] };
          const rows = await query
            .where('questions.question_id', 'in', ids)
            .orderBy('questions.question_id')
            .execute();
          return { rows };
        }
      }
      const matches = sql<boolean>`questions.search @@ to_tsquery('simple', ${wordsQuery(words)})`;
      const rows = await query.where(matches).orderBy('questions.question_id').limit(limit).execute();
      return { rows };
    },
  };
}

/** Tests make the bounds small, to see the paths a large bank takes. */
export interface SearchOptions {
  /** SQLite: SEARCH_WINDOW; PostgreSQL: RARE_MATCHES. */
  window?: number;
  /** PostgreSQL: SEARCH_RANGE_BITS (only the index's own value lets the index be used). */
  rangeBits?: number;
  /** PostgreSQL: how many questions the words are in, instead of the planner's estimate. */
  expectedMatches?: number;
}

export function createQuestionSearch(
  db: Kysely<Database>,
  engine: Engine,
  options: SearchOptions = {},
): QuestionSearch {
  return engine === 'postgres'
    ? createPostgresSearch(db, {
        rareMatches: options.window ?? RARE_MATCHES,
        rangeBits: options.rangeBits ?? SEARCH_RANGE_BITS,
        expectedMatches: options.expectedMatches,
      })
    : createSqliteSearch(db, options.window ?? SEARCH_WINDOW);
}
