// Serves the built app for the browser journeys on fresh data: a fresh data folder, `.e2e-data/`, whose
// mail outbox the journeys read (no SMTP_URL: every mail becomes a file there), and with DATABASE_URL a
// fresh PostgreSQL schema, `e2e`, so that no earlier run's teachers, papers or worksheets are seen.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { buildServer } from './build-server.mjs';
import { root, run } from './lib.mjs';

const dataDir = path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
if (process.env.DATABASE_URL) {
  const schema = 'e2e';
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.query(`create schema ${schema}`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  process.env.DATABASE_URL = url.toString();
}
// The journeys sign up many teachers from one address within a minute.
process.env.RATE_LIMIT_SCALE = '20';
delete process.env.SMTP_URL;
// The server as it is in the sources now (half a second), beside the client that `npm run build` made.
await buildServer();
run('node', ['dist/server/main.mjs']);
