import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';

// PostgreSQL: a search chooses how to find its page from the planner's estimate of how many questions
// contain the word (server/db/question-search.ts). With the default statistics (a sample of 30,000
// rows, 1,000 most common words) a word in 2,500–4,000 of 1,000,000 questions was estimated at half
// that; 1,000 here (300,000 rows, 10,000 words) brings the estimates within about 10%. ANALYZE then
// takes about 6 s on a bank of 1,000,000 questions, once. SQLite's FTS5 needs nothing of the kind.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`alter table questions alter column search set statistics 1000`.execute(db);
  await sql`analyze questions`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) !== 'postgres') return;
  await sql`alter table questions alter column search set statistics -1`.execute(db);
}
