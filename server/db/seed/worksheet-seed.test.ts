import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARDS, SUBJECTS } from '../../../common/catalogue';
import { SHEET_FILTER_SUBJECT_TITLES } from '../../../common/worksheet-api';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';
import { createWorksheetsRepository } from '../worksheets-repository';
import { questionSeed } from './question-seed';
import { catalogueSeed } from './seed';
import { seedWorksheets } from './worksheet-seed';

// Issue 8: the shared collection holds a worksheet and its answer sheet for every subject × standard,
// rendered by the paper engine at seed time, and a second start renders nothing.

describe.each(TEST_ENGINES)('the worksheet seed on %s', (engine) => {
  let ctx: TestContext;
  let firstRun: { rendered: number; ms: number } | undefined;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed, questionSeed] });
    await seedWorksheets(ctx.database.db, ctx.config.dataDir, { onRendered: (s) => (firstRun = s) });
  }, 120_000);
  afterAll(async () => ctx.close());

  const rows = () =>
    ctx.database.db
      .selectFrom('worksheets')
      .innerJoin('answer_sheets', 'answer_sheets.worksheet_id', 'worksheets.worksheet_id')
      .select([
        'worksheets.worksheet_id',
        'worksheets.subject',
        'worksheets.subject_title',
        'worksheets.standard',
        'worksheets.board',
        'worksheets.logo',
        'worksheets.owner_id',
        'worksheets.file',
        'answer_sheets.file as answer_file',
        'answer_sheets.subject_title as answer_title',
      ])
      .execute();
  const dir = () => path.join(ctx.config.dataDir, 'worksheets');

  it('renders one worksheet and its answer sheet for every subject and standard, quickly', async () => {
    const all = await rows();
    expect(firstRun?.rendered).toBe(SUBJECTS.length * STANDARDS.length);
    // It runs at every fresh start: the whole collection in well under a minute even on a slow machine.
    expect(firstRun!.ms).toBeLessThan(60_000);
    console.info(`worksheet seed on ${engine}: ${firstRun!.rendered} worksheets in ${firstRun!.ms} ms`);
    const pairs = all.map((r) => `${r.subject}/${r.standard}`).sort();
    expect(pairs).toEqual(SUBJECTS.flatMap((s) => STANDARDS.map((n) => `${s.subject_name}/${n}`)).sort());
    for (const row of all) {
      expect(row.owner_id).toBeNull();
      expect(row.logo).toBeNull();
      expect(row.subject_title).not.toBe('');
      expect(row.answer_title).toBe(row.subject_title);
      for (const file of [row.file, row.answer_file]) {
        const head = fs.readFileSync(path.join(dir(), file)).subarray(0, 5).toString('latin1');
        expect(head).toBe('%PDF-');
      }
    }
    expect(fs.readdirSync(dir())).toHaveLength(all.length * 2);
  });

  it('spreads the boards and covers every subject title the answer-sheet filter offers', async () => {
    const all = await rows();
    for (const row of all) {
      if (row.subject === 'Gujarati') expect(row.board).toBe('GUJARAT BOARD');
      else if (row.subject === 'Drawing') expect(row.board).toBe('');
      else expect(['NCERT', 'CBSE']).toContain(row.board);
    }
    const boards = (subject: string) => new Set(all.filter((r) => r.subject === subject).map((r) => r.board));
    expect(boards('Mathematics')).toEqual(new Set(['NCERT', 'CBSE']));
    const titles = new Set(all.map((r) => r.subject_title));
    expect(SHEET_FILTER_SUBJECT_TITLES.filter((t) => !titles.has(t))).toEqual([]);
  });

  it('prints a real worksheet and its answer key', async () => {
    const [row] = (await rows()).filter((r) => r.subject === 'Science' && r.standard === 7);
    const text = (file: string) =>
      execFileSync('pdftotext', [path.join(dir(), file), '-'], { encoding: 'utf8' });
    const sheet = text(row!.file);
    expect(sheet).toContain('Practice Worksheet');
    expect(sheet).toContain(`Subject: Science (${row!.subject_title})`);
    expect(sheet).toContain('A) Multiple Choice Questions');
    expect(sheet).not.toContain('Answer Key');
    const key = text(row!.answer_file);
    expect(key).toContain('Answer Key');
    expect(key.match(/Answer:/g)!.length).toBeGreaterThanOrEqual(10);
    expect(key).not.toContain('Answer: —');
  });

  it('renders nothing on a second start, and only what was lost', async () => {
    const before = await rows();
    let second: { rendered: number } | undefined = await seedWorksheets(ctx.database.db, ctx.config.dataDir);
    expect(second.rendered).toBe(0);
    expect(await rows()).toEqual(before);

    const lost = before.find((r) => r.subject === 'Hindi' && r.standard === 3)!;
    fs.rmSync(path.join(dir(), lost.answer_file));
    second = await seedWorksheets(ctx.database.db, ctx.config.dataDir);
    expect(second.rendered).toBe(1);
    const after = await rows();
    expect(after).toHaveLength(before.length);
    const renewed = after.find((r) => r.worksheet_id === lost.worksheet_id)!;
    expect(renewed.file).not.toBe(lost.file);
    expect(fs.existsSync(path.join(dir(), renewed.answer_file))).toBe(true);
    expect(fs.existsSync(path.join(dir(), lost.file))).toBe(false);
    expect(fs.readdirSync(dir())).toHaveLength(before.length * 2);
    expect(await createWorksheetsRepository(ctx.database.db).countAnswerSheets({})).toBe(before.length);
  });
});
