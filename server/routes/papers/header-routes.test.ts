import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headerSeed } from '../../db/seed/header-seed';
import { catalogueSeed, runSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { multipartBody, TINY_PNG } from '../../test/multipart';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('headers API on %s', (engine) => {
  let ctx: TestContext;
  let a: TestTeacher;
  let b: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed, headerSeed] });
    a = await createTestTeacher(ctx.app);
    b = await createTestTeacher(ctx.app);
  });
  afterAll(async () => ctx.close());

  it('serves the four seed headers, one per layout, idempotently seeded', async () => {
    await runSeed(ctx.database.db, { config: ctx.config }, [headerSeed]);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/headers' })).json();
    expect(list.map((h: { id: number; layoutType: string }) => [h.id, h.layoutType])).toEqual([
      [1, 'horizontal'],
      [2, 'grid'],
      [3, 'stacked'],
      [4, 'column'],
    ]);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/headers/99' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Header data not found.');
  });

  it("saves a teacher's own template, shown to them only", async () => {
    const upload = await multipartBody({}, [
      { field: 'file', name: 'h.png', type: 'image/png', data: TINY_PNG },
    ]);
    const image = await ctx.app.inject({
      method: 'POST',
      url: '/api/headers/image',
      payload: upload.payload,
      headers: { ...upload.headers, ...bearer(a.token) },
    });
    expect(image.statusCode).toBe(201);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/headers',
      headers: bearer(a.token),
      payload: {
        name: 'My school',
        styleType: 'style1',
        layoutType: 'horizontal',
        field1: 'Sunrise School',
        image: image.json().image_url,
      },
    });
    expect(saved.statusCode).toBe(201);
    const id = saved.json().id as number;
    expect(id).toBeGreaterThan(4);
    expect(saved.json()).toMatchObject({ is_own: true, field1: 'Sunrise School' });
    const mine = (
      await ctx.app.inject({ method: 'GET', url: '/api/headers', headers: bearer(a.token) })
    ).json();
    expect(mine.map((h: { id: number }) => h.id)).toContain(id);
    const theirs = (
      await ctx.app.inject({ method: 'GET', url: '/api/headers', headers: bearer(b.token) })
    ).json();
    expect(theirs.map((h: { id: number }) => h.id)).not.toContain(id);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/headers/${id}`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/headers/${id}`, headers: bearer(b.token) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/headers/1', headers: bearer(a.token) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/headers/${id}`, headers: bearer(a.token) }))
        .statusCode,
    ).toBe(200);
  });

  it('validates a template', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/headers',
      headers: bearer(a.token),
      payload: { name: 'x', styleType: 'style9', layoutType: 'grid' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('styleType');
    const script = await ctx.app.inject({
      method: 'POST',
      url: '/api/headers',
      headers: bearer(a.token),
      payload: { name: 'x', styleType: 'style1', layoutType: 'grid', image: 'javascript:alert(1)' },
    });
    expect(script.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/headers', payload: { name: 'x' } })).statusCode,
    ).toBe(401);
  });
});
