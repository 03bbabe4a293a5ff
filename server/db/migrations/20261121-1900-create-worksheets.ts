import type { Kysely } from 'kysely';
import { addIdColumn, notNull } from '../migration-helpers';

// The worksheets and answer sheets collections. Every worksheet has one answer sheet (answer_sheets.
// worksheet_id); both carry the spec's descriptive fields so that each list filters on its own table.
// owner_id is null for the shared collection (the seed) and the publishing teacher otherwise; paper_id
// is the saved paper a teacher published. `file` is the PDF's name under DATA_DIR/worksheets.

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('worksheets'), 'worksheet_id')
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('paper_id', 'integer', (col) => col.references('papers.id').onDelete('set null'))
    .addColumn('standard', 'integer', notNull)
    .addColumn('board', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('subject_title', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('logo', 'text')
    .addColumn('file', 'text', notNull)
    // The shared collection's identity of a seeded worksheet ("mathematics/7"): a second start adds none.
    .addColumn('seed_key', 'text', (col) => col.unique())
    .addColumn('created_at', 'text', notNull)
    .execute();

  await addIdColumn(db, db.schema.createTable('answer_sheets'), 'answer_sheet_id')
    .addColumn('worksheet_id', 'integer', (col) =>
      col.notNull().unique().references('worksheets.worksheet_id').onDelete('cascade'),
    )
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('standard', 'integer', notNull)
    .addColumn('board', 'text', notNull)
    .addColumn('subject', 'text', notNull)
    .addColumn('subject_title', 'text', notNull)
    .addColumn('title', 'text', notNull)
    .addColumn('logo', 'text')
    .addColumn('file', 'text', notNull)
    .addColumn('created_at', 'text', notNull)
    .execute();

  // Lists are newest first, keyset-paged on the id, filtered by subject and standard most often.
  for (const [table, id] of [
    ['worksheets', 'worksheet_id'],
    ['answer_sheets', 'answer_sheet_id'],
  ] as const) {
    await db.schema
      .createIndex(`${table}_subject_standard_idx`)
      .on(table)
      .columns(['subject', 'standard', id])
      .execute();
    await db.schema.createIndex(`${table}_standard_idx`).on(table).columns(['standard', id]).execute();
    await db.schema.createIndex(`${table}_board_idx`).on(table).columns(['board', id]).execute();
    await db.schema.createIndex(`${table}_owner_idx`).on(table).column('owner_id').execute();
  }
  await db.schema
    .createIndex('answer_sheets_subject_title_idx')
    .on('answer_sheets')
    .columns(['subject_title', 'answer_sheet_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('answer_sheets').execute();
  await db.schema.dropTable('worksheets').execute();
}
