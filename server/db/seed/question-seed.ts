import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { SUBJECT_TITLES } from '../../../common/catalogue';
import { MARKS_PER_TYPE } from '../../../common/paper/model';
import { seedIdentityOf, type SeedQuestion } from '../../../common/question-seed';
import { upsertChapters } from '../chapters-repository';
import {
  insertQuestionRows,
  listSeededQuestions,
  optimizeDatabase,
  updateSeededQuestion,
  type SeededQuestion,
} from '../questions-bulk';
import type { NewQuestion } from '../questions-repository';
import type { Database } from '../schema';
import type { SeedStep } from './seed';
import { loadSeedFiles, SEED_QUESTIONS_DIR, type LoadedSeedFile } from './seed-files';

// The shared question bank from the seed files. Every file is validated before anything is written;
// then, in one transaction, chapters are created (or moved), new questions are inserted in batches and
// questions whose answer a corrected file changed are updated. A second start writes no question.

export interface QuestionSeedResult {
  files: number;
  inserted: number;
  updated: number;
}

const nfc = (text: string) => text.normalize('NFC');

export function seedKeyOf(file: LoadedSeedFile, question: SeedQuestion): string {
  const hash = crypto.createHash('sha256').update(seedIdentityOf(question)).digest('base64url');
  return `${file.subject.slug}/${file.standard}/${hash.slice(0, 22)}`;
}

function titleIdOf(file: LoadedSeedFile, titleName: string): number | null {
  const title = SUBJECT_TITLES.find(
    (t) => t.subject_id === file.subject.subject_id && t.title_name === titleName,
  );
  return title?.subject_title_id ?? null;
}

function toRow(
  file: LoadedSeedFile,
  question: SeedQuestion,
  chapterId: number | null,
  now: string,
): NewQuestion & { seed_key: string } {
  const chapter = file.data.chapters.find((c) => c.name === question.chapter);
  return {
    type: question.type,
    question: nfc(question.question),
    options: question.type === 'mcq' ? JSON.stringify(question.options.map(nfc)) : null,
    answer_index: question.type === 'mcq' ? question.answer : null,
    answer_text: question.type === 'mcq' ? null : nfc(question.answer),
    points: 'points' in question ? JSON.stringify(question.points.map(nfc)) : null,
    marks: MARKS_PER_TYPE[question.type],
    difficulty: question.difficulty,
    language: file.data.language,
    subject_id: file.subject.subject_id,
    subject_title_id: chapter ? titleIdOf(file, chapter.subject_title) : null,
    standard: file.standard,
    chapter_id: chapterId,
    image_url: null,
    owner_id: null,
    seed_key: seedKeyOf(file, question),
    random_key: Math.random(),
    created_at: now,
    updated_at: now,
  };
}

const CORRECTABLE = [
  'options',
  'answer_index',
  'answer_text',
  'points',
  'difficulty',
  'chapter_id',
  'subject_title_id',
] as const;

function correctionsOf(old: SeededQuestion, row: NewQuestion): Partial<NewQuestion> | undefined {
  const changed = CORRECTABLE.filter((column) => (old[column] ?? null) !== (row[column] ?? null));
  if (changed.length === 0) return undefined;
  return Object.fromEntries(changed.map((column) => [column, row[column] ?? null]));
}

export async function seedQuestions(
  db: Kysely<Database>,
  dir = SEED_QUESTIONS_DIR,
): Promise<QuestionSeedResult> {
  const files = loadSeedFiles(dir);
  if (files.length === 0) return { files: 0, inserted: 0, updated: 0 };
  const now = new Date().toISOString();
  const result = await db.transaction().execute(async (trx) => {
    const seeded = new Map((await listSeededQuestions(trx)).map((row) => [row.seed_key, row]));
    const fresh = new Map<string, NewQuestion>();
    let updated = 0;
    for (const file of files) {
      const chapterIds = await upsertChapters(
        trx,
        file.data.chapters.map((chapter, i) => ({
          subject_id: file.subject.subject_id,
          standard: file.standard,
          subject_title_id: titleIdOf(file, chapter.subject_title),
          name: chapter.name,
          position: i + 1,
        })),
      );
      for (const question of file.data.questions) {
        const row = toRow(file, question, chapterIds.get(question.chapter) ?? null, now);
        const old = seeded.get(row.seed_key);
        if (!old) {
          if (!fresh.has(row.seed_key)) fresh.set(row.seed_key, row);
          continue;
        }
        const corrections = correctionsOf(old, row);
        if (corrections) {
          await updateSeededQuestion(trx, old.question_id, { ...corrections, updated_at: now });
          updated++;
        }
      }
    }
    const inserted = await insertQuestionRows(trx, [...fresh.values()]);
    return { files: files.length, inserted, updated };
  });
  if (result.inserted > 0) await optimizeDatabase(db);
  return result;
}

export function createQuestionSeed(dir = SEED_QUESTIONS_DIR): SeedStep {
  return { name: 'questions', run: async (db) => void (await seedQuestions(db, dir)) };
}

export const questionSeed = createQuestionSeed();
