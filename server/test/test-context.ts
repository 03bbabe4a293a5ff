import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle, type Engine } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { runSeed, type SeedStep } from '../db/seed/seed';
import type { RateLimits } from '../lib/rate-limits';

/** Service tests run on SQLite always, and on PostgreSQL too when DATABASE_URL is set. */
export const TEST_ENGINES: Engine[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export interface TestContextOptions {
  /** Seed steps to run (default: none, each test file seeds what it needs). */
  seed?: SeedStep[];
  env?: NodeJS.ProcessEnv;
  /** Per-route limits; tests get generous ones unless they test the limits themselves. */
  rateLimits?: Partial<RateLimits>;
}

const GENEROUS_LIMITS: RateLimits = { login: 1000, signup: 1000, codeCheck: 1000, codeSend: 1000 };

/** A fresh database (own SQLite folder, or own PostgreSQL schema), migrated, and the app on top of it. */
export async function createTestContext(
  engine: Engine,
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-test-'));
  const databaseUrl = process.env.DATABASE_URL;
  let schema: string | undefined;
  if (engine === 'postgres') {
    if (!databaseUrl) throw new Error('DATABASE_URL is needed for the PostgreSQL tests.');
    schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    await withPgClient(databaseUrl, (client) => client.query(`create schema ${schema}`));
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...(engine === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const database = openDatabase({ dataDir, databaseUrl: config.databaseUrl, schema });
  await migrateToLatest(database.db);
  if (options.seed) await runSeed(database.db, { config }, options.seed);
  const app = await buildApp({
    config,
    database,
    serveClient: false,
    rateLimits: { ...GENEROUS_LIMITS, ...options.rateLimits },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      if (schema && databaseUrl) {
        await withPgClient(databaseUrl, (client) => client.query(`drop schema ${schema} cascade`));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
