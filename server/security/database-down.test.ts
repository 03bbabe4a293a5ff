import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { catalogueSeed } from '../db/seed/seed';
import { DATABASE_UNAVAILABLE, handleError } from '../lib/error-handler';
import { bearer, createTestTeacher, signupPayload } from '../test/factories';
import { startTcpProxy } from '../test/tcp-proxy';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';

// Issue 9, durability: when the database cannot be reached the API answers 503 with a clear message
// (never a 500), and it recovers by itself once the database is back.

const UNAVAILABLE = { message: DATABASE_UNAVAILABLE, code: 'UNAVAILABLE' };
const FAKE_TOKEN = 'A'.repeat(43);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests that each need the database, in several ways (a guard hook, a read, a write, a login). */
const NEEDS_DATABASE = [
  { method: 'GET', url: '/api/health' },
  { method: 'GET', url: '/api/question?subject=1&standard=7' },
  { method: 'GET', url: '/api/worksheets' },
  { method: 'GET', url: '/api/headers/1' },
  { method: 'GET', url: '/api/auth/me', headers: bearer(FAKE_TOKEN) },
  { method: 'POST', url: '/api/auth/login', payload: { username: 'asha', password: 'correct horse 42' } },
  { method: 'POST', url: '/api/question/random', payload: { subject: 1, standard: 7, counts: { mcq: 2 } } },
] as const;

async function expectUnavailable(app: App) {
  for (const request of NEEDS_DATABASE) {
    const res = await app.inject(request);
    expect([request.url, res.statusCode, res.json()]).toEqual([request.url, 503, UNAVAILABLE]);
    expect(res.headers['retry-after']).toBe('5');
  }
}

describe('a PostgreSQL database that is not there (port 1)', () => {
  let app: App;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-down-'));
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/test';
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: databaseUrl });
    app = await buildApp({ config, database: openDatabase({ dataDir, databaseUrl }), serveClient: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 with the message, on every route that needs it', async () => {
    await expectUnavailable(app);
  });

  it('still answers what needs no database', async () => {
    expect((await app.inject({ url: '/api/geo/states' })).statusCode).toBe(200);
    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 1 } });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the error handler', () => {
  const app = Fastify({ logger: false });
  const errors: Record<string, () => Error> = {
    refused: () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    'refused on every address': () =>
      Object.assign(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], ''), {}),
    reset: () => Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    'admin shutdown': () =>
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    'crash shutdown': () => Object.assign(new Error('crash'), { code: '57P02' }),
    'starting up': () => Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    terminated: () => new Error('Connection terminated unexpectedly'),
    'pool timeout': () => new Error('timeout exceeded when trying to connect'),
    'connect timeout': () =>
      new Error('Connection terminated due to connection timeout', { cause: new Error('timeout expired') }),
    wrapped: () => new Error('query failed', { cause: { code: '57P01' } }),
    'sqlite busy': () => new SQLite.SqliteError('database is locked', 'SQLITE_BUSY'),
  };
  beforeAll(async () => {
    app.setErrorHandler(handleError);
    app.get('/fail/:kind', async (request) => {
      const kind = (request.params as { kind: string }).kind;
      throw errors[kind]?.() ?? Object.assign(new Error('syntax error at or near'), { code: '42601' });
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(Object.keys(errors))('answers %s with 503', async (kind) => {
    const res = await app.inject({ url: `/fail/${encodeURIComponent(kind)}` });
    expect([res.statusCode, res.json()]).toEqual([503, UNAVAILABLE]);
  });

  it('still answers a defect with 500, without its details', async () => {
    const res = await app.inject({ url: '/fail/defect' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('syntax');
  });
});

describe('an SQLite database locked by another writer', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { seed: [catalogueSeed] });
  });
  afterAll(() => ctx.close());

  it('answers 503 while the lock is held, and saves once it is released', async () => {
    const teacher = await createTestTeacher(ctx.app);
    // Wait a moment for the lock, not the usual 5 s.
    await sql`pragma busy_timeout = 50`.execute(ctx.database.db);
    const other = new SQLite(path.join(ctx.config.dataDir, 'prashna.sqlite'));
    const save = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/headers',
        headers: bearer(teacher.token),
        payload: { name: 'Locked out', styleType: 'style1', layoutType: 'grid' },
      });
    try {
      other.exec('begin immediate');
      const locked = await save();
      expect([locked.statusCode, locked.json()]).toEqual([503, UNAVAILABLE]);
      other.exec('rollback');
      expect((await save()).statusCode).toBe(201);
    } finally {
      other.close();
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('PostgreSQL going away and coming back', () => {
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  beforeAll(async () => {
    const real = new URL(process.env.DATABASE_URL!);
    proxy = await startTcpProxy({ host: real.hostname, port: Number(real.port || 5432) });
    const viaProxy = new URL(real);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    ctx = await createTestContext('postgres', {
      seed: [catalogueSeed],
      env: { DATABASE_URL: viaProxy.toString() },
    });
  });
  afterAll(async () => {
    await proxy.up().catch(() => undefined);
    await ctx.close();
    await proxy.close();
  });

  it('answers 503 while the database is unreachable, then recovers by itself', async () => {
    const teacher = await createTestTeacher(ctx.app);
    const me = () => ctx.app.inject({ url: '/api/auth/me', headers: bearer(teacher.token) });
    const history = () =>
      ctx.app.inject({ url: `/api/papers/user/${teacher.user.id}`, headers: bearer(teacher.token) });
    expect((await me()).statusCode).toBe(200);
    expect((await history()).statusCode).toBe(200);

    await proxy.down(); // every pooled connection is cut, new ones are refused
    await expectUnavailable(ctx.app);
    // The session was checked a moment ago and is remembered; the papers need the database.
    const during = await history();
    expect([during.statusCode, during.json()]).toEqual([503, UNAVAILABLE]);

    await proxy.up();
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    const after = await me();
    expect(after.statusCode).toBe(200);
    expect(after.json().user.id).toBe(teacher.user.id);
    expect((await history()).statusCode).toBe(200);
  });

  it('answers 503 for requests cut off mid-way, never 500, and does not crash', async () => {
    // Five clients query without pause; the database goes away under them and comes back.
    const statuses: number[] = [];
    let running = true;
    const client = async (n: number) => {
      // A new cursor each time, so that every request reads the database (pages are remembered).
      for (let cursor = 1; running; cursor++) {
        const res = await ctx.app.inject({
          url: `/api/question?subject=1&standard=${6 + n}&cursor=${cursor}`,
        });
        statuses.push(res.statusCode);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const clients = [0, 1, 2, 3, 4].map(client);
    await sleep(150);
    await proxy.down();
    await sleep(150);
    await proxy.up();
    await sleep(150);
    running = false;
    await Promise.all(clients);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(statuses).toContain(503);
    expect(statuses.at(-1)).toBe(200);
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe.each(TEST_ENGINES)('text with a NUL character on %s', (engine) => {
  it('is refused with 400, never 500', async () => {
    const ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    try {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { ...signupPayload(), name: 'Asha\u0000Patel' },
      });
      expect([201, 400]).toContain(res.statusCode);
      if (engine === 'postgres') expect(res.json().message).toBe('Text cannot contain the NUL character.');
    } finally {
      await ctx.close();
    }
  });
});
