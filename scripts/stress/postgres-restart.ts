// PostgreSQL restarted under load: while it is down the API answers 503 (with Retry-After), never 500
// and never a dropped connection; once it is back the API recovers by itself, every pooled connection
// that died with the old server replaced (server/db/database.ts).
import { execFile, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { paperForm } from '../../server/test/paper-form';
import { signUpTeacher, sleep, startServer } from './server-process';

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
const WORKERS = 16;
const LOAD_BEFORE_MS = 3000;
/** After the restart command returns, the API must be answering 2xx again within this time… */
const RECOVERY_MS = 5000;
/** …and keep doing so for the rest of the run. */
const LOAD_AFTER_MS = 10_000;

interface Outcome {
  at: number;
  status: number | 'network error';
  retryAfter?: string | null;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Restarting the cluster breaks every other test run that uses it: wait until none is going. */
async function waitForOtherTestRuns(): Promise<void> {
  for (let waited = 0; ; waited += 15) {
    const found = spawnSync('pgrep', ['-fa', 'vitest|playwright'], { encoding: 'utf8' }).stdout.trim();
    if (!found) return;
    if (waited >= 1800) throw new Error(`other test runs kept going for 30 minutes:\n${found}`);
    if (waited % 60 === 0) {
      const lines = found.split('\n').map((line) => line.slice(0, 100));
      console.log(`  waiting for other test runs to finish:\n    ${lines.slice(0, 4).join('\n    ')}`);
    }
    await sleep(15_000);
  }
}

export async function stressPostgresRestart(): Promise<string[]> {
  const url = process.env.DATABASE_URL || DEFAULT_URL;
  if (!(await canConnect(url))) {
    if (process.env.DATABASE_URL) return [`PostgreSQL is not reachable at DATABASE_URL`];
    console.log(`  skipped: no PostgreSQL at ${DEFAULT_URL} (set DATABASE_URL)`);
    return [];
  }
  const version = fs.readdirSync('/etc/postgresql')[0];
  if (!version) return ['no cluster under /etc/postgresql to restart'];
  await waitForOtherTestRuns();

  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const schema = `stress_${crypto.randomBytes(4).toString('hex')}`;
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-stress-pg-'));
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  const server = await startServer({
    DATA_DIR: dataDir,
    DATABASE_URL: serverUrl.toString(),
    RATE_LIMIT_SCALE: '1000',
    // Every 503 is logged as a warning with its stack; the outage is expected here.
    LOG_LEVEL: 'error',
  });
  try {
    const { token, userId } = await signUpTeacher(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const form = await paperForm(userId, 'Restart Vidyalaya');
    const outcomes: Outcome[] = [];
    const started = performance.now();
    let running = true;
    const worker = async (w: number) => {
      for (let n = 0; running; n++) {
        const save = (w + n) % 4 === 0;
        const at = performance.now() - started;
        try {
          const res = await fetch(
            save ? `${server.url}/api/papers/add` : `${server.url}/api/question?subject=1&standard=6`,
            save
              ? { method: 'POST', headers: { ...auth, ...form.headers }, body: form.payload }
              : { headers: auth },
          );
          await res.arrayBuffer();
          outcomes.push({ at, status: res.status, retryAfter: res.headers.get('retry-after') });
          if (res.status >= 500) await sleep(50);
        } catch {
          outcomes.push({ at, status: 'network error' });
          await sleep(50);
        }
      }
    };
    const load = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));

    await sleep(LOAD_BEFORE_MS);
    const restartAt = performance.now() - started;
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
    const backAt = performance.now() - started;
    await sleep(LOAD_AFTER_MS);
    running = false;
    await load;

    const ok = (o: Outcome) => typeof o.status === 'number' && o.status < 300;
    const before = outcomes.filter((o) => o.at < restartAt);
    const during = outcomes.filter((o) => o.at >= restartAt && o.at < backAt + RECOVERY_MS);
    const after = outcomes.filter((o) => o.at >= backAt + RECOVERY_MS);
    const unavailable = outcomes.filter((o) => o.status === 503);
    const wrong = outcomes.filter((o) => !ok(o) && o.status !== 503);
    const failedAt = outcomes.filter((o) => !ok(o)).map((o) => o.at);
    const firstFailure = Math.min(...failedAt, restartAt);
    const lastFailure = Math.max(...failedAt, restartAt);
    const counts = (list: Outcome[]) =>
      JSON.stringify(
        list.reduce<Record<string, number>>(
          (all, o) => ({ ...all, [o.status]: (all[o.status] ?? 0) + 1 }),
          {},
        ),
      );
    console.log(
      `  ${WORKERS} clients (question list and paper saves), ${outcomes.length} requests; ` +
        `pg_ctlcluster restart took ${(backAt - restartAt).toFixed(0)} ms\n` +
        `  before: ${counts(before)}; during the restart and ${RECOVERY_MS / 1000} s after: ${counts(during)}; ` +
        `after that: ${counts(after)}\n` +
        `  non-2xx answers from ${(firstFailure - restartAt).toFixed(0)} ms to ` +
        `${(lastFailure - restartAt).toFixed(0)} ms after the restart began; 2xx only from then on`,
    );
    check(before.length > 0 && before.every(ok), 'requests failed before the restart');
    check(unavailable.length > 0, 'no request was answered 503 while the database was down');
    check(
      unavailable.every((o) => o.retryAfter !== null),
      '503 answers came without a Retry-After header',
    );
    check(wrong.length === 0, `answers other than 2xx and 503 (or no answer): ${counts(wrong)}`);
    check(after.length > 100 && after.every(ok), `the API did not recover: after it ${counts(after)}`);

    const health = await fetch(`${server.url}/api/health`);
    check(health.status === 200, `the health check answers ${health.status} at the end`);
  } finally {
    await server.stop();
    await withClient(url, (client) => client.query(`drop schema ${schema} cascade`)).catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return failures;
}
