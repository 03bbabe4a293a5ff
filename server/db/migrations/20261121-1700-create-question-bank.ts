import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';
import { addIdColumn, notNull } from '../migration-helpers';

// The question bank: chapters (per subject and standard, in syllabus order) and questions, shared
// (owner_id null) or a teacher's own. Full-text search is engine specific; see the end of up().

export async function up(db: Kysely<unknown>): Promise<void> {
  const engine = engineOf(db);

  await addIdColumn(db, db.schema.createTable('chapters'), 'chapter_id')
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.subject_id'))
    .addColumn('standard', 'integer', notNull)
    .addColumn('subject_title_id', 'integer', (col) => col.references('subject_titles.subject_title_id'))
    .addColumn('name', 'text', notNull)
    .addColumn('position', 'integer', notNull)
    .addUniqueConstraint('chapters_subject_standard_name_uq', ['subject_id', 'standard', 'name'])
    .execute();
  await db.schema
    .createIndex('chapters_subject_standard_idx')
    .on('chapters')
    .columns(['subject_id', 'standard', 'position'])
    .execute();

  // Fixed-width and filter columns first, long text last: both engines read a row's columns in order,
  // so filters and the search vector are reached without stepping over the text.
  const head = addIdColumn(db, db.schema.createTable('questions'), 'question_id')
    .addColumn('type', 'text', notNull)
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.subject_id'))
    .addColumn('standard', 'integer', notNull)
    .addColumn('subject_title_id', 'integer', (col) => col.references('subject_titles.subject_title_id'))
    .addColumn('chapter_id', 'integer', (col) => col.references('chapters.chapter_id'))
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('difficulty', 'text', notNull)
    .addColumn('language', 'text', notNull)
    .addColumn('marks', 'integer', notNull)
    .addColumn('answer_index', 'integer') // mcq: the index of the correct option
    // Uniform in [0, 1): a random draw seeks to a random point of an index instead of sorting the table.
    // PostgreSQL's `real` is 4 bytes; SQLite's REAL is already 8.
    .addColumn('random_key', engine === 'postgres' ? 'double precision' : 'real', notNull);
  // PostgreSQL keeps the search vector in the row (see createPostgresSearch); SQLite in questions_fts.
  const table =
    engine === 'postgres'
      ? (head.addColumn('search', sql`tsvector`, (col) =>
          col.generatedAlwaysAs(sql`strip(to_tsvector('simple', question))`).stored(),
        ) as unknown as typeof head)
      : head;
  await table
    .addColumn('question', 'text', notNull)
    .addColumn('options', 'text') // JSON array of strings, mcq only
    .addColumn('answer_text', 'text') // other types: the word(s) or the model answer
    .addColumn('points', 'text') // JSON array of marking points (short, long)
    .addColumn('image_url', 'text')
    // Identity of a shared question from a seed file, so that loading the seed again inserts nothing.
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', notNull)
    .addColumn('updated_at', 'text', notNull)
    .addCheckConstraint(
      'questions_type_ck',
      sql`type in ('mcq', 'blank', 'truefalse', 'onetwo', 'short', 'long', 'other')`,
    )
    .addCheckConstraint(
      'questions_answer_ck',
      sql`(type = 'mcq' and answer_index is not null and options is not null) or (type <> 'mcq' and answer_index is null)`,
    )
    .addCheckConstraint('questions_difficulty_ck', sql`difficulty in ('easy', 'medium', 'hard')`)
    .addCheckConstraint('questions_language_ck', sql`language in ('en', 'hi', 'gu')`)
    .addCheckConstraint('questions_standard_ck', sql`standard between 1 and 12`)
    .addCheckConstraint('questions_random_key_ck', sql`random_key >= 0 and random_key < 1`)
    .execute();

  // Lists are ordered by question_id (keyset paging), so each filter's index ends with it: a page is
  // then a short range scan, never a sort of every matching row.
  const indexes: Record<string, string[]> = {
    questions_random_idx: ['subject_id', 'standard', 'type', 'random_key'],
    questions_subject_standard_type_idx: ['subject_id', 'standard', 'type', 'question_id'],
    questions_subject_standard_idx: ['subject_id', 'standard', 'question_id'],
    questions_subject_idx: ['subject_id', 'question_id'],
    questions_subject_title_idx: ['subject_title_id', 'question_id'],
    questions_standard_idx: ['standard', 'question_id'],
    questions_chapter_idx: ['chapter_id', 'question_id'],
    questions_type_idx: ['type', 'question_id'],
    questions_difficulty_idx: ['difficulty', 'question_id'],
    questions_language_idx: ['language', 'question_id'],
    questions_owner_idx: ['owner_id', 'question_id'],
  };
  for (const [name, columns] of Object.entries(indexes)) {
    await db.schema.createIndex(name).on('questions').columns(columns).execute();
  }
  // Finds whether another question still uses an uploaded image before its file is deleted.
  await db.schema
    .createIndex('questions_image_idx')
    .on('questions')
    .column('image_url')
    .where(sql.ref('image_url'), 'is not', null)
    .execute();

  if (engine === 'postgres') await createPostgresSearch(db);
  else await createSqliteSearch(db);
}

// PostgreSQL: a tsvector kept by the database itself (the generated column `search` above). The
// 'simple' configuration lower-cases and does not stem, which suits three languages at once; strip()
// drops word positions, which no query uses, halving the vector. Prefix queries (photo:*) use GIN.
async function createPostgresSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create index questions_search_idx on questions using gin (search)`.execute(db);
}

// SQLite: an FTS5 index over questions.question (external content: the text is stored once), kept in
// step by triggers. unicode61 alone treats combining marks (category M) as separators, which cuts
// Devanagari and Gujarati words at every vowel sign (पिता and पता would both index as प + त); adding
// M* to the token categories keeps each word whole. Diacritics are kept for the same reason.
async function createSqliteSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create virtual table questions_fts using fts5(
    question,
    content = 'questions',
    content_rowid = 'question_id',
    tokenize = "unicode61 remove_diacritics 0 categories 'L* N* Co M*'",
    prefix = '2 3'
  )`.execute(db);
  await sql`create trigger questions_fts_insert after insert on questions begin
    insert into questions_fts (rowid, question) values (new.question_id, new.question);
  end`.execute(db);
  await sql`create trigger questions_fts_delete after delete on questions begin
    insert into questions_fts (questions_fts, rowid, question) values ('delete', old.question_id, old.question);
  end`.execute(db);
  await sql`create trigger questions_fts_update after update of question on questions begin
    insert into questions_fts (questions_fts, rowid, question) values ('delete', old.question_id, old.question);
    insert into questions_fts (rowid, question) values (new.question_id, new.question);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (engineOf(db) === 'sqlite') {
    for (const trigger of ['questions_fts_insert', 'questions_fts_delete', 'questions_fts_update']) {
      await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
    }
    await sql`drop table if exists questions_fts`.execute(db);
  }
  await db.schema.dropTable('questions').execute();
  await db.schema.dropTable('chapters').execute();
}
