import type { Kysely } from 'kysely';
import { addIdColumn } from '../migration-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  await addIdColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('username_key', 'text', (col) => col.notNull().unique())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('user_type', 'text', (col) => col.notNull().defaultTo('admin'))
    .addColumn('school_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('school_principal_name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('school_address_city', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('school_address_state', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('school_address_pincode', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('school_address', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('subject_id', 'integer', (col) => col.references('subjects.subject_id'))
    .addColumn('subject_title_id', 'integer', (col) => col.references('subject_titles.subject_title_id'))
    .addColumn('standards', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('is_number_verified', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await addIdColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await addIdColumn(db, db.schema.createTable('email_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('email_codes_user_purpose_idx')
    .on('email_codes')
    .columns(['user_id', 'purpose'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['email_codes', 'sessions', 'users']) await db.schema.dropTable(table).execute();
}
