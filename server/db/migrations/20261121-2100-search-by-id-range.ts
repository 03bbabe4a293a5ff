import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';

// PostgreSQL: the search index also files every question under its range of question ids ('#0' for
// ids 0–16,383, '#1' for the next 16,384…), so that a search asks the index for the matches of one
// range, in id order, instead of all of them. A page wants the lowest ids that match, and the rows
// of every match are read to find them: for a word in 4,400 of 1,000,000 questions, that was 4,264
// heap pages, 51 ms when they were not in the buffer cache; within the first two ranges, 124 pages
// and 1.3 ms (see createPostgresSearch). The index replaces the plain one over `search` (the walk of
// the primary key for a common word reads that column, and the planner its statistics, not the
// index). Building it takes about 15 s for 1,000,000 questions. SQLite's FTS5 index already answers
// in id order.

// The same expression as RANGED_SEARCH in question-search.ts (14 = SEARCH_RANGE_BITS there).
const RANGED = sql.raw(`(search || array_to_tsvector(array['#' || (question_id >> 14)::text]))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`set local maintenance_work_mem = '256MB'`.execute(db);
  await sql`create index questions_search_range_idx on questions using gin (${RANGED})`.execute(db);
  await sql`drop index questions_search_idx`.execute(db);
  // Statistics of the indexed expression, for the planner's estimates of a range's matches.
  await sql`analyze questions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`create index questions_search_idx on questions using gin (search)`.execute(db);
  await sql`drop index questions_search_range_idx`.execute(db);
}
