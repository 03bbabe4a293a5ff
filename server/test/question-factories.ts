import crypto from 'node:crypto';
import { MARKS_PER_TYPE } from '../../common/paper/model';
import type { QuestionInput } from '../../common/question';
import type { QuestionItem } from '../../common/question-api';
import type { App } from '../app';
import { upsertChapters } from '../db/chapters-repository';
import type { DatabaseHandle } from '../db/database';
import { insertQuestionRows } from '../db/questions-bulk';
import type { NewQuestion } from '../db/questions-repository';
import { bearer } from './factories';

/** A valid request body for POST /question (an mcq of Mathematics, standard 6). */
export function questionPayload(overrides: Partial<QuestionInput> = {}): QuestionInput {
  return {
    type: 'mcq',
    question: `Which number is even? (${crypto.randomBytes(3).toString('hex')})`,
    options: ['3', '5', '8', '9'],
    answer: 2,
    difficulty: 'easy',
    subject: 1,
    standard: 6,
    ...overrides,
  } as QuestionInput;
}

/** A teacher's own question, created over HTTP. */
export async function createOwnQuestion(
  app: App,
  token: string,
  overrides: Partial<QuestionInput> = {},
): Promise<QuestionItem> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/question',
    headers: bearer(token),
    payload: questionPayload(overrides),
  });
  if (res.statusCode !== 201) throw new Error(`create question failed: ${res.statusCode} ${res.body}`);
  return res.json() as QuestionItem;
}

/** A row of the shared bank (owner null), as the seed would insert it. */
export function sharedQuestion(overrides: Partial<NewQuestion> = {}): NewQuestion {
  const type = overrides.type ?? 'short';
  const now = new Date().toISOString();
  return {
    type,
    question: `Explain question ${crypto.randomBytes(4).toString('hex')}.`,
    options: type === 'mcq' ? JSON.stringify(['one', 'two', 'three', 'four']) : null,
    answer_index: type === 'mcq' ? 0 : null,
    answer_text: type === 'mcq' ? null : 'A model answer.',
    points: null,
    marks: MARKS_PER_TYPE[type],
    difficulty: 'medium',
    language: 'en',
    subject_id: 3,
    subject_title_id: null,
    standard: 7,
    chapter_id: null,
    image_url: null,
    owner_id: null,
    seed_key: null,
    random_key: Math.random(),
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

export async function insertSharedQuestions(
  database: DatabaseHandle,
  rows: Array<Partial<NewQuestion>>,
): Promise<void> {
  await insertQuestionRows(database.db, rows.map(sharedQuestion));
}

/** Chapters of one subject and standard, by name. */
export function createChapters(
  database: DatabaseHandle,
  subjectId: number,
  standard: number,
  names: string[],
): Promise<Map<string, number>> {
  return upsertChapters(
    database.db,
    names.map((name, i) => ({
      subject_id: subjectId,
      standard,
      subject_title_id: null,
      name,
      position: i + 1,
    })),
  );
}
