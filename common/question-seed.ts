import { z } from 'zod';
import { SUBJECTS, SUBJECT_TITLES } from './catalogue';
import {
  ANSWER_TEXT_MAX,
  BLANK_PATTERN,
  Difficulty,
  MCQ_OPTIONS_MAX,
  MCQ_OPTIONS_MIN,
  OPTION_TEXT_MAX,
  POINT_TEXT_MAX,
  POINTS_MAX,
  QUESTION_TEXT_MAX,
  QuestionLanguage,
  requiredText,
  Standard,
} from './question';

// One seed file of the shared bank: server/db/seed/questions/<subject slug>/<standard>.json.
// Strict objects, so that a misspelt field stops start-up instead of being dropped silently.

const ChapterName = requiredText('The chapter name', 200);

const base = {
  chapter: ChapterName,
  difficulty: Difficulty,
  question: requiredText('The question', QUESTION_TEXT_MAX),
};
const answer = requiredText('The answer', ANSWER_TEXT_MAX);
const points = z
  .array(requiredText('A marking point', POINT_TEXT_MAX))
  .min(2, 'A short or long answer needs at least 2 marking points.')
  .max(POINTS_MAX);

export const SeedQuestion = z.discriminatedUnion('type', [
  z
    .strictObject({
      ...base,
      type: z.literal('mcq'),
      options: z.array(requiredText('An option', OPTION_TEXT_MAX)).min(MCQ_OPTIONS_MIN).max(MCQ_OPTIONS_MAX),
      answer: z.number().int().min(0),
    })
    .refine((q) => q.answer < q.options.length, {
      message: 'The answer must be the index of one of the options.',
      path: ['answer'],
    }),
  z
    .strictObject({ ...base, type: z.literal('blank'), answer })
    .refine((q) => BLANK_PATTERN.test(q.question), { message: 'A blank needs ______.', path: ['question'] }),
  z.strictObject({ ...base, type: z.literal('truefalse'), answer: z.enum(['True', 'False']) }),
  z.strictObject({ ...base, type: z.literal('onetwo'), answer }),
  z.strictObject({ ...base, type: z.literal('short'), answer, points }),
  z.strictObject({ ...base, type: z.literal('long'), answer, points }),
  z.strictObject({ ...base, type: z.literal('other'), answer }),
]);
export type SeedQuestion = z.infer<typeof SeedQuestion>;

export const SeedChapter = z.strictObject({ name: ChapterName, subject_title: z.string().min(1).max(100) });
export type SeedChapter = z.infer<typeof SeedChapter>;

export const SeedFile = z
  .strictObject({
    subject: z.string().min(1),
    standard: Standard,
    language: QuestionLanguage,
    chapters: z.array(SeedChapter).min(1).max(30),
    questions: z.array(SeedQuestion).min(1).max(2000),
  })
  .superRefine((file, ctx) => {
    const subject = SUBJECTS.find((s) => s.subject_name === file.subject);
    if (!subject) {
      ctx.addIssue({ code: 'custom', path: ['subject'], message: `Unknown subject "${file.subject}".` });
      return;
    }
    if (file.language !== subject.language) {
      ctx.addIssue({
        code: 'custom',
        path: ['language'],
        message: `${subject.subject_name} is written in "${subject.language}".`,
      });
    }
    const names = new Set<string>();
    file.chapters.forEach((chapter, i) => {
      if (names.has(chapter.name)) {
        ctx.addIssue({ code: 'custom', path: ['chapters', i, 'name'], message: 'Chapter named twice.' });
      }
      names.add(chapter.name);
      const title = SUBJECT_TITLES.find(
        (t) => t.subject_id === subject.subject_id && t.title_name === chapter.subject_title,
      );
      if (!title || !title.standards.includes(file.standard)) {
        ctx.addIssue({
          code: 'custom',
          path: ['chapters', i, 'subject_title'],
          message: `"${chapter.subject_title}" is not a subject title of ${subject.subject_name} in standard ${file.standard}.`,
        });
      }
    });
    file.questions.forEach((question, i) => {
      if (!names.has(question.chapter)) {
        ctx.addIssue({
          code: 'custom',
          path: ['questions', i, 'chapter'],
          message: `Chapter "${question.chapter}" is not in the file's chapters.`,
        });
      }
    });
  });
export type SeedFile = z.infer<typeof SeedFile>;

/** Text compared for duplicates: lower case, punctuation and runs of spaces folded to one space. */
export function normalizeQuestionText(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s\p{P}]+/gu, ' ')
    .trim();
}

/** What identifies a seed question: its type, text and options (not its answer, which may be corrected). */
export function seedIdentityOf(question: SeedQuestion): string {
  const options = question.type === 'mcq' ? question.options : [];
  return `${question.type}\n${normalizeQuestionText([question.question, ...options].join(' '))}`;
}
