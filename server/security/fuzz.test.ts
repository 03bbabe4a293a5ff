import v8 from 'node:v8';
import vm from 'node:vm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../db/database';
import { headerSeed } from '../db/seed/header-seed';
import { catalogueSeed } from '../db/seed/seed';
import { createTestTeacher, signupPayload, type TestTeacher } from '../test/factories';
import { fuzzRequest, type FuzzRequest, type RouteExample } from '../test/fuzz-requests';
import { listApiRoutes, type ApiRoute } from '../test/openapi-routes';
import { createOwnQuestion, questionPayload } from '../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';

// Issue 9, fuzzing: thousands of malformed and boundary requests across every route of the OpenAPI
// document, with and without a valid session. None may be answered 5xx, every refusal is the one JSON
// shape {message}, the server still answers its health check afterwards, and its memory stays flat.

/** Requests per engine: the full run on SQLite, a smaller one on PostgreSQL (same generators). */
const RUNS: Record<Engine, number> = {
  sqlite: Number(process.env.FUZZ_RUNS ?? 10_000),
  postgres: Number(process.env.FUZZ_RUNS_PG ?? 1_500),
};
/** The routes whose bodies are multipart/form-data (the document describes them in words). */
const MULTIPART_ROUTES = new Set([
  'POST /api/question/image',
  'POST /api/headers/image',
  'POST /api/papers/add',
]);
/** Stands for the fuzzing teacher's id in the examples (the teacher changes when the fuzzer deletes it). */
const ME = '__ME__';
const PAPER_MODEL = {
  header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'Vidya Mandir' },
  sections: [{ type: 'mcq', questions: [{ id: 1, text: 'What is 2 + 2?', options: ['3', '4', '5', '6'] }] }],
};
/** A valid body for each route that takes one, for the fuzzer to break one part of at a time. */
const EXAMPLES: Record<string, RouteExample> = {
  'POST /api/auth/signup': { json: { ...signupPayload(), class: [6, 7] } },
  'POST /api/auth/login': { json: { username: 'asha_fuzz', password: 'correct horse 42' } },
  'POST /api/auth/verify-otp': { json: { email: 'asha@school.test', otp: '123456' } },
  'POST /api/auth/resend-email-otp': { json: { userId: 1 } },
  'POST /api/auth/change-password': {
    json: { current_password: 'correct horse 42', new_password: 'correct horse 43' },
  },
  'POST /api/auth/reset-password/request': { json: { email: 'asha@school.test' } },
  'POST /api/auth/reset-password/confirm': {
    json: { email: 'asha@school.test', otp: '123456', new_password: 'correct horse 44' },
  },
  'POST /api/question': { json: questionPayload() as Record<string, unknown> },
  'PUT /api/question/{id}': {
    json: questionPayload({ type: 'short', answer: 'Because.' } as never) as Record<string, unknown>,
  },
  'POST /api/question/random': {
    json: { subject: 1, standard: 7, counts: { mcq: 2, short: 1 }, exclude: [1] },
  },
  'POST /api/headers': {
    json: { name: 'Mine', styleType: 'style2', layoutType: 'grid', field1: 'School', image: null },
  },
  'POST /api/papers/{id}/publish': {
    json: { board: 'CBSE', subject: 'Mathematics', subject_title: 'Algebra', standard: 7, title: 'Test' },
  },
  'POST /api/papers/add': {
    form: {
      user_id: ME,
      type: 'default',
      date: '2026-11-21',
      timing: '10:30:00 AM',
      school_name: 'Vidya Mandir',
      body: '<div class="paper"><p>1. What is 2 + 2?</p></div>',
      paper: JSON.stringify(PAPER_MODEL),
    },
    fileField: 'logo',
  },
  'POST /api/question/image': { form: { note: 'x' }, fileField: 'file' },
  'POST /api/headers/image': { form: { note: 'x' }, fileField: 'file' },
};
/** Routes after which a valid token may be spent (the fuzzer then gets a new one). */
const SESSION_ENDING = new Set([
  'POST /api/auth/logout',
  'DELETE /api/auth/delete-account',
  'POST /api/auth/change-password',
]);
/** Heap growth allowed over the run, after a warm-up (caches, compiled code, connection pools). */
const MEMORY_BOUND_MB = 48;

/** A full garbage collection when the runtime lets us ask for one. */
function collectGarbage(): boolean {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    return true;
  }
  try {
    v8.setFlagsFromString('--expose-gc');
    (vm.runInNewContext('gc') as () => void)();
    return true;
  } catch {
    return false;
  }
}
function memoryInUse(): { bytes: number; measure: 'heapUsed' | 'rss' } {
  const hasGc = collectGarbage() && collectGarbage();
  const usage = process.memoryUsage();
  return hasGc ? { bytes: usage.heapUsed, measure: 'heapUsed' } : { bytes: usage.rss, measure: 'rss' };
}
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

