import type { PaperModel, QuestionType } from '../../common/paper/model';
import type { QuestionItem, RandomDrawReply } from '../../common/question-api';
import type { App } from '../app';
import { bearer, type TestTeacher } from './factories';
import { multipartBody, TINY_PNG } from './multipart';

/** The paper header the tests' papers carry. */
export const TEST_HEADER: PaperModel['header'] = {
  id: 1,
  styleType: 'style1',
  layoutType: 'horizontal',
  field1: 'Vidya Mandir',
  field2: 'Unit Test',
};

export interface SavedTestPaper {
  id: number;
  logo: string | null;
  model: PaperModel;
  /** The drawn questions in paper order, with their answers (the teacher is signed in). */
  questions: Array<QuestionItem & { type: QuestionType }>;
}

const COUNTS = { mcq: 3, blank: 3, truefalse: 2, onetwo: 2, short: 2, long: 1 };

/**
 * A paper as the pre-built screen makes it: questions drawn at random from the bank, laid out by type
 * with their bank ids (no answers), saved with the spec's multipart fields and its structured content.
 */
export async function savePaper(
  app: App,
  teacher: TestTeacher,
  options: { subject: number; standard: number; withContent?: boolean; withLogo?: boolean },
): Promise<SavedTestPaper> {
  const draw = await app.inject({
    method: 'POST',
    url: '/api/question/random',
    headers: bearer(teacher.token),
    payload: { subject: options.subject, standard: options.standard, counts: COUNTS },
  });
  if (draw.statusCode !== 200) throw new Error(`draw failed: ${draw.statusCode} ${draw.body}`);
  const drawn = (draw.json() as RandomDrawReply).questions;
  const sections = (Object.keys(COUNTS) as QuestionType[]).flatMap((type) => {
    const items = drawn[type] ?? [];
    return items.length ? [{ type, items }] : [];
  });
  const model: PaperModel = {
    header: TEST_HEADER,
    sections: sections.map(({ type, items }) => ({
      type,
      questions: items.map((q) => ({
        id: q.question_id,
        text: q.question,
        ...(q.options ? { options: q.options } : {}),
      })),
    })),
  };
  const fields: Record<string, string> = {
    user_id: String(teacher.user.id),
    type: 'default',
    date: '2026-11-21',
    timing: '10:30:00 AM',
    body: '<div class="paper"><p>Unit Test</p></div>',
  };
  if (options.withContent !== false) fields.paper = JSON.stringify(model);
  const logo = { field: 'logo', name: 'logo.png', type: 'image/png', data: TINY_PNG };
  const form = await multipartBody(fields, options.withLogo ? [logo] : []);
  const saved = await app.inject({
    method: 'POST',
    url: '/api/papers/add',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(teacher.token) },
  });
  if (saved.statusCode !== 201) throw new Error(`save failed: ${saved.statusCode} ${saved.body}`);
  return {
    id: (saved.json() as { paper: { id: number } }).paper.id,
    logo: (saved.json() as { paper: { logo: string | null } }).paper.logo,
    model,
    questions: sections.flatMap(({ type, items }) => items.map((q) => ({ ...q, type }))),
  };
}
