import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { STANDARDS, SUBJECTS, SUBJECT_TITLES, type SubjectEntry } from '../../../common/catalogue';
import type { QuestionType } from '../../../common/paper/model';
import { createPaperRenderer, type PaperRenderer } from '../../lib/paper-renderer';
import { createUploads } from '../../lib/uploads';
import { createWorksheetFiles, type WorksheetFiles } from '../../lib/worksheet-files';
import { buildWorksheetModel, type SheetDescription } from '../../lib/worksheet-paper';
import { engineOf } from '../database';
import {
  createQuestionsRepository,
  type QuestionRow,
  type QuestionsRepository,
} from '../questions-repository';
import type { Database } from '../schema';
import {
  createWorksheetsRepository,
  type SeededWorksheet,
  type WorksheetsRepository,
} from '../worksheets-repository';
import type { SeedStep } from './seed';

// The shared worksheets collection: one worksheet and its answer sheet for every subject × standard of
// the bank, drawn from the shared questions and rendered by the paper engine at seed time. Idempotent:
// a start that finds every worksheet and its files renders nothing (and loads no fonts); a worksheet
// whose files were lost (a fresh data folder over a kept PostgreSQL database) is rendered again.

/** Questions per type on a seeded worksheet (fewer when the bank has fewer). */
const WORKSHEET_COUNTS: Partial<Record<QuestionType, number>> = {
  mcq: 5,
  blank: 5,
  truefalse: 3,
  onetwo: 3,
  short: 2,
  long: 2,
};
/** A subject title needs this many questions to fill a worksheet of its own. */
const TITLE_MIN_QUESTIONS = 10;

export interface WorksheetSeedOptions {
  /** Subject and standard pairs to seed (default: all of the catalogue). */
  pairs?: Array<{ subject_id: number; standard: number }>;
  /** Called with the timings once something was rendered (start-up logs it). */
  onRendered?(summary: { rendered: number; ms: number }): void;
}

export const seedKeyOf = (subject: SubjectEntry, standard: number) => `${subject.slug}/${standard}`;

/** Gujarati is taught on the Gujarat Board; drawing has no board; the others alternate NCERT and CBSE. */
export function boardOf(subject: SubjectEntry, standard: number): string {
  if (subject.slug === 'gujarati') return 'GUJARAT BOARD';
  if (subject.slug === 'drawing') return '';
  return (subject.subject_id + standard) % 2 === 0 ? 'NCERT' : 'CBSE';
}

