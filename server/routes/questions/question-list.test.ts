import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuestionItem } from '../../../common/question-api';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import {
  createChapters,
  createOwnQuestion,
  insertSharedQuestions,
  questionPayload,
} from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('GET /question on %s', (engine) => {
  let ctx: TestContext;
  let teacher: TestTeacher;
  let light: number;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacher = await createTestTeacher(ctx.app);
    const chapters = await createChapters(ctx.database, 3, 7, ['Light', 'Motion']);
    light = chapters.get('Light')!;
    await insertSharedQuestions(ctx.database, [
      { type: 'mcq', subject_title_id: 11, chapter_id: light, difficulty: 'easy' },
      { type: 'blank', question: 'Light travels in a ______ line.', chapter_id: light, difficulty: 'hard' },
      { type: 'long', points: JSON.stringify(['States the law', 'Gives an example']) },
      { type: 'onetwo', subject_id: 5, standard: 7, language: 'hi', question: 'प्रकाश का स्रोत क्या है?' },
    ]);
    // A bank of 250 questions of one subject and standard, for paging.
    await insertSharedQuestions(
      ctx.database,
      Array.from({ length: 250 }, (_, i) => ({ subject_id: 4, standard: 9, type: i % 2 ? 'short' : 'mcq' })),
    );
  });
  afterAll(async () => ctx.close());

  const list = (query: string, token?: string) =>
    ctx.app.inject({ url: `/api/question${query}`, headers: token ? bearer(token) : {} });

  it('answers an array of questions, 100 by default, with the next cursor in a header', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const items = res.json() as QuestionItem[];
    expect(items).toHaveLength(100);
    expect(res.headers['x-next-cursor']).toBe(String(items[99]!.question_id));
    expect(items[0]).toMatchObject({
      type: 'mcq',
      options: ['one', 'two', 'three', 'four'],
      image_url: null,
      marks: 1,
    });
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining([
        'question_id',
        'question',
        'type',
        'options',
        'image_url',
        'subject',
        'standard',
        'chapter',
      ]),
    );
  });

  it('keeps answers for signed-in teachers', async () => {
    const anonymous = (await list('?subject=3&standard=7')).json() as QuestionItem[];
    expect(anonymous.every((q) => !('answer' in q) && !('points' in q))).toBe(true);
    const signedIn = (await list('?subject=3&standard=7', teacher.token)).json() as QuestionItem[];
    expect(signedIn.find((q) => q.type === 'mcq')?.answer).toBe(0);
    expect(signedIn.find((q) => q.type === 'long')?.points).toEqual(['States the law', 'Gives an example']);
  });

  it('filters by type, subject, subject title, standard, chapter, difficulty and language', async () => {
    const ids = async (query: string) => ((await list(query)).json() as QuestionItem[]).map((q) => q.type);
    expect(await ids('?subject=3&standard=7&type=blank')).toEqual(['blank']);
    expect(await ids('?subject_title=11')).toEqual(['mcq']);
    expect(await ids(`?chapter=${light}`)).toEqual(['mcq', 'blank']);
    expect(await ids('?subject=3&difficulty=hard')).toEqual(['blank']);
    expect(await ids('?language=hi')).toEqual(['onetwo']);
    expect(await ids('?subject=5&standard=7')).toEqual(['onetwo']);
    expect(await ids('?subject=5&standard=8')).toEqual([]);
    const chaptered = (await list(`?chapter=${light}`)).json() as QuestionItem[];
    expect(chaptered[0]).toMatchObject({ chapter: light, chapter_name: 'Light', subject: 3, standard: 7 });
  });

  it('pages with a cursor: every question once, none skipped, no cursor on the last page', async () => {
    const all = ((await list('?subject=4&standard=9&limit=500')).json() as QuestionItem[]).map(
      (q) => q.question_id,
    );
    expect(all).toHaveLength(250);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await list(`?subject=4&standard=9&limit=40${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...(res.json() as QuestionItem[]).map((q) => q.question_id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor && pages < 20);
    expect(pages).toBe(7);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(all);
    // A page that ends exactly at the last question has no next cursor either.
    const exact = await list('?subject=4&standard=9&limit=250');
    expect(exact.headers['x-next-cursor']).toBeUndefined();
  });

  it('refuses bad filters with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?limit=501', 'limit'],
      ['?limit=0', 'limit'],
      ['?standard=13', 'standard'],
      ['?type=essay', 'type'],
      ['?subject=abc', 'subject'],
      ['?cursor=-5', 'cursor'],
      ['?difficulty=tough', 'difficulty'],
      [`?q=${'x'.repeat(201)}`, 'q'],
    ]) {
      const res = await list(query!);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().field, query).toBe(field);
    }
  });

  it('asks for a token to list only my questions', async () => {
    expect((await list('?owner=me')).statusCode).toBe(401);
    expect((await list('?owner=me', teacher.token)).json()).toEqual([]);
    expect(((await list('?owner=shared&limit=5')).json() as QuestionItem[]).length).toBe(5);
  });

  it('compresses the list for a browser that accepts it, the same JSON either way', async () => {
    const url = '/api/question?subject=4&standard=9&limit=100';
    const plain = await ctx.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('accept-encoding');
    const brotli = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    // Brotli's best quality, made off the main thread, replaces the quick first one.
    await expect
      .poll(
        async () => (await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } })).rawPayload.length,
        { timeout: 5000 },
      )
      .toBeLessThan(brotli.rawPayload.length);
    const best = await ctx.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(zlib.brotliDecompressSync(best.rawPayload).toString()).toBe(plain.body);
    const asGzip = { 'accept-encoding': 'gzip;q=1, br;q=0' };
    const gzip = await ctx.app.inject({ url, headers: asGzip });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers['x-next-cursor']).toBe(plain.headers['x-next-cursor']);
    // gzip's best level, too, replaces its quick first form once the page is asked for again.
    await expect
      .poll(async () => (await ctx.app.inject({ url, headers: asGzip })).rawPayload.length, { timeout: 5000 })
      .toBeLessThan(gzip.rawPayload.length);
    const bestGzip = await ctx.app.inject({ url, headers: asGzip });
    expect(zlib.gunzipSync(bestGzip.rawPayload).toString()).toBe(plain.body);
    // A short reply goes as it is.
    const short = await ctx.app.inject({
      url: '/api/question?owner=shared&limit=1',
      headers: { 'accept-encoding': 'br' },
    });
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(short.json()).toHaveLength(1);
  });

  it('keeps a page until the bank changes; Cache-Control: no-cache reads it again', async () => {
    const url = '/api/question?subject=6&standard=2';
    const texts = async (headers: Record<string, string> = {}) =>
      ((await ctx.app.inject({ url, headers })).json() as QuestionItem[]).map((q) => q.question);
    expect(await texts()).toEqual([]);
    // A change made beside this process (as `npm run seed:bulk` makes it) is not seen at once…
    await insertSharedQuestions(ctx.database, [{ subject_id: 6, standard: 2, question: 'Name a river.' }]);
    expect(await texts()).toEqual([]);
    // …unless the client asks for a fresh page, which leaves no page behind: the next read is fresh too…
    expect(await texts({ 'cache-control': 'no-cache' })).toEqual(['Name a river.']);
    await insertSharedQuestions(ctx.database, [{ subject_id: 6, standard: 2, question: 'Name a lake.' }]);
    expect(await texts()).toEqual(['Name a river.', 'Name a lake.']);
    // …and is kept from then on.
    await insertSharedQuestions(ctx.database, [{ subject_id: 6, standard: 2, question: 'Name a hill.' }]);
    expect(await texts()).toEqual(['Name a river.', 'Name a lake.']);
  });

  it('shows a change at once, to the teacher who made it and no one else', async () => {
    const other = await createTestTeacher(ctx.app);
    const query = '?subject=2&standard=3';
    const texts = async (token?: string) =>
      ((await list(query, token)).json() as QuestionItem[]).map((q) => q.question);
    // Read first, so that the pages are remembered before each change.
    expect(await texts(teacher.token)).toEqual([]);
    expect(await texts(other.token)).toEqual([]);
    expect(await texts()).toEqual([]);
    const made = await createOwnQuestion(ctx.app, teacher.token, {
      subject: 2,
      standard: 3,
      question: 'Which word is a noun?',
    });
    expect(await texts(teacher.token)).toEqual(['Which word is a noun?']);
    expect(await texts(other.token)).toEqual([]);
    expect(await texts()).toEqual([]);
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/question/${made.question_id}`,
      headers: bearer(teacher.token),
      payload: questionPayload({ subject: 2, standard: 3, question: 'Which word is a verb?' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(await texts(teacher.token)).toEqual(['Which word is a verb?']);
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/question/${made.question_id}`,
      headers: bearer(teacher.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await texts(teacher.token)).toEqual([]);
  });

  it('lists the chapters of a subject and standard in order', async () => {
    const res = await ctx.app.inject({ url: '/api/chapters?subject=3&standard=7' });
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(['Light', 'Motion']);
    expect((await ctx.app.inject({ url: '/api/chapters?subject=3' })).statusCode).toBe(400);
  });
});
