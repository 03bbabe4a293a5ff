import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

const PAPER = {
  header: {
    id: 1,
    styleType: 'style1',
    layoutType: 'horizontal',
    field1: 'Vidya Mandir',
    field2: 'Unit Test',
  },
  sections: [{ type: 'mcq', questions: [{ id: 7, text: 'What is 2 + 2?', options: ['3', '4', '5', '6'] }] }],
};

function paperFields(teacher: TestTeacher, overrides: Record<string, string> = {}) {
  return {
    user_id: String(teacher.user.id),
    type: 'default',
    school_name: 'NA',
    standard: 'NA',
    timing: '10:30:00 AM',
    date: '2026-11-21',
    division: 'NA',
    address: 'NA',
    subject: 'NA',
    board: 'NA',
    body: '<div class="paper"><h2>A) Multiple Choice Questions</h2><p>1. What is 2 + 2?</p></div>',
    paper: JSON.stringify(PAPER),
    ...overrides,
  };
}

describe.each(TEST_ENGINES)('papers API on %s', (engine) => {
  let ctx: TestContext;
  let a: TestTeacher;
  let b: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    a = await createTestTeacher(ctx.app);
    b = await createTestTeacher(ctx.app);
  });
  afterAll(async () => ctx.close());

  const save = async (
    teacher: TestTeacher,
    fields: Record<string, string>,
    logo?: { data: Buffer; type: string; name: string },
  ) => {
    const body = await multipartBody(fields, logo ? [{ field: 'logo', ...logo }] : []);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/papers/add',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(teacher.token) },
    });
  };
  const uploadsDir = () => path.join(ctx.config.dataDir, 'uploads');
  const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);

  it('saves a paper without a logo and with one, and serves the logo', async () => {
    const plain = await save(a, paperFields(a));
    expect(plain.statusCode).toBe(201);
    expect(plain.json()).toMatchObject({
      message: 'Paper saved successfully!',
      paper: { type: 'default', logo: null, date: '2026-11-21' },
    });
    const withLogo = await save(a, paperFields(a, { type: 'custom' }), {
      data: TINY_PNG,
      type: 'image/png',
      name: 'logo.png',
    });
    expect(withLogo.statusCode).toBe(201);
    const logo = withLogo.json().paper.logo as string;
    expect(logo).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    const served = await ctx.app.inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('stores the structured paper so it can be reopened', async () => {
    const saved = (await save(a, paperFields(a))).json().paper;
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/papers/${saved.id}`,
      headers: bearer(a.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().paper).toMatchObject({
      header: { field1: 'Vidya Mandir' },
      sections: [{ type: 'mcq' }],
    });
    const bad = await save(a, paperFields(a, { paper: '{"sections": 5}' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('paper');
  });

  it('refuses a logo that is not an image, or too large, and stores nothing', async () => {
    const before = storedFiles().length;
    const script = await save(a, paperFields(a), {
      data: Buffer.from('<script>alert(1)</script>'),
      type: 'image/png',
      name: 'logo.png',
    });
    expect(script.statusCode).toBe(415);
    const svg = await save(a, paperFields(a), {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      type: 'image/svg+xml',
      name: 'x.svg',
    });
    expect(svg.statusCode).toBe(415);
    const huge = Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]);
    const large = await save(a, paperFields(a), { data: huge, type: 'image/png', name: 'big.png' });
    expect(large.statusCode).toBe(413);
    expect(storedFiles().length).toBe(before);
  });

  it('validates the fields', async () => {
    const res = await save(a, paperFields(a, { type: 'weekly' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('type');
    const notMultipart = await ctx.app.inject({
      method: 'POST',
      url: '/api/papers/add',
      payload: {},
      headers: bearer(a.token),
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('removes scripts, handlers and javascript: links from the stored and served body', async () => {
    const body =
      '<p onclick="alert(1)">Q1</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">x</a><svg onload=alert(5)></svg><p>Keep me</p>';
    const saved = (await save(a, paperFields(a, { body }))).json().paper;
    for (const text of [
      saved.body,
      (
        await ctx.database.db
          .selectFrom('papers')
          .select('body')
          .where('id', '=', saved.id)
          .executeTakeFirstOrThrow()
      ).body,
    ]) {
      expect(text).not.toMatch(/script|onerror|onclick|onload|javascript:|<svg/i);
      expect(text).toContain('Keep me');
    }
  });

  it('lists only the caller’s papers, filtered by type and paged', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/papers/user/${a.user.id}?type=custom`,
      headers: bearer(a.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().papers.length).toBeGreaterThan(0);
    expect(
      list
        .json()
        .papers.every(
          (p: { type: string; user_id: number }) => p.type === 'custom' && p.user_id === a.user.id,
        ),
    ).toBe(true);
    const page1 = await ctx.app.inject({
      method: 'GET',
      url: `/api/papers/user/${a.user.id}?limit=2`,
      headers: bearer(a.token),
    });
    const cursor = page1.json().next_cursor as number;
    expect(cursor).toBeGreaterThan(0);
    const page2 = await ctx.app.inject({
      method: 'GET',
      url: `/api/papers/user/${a.user.id}?limit=2&cursor=${cursor}`,
      headers: bearer(a.token),
    });
    const ids = [...page1.json().papers, ...page2.json().papers].map((p: { id: number }) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
  });

  it('refuses another teacher: list 403, read and delete 404, save as someone else 403', async () => {
    const paper = (await save(a, paperFields(a))).json().paper;
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/papers/user/${a.user.id}`,
          headers: bearer(b.token),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/papers/${paper.id}`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/papers/delete/${paper.id}`,
          headers: bearer(b.token),
        })
      ).statusCode,
    ).toBe(404);
    expect((await save(b, paperFields(a))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/papers/user/${a.user.id}` })).statusCode).toBe(
      401,
    );
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/papers/${paper.id}`, headers: bearer(a.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a paper with its logo', async () => {
    const paper = (await save(a, paperFields(a), { data: TINY_PNG, type: 'image/png', name: 'l.png' })).json()
      .paper;
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/papers/delete/${paper.id}`,
      headers: bearer(a.token),
    });
    expect(res.json()).toEqual({ success: true, message: 'Paper deleted successfully' });
    expect((await ctx.app.inject({ method: 'GET', url: paper.logo })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/papers/delete/${paper.id}`,
          headers: bearer(a.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deleting an account deletes its papers and files', async () => {
    const c = await createTestTeacher(ctx.app);
    const paper = (await save(c, paperFields(c), { data: TINY_PNG, type: 'image/png', name: 'l.png' })).json()
      .paper;
    await ctx.app.inject({ method: 'DELETE', url: '/api/auth/delete-account', headers: bearer(c.token) });
    expect(
      await ctx.database.db.selectFrom('papers').select('id').where('id', '=', paper.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await ctx.app.inject({ method: 'GET', url: paper.logo })).statusCode).toBe(404);
  });
});
