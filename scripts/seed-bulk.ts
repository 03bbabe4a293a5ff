// `npm run seed:bulk -- --questions 1000000 [--schema bench] [--file bench.sqlite]`
// Fills the configured database (DATA_DIR, or DATABASE_URL) with synthetic shared questions for
// benchmarks. Never part of the normal seed: the text is generated nonsense with a realistic shape.
import { parseArgs } from 'node:util';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { SUBJECTS, SUBJECT_TITLES } from '../common/catalogue';
import { MARKS_PER_TYPE, type QuestionType } from '../common/paper/model';
import { loadConfig } from '../server/config';
import { upsertChapters } from '../server/db/chapters-repository';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import {
  analyzeQuestions,
  BATCH_ROWS,
  insertQuestionRows,
  prepareBulkLoad,
} from '../server/db/questions-bulk';
import type { NewQuestion } from '../server/db/questions-repository';
import type { Database } from '../server/db/schema';
import { catalogueSeed } from '../server/db/seed/seed';

/** Rows per transaction: large enough to amortise the commit, small enough to keep memory flat. */
const ROWS_PER_TRANSACTION = 50 * BATCH_ROWS;
const CHAPTERS_PER_STANDARD = 6;
// The real bank's mix per subject and standard (11 mcq, 12 blank, 5 truefalse, 5 onetwo, 5 short, 8 long).
const TYPE_WEIGHTS: Array<[QuestionType, number]> = [
  ['mcq', 11],
  ['blank', 12],
  ['truefalse', 5],
  ['onetwo', 5],
  ['short', 5],
  ['long', 8],
  ['other', 1],
];
// Deterministic generator, so that two bulk loads of the same size hold the same data.
let state = 0x9e3779b9;
function rand(): number {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

// Real words, so that searches for them find something; the rest of the vocabulary is made up.
const STOP_WORDS = {
  en: 'the of is a in to and what which how why for on with by are was be that this from at as it write name give',
  hi: 'का की के है में और से को क्या कौन कैसे एक यह वह पर लिखिए बताइए नाम',
  gu: 'નો ની નું છે માં અને થી ને શું કોણ કેવી રીતે એક આ તે પર લખો જણાવો નામ',
};
const CONTENT_WORDS = {
  en:
    'photosynthesis plant leaf root stem water light energy force motion friction gravity river mountain ' +
    'history empire king constitution democracy rights equation fraction decimal triangle angle circle ' +
    'area volume poem story letter paragraph grammar noun verb adjective colour sketch shade design ' +
    'cell atom molecule acid base salt metal electricity magnet current sound heat temperature climate',
  hi: 'पानी प्रकाश पौधा किसान पिता माता विद्यालय कविता कहानी संज्ञा सर्वनाम क्रिया विशेषण नदी पर्वत',
  gu: 'પાણી પ્રકાશ છોડ ખેડૂત પિતા માતા શાળા કવિતા વાર્તા સંજ્ઞા સર્વનામ ક્રિયાપદ વિશેષણ નદી પર્વત',
};
const VOCABULARY_SIZE = 20_000;

/**
 * A vocabulary in rank order for a Zipf draw, like real text: stop words first (in most questions),
 * real content words at ranks 50–3,000 (in roughly 0.1–2% of questions), made-up words elsewhere.
 */
function vocabulary(language: 'en' | 'hi' | 'gu', consonants: string, vowels: string): string[] {
  const words: string[] = STOP_WORDS[language].split(' ');
  const made = new Set<string>(words);
  while (words.length < VOCABULARY_SIZE) {
    let word = '';
    for (let i = 0, n = 2 + Math.floor(rand() * 3); i < n; i++)
      word += pick([...consonants]) + pick([...vowels]);
    if (made.has(word)) continue;
    made.add(word);
    words.push(word);
  }
  for (const word of CONTENT_WORDS[language].split(' ')) words[50 + Math.floor(rand() * 2950)] = word;
  return words;
}
const VOCABULARY = {
  en: vocabulary('en', 'bcdfghklmnprstvw', 'aeiou'),
  hi: vocabulary('hi', 'कखगचजतदनपबमरलसह', 'ािीुूेैो'),
  gu: vocabulary('gu', 'કખગચજતદનપબમરલસહ', 'ાિીુૂેૈો'),
};
/** Zipf with exponent 1: rank k is drawn with probability about 1 / (k + 1). */
const word = (language: keyof typeof VOCABULARY) =>
  VOCABULARY[language][Math.floor(Math.pow(VOCABULARY_SIZE + 1, rand())) - 1]!;
const sentence = (language: keyof typeof VOCABULARY, length: number) =>
  Array.from({ length }, () => word(language)).join(' ');

function pickType(): QuestionType {
  let r = rand() * TYPE_WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  for (const [type, weight] of TYPE_WEIGHTS) if ((r -= weight) < 0) return type;
  return 'mcq';
}

function syntheticQuestion(chapters: Map<string, number>, now: string): NewQuestion {
  const subject = pick(SUBJECTS);
  const standard = 1 + Math.floor(rand() * 12);
  const titles = SUBJECT_TITLES.filter(
    (t) => t.subject_id === subject.subject_id && t.standards.includes(standard),
  );
  const chapter = 1 + Math.floor(rand() * CHAPTERS_PER_STANDARD);
  const type = pickType();
  const language = subject.language;
  const isMcq = type === 'mcq';
  return {
    type,
    question: sentence(language, 8 + Math.floor(rand() * 14)) + (type === 'blank' ? ' ______.' : '?'),
    options: isMcq ? JSON.stringify(Array.from({ length: 4 }, () => sentence(language, 2))) : null,
    answer_index: isMcq ? Math.floor(rand() * 4) : null,
    answer_text: isMcq ? null : sentence(language, type === 'long' ? 40 : 3),
    points:
      type === 'short' || type === 'long'
        ? JSON.stringify([sentence(language, 5), sentence(language, 5)])
        : null,
    marks: MARKS_PER_TYPE[type],
    difficulty: pick(['easy', 'easy', 'medium', 'medium', 'hard'] as const),
    language,
    subject_id: subject.subject_id,
    subject_title_id: titles.length > 0 ? pick(titles).subject_title_id : null,
    standard,
    chapter_id: chapters.get(`${subject.subject_id}/${standard}/${chapter}`) ?? null,
    image_url: null,
    owner_id: null,
    seed_key: null,
    random_key: rand(),
    created_at: now,
    updated_at: now,
  };
}

async function createChapters(db: Kysely<Database>): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const subject of SUBJECTS) {
    for (let standard = 1; standard <= 12; standard++) {
      const rows = Array.from({ length: CHAPTERS_PER_STANDARD }, (_, i) => ({
        subject_id: subject.subject_id,
        standard,
        subject_title_id: null,
        name: `Synthetic chapter ${i + 1}`,
        position: i + 1,
      }));
      const byName = await upsertChapters(db, rows);
      rows.forEach((row) =>
        ids.set(`${subject.subject_id}/${standard}/${row.position}`, byName.get(row.name)!),
      );
    }
  }
  return ids;
}