describe.each(TEST_ENGINES)('fuzzing the API on %s', (engine) => {
  let ctx: TestContext;
  let routes: ApiRoute[];
  let teacher: TestTeacher;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed, headerSeed] });
    routes = await listApiRoutes(ctx.app);
    teacher = await createTestTeacher(ctx.app);
    token = teacher.token;
    await createOwnQuestion(ctx.app, token);
  });
  afterAll(() => ctx.close());

  /** Gets a working token again after the fuzzer logged out, changed the password or deleted the account. */
  async function renewToken(): Promise<void> {
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
    if (me.statusCode === 200) return;
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: teacher.username, password: teacher.password },
    });
    if (login.statusCode === 200) token = (login.json() as { token: string }).token;
    else {
      teacher = await createTestTeacher(ctx.app);
      token = teacher.token;
    }
  }

  async function send(request: FuzzRequest) {
    const headers = { ...request.headers };
    if (request.auth.kind === 'valid') headers.authorization = `Bearer ${token}`;
    if (request.auth.kind === 'header') headers.authorization = request.auth.value;
    let payload = request.payload;
    if (Buffer.isBuffer(payload) && payload.includes(ME)) {
      payload = Buffer.from(payload.toString('latin1').replaceAll(ME, String(teacher.user.id)), 'latin1');
    }
    const res = await ctx.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });
    if (
      request.auth.kind === 'valid' &&
      request.route &&
      SESSION_ENDING.has(request.route.key) &&
      res.statusCode < 300
    ) {
      await renewToken();
    }
    return res;
  }

  it('has a valid example body for every route that takes a body', () => {
    const keys = routes.map((route) => route.key);
    expect(Object.keys(EXAMPLES).filter((key) => !keys.includes(key))).toEqual([]);
    const needing = routes.filter((route) => route.jsonBody || MULTIPART_ROUTES.has(route.key));
    expect(needing.map((route) => route.key).filter((key) => !EXAMPLES[key])).toEqual([]);
  });

  it(`answers ${RUNS[engine]} malformed requests without a 5xx, keeps answering and keeps its memory`, async () => {
    const arbitrary = fuzzRequest(routes, { multipart: MULTIPART_ROUTES, examples: EXAMPLES });
    const statuses = new Map<number, number>();
    const hitsPerRoute = new Map<string, number>();
    let withToken = 0;
    let serverErrors = 0;
    const record = (request: FuzzRequest, status: number) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (request.route) hitsPerRoute.set(request.route.key, (hitsPerRoute.get(request.route.key) ?? 0) + 1);
      if (request.auth.kind === 'valid') withToken += 1;
      if (status >= 500) serverErrors += 1;
    };
    const property = fc.asyncProperty(arbitrary, async (request) => {
      const res = await send(request);
      record(request, res.statusCode);
      expect(
        res.statusCode,
        `${request.method} ${request.url.slice(0, 200)}: ${res.body.slice(0, 300)}`,
      ).toBeLessThan(500);
      if (res.statusCode >= 400 && request.method !== 'HEAD') {
        expect(res.headers['content-type'], request.url).toMatch(/^application\/json/);
        expect(typeof (res.json() as { message?: unknown }).message, request.url).toBe('string');
      }
    });

    const warmUp = Math.min(500, Math.floor(RUNS[engine] / 10));
    await fc.assert(property, { numRuns: warmUp, seed: 9 });
    const before = memoryInUse();
    const started = Date.now();
    await fc.assert(property, { numRuns: RUNS[engine] - warmUp });
    const seconds = (Date.now() - started) / 1000;
    const after = memoryInUse();

    const health = await ctx.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `fuzz ${engine}: ${total} requests (${withToken} with a valid token) in ${seconds.toFixed(1)} s after ` +
        `${warmUp} to warm up; ${serverErrors} answers of 5xx; ${hitsPerRoute.size}/${routes.length} routes; ` +
        `statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}; ` +
        `${before.measure} ${mb(before.bytes)} MB before, ${mb(after.bytes)} MB after`,
    );
    expect(total).toBe(RUNS[engine]);
    expect(serverErrors).toBe(0);
    expect(routes.filter((route) => (hitsPerRoute.get(route.key) ?? 0) < 5).map((r) => r.key)).toEqual([]);
    expect(withToken).toBeGreaterThan(total / 5);
    expect(mb(after.bytes - before.bytes)).toBeLessThan(MEMORY_BOUND_MB);
  }, 180_000);
});
