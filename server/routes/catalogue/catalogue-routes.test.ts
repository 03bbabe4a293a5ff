import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed, runSeed } from '../../db/seed/seed';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('catalogue and geography on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
  });
  afterAll(async () => ctx.close());
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('lists the seven subjects', async () => {
    const res = await get('/api/subjects');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: { subject_name: string }) => s.subject_name)).toEqual([
      'Mathematics',
      'English',
      'Science',
      'Social Studies',
      'Hindi',
      'Gujarati',
      'Drawing',
    ]);
  });

  it('lists the titles of a subject and the standards of a title', async () => {
    const titles = await get('/api/subject/3/titles');
    expect(titles.json()).toEqual(
      expect.arrayContaining([
        { subject_title_id: 11, title_name: 'Physics' },
        { subject_title_id: 12, title_name: 'Chemistry' },
        { subject_title_id: 13, title_name: 'Biology' },
      ]),
    );
    expect((await get('/api/subjectTitle/2/standard')).json()).toEqual([6, 7, 8, 9, 10, 11, 12]);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await get('/api/subject/abc/titles')).statusCode).toBe(400);
    expect((await get('/api/subject/-1/titles')).statusCode).toBe(400);
    expect((await get('/api/subject/99/titles')).statusCode).toBe(404);
    expect((await get('/api/subjectTitle/1.5/standard')).statusCode).toBe(400);
    expect((await get('/api/subjectTitle/999/standard')).statusCode).toBe(404);
  });

  it('seeds idempotently', async () => {
    await runSeed(ctx.database.db, { config: ctx.config }, [catalogueSeed]);
    expect((await get('/api/subjects')).json()).toHaveLength(7);
    expect((await get('/api/subject/1/titles')).json()).toHaveLength(6);
  });

  it("lists today's 28 states and 8 union territories, and a state's districts", async () => {
    const states = (await get('/api/geo/states')).json() as string[];
    expect(states).toHaveLength(36);
    expect(states).toEqual(
      expect.arrayContaining(['Gujarat', 'Telangana', 'Ladakh', 'Dadra and Nagar Haveli and Daman and Diu']),
    );
    const cities = (await get('/api/geo/states/Gujarat/cities')).json();
    expect(cities).toEqual(expect.arrayContaining(['Ahmedabad', 'Surat', 'Vadodara']));
    expect((await get('/api/geo/states/Atlantis/cities')).statusCode).toBe(404);
  });

  it('looks up a pincode offline', async () => {
    expect((await get('/api/geo/pincode/380009')).json()).toEqual({
      pincode: '380009',
      district: 'Ahmedabad',
      state: 'Gujarat',
    });
    expect((await get('/api/geo/pincode/194101')).json().state).toBe('Ladakh');
    const unknown = await get('/api/geo/pincode/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Invalid pincode. Please enter a valid one.');
    expect((await get('/api/geo/pincode/12ab56')).statusCode).toBe(400);
  });
});
