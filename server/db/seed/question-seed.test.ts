import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STANDARDS, SUBJECTS } from '../../../common/catalogue';
import { normalizeQuestionText, type SeedFile } from '../../../common/question-seed';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';
import { countQuestions } from '../questions-bulk';
import { seedQuestions } from './question-seed';
import { catalogueSeed } from './seed';
import { loadSeedFiles, SEED_QUESTIONS_DIR } from './seed-files';

// Issue 5: the shared bank's seed files, checked as a whole, and their loading on both engines.

const files = loadSeedFiles();
const MINIMUM = { mcq: 10, blank: 12, onetwo: 4, short: 4, long: 8, truefalse: 4 };
const DEVANAGARI = /[\u0900-\u097F]/;
const GUJARATI = /[\u0A80-\u0AFF]/;
const LATIN = /[A-Za-z]/;
const textsOf = (q: SeedFile['questions'][number]) => [
  q.question,
  ...(q.type === 'mcq' ? q.options : []),
  ...(q.type === 'mcq' || q.type === 'truefalse' ? [] : [q.answer]), // True/False stay English words
  ...('points' in q ? q.points : []),
];

describe('the seed files of the shared bank', () => {
  it('cover all seven subjects and standards 1 to 12', () => {
    const present = files.map((f) => `${f.subject.slug}/${f.standard}`);
    const expected = SUBJECTS.flatMap((s) => STANDARDS.map((standard) => `${s.slug}/${standard}`));
    expect(expected.filter((pair) => !present.includes(pair))).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f] as const))(
    '%s has the coverage of twice the default paper',
    (_name, file) => {
      const counts: Record<string, number> = {};
      for (const q of file.data.questions) counts[q.type] = (counts[q.type] ?? 0) + 1;
      for (const [type, minimum] of Object.entries(MINIMUM)) {
        expect(counts[type] ?? 0, `${file.name} ${type}`).toBeGreaterThanOrEqual(minimum);
      }
      expect(new Set(file.data.questions.map((q) => q.difficulty))).toEqual(
        new Set(['easy', 'medium', 'hard']),
      );
    },
  );

  it('gives every mcq exactly one correct option among distinct options', () => {
    for (const file of files) {
      for (const q of file.data.questions) {
        if (q.type !== 'mcq') continue;
        const options = q.options.map(normalizeQuestionText);
        expect(new Set(options).size, `${file.name}: ${q.question}`).toBe(options.length);
        expect(
          options.filter((o) => o === options[q.answer]),
          `${file.name}: ${q.question}`,
        ).toHaveLength(1);
      }
    }
  });

  // Across the whole bank (issue 5): the same question in two subjects would be one question twice.
  it('holds no question twice anywhere in the bank (normalised text)', () => {
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const file of files) {
      for (const q of file.data.questions) {
        const text = normalizeQuestionText([q.question, ...(q.type === 'mcq' ? q.options : [])].join(' '));
        const key = text;
        if (seen.has(key)) duplicates.push(`${file.name} "${q.question}" repeats ${seen.get(key)}`);
        seen.set(key, file.name);
      }
    }
    expect(duplicates).toEqual([]);
  });

  it('writes Hindi in Devanagari, Gujarati in Gujarati script and the other subjects in English', () => {
    const wrong: string[] = [];
    for (const file of files) {
      for (const q of file.data.questions) {
        const texts = textsOf(q).join(' ');
        const ok =
          file.data.language === 'hi'
            ? DEVANAGARI.test(q.question) && !LATIN.test(texts) && !GUJARATI.test(texts)
            : file.data.language === 'gu'
              ? GUJARATI.test(q.question) && !LATIN.test(texts) && !DEVANAGARI.test(texts)
              : !DEVANAGARI.test(texts) && !GUJARATI.test(texts);
        if (!ok) wrong.push(`${file.name}: ${q.question.slice(0, 60)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names only chapters of the file, and asks a question in every chapter', () => {
    for (const file of files) {
      const names = file.data.chapters.map((c) => c.name);
      const used = new Set(file.data.questions.map((q) => q.chapter));
      expect(
        [...used].filter((name) => !names.includes(name)),
        file.name,
      ).toEqual([]);
      expect(
        names.filter((name) => !used.has(name)),
        file.name,
      ).toEqual([]);
    }
  });

  it('shows blanks as ______ and answers true/false with True or False', () => {
    for (const file of files) {
      for (const q of file.data.questions) {
        if (q.type === 'blank') expect(q.question, file.name).toContain('______');
        if (q.type === 'truefalse') expect(['True', 'False'], file.name).toContain(q.answer);
      }
    }
  });
});

describe.each(TEST_ENGINES)('loading the seed on %s', (engine) => {
  let ctx: TestContext;
  let scratch: string;
  const total = files.reduce((sum, f) => sum + f.data.questions.length, 0);
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-seed-'));
  });
  afterAll(async () => {
    fs.rmSync(scratch, { recursive: true, force: true });
    await ctx.close();
  });

  /** A seed folder of its own with one file, made from a real one. */
  function writeSeedFile(slug: string, standard: number, change: (data: SeedFile) => unknown): string {
    const dir = fs.mkdtempSync(path.join(scratch, 'seed-'));
    const data = JSON.parse(fs.readFileSync(path.join(SEED_QUESTIONS_DIR, slug, `${standard}.json`), 'utf8'));
    fs.mkdirSync(path.join(dir, slug));
    fs.writeFileSync(path.join(dir, slug, `${standard}.json`), JSON.stringify(change(data) ?? data));
    return dir;
  }

  it('inserts every question and chapter once, in under 5 seconds', async () => {
    const started = performance.now();
    const result = await seedQuestions(ctx.database.db);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${engine}: seeded ${result.inserted} questions from ${result.files} files in ${seconds.toFixed(2)} s`,
    );
    expect(result).toEqual({ files: files.length, inserted: total, updated: 0 });
    expect(seconds).toBeLessThan(5);
    expect(await countQuestions(ctx.database.db)).toBe(total);
    const res = await ctx.app.inject({ url: '/api/chapters?subject=1&standard=5' });
    expect(res.json().map((c: { name: string }) => c.name)).toEqual(
      files.find((f) => f.name === 'mathematics/5.json')!.data.chapters.map((c) => c.name),
    );
  });

  it('writes nothing on a second start', async () => {
    expect(await seedQuestions(ctx.database.db)).toEqual({ files: files.length, inserted: 0, updated: 0 });
    expect(await countQuestions(ctx.database.db)).toBe(total);
  });

  it("applies a corrected answer and adds a new file's questions", async () => {
    const corrected = writeSeedFile('mathematics', 5, (data) => {
      const mcq = data.questions.find((q) => q.type === 'mcq')!;
      if (mcq.type === 'mcq') mcq.answer = (mcq.answer + 1) % mcq.options.length;
    });
    expect(await seedQuestions(ctx.database.db, corrected)).toMatchObject({ inserted: 0, updated: 1 });
    const added = writeSeedFile('english', 3, (data) => ({
      ...data,
      questions: data.questions.slice(0, 3).map((q) => ({ ...q, question: `${q.question} (revised)` })),
    }));
    expect(await seedQuestions(ctx.database.db, added)).toMatchObject({ inserted: 3, updated: 0 });
  });

  it('stops at a bad file, naming the file and the field', async () => {
    const bad = writeSeedFile('science', 4, (data) => {
      (data.questions[2] as { difficulty: string }).difficulty = 'tricky';
    });
    await expect(seedQuestions(ctx.database.db, bad)).rejects.toThrow(
      /science\/4\.json.*questions\.2\.difficulty/,
    );
    const misnamed = writeSeedFile('science', 4, (data) => ({ ...data, standard: 5 }));
    await expect(seedQuestions(ctx.database.db, misnamed)).rejects.toThrow(/science\/4\.json.*standard/);
  });
});