async function seedBulk(options: { questions: number; schema?: string; file?: string }): Promise<void> {
  const config = loadConfig();
  if (config.databaseUrl && options.schema) {
    // The benchmark keeps its rows in a schema of its own, away from the app's and the tests'.
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    await client.query(`create schema if not exists "${options.schema.replace(/"/g, '')}"`);
    await client.end();
  }
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    schema: options.schema,
    fileName: options.file,
  });
  const { db } = database;
  try {
    await migrateToLatest(db);
    await catalogueSeed.run(db, { config });
    await prepareBulkLoad(db);
    const chapters = await createChapters(db);
    const now = new Date().toISOString();
    const started = performance.now();
    for (let done = 0; done < options.questions;) {
      const size = Math.min(ROWS_PER_TRANSACTION, options.questions - done);
      await db.transaction().execute(async (trx) => {
        const rows = Array.from({ length: size }, () => syntheticQuestion(chapters, now));
        await insertQuestionRows(trx, rows);
      });
      done += size;
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(`\r${done.toLocaleString('en')} questions in ${seconds.toFixed(0)} s`);
    }
    process.stdout.write('\nAnalysing…\n');
    await analyzeQuestions(db);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s (${database.engine}).`);
  } finally {
    await database.close();
  }
}

const { values } = parseArgs({
  options: {
    questions: { type: 'string', default: '1000000' },
    schema: { type: 'string' },
    file: { type: 'string' },
  },
});
const questions = Number(values.questions);
if (!Number.isInteger(questions) || questions < 1 || questions > 10_000_000) {
  console.error('--questions must be a whole number from 1 to 10,000,000.');
  process.exit(1);
}
await seedBulk({ questions, schema: values.schema, file: values.file });
