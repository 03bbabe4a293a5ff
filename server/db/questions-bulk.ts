import { sql, type Kysely, type Selectable } from 'kysely';
import { engineOf } from './database';
import type { NewQuestion, QuestionChanges } from './questions-repository';
import type { Database, QuestionTable } from './schema';

// The SQL of loading many questions at once: the seed of the shared bank and the benchmark's bulk data.

/**
 * Rows per INSERT: 19 columns × 1,000 rows stays under both engines' limits on bound parameters
 * (SQLite 32,766, PostgreSQL 65,535) while making each statement worth its round trip.
 */
export const BATCH_ROWS = 1000;

const isPostgres = (db: Kysely<Database>) => engineOf(db as unknown as Kysely<unknown>) === 'postgres';

/** Inserts rows in multi-row statements; a row whose seed_key exists already is skipped. */
export async function insertQuestionRows(db: Kysely<Database>, rows: NewQuestion[]): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const result = await db
      .insertInto('questions')
      .values(rows.slice(i, i + BATCH_ROWS))
      .onConflict((oc) => oc.column('seed_key').doNothing())
      .executeTakeFirst();
    inserted += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return inserted;
}

export type SeededQuestion = Pick<
  Selectable<QuestionTable>,
  | 'question_id'
  | 'seed_key'
  | 'options'
  | 'answer_index'
  | 'answer_text'
  | 'points'
  | 'difficulty'
  | 'chapter_id'
  | 'subject_title_id'
>;

/** The shared questions that came from seed files, with what a corrected seed file may change. */
export function listSeededQuestions(db: Kysely<Database>): Promise<SeededQuestion[]> {
  return db
    .selectFrom('questions')
    .select([
      'question_id',
      'seed_key',
      'options',
      'answer_index',
      'answer_text',
      'points',
      'difficulty',
      'chapter_id',
      'subject_title_id',
    ])
    .where('seed_key', 'is not', null)
    .execute();
}

export async function updateSeededQuestion(
  db: Kysely<Database>,
  questionId: number,
  changes: QuestionChanges,
): Promise<void> {
  await db.updateTable('questions').set(changes).where('question_id', '=', questionId).execute();
}

export async function countQuestions(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('questions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * SQLite, for a bulk load only: a page cache large enough to hold the indexes being filled (the
 * default 2 MB turns every index update into a disk read) and no fsync per commit — a crash
 * mid-load loses the load, not the database.
 */
export async function prepareBulkLoad(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`pragma cache_size = -262144`.execute(db);
  await sql`pragma synchronous = off`.execute(db);
}

/** Refreshes the planner's statistics after a large load, so that it picks the right index. */
export async function analyzeQuestions(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) await sql`analyze questions`.execute(db);
  else await sql`analyze`.execute(db);
}

/** SQLite: lets the planner refresh statistics that have grown stale (cheap, approximate). */
export async function optimizeDatabase(db: Kysely<Database>): Promise<void> {
  if (!isPostgres(db)) await sql`pragma optimize`.execute(db);
}