/** A small deterministic generator, so a fresh start draws the same worksheets. */
function randomFor(key: string): () => number {
  let state = crypto.createHash('sha256').update(key).digest().readUInt32LE(0);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * The subject title of the worksheet and its questions: the titles with enough questions take turns
 * through the standards (so Algebra and Geometry, Physics, Chemistry and Biology all appear); with none,
 * the whole subject under its largest title.
 */
function chooseQuestions(subject: SubjectEntry, standard: number, bank: QuestionRow[], random: () => number) {
  const titles = SUBJECT_TITLES.filter((t) => t.subject_id === subject.subject_id).map((t) => ({
    title: t,
    questions: bank.filter((q) => q.subject_title_id === t.subject_title_id),
  }));
  const full = titles.filter((t) => t.questions.length >= TITLE_MIN_QUESTIONS);
  const largest = [...titles].sort((a, b) => b.questions.length - a.questions.length)[0];
  const chosen = full.length > 0 ? full[(standard + subject.subject_id) % full.length]! : largest;
  const pool = full.length > 0 ? chosen!.questions : bank;
  const picked = Object.entries(WORKSHEET_COUNTS).flatMap(([type, count]) =>
    shuffled(
      pool.filter((q) => q.type === type),
      random,
    ).slice(0, count),
  );
  return { subjectTitle: chosen && chosen.questions.length > 0 ? chosen.title.title_name : '', picked };
}

async function renderSeedWorksheet(
  deps: { questions: QuestionsRepository; files: WorksheetFiles; renderer: PaperRenderer },
  subject: SubjectEntry,
  standard: number,
) {
  const bank = (
    await deps.questions.listQuestions({
      filters: { subject: subject.subject_id, standard, owner: 'shared' },
      viewerId: undefined,
      after: undefined,
      limit: 1000,
    })
  ).rows;
  if (bank.length === 0) return undefined;
  const { subjectTitle, picked } = chooseQuestions(
    subject,
    standard,
    bank,
    randomFor(seedKeyOf(subject, standard)),
  );
  const sheet: SheetDescription = {
    title: `${subjectTitle || subject.subject_name} · Standard ${standard}`,
    subject: subject.subject_name,
    subject_title: subjectTitle,
    standard,
    board: boardOf(subject, standard),
  };
  const model = buildWorksheetModel(sheet, picked);
  const pdfs = await deps.renderer.renderSheets(model, model, sheet.title);
  const file = await deps.files.savePdf(pdfs.worksheet);
  const answerFile = await deps.files.savePdf(pdfs.answerSheet);
  return { sheet, file, answerFile };
}

export async function seedWorksheets(
  db: Kysely<Database>,
  dataDir: string,
  options: WorksheetSeedOptions = {},
): Promise<{ rendered: number }> {
  const worksheets: WorksheetsRepository = createWorksheetsRepository(db);
  const files = createWorksheetFiles({ dataDir });
  const pairs =
    options.pairs ??
    SUBJECTS.flatMap((s) => STANDARDS.map((standard) => ({ subject_id: s.subject_id, standard })));
  const seeded = new Map((await worksheets.listSeededWorksheets()).map((row) => [row.seed_key, row]));
  const todo: Array<{ subject: SubjectEntry; standard: number; lost?: SeededWorksheet }> = [];
  // Inserted last to first, so that the newest-first list opens with Mathematics, Standard 1.
  for (const pair of [...pairs].reverse()) {
    const subject = SUBJECTS.find((s) => s.subject_id === pair.subject_id);
    if (!subject) continue;
    const row = seeded.get(seedKeyOf(subject, pair.standard));
    if (!row) todo.push({ subject, standard: pair.standard });
    else if (!(await files.findPdf(row.file)) || !row.answer_file || !(await files.findPdf(row.answer_file)))
      todo.push({ subject, standard: pair.standard, lost: row });
  }
  if (todo.length === 0) return { rendered: 0 };

  const started = performance.now();
  const deps = {
    questions: createQuestionsRepository(db, engineOf(db)),
    files,
    renderer: createPaperRenderer({ uploads: createUploads({ dataDir }) }),
  };
  const createdAt = new Date().toISOString();
  let rendered = 0;
  try {
    for (const { subject, standard, lost } of todo) {
      const result = await renderSeedWorksheet(deps, subject, standard);
      if (!result) continue;
      if (lost) {
        await worksheets.replaceFiles(lost.worksheet_id, result.file, result.answerFile);
        await files.deletePdf(lost.file);
        if (lost.answer_file) await files.deletePdf(lost.answer_file);
      } else {
        await worksheets.insertWorksheetWithAnswerSheet(
          {
            ...result.sheet,
            owner_id: null,
            paper_id: null,
            logo: null,
            file: result.file,
            seed_key: seedKeyOf(subject, standard),
            created_at: createdAt,
          },
          { file: result.answerFile, logo: null },
        );
      }
      rendered++;
    }
  } finally {
    // The seed renders once per start: its worker thread, and the memory it holds, end now.
    await deps.renderer.close();
  }
  options.onRendered?.({ rendered, ms: Math.round(performance.now() - started) });
  return { rendered };
}

export function createWorksheetSeed(options: WorksheetSeedOptions = {}): SeedStep {
  return {
    name: 'worksheets',
    run: async (db, context) => void (await seedWorksheets(db, context.config.dataDir, options)),
  };
}

export const worksheetSeed = createWorksheetSeed({
  onRendered: ({ rendered, ms }) =>
    console.log(
      `Rendered ${rendered} shared worksheets and their answer sheets in ${(ms / 1000).toFixed(1)} s`,
    ),
});
