import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../server/config';
import { openDatabase, type Engine } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrate';
import { countQuestions } from '../../server/db/questions-bulk';

// The benchmark's own database: SQLite under DATA_DIR/bench, or the `bench` schema of DATABASE_URL,
// away from the app's data and the tests'. It is filled once by seed-bulk and reused by later runs.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BENCH_SCHEMA = 'bench';

export interface BenchTarget {
  engine: Engine;
  /** DATA_DIR of the bench server (its SQLite file, uploads and outbox). */
  dataDir: string;
  /** DATABASE_URL of the bench server: the bench schema as its search path. */
  databaseUrl: string | undefined;
}

export function benchTargets(config: Config): BenchTarget[] {
  const dataDir = path.join(config.dataDir, 'bench');
  const targets: BenchTarget[] = [{ engine: 'sqlite', dataDir, databaseUrl: undefined }];
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    url.searchParams.set('options', `-c search_path=${BENCH_SCHEMA}`);
    targets.push({ engine: 'postgres', dataDir, databaseUrl: url.toString() });
  }
  return targets;
}

/**
 * Makes sure the bench database holds `questions` questions, running seed-bulk in a child process
 * for what is missing.
 */
export async function ensureBenchData(target: BenchTarget, questions: number): Promise<number> {
  const present = await countPresent(target);
  if (present >= questions) return present;
  const missing = questions - present;
  console.log(`• ${target.engine}: adding ${missing.toLocaleString('en')} synthetic questions (once)…`);
  const env = { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' };
  const args = ['--import', 'tsx', 'scripts/seed-bulk.ts', '--questions', String(missing)];
  if (target.databaseUrl) args.push('--schema', BENCH_SCHEMA);
  const result = spawnSync(process.execPath, args, { cwd: root, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`seed-bulk failed (${result.status ?? result.signal})`);
  return questions;
}

async function countPresent(target: BenchTarget): Promise<number> {
  const database = openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    if (target.engine === 'sqlite') await migrateToLatest(database.db);
    return await countQuestions(database.db);
  } catch {
    return 0; // no bench schema yet: seed-bulk creates it
  } finally {
    await database.close();
  }
}
