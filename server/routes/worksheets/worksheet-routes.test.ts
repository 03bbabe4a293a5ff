import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerSheet, Worksheet } from '../../../common/worksheet-api';
import { questionSeed } from '../../db/seed/question-seed';
import { catalogueSeed } from '../../db/seed/seed';
import { createWorksheetSeed } from '../../db/seed/worksheet-seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';
import { savePaper } from '../../test/worksheet-factories';

// Issue 8: the public collections (filters, paging, files) and publishing / unpublishing a saved paper.

// Seven shared worksheets: Mathematics 6 and 7, Science 7, English 7, Gujarati 7, Drawing 7, Hindi 10.
const PAIRS = [
  { subject_id: 1, standard: 6 },
  { subject_id: 1, standard: 7 },
  { subject_id: 3, standard: 7 },
  { subject_id: 2, standard: 7 },
  { subject_id: 6, standard: 7 },
  { subject_id: 7, standard: 7 },
  { subject_id: 5, standard: 10 },
];

describe.each(TEST_ENGINES)('worksheets and answer sheets on %s', (engine) => {
  let ctx: TestContext;
  let a: TestTeacher;
  let b: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext(engine, {
      seed: [catalogueSeed, questionSeed, createWorksheetSeed({ pairs: PAIRS })],
    });
    a = await createTestTeacher(ctx.app);
    b = await createTestTeacher(ctx.app);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
  const worksheets = async (query = '') => {
    const res = await get(`/api/worksheets${query}`);
    expect(res.statusCode).toBe(200);
    return { items: res.json() as Worksheet[], total: Number(res.headers['x-total-count']), res };
  };
  const answerSheets = async (query = '', token?: string) => {
    const res = await get(`/api/answersheets${query}`, token);
    expect(res.statusCode).toBe(200);
    return { items: res.json() as AnswerSheet[], total: Number(res.headers['x-total-count']) };
  };
  const pdfFiles = () => fs.readdirSync(path.join(ctx.config.dataDir, 'worksheets'));

  it('lists the shared worksheets publicly, newest first, with the spec’s fields', async () => {
    const { items, total } = await worksheets();
    expect(total).toBe(7);
    expect(items).toHaveLength(7);
    const ids = items.map((w) => w.worksheet_id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(items[0]).toMatchObject({
      subject: 'Mathematics',
      standard: 6,
      worksheet_logo: null,
      is_own: false,
    });
    for (const w of items) {
      expect(Object.keys(w)).toEqual(
        expect.arrayContaining([
          'worksheet_id',
          'worksheet_logo',
          'worksheet_url',
          'subject',
          'subject_title',
          'standard',
          'board',
          'createdAt',
        ]),
      );
      expect(w.worksheet_url).toBe(`/api/worksheets/${w.worksheet_id}/file`);
      expect(w.answersheet_url).toBe(`/api/answersheets/${w.answer_sheet_id}/file`);
    }
    const boards = Object.fromEntries(items.map((w) => [`${w.subject} ${w.standard}`, w.board]));
    expect(boards['Gujarati 7']).toBe('GUJARAT BOARD');
    expect(boards['Drawing 7']).toBe('');
    expect(['NCERT', 'CBSE']).toContain(boards['Science 7']);
    expect(boards['Mathematics 6']).not.toBe(boards['Mathematics 7']);
    const sheets = await answerSheets();
    expect(sheets.total).toBe(7);
    expect(sheets.items.map((s) => s.worksheet_id).sort()).toEqual([...ids].sort());
    expect(Object.keys(sheets.items[0]!)).toEqual(
      expect.arrayContaining([
        'answer_sheet_id',
        'answer_sheet_logo',
        'answersheet_url',
        'subject',
        'subject_title',
        'standard',
        'board',
        'createdAt',
      ]),
    );
  });

  it('filters with AND, compares the standard as text and ignores empty values', async () => {
    expect((await worksheets('?subject=Mathematics')).total).toBe(2);
    const maths7 = await worksheets('?subject=Mathematics&standard=7');
    expect(maths7.items.map((w) => [w.subject, w.standard])).toEqual([['Mathematics', 7]]);
    expect((await worksheets('?standard=7')).total).toBe(5);
    expect((await worksheets('?standard=07')).total).toBe(0);
    expect((await worksheets('?standard=seven')).total).toBe(0);
    expect((await worksheets('?board=GUJARAT%20BOARD')).items.map((w) => w.subject)).toEqual(['Gujarati']);
    expect((await worksheets('?board=GUJARAT%20BOARD&subject=Hindi')).total).toBe(0);
    expect((await worksheets('?board=&subject=&standard=&subject_title=')).total).toBe(7);
    const science = (await worksheets('?subject=Science&standard=7')).items[0]!;
    const byTitle = await answerSheets(`?subject_title=${encodeURIComponent(science.subject_title)}`);
    expect(byTitle.items.map((s) => s.worksheet_id)).toContain(science.worksheet_id);
    expect(byTitle.items.every((s) => s.subject_title === science.subject_title)).toBe(true);
    const none = await answerSheets(`?subject_title=${encodeURIComponent(science.subject_title)}&standard=6`);
    expect(none.total).toBe(0);
  });

  it('pages with a cursor and refuses unbounded or malformed pages', async () => {
    const seen: number[] = [];
    let url = '/api/worksheets?limit=3';
    for (let i = 0; i < 5; i++) {
      const res = await get(url);
      const page = res.json() as Worksheet[];
      expect(Number(res.headers['x-total-count'])).toBe(7);
      seen.push(...page.map((w) => w.worksheet_id));
      const next = res.headers['x-next-cursor'];
      if (!next) break;
      url = `/api/worksheets?limit=3&cursor=${String(next)}`;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen).size).toBe(7);
    expect(seen).toEqual((await worksheets()).items.map((w) => w.worksheet_id));
    const filtered = await get('/api/answersheets?limit=1&standard=7');
    expect(filtered.json()).toHaveLength(1);
    expect(filtered.headers['x-next-cursor']).toBeDefined();
    expect(filtered.headers['x-total-count']).toBe('5');
    expect((await get('/api/worksheets?limit=101')).statusCode).toBe(400);
    expect((await get('/api/worksheets?limit=0')).statusCode).toBe(400);
    expect((await get('/api/worksheets?cursor=abc')).statusCode).toBe(400);
    expect((await get('/api/answersheets?limit=100')).statusCode).toBe(200);
  });

  it('serves each worksheet and answer sheet as a PDF', async () => {
    const [sheet] = (await worksheets('?subject=Gujarati')).items;
    const file = await get(sheet!.worksheet_url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(String(file.headers['content-disposition'])).toMatch(
      /^inline; filename="worksheet-gujarati-.*std-7\.pdf"$/,
    );
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const answer = await get(sheet!.answersheet_url!);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.rawPayload.length).toBeGreaterThan(file.rawPayload.length);
    expect((await get('/api/worksheets/999999/file')).statusCode).toBe(404);
    expect((await get('/api/answersheets/999999/file')).json()).toMatchObject({
      message: 'Answer sheet not found.',
    });
    expect((await get('/api/worksheets/abc/file')).statusCode).toBe(400);
  });

  it('publishes a teacher’s saved paper into both collections and lets only them unpublish it', async () => {
    const paper = await savePaper(ctx.app, a, { subject: 1, standard: 7 });
    const before = pdfFiles().length;
    const publish = (id: number, token: string | undefined, body: object) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/papers/${id}/publish`,
        headers: token ? bearer(token) : {},
        payload: body,
      });
    const body = {
      board: 'CBSE',
      subject: 'Mathematics',
      subject_title: 'Algebra',
      standard: 7,
      title: 'Unit Test 3',
    };

    expect((await publish(paper.id, undefined, body)).statusCode).toBe(401);
    expect((await publish(paper.id, b.token, body)).statusCode).toBe(404);
    const mismatch = await publish(paper.id, a.token, { ...body, subject_title: 'Physics' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ field: 'subject_title' });
    expect((await publish(paper.id, a.token, { ...body, board: 'ICSE' })).statusCode).toBe(400);
    expect(pdfFiles()).toHaveLength(before);

    const res = await publish(paper.id, a.token, body);
    expect(res.statusCode).toBe(201);
    const { worksheet, answer_sheet } = res.json() as { worksheet: Worksheet; answer_sheet: AnswerSheet };
    expect(worksheet).toMatchObject({
      subject: 'Mathematics',
      subject_title: 'Algebra',
      standard: 7,
      board: 'CBSE',
      title: 'Unit Test 3',
      paper_id: paper.id,
      is_own: true,
      answer_sheet_id: answer_sheet.answer_sheet_id,
    });
    expect(answer_sheet.worksheet_id).toBe(worksheet.worksheet_id);
    expect(pdfFiles()).toHaveLength(before + 2);

    const listed = await worksheets('?board=CBSE&subject=Mathematics&standard=7');
    expect(listed.items[0]).toMatchObject({ worksheet_id: worksheet.worksheet_id, is_own: false });
    const mine = await answerSheets('?subject_title=Algebra&standard=7', a.token);
    expect(mine.items.map((s) => [s.answer_sheet_id, s.is_own, s.paper_id])).toEqual([
      [answer_sheet.answer_sheet_id, true, paper.id],
    ]);
    expect((await answerSheets('?subject_title=Algebra&standard=7', b.token)).items[0]!.is_own).toBe(false);
    const file = await get(answer_sheet.answersheet_url);
    expect(file.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const remove = (id: number, token?: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/api/worksheets/${id}`, headers: token ? bearer(token) : {} });
    expect((await remove(worksheet.worksheet_id)).statusCode).toBe(401);
    expect((await remove(worksheet.worksheet_id, b.token)).statusCode).toBe(404);
    const shared = (await worksheets('?subject=Drawing')).items[0]!;
    expect((await remove(shared.worksheet_id, a.token)).statusCode).toBe(403);
    expect((await remove(999999, a.token)).statusCode).toBe(404);

    const removed = await remove(worksheet.worksheet_id, a.token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'Worksheet unpublished.' });
    expect(pdfFiles()).toHaveLength(before);
    expect((await get(worksheet.worksheet_url)).statusCode).toBe(404);
    expect((await get(answer_sheet.answersheet_url)).statusCode).toBe(404);
    expect((await worksheets()).total).toBe(7);
    expect((await answerSheets()).total).toBe(7);
  });

  it('keeps the worksheet and its logo when the paper is deleted, and removes the logo on unpublishing', async () => {
    const paper = await savePaper(ctx.app, a, { subject: 2, standard: 7, withLogo: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.id}/publish`,
      headers: bearer(a.token),
      payload: { board: 'NCERT', subject: 'English', subject_title: 'Grammar', standard: 7 },
    });
    expect(res.statusCode).toBe(201);
    const { worksheet, answer_sheet } = res.json() as { worksheet: Worksheet; answer_sheet: AnswerSheet };
    // The exam name of the paper is the title when none is given.
    expect(worksheet.title).toBe('Unit Test');
    expect(worksheet.worksheet_logo).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect(worksheet.worksheet_logo).not.toBe(paper.logo);
    expect(answer_sheet.answer_sheet_logo).toBe(worksheet.worksheet_logo);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/papers/delete/${paper.id}`,
      headers: bearer(a.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await get(paper.logo!)).statusCode).toBe(404);
    expect((await get(worksheet.worksheet_logo!)).statusCode).toBe(200);
    const listed = (await worksheets('?subject=English&standard=7&board=NCERT')).items;
    expect(listed.find((w) => w.worksheet_id === worksheet.worksheet_id)?.paper_id).toBeNull();

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/worksheets/${worksheet.worksheet_id}`,
      headers: bearer(a.token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await get(worksheet.worksheet_logo!)).statusCode).toBe(404);
  });

  it('refuses to publish a paper saved without its structured content', async () => {
    const paper = await savePaper(ctx.app, a, { subject: 1, standard: 7, withContent: false });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.id}/publish`,
      headers: bearer(a.token),
      payload: { board: '', subject: 'Mathematics', subject_title: 'Geometry', standard: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/cannot be published/);
  });

  it('takes a teacher’s published worksheets with their account', async () => {
    const teacher = await createTestTeacher(ctx.app);
    const paper = await savePaper(ctx.app, teacher, { subject: 3, standard: 7 });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${paper.id}/publish`,
      headers: bearer(teacher.token),
      payload: { board: 'NCERT', subject: 'Science', subject_title: 'Physics', standard: 7 },
    });
    expect(res.statusCode).toBe(201);
    expect((await worksheets()).total).toBe(8);
    const before = pdfFiles().length;
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/auth/delete-account',
      headers: bearer(teacher.token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await worksheets()).total).toBe(7);
    expect((await answerSheets()).total).toBe(7);
    expect(pdfFiles()).toHaveLength(before - 2);
  });
});
