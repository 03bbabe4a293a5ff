import { ID_MAX } from './limits';
import { z } from 'zod';

// A question of the bank as a teacher writes it: the request schemas of create and edit, shared with
// the client's form. The question types and their default marks are defined once, in the paper model.

export const QUESTION_TEXT_MAX = 5000;
export const OPTION_TEXT_MAX = 500;
export const MCQ_OPTIONS_MIN = 2;
export const MCQ_OPTIONS_MAX = 6;
export const ANSWER_TEXT_MAX = 5000;
export const POINTS_MAX = 10;
export const POINT_TEXT_MAX = 500;
export const MARKS_MAX = 100;
export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const LANGUAGES = ['en', 'hi', 'gu'] as const;
/** A blank to fill in is printed from a run of three or more underscores (the paper model's rule). */
export const BLANK_PATTERN = /_{3,}/;
/** Uploaded images are served by this server under a random name (server/lib/uploads.ts). */
export const UPLOAD_URL_PATTERN = /^\/api\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)$/;

export const Difficulty = z.enum(DIFFICULTIES, { error: 'Difficulty is easy, medium or hard.' });
export type Difficulty = z.infer<typeof Difficulty>;
export const QuestionLanguage = z.enum(LANGUAGES, { error: 'Language is en, hi or gu.' });
export type QuestionLanguage = z.infer<typeof QuestionLanguage>;
export const Standard = z
  .number({ error: 'The standard is a number from 1 to 12.' })
  .int('The standard is a whole number.')
  .min(1, 'The standard is a number from 1 to 12.')
  .max(12, 'The standard is a number from 1 to 12.');
const Id = (what: string) =>
  z
    .number({ error: `${what} is an id.` })
    .int(`${what} is an id.`)
    .positive(`${what} is an id.`)
    .max(ID_MAX);

// PostgreSQL cannot store the NUL character in text; no teacher types one.
const hasNoNul = (text: string) => !text.includes('\u0000');
const NUL_MESSAGE = 'The text contains a character that cannot be stored (NUL).';

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max} characters.`)
    .refine(hasNoNul, NUL_MESSAGE);

const ImageUrl = z.string().regex(UPLOAD_URL_PATTERN, 'Upload the image first and use the address it gets.');
const Points = z
  .array(requiredText('A marking point', POINT_TEXT_MAX))
  .max(POINTS_MAX, `At most ${POINTS_MAX} marking points.`);

const shared = {
  question: requiredText('The question', QUESTION_TEXT_MAX),
  difficulty: Difficulty.default('medium'),
  /** Defaults to the subject's language. */
  language: QuestionLanguage.optional(),
  /** Defaults to the marks of the type. */
  marks: z.number().int('Marks are a whole number.').min(0).max(MARKS_MAX).optional(),
  subject: Id('The subject'),
  subject_title: Id('The subject title').nullable().optional(),
  standard: Standard,
  chapter: Id('The chapter').nullable().optional(),
  image_url: ImageUrl.nullable().optional(),
};
const answerText = requiredText('The answer', ANSWER_TEXT_MAX);

const McqQuestion = z
  .object({
    ...shared,
    type: z.literal('mcq'),
    options: z
      .array(requiredText('An option', OPTION_TEXT_MAX), {
        error: 'A multiple choice question needs options.',
      })
      .min(
        MCQ_OPTIONS_MIN,
        `A multiple choice question needs ${MCQ_OPTIONS_MIN} to ${MCQ_OPTIONS_MAX} options.`,
      )
      .max(
        MCQ_OPTIONS_MAX,
        `A multiple choice question needs ${MCQ_OPTIONS_MIN} to ${MCQ_OPTIONS_MAX} options.`,
      ),
    answer: z
      .number({ error: 'The answer is the number of the correct option, counted from 0.' })
      .int('The answer is the number of the correct option, counted from 0.')
      .min(0, 'The answer is the number of the correct option, counted from 0.'),
  })
  .refine((q) => q.answer < q.options.length, {
    message: 'The answer must point to one of the options.',
    path: ['answer'],
  });

const BlankQuestion = z
  .object({ ...shared, type: z.literal('blank'), answer: answerText })
  .refine((q) => BLANK_PATTERN.test(q.question), {
    message: 'Write the blank in the question as ______.',
    path: ['question'],
  });

const TrueFalseQuestion = z.object({
  ...shared,
  type: z.literal('truefalse'),
  answer: z.enum(['True', 'False'], { error: 'The answer is True or False.' }),
});

const WordsQuestion = z.object({ ...shared, type: z.literal('onetwo'), answer: answerText });
const ShortQuestion = z.object({
  ...shared,
  type: z.literal('short'),
  answer: answerText,
  points: Points.optional(),
});
const LongQuestion = z.object({
  ...shared,
  type: z.literal('long'),
  answer: answerText,
  points: Points.optional(),
});
const OtherQuestion = z.object({
  ...shared,
  type: z.literal('other'),
  answer: z.string().trim().max(ANSWER_TEXT_MAX).refine(hasNoNul, NUL_MESSAGE).nullable().optional(),
});

const questionInput = () =>
  z.discriminatedUnion('type', [
    McqQuestion,
    BlankQuestion,
    TrueFalseQuestion,
    WordsQuestion,
    ShortQuestion,
    LongQuestion,
    OtherQuestion,
  ]);

/** `POST /question`: a teacher's own question. */
export const QuestionCreate = questionInput().meta({ id: 'QuestionCreate' });
export type QuestionCreate = z.infer<typeof QuestionCreate>;
/** `PUT /question/{id}`: the whole question again (the type decides which fields apply). */
export const QuestionUpdate = questionInput().meta({ id: 'QuestionUpdate' });
export type QuestionUpdate = z.infer<typeof QuestionUpdate>;
/** What the form edits before validation. */
export type QuestionInput = z.input<typeof QuestionCreate>;
