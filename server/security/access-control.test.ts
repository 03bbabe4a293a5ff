import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSeed } from '../db/seed/header-seed';
import { catalogueSeed } from '../db/seed/seed';
import { bearer, createTestTeacher, signupPayload } from '../test/factories';
import { multipartBody, pngImage } from '../test/image-fixtures';
import { multipartBody as formBody } from '../test/multipart';
import { listApiRoutes, type ApiRoute, type HttpMethod } from '../test/openapi-routes';
import { questionPayload } from '../test/question-factories';
import { buildSecurityWorld, snapshotData, type SecurityWorld } from '../test/security-world';
import { startSmtpInbox, type SmtpInbox } from '../test/smtp-inbox';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';

// Issue 9, access control: every route of the OpenAPI document, tried by someone who is not teacher A
// (no token, a forged token, A's revoked token, another teacher's token) against A's objects. Each must
// be refused (401/403/404) or give the documented public answer, leak none of A's private data, and
// change nothing in the database or the data folder. A route without a case here fails the test.

type Attacker = 'no token' | 'forged token' | 'revoked token' | 'other teacher';
const ATTACKERS: Attacker[] = ['no token', 'forged token', 'revoked token', 'other teacher'];

interface Attempt {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

interface RouteCase {
  /** What the attempt aims at. */
  target: string;
  request(w: SecurityWorld): Attempt | Promise<Attempt>;
  /** The answer to a caller without a valid session (no, forged or revoked token). */
  anonymous: number;
  /** The answer to another teacher. */
  other: number;
  /**
   * The route names no object of A's (it acts on the caller's own account): a throwaway teacher
   * plays the other teacher, and only A's rows and the files that existed must stay as they were.
   */
  otherActsOnSelf?: boolean;
  /** Tables a refused attempt may change by design (a wrong code is counted). */
  mayChange?: string[];
  /** More checks of a successful (public) answer. */
  check?(res: LightMyRequestResponse, w: SecurityWorld): void;
  /** What A gets for the same request (proves the attempt aimed at a real object). */
  owner?: number;
}

const png = () => multipartBody(pngImage(6, 4), { filename: 'x.png' });
const WRONG_CODE = '000000';
const json = (res: LightMyRequestResponse) => res.json() as unknown;
const idsOf = (items: unknown, key: string) => (items as Array<Record<string, unknown>>).map((i) => i[key]);

const CASES: Record<string, RouteCase> = {
  'GET /api/health': {
    target: 'public health check',
    request: () => ({ url: '/api/health' }),
    anonymous: 200,
    other: 200,
  },
  'POST /api/auth/signup': {
    target: "sign up again with A's username and email",
    request: (w) => ({
      url: '/api/auth/signup',
      payload: signupPayload({ username: w.a.username, email: w.a.email }),
    }),
    anonymous: 409,
    other: 409,
  },
  'POST /api/auth/login': {
    target: 'log in as A with a wrong password',
    request: (w) => ({
      url: '/api/auth/login',
      payload: { username: w.a.username, password: 'not the password' },
    }),
    anonymous: 401,
    other: 401,
  },
  'POST /api/auth/verify-otp': {
    target: "A's (verified) email with a wrong code",
    request: (w) => ({ url: '/api/auth/verify-otp', payload: { email: w.a.email, otp: WRONG_CODE } }),
    anonymous: 400,
    other: 400,
    mayChange: ['email_codes'],
  },
  'POST /api/auth/resend-email-otp': {
    target: "mail A a new code by A's user id",
    request: (w) => ({ url: '/api/auth/resend-email-otp', payload: { userId: w.a.user.id } }),
    anonymous: 400,
    other: 400,
  },
  'GET /api/auth/me': {
    target: 'the signed-in account',
    request: () => ({ url: '/api/auth/me' }),
    anonymous: 401,
    other: 200,
    otherActsOnSelf: true,
    owner: 200,
  },
  'POST /api/auth/logout': {
    target: "end the caller's session",
    request: () => ({ url: '/api/auth/logout' }),
    anonymous: 401,
    other: 200,
    otherActsOnSelf: true,
  },
  'POST /api/auth/change-password': {
    target: "change the caller's password using A's current password",
    request: (w) => ({
      url: '/api/auth/change-password',
      payload: { current_password: w.a.password, new_password: 'a new password 77' },
    }),
    anonymous: 401,
    // The throwaway teacher's password happens to be A's too: it changes only their own.
    other: 200,
    otherActsOnSelf: true,
  },
  'POST /api/auth/reset-password/request': {
    target: "ask for a reset code for A's email",
    request: (w) => ({ url: '/api/auth/reset-password/request', payload: { email: w.a.email } }),
    // Public by design: the code goes to A's mailbox, the answer says nothing about the account.
    anonymous: 200,
    other: 200,
    mayChange: ['email_codes'],
  },
  'POST /api/auth/reset-password/confirm': {
    target: "reset A's password with a wrong code",
    request: (w) => ({
      url: '/api/auth/reset-password/confirm',
      payload: { email: w.a.email, otp: WRONG_CODE, new_password: 'taken over 123' },
    }),
    anonymous: 400,
    other: 400,
    mayChange: ['email_codes'],
  },
  'DELETE /api/auth/delete-account': {
    target: "delete the caller's account",
    request: () => ({ url: '/api/auth/delete-account' }),
    anonymous: 401,
    other: 200,
    otherActsOnSelf: true,
  },
  'GET /api/subjects': {
    target: 'public catalogue',
    request: () => ({ url: '/api/subjects' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/subject/{id}/titles': {
    target: 'public catalogue entry',
    request: () => ({ url: '/api/subject/1/titles' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/subjectTitle/{id}/standard': {
    target: 'public catalogue entry',
    request: () => ({ url: '/api/subjectTitle/1/standard' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/geo/states': {
    target: 'public geography',
    request: () => ({ url: '/api/geo/states' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/geo/states/{state}/cities': {
    target: 'public geography',
    request: () => ({ url: '/api/geo/states/Gujarat/cities' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/geo/pincode/{pin}': {
    target: 'public geography',
    request: () => ({ url: '/api/geo/pincode/380009' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/question': {
    target: "list 'my' questions (A's are private)",
    request: () => ({ url: '/api/question?owner=me' }),
    anonymous: 401,
    other: 200,
    check: (res, w) => expect(idsOf(json(res), 'question_id')).not.toContain(w.ids.question),
  },
  'POST /api/question': {
    target: "create a question (always the caller's own)",
    request: () => ({ url: '/api/question', payload: questionPayload() }),
    anonymous: 401,
    other: 201,
    otherActsOnSelf: true,
  },
  'GET /api/question/{id}': {
    target: "A's private question",
    request: (w) => ({ url: `/api/question/${w.ids.question}` }),
    anonymous: 404,
    other: 404,
    owner: 200,
  },
  'PUT /api/question/{id}': {
    target: "A's private question",
    request: (w) => ({
      url: `/api/question/${w.ids.question}`,
      payload: questionPayload({ question: 'Taken over?' }),
    }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'DELETE /api/question/{id}': {
    target: "A's private question",
    request: (w) => ({ url: `/api/question/${w.ids.question}` }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'POST /api/question/random': {
    target: "a draw from the subject and standard of A's private question",
    request: () => ({
      url: '/api/question/random',
      payload: { subject: 1, standard: 7, counts: { mcq: 50 } },
    }),
    anonymous: 200,
    other: 200,
  },
  'POST /api/question/image': {
    target: "upload an image (always the caller's own)",
    request: () => ({ url: '/api/question/image', ...png() }),
    anonymous: 401,
    other: 201,
    otherActsOnSelf: true,
  },
  'GET /api/chapters': {
    target: 'public chapter list',
    request: () => ({ url: '/api/chapters?subject=1&standard=7' }),
    anonymous: 200,
    other: 200,
  },
  'GET /api/uploads/{name}': {
    target: "the image of A's question",
    request: (w) => ({ url: w.ids.questionImage }),
    // Public by design: images are served by a random 128-bit name to whoever has the address (a
    // published worksheet's logo, a question shown in the shared bank); the name is the capability.
    anonymous: 200,
    other: 200,
    check: (res) => expect(res.headers['content-type']).toBe('image/png'),
  },
  'POST /api/papers/add': {
    target: "save a paper (with a logo) into A's account",
    request: async (w) => {
      const form = await formBody({ user_id: String(w.a.user.id), type: 'default', date: '2026-11-21' }, [
        { field: 'logo', name: 'logo.png', type: 'image/png', data: pngImage(3, 3) },
      ]);
      return { url: '/api/papers/add', ...form };
    },
    anonymous: 401,
    other: 403,
  },
  'GET /api/papers/user/{userId}': {
    target: "A's list of papers",
    request: (w) => ({ url: `/api/papers/user/${w.a.user.id}` }),
    anonymous: 401,
    other: 403,
    owner: 200,
  },
  'GET /api/papers/{id}': {
    target: "A's saved paper",
    request: (w) => ({ url: `/api/papers/${w.ids.paper}` }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'DELETE /api/papers/delete/{paperId}': {
    target: "A's saved paper",
    request: (w) => ({ url: `/api/papers/delete/${w.ids.paper}` }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'GET /api/headers': {
    target: "the header templates (A's own are private)",
    request: () => ({ url: '/api/headers' }),
    anonymous: 200,
    other: 200,
    check: (res, w) => expect(idsOf(json(res), 'id')).not.toContain(w.ids.header),
  },
  'POST /api/headers': {
    target: "save a header template (always the caller's own)",
    request: () => ({
      url: '/api/headers',
      payload: { name: 'Mine', styleType: 'style1', layoutType: 'grid' },
    }),
    anonymous: 401,
    other: 201,
    otherActsOnSelf: true,
  },
  'GET /api/headers/{id}': {
    target: "A's header template",
    request: (w) => ({ url: `/api/headers/${w.ids.header}` }),
    anonymous: 404,
    other: 404,
    owner: 200,
  },
  'DELETE /api/headers/{id}': {
    target: "A's header template",
    request: (w) => ({ url: `/api/headers/${w.ids.header}` }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'POST /api/headers/image': {
    target: "upload a header image (always the caller's own)",
    request: () => ({ url: '/api/headers/image', ...png() }),
    anonymous: 401,
    other: 201,
    otherActsOnSelf: true,
  },
  'GET /api/worksheets': {
    target: 'the public worksheets (one published by A)',
    request: () => ({ url: '/api/worksheets' }),
    anonymous: 200,
    other: 200,
    check: (res, w) => {
      const items = json(res) as Array<{ worksheet_id: number; is_own: boolean }>;
      expect(items.map((i) => i.worksheet_id)).toContain(w.ids.worksheet);
      expect(items.every((i) => !i.is_own)).toBe(true);
    },
  },
  'GET /api/answersheets': {
    target: 'the public answer sheets (one published by A)',
    request: () => ({ url: '/api/answersheets' }),
    anonymous: 200,
    other: 200,
    check: (res) => expect((json(res) as Array<{ is_own: boolean }>).every((i) => !i.is_own)).toBe(true),
  },
  'GET /api/worksheets/{id}/file': {
    target: "A's published worksheet (public)",
    request: (w) => ({ url: `/api/worksheets/${w.ids.worksheet}/file` }),
    anonymous: 200,
    other: 200,
    check: (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  'GET /api/answersheets/{id}/file': {
    target: "A's published answer sheet (public)",
    request: (w) => ({ url: `/api/answersheets/${w.ids.answerSheet}/file` }),
    anonymous: 200,
    other: 200,
    check: (res) => expect(res.headers['content-type']).toBe('application/pdf'),
  },
  'DELETE /api/worksheets/{id}': {
    target: "A's published worksheet",
    request: (w) => ({ url: `/api/worksheets/${w.ids.worksheet}` }),
    anonymous: 401,
    other: 404,
    owner: 200,
  },
  'POST /api/papers/{id}/publish': {
    target: "A's saved paper",
    request: (w) => ({
      url: `/api/papers/${w.ids.paper}/publish`,
      payload: { board: 'CBSE', subject: 'Mathematics', subject_title: 'Algebra', standard: 7 },
    }),
    anonymous: 401,
    other: 404,
  },
};

describe.each(TEST_ENGINES)('access control on %s', (engine) => {
  let ctx: TestContext;
  let inbox: SmtpInbox;
  let w: SecurityWorld;
  let routes: ApiRoute[];
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    ctx = await createTestContext(engine, {
      seed: [catalogueSeed, headerSeed],
      env: { SMTP_URL: inbox.url },
    });
    w = await buildSecurityWorld(ctx, inbox);
    routes = await listApiRoutes(ctx.app);
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await inbox.close();
  });

  const send = async (method: HttpMethod, attempt: Attempt, token: string | undefined) =>
    ctx.app.inject({
      method,
      url: attempt.url,
      ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
      headers: { ...attempt.headers, ...(token ? bearer(token) : {}) },
    });

  it('has a case for every route of the OpenAPI document, and none for a route it lacks', () => {
    const keys = routes.map((r) => r.key).sort();
    expect(keys.length).toBeGreaterThan(30);
    expect(keys.filter((key) => !(key in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((key) => !keys.includes(key))).toEqual([]);
    // A route that needs a session refuses every caller without one.
    for (const route of routes.filter((r) => r.isSecured))
      expect([route.key, CASES[route.key]!.anonymous]).toEqual([route.key, 401]);
  });

  it.each(Object.keys(CASES))(
    '%s refuses or answers publicly, leaks nothing, changes nothing',
    async (key) => {
      const kase = CASES[key]!;
      const route = routes.find((r) => r.key === key);
      expect(route, `${key} is not in the OpenAPI document`).toBeDefined();
      const tokens: Record<Attacker, () => Promise<string | undefined>> = {
        'no token': async () => undefined,
        'forged token': async () => w.forgedToken,
        'revoked token': async () => w.revokedToken,
        'other teacher': async () =>
          kase.otherActsOnSelf ? (await createTestTeacher(ctx.app, inbox)).token : w.b.token,
      };
      for (const attacker of ATTACKERS) {
        const token = await tokens[attacker]();
        const scope = attacker === 'other teacher' && kase.otherActsOnSelf ? { ownerId: w.a.user.id } : {};
        const options = { ...scope, skipTables: kase.mayChange };
        const before = await snapshotData(ctx, options);
        const res = await send(route!.method, await kase.request(w), token);
        const expected = attacker === 'other teacher' ? kase.other : kase.anonymous;
        expect({ attacker, status: res.statusCode, body: res.body.slice(0, 200) }).toMatchObject({
          attacker,
          status: expected,
        });
        if (res.statusCode >= 400) expect(res.json()).toMatchObject({ message: expect.any(String) });
        else kase.check?.(res, w);
        for (const secret of w.secrets) expect(res.body, `${attacker} sees A's data`).not.toContain(secret);
        const after = await snapshotData(ctx, options);
        if (scope.ownerId !== undefined) {
          // The caller's own new files may appear; none of the files that were there may change.
          expect(after.tables, attacker).toEqual(before.tables);
          for (const [file, hash] of Object.entries(before.files)) expect(after.files[file], file).toBe(hash);
        } else {
          expect(after, attacker).toEqual(before);
        }
      }
    },
  );

  it('refuses a caller without a session before reading the body (401, not a 400 about the body)', async () => {
    const secured = routes.filter((r) => r.isSecured);
    expect(secured.length).toBeGreaterThan(15);
    for (const route of secured) {
      const before = await snapshotData(ctx);
      const url = (await CASES[route.key]!.request(w)).url;
      for (const token of [undefined, w.forgedToken]) {
        const res = await send(
          route.method,
          { url, payload: '{"question": [', headers: { 'content-type': 'application/json' } },
          token,
        );
        expect([route.key, res.statusCode]).toEqual([route.key, 401]);
      }
      expect(await snapshotData(ctx)).toEqual(before);
    }
  });

  it('answers verify-otp for a verified account only to the code that verified it', async () => {
    const teacher = await createTestTeacher(ctx.app, inbox);
    const code = inbox.lastCodeFor(teacher.email)!;
    const verify = (otp: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/auth/verify-otp', payload: { email: teacher.email, otp } });
    const wrong = await verify(code === '123456' ? '654321' : '123456');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).not.toContain(teacher.email);
    const again = await verify(code);
    expect(again.statusCode).toBe(200);
    expect(again.json().user).toMatchObject({ id: teacher.user.id, is_verified: 1 });
  });

  it('gives teacher A what it refused the others (the attempts aimed at real objects)', async () => {
    const rank: Record<HttpMethod, number> = { GET: 0, POST: 1, PUT: 2, PATCH: 2, DELETE: 3 };
    const owned = routes
      .filter((r) => CASES[r.key]!.owner !== undefined)
      .sort((x, y) => rank[x.method] - rank[y.method]);
    expect(owned.length).toBeGreaterThanOrEqual(10);
    for (const route of owned) {
      const kase = CASES[route.key]!;
      const res = await send(route.method, await kase.request(w), w.a.token);
      expect([route.key, res.statusCode]).toEqual([route.key, kase.owner]);
    }
  });
});
