import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subjects')
    .addColumn('subject_id', 'integer', (col) => col.primaryKey())
    .addColumn('subject_name', 'text', (col) => col.notNull().unique())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('language', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('subject_titles')
    .addColumn('subject_title_id', 'integer', (col) => col.primaryKey())
    .addColumn('subject_id', 'integer', (col) => col.notNull().references('subjects.subject_id'))
    .addColumn('title_name', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('subject_titles_subject_idx')
    .on('subject_titles')
    .column('subject_id')
    .execute();
  await db.schema
    .createTable('subject_title_standards')
    .addColumn('subject_title_id', 'integer', (col) =>
      col.notNull().references('subject_titles.subject_title_id'),
    )
    .addColumn('standard', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('subject_title_standards_pk', ['subject_title_id', 'standard'])
    .execute();
  await addIdColumn(db, db.schema.createTable('boards'), 'board_id')
    .addColumn('board_name', 'text', (col) => col.notNull().unique())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['subject_title_standards', 'subject_titles', 'subjects', 'boards']) {
    await db.schema.dropTable(table).execute();
  }
}
