import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { engineOf } from './database';
import * as createCatalogue from './migrations/20261121-1530-create-catalogue';
import * as createAccounts from './migrations/20261121-1600-create-accounts';
import * as createQuestionBank from './migrations/20261121-1700-create-question-bank';
import * as createPapersAndHeaders from './migrations/20261121-1800-create-papers-and-headers';
import * as createWorksheets from './migrations/20261121-1900-create-worksheets';
import * as searchStatistics from './migrations/20261121-2000-search-statistics';
import * as searchByIdRange from './migrations/20261121-2100-search-by-id-range';

// Every migration, in the order it landed. Names are `YYYYMMDD-HHMM-what`; never edit one that has landed.
export const MIGRATIONS: Record<string, Migration> = {
  '20261121-1530-create-catalogue': createCatalogue,
  '20261121-1600-create-accounts': createAccounts,
  '20261121-1700-create-question-bank': createQuestionBank,
  '20261121-1800-create-papers-and-headers': createPapersAndHeaders,
  '20261121-1900-create-worksheets': createWorksheets,
  '20261121-2000-search-statistics': searchStatistics,
  '20261121-2100-search-by-id-range': searchByIdRange,
};

// Migrations see the database untyped, as Kysely recommends: they describe past schemas.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Unless told a schema, Kysely takes its bookkeeping tables in ANY schema for its own: on PostgreSQL,
  // another schema holding them (a benchmark's, a test's left behind) would hide this one's.
  const migrationTableSchema = engineOf(db) === 'postgres' ? await currentSchema(db) : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
    migrationTableSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function currentSchema(db: Kysely<any>): Promise<string | undefined> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? undefined;
}
