import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  let headers = addIdColumn(db, db.schema.createTable('headers'))
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('style_type', 'text', (col) => col.notNull())
    .addColumn('layout_type', 'text', (col) => col.notNull());
  for (let n = 1; n <= 9; n++)
    headers = headers.addColumn(`field${n}`, 'text', (col) => col.notNull().defaultTo(''));
  await headers
    .addColumn('image', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('headers_owner_idx').on('headers').column('owner_id').execute();

  await addIdColumn(db, db.schema.createTable('papers'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('logo', 'text')
    .addColumn('school_name', 'text', (col) => col.notNull())
    .addColumn('standard', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('board', 'text', (col) => col.notNull())
    .addColumn('division', 'text', (col) => col.notNull())
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('timing', 'text', (col) => col.notNull())
    .addColumn('date', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('content', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  // History lists a teacher's papers newest first, optionally of one type.
  await db.schema.createIndex('papers_user_idx').on('papers').columns(['user_id', 'id']).execute();
  await db.schema
    .createIndex('papers_user_type_idx')
    .on('papers')
    .columns(['user_id', 'type', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('papers').execute();
  await db.schema.dropTable('headers').execute();
}
