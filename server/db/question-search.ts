import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Engine } from './database';
import type { Database } from './schema';

// Full-text search over question text behind one interface: SQLite answers it from the FTS5 table
// questions_fts, PostgreSQL from the generated tsvector column questions.search (see the migration).

const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 64;
/** SQLite reads at most this many index entries for one page (see sqliteSearch). */
export const SEARCH_WINDOW = 10_000;

type QuestionQuery = SelectQueryBuilder<Database, 'questions', object>;

export interface QuestionSearch {
  /**
   * Narrows a list query to questions that contain every word (each may be a word's beginning),
   * ordered by question id from `after` on. The row type is unchanged: nothing is selected.
   */
  narrow<Q>(query: Q, words: string[], after: number | undefined): Q;
  /**
   * After a page came back short: the question id up to which the search read its index when it
   * stopped early (the next page goes on from there), or undefined when it saw every match.
   */
  stoppedAt(words: string[], after: number | undefined): Promise<number | undefined>;
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
    narrow(query, words, after) {
      return (query as QuestionQuery)
        .innerJoin(matchesOf(words, after).as('fts'), (join) =>
          join.on(sql<boolean>`fts.rowid = questions.question_id`),
        )
        .orderBy(sql`fts.rowid`) as unknown as typeof query;
    },
    async stoppedAt(words, after) {
      const row = await db
        .selectFrom(matchesOf(words, after).as('fts'))
        .select([sql<number>`count(*)`.as('seen'), sql<number>`max(fts.rowid)`.as('last')])
        .executeTakeFirst();
      return row && Number(row.seen) >= window ? Number(row.last) : undefined;
    },
  };
}

// The GIN index answers the match; the planner chooses between it and the primary key's order.
const postgresSearch: QuestionSearch = {
  narrow(query, words, after) {
    const match = words.map((word) => (isPrefix(word) ? `${word}:*` : word)).join(' & ');
    let narrowed = (query as QuestionQuery).where(
      sql<boolean>`questions.search @@ to_tsquery('simple', ${match})`,
    );
    if (after !== undefined) narrowed = narrowed.where('questions.question_id', '>', after);
    return narrowed.orderBy('questions.question_id') as unknown as typeof query;
  },
  stoppedAt: async () => undefined,
};

export function createQuestionSearch(
  db: Kysely<Database>,
  engine: Engine,
  window = SEARCH_WINDOW,
): QuestionSearch {
  return engine === 'postgres' ? postgresSearch : createSqliteSearch(db, window);
}
