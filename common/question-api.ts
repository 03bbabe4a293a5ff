import { ID_MAX } from './limits';
import { z } from 'zod';
import { QUESTION_TYPES, QuestionType } from './paper/model';
import { Difficulty, QuestionLanguage, Standard } from './question';

// The question bank's API shapes other than the question itself: list filters, the reply item,
// the random draw and the chapters.

export const LIST_LIMIT_DEFAULT = 100;
export const LIST_LIMIT_MAX = 500;
export const SEARCH_TEXT_MAX = 200;
export const DRAW_PER_TYPE_MAX = 50;
export const DRAW_TOTAL_MAX = 200;
export const DRAW_EXCLUDE_MAX = 1000;
/** The response header that carries the cursor of the next page (absent on the last page). */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

const queryId = (what: string) =>
  z.coerce
    .number({ error: `${what} must be a number.` })
    .int(`${what} must be a whole number.`)
    .positive(`${what} must be positive.`)
    .max(ID_MAX);

/** `GET /question`: every filter is optional; the list is ordered by question id and paged by cursor. */
export const QuestionListQuery = z.object({
  type: QuestionType.optional(),
  subject: queryId('subject').optional(),
  subject_title: queryId('subject_title').optional(),
  standard: z.coerce.number({ error: 'standard must be a number.' }).pipe(Standard).optional(),
  chapter: queryId('chapter').optional(),
  difficulty: Difficulty.optional(),
  language: QuestionLanguage.optional(),
  /** Full-text search: every word must occur; the last letters of a word may be left out. */
  q: z.string().trim().max(SEARCH_TEXT_MAX, `q can have at most ${SEARCH_TEXT_MAX} characters.`).optional(),
  /** `me`: only the signed-in teacher's own questions; `shared`: only the shared bank. */
  owner: z.enum(['me', 'shared'], { error: 'owner is me or shared.' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit is at least 1.')
    .max(LIST_LIMIT_MAX, `limit is at most ${LIST_LIMIT_MAX}.`)
    .default(LIST_LIMIT_DEFAULT),
  /** The value of the previous page's `x-next-cursor` header. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor is the value of the x-next-cursor header.')
    .optional(),
});
export type QuestionListQuery = z.infer<typeof QuestionListQuery>;

/** One question as the API answers it; `answer` and `points` only for a signed-in teacher. */
export const QuestionItem = z
  .object({
    question_id: z.number().int(),
    type: QuestionType,
    question: z.string(),
    /** The options of an mcq; null for the other types. */
    options: z.array(z.string()).nullable(),
    image_url: z.string().nullable(),
    marks: z.number(),
    difficulty: Difficulty,
    language: QuestionLanguage,
    subject: z.number().int(),
    subject_title: z.number().int().nullable(),
    standard: z.number().int(),
    chapter: z.number().int().nullable(),
    chapter_name: z.string().nullable(),
    /** The signed-in teacher's own question (editable), not the shared bank's. */
    is_own: z.boolean(),
    /** mcq: the index of the correct option; other types: the words or the model answer. */
    answer: z.union([z.number().int(), z.string()]).nullable().optional(),
    /** Marking points of a short or long answer. */
    points: z.array(z.string()).nullable().optional(),
  })
  .meta({ id: 'Question' });
export type QuestionItem = z.infer<typeof QuestionItem>;
/** `GET /question`: a page of the list. */
export const QuestionList = z.array(QuestionItem);

const DrawCount = z
  .number({ error: 'A count is a number.' })
  .int('A count is a whole number.')
  .min(0, 'A count is 0 or more.')
  .max(DRAW_PER_TYPE_MAX, `At most ${DRAW_PER_TYPE_MAX} questions of one type.`)
  .optional();

export const DrawCounts = z.strictObject(
  {
    mcq: DrawCount,
    blank: DrawCount,
    truefalse: DrawCount,
    onetwo: DrawCount,
    short: DrawCount,
    long: DrawCount,
    other: DrawCount,
  },
  { error: `counts has one number per type (${QUESTION_TYPES.join(', ')}).` },
);
export type DrawCounts = z.infer<typeof DrawCounts>;

/** `POST /question/random`: N questions per type for a subject and standard, none repeated. */
export const RandomDrawRequest = z
  .object({
    subject: z.number({ error: 'The subject is an id.' }).int().positive().max(ID_MAX),
    standard: Standard,
    counts: DrawCounts.refine((counts) => {
      const total = Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
      return total > 0 && total <= DRAW_TOTAL_MAX;
    }, `Ask for 1 to ${DRAW_TOTAL_MAX} questions in all.`),
    /** Question ids the draw must not return (already on the paper). */
    exclude: z
      .array(z.number().int().positive().max(ID_MAX))
      .max(DRAW_EXCLUDE_MAX, `At most ${DRAW_EXCLUDE_MAX} excluded questions.`)
      .optional(),
  })
  .meta({ id: 'RandomDrawRequest' });
export type RandomDrawRequest = z.infer<typeof RandomDrawRequest>;

const PerType = <T extends z.ZodType>(value: T) =>
  z.object({
    mcq: value.optional(),
    blank: value.optional(),
    truefalse: value.optional(),
    onetwo: value.optional(),
    short: value.optional(),
    long: value.optional(),
    other: value.optional(),
  });

export const RandomDrawReply = z
  .object({
    questions: PerType(z.array(QuestionItem)),
    /** Per type, how many fewer questions the bank had than were asked for (absent when none). */
    shortfall: PerType(z.number().int().positive()),
  })
  .meta({ id: 'RandomDrawReply' });
export type RandomDrawReply = z.infer<typeof RandomDrawReply>;

export const ChapterListQuery = z.object({
  subject: queryId('subject'),
  standard: z.coerce.number({ error: 'standard must be a number.' }).pipe(Standard),
});

export const ChapterItem = z
  .object({
    chapter_id: z.number().int(),
    name: z.string(),
    subject_title: z.number().int().nullable(),
    position: z.number().int(),
  })
  .meta({ id: 'Chapter' });
export type ChapterItem = z.infer<typeof ChapterItem>;

export const ImageUploadReply = z
  .object({ image_url: z.string(), width: z.number().int(), height: z.number().int() })
  .meta({ id: 'ImageUploadReply' });
export type ImageUploadReply = z.infer<typeof ImageUploadReply>;
