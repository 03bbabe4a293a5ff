import { z } from 'zod';
import { PaperImage, PaperQuestion, QuestionType, type PaperSection } from '../../../common/paper/model';
import { readJson, STORAGE_KEYS } from '../../lib/storage';

// The custom paper kept in local storage under the spec's keys, so that a reload loses nothing:
// questionSections (the sections with their selected questions), collegeName, examName and isEdited.

export const DEFAULT_COLLEGE_NAME = 'College Name';
export const DEFAULT_EXAM_NAME = 'Exam Name';

/** A selected question: the bank's fields (spec section 3), its measured image, answer and marks. */
export const SelectedQuestion = z.object({
  question_id: z.number().int(),
  type: QuestionType,
  question: z.string(),
  options: z.array(z.string()).nullable().optional(),
  image_url: z.string().nullable().optional(),
  image: PaperImage.optional(),
  marks: z.number().optional(),
  answer: PaperQuestion.shape.answer,
  points: PaperQuestion.shape.points,
  subject: z.number().int().optional(),
  standard: z.number().int().optional(),
});
export type SelectedQuestion = z.infer<typeof SelectedQuestion>;

export const QuestionSection = z.object({ type: QuestionType, questions: z.array(SelectedQuestion) });
export type QuestionSection = z.infer<typeof QuestionSection>;

export const IsEdited = z.object({ college: z.boolean(), exam: z.boolean() });
export type IsEdited = z.infer<typeof IsEdited>;

export const DEFAULT_IS_EDITED: IsEdited = { college: false, exam: false };

/** Four empty sections by default: mcq, blank, short, long (spec section 3). */
export const defaultSections = (): QuestionSection[] =>
  (['mcq', 'blank', 'short', 'long'] as const).map((type) => ({ type, questions: [] }));

export interface StoredCustomPaper {
  sections: QuestionSection[];
  collegeName: string;
  examName: string;
  isEdited: IsEdited;
}

export function readCustomPaper(): StoredCustomPaper {
  const sections = z.array(QuestionSection).safeParse(readJson(localStorage, STORAGE_KEYS.questionSections));
  const isEdited = IsEdited.safeParse(readJson(localStorage, STORAGE_KEYS.isEdited));
  return {
    sections: sections.success ? sections.data : defaultSections(),
    collegeName: localStorage.getItem(STORAGE_KEYS.collegeName) ?? DEFAULT_COLLEGE_NAME,
    examName: localStorage.getItem(STORAGE_KEYS.examName) ?? DEFAULT_EXAM_NAME,
    isEdited: isEdited.success ? isEdited.data : DEFAULT_IS_EDITED,
  };
}

export function writeCustomPaper(paper: StoredCustomPaper): void {
  try {
    localStorage.setItem(STORAGE_KEYS.questionSections, JSON.stringify(paper.sections));
    localStorage.setItem(STORAGE_KEYS.collegeName, paper.collegeName);
    localStorage.setItem(STORAGE_KEYS.examName, paper.examName);
    localStorage.setItem(STORAGE_KEYS.isEdited, JSON.stringify(paper.isEdited));
  } catch {
    // Storage full or refused (private mode): the paper still works until the page is left.
  }
}

/** A selected question as the paper prints it. */
export function printedQuestion(q: SelectedQuestion): PaperQuestion {
  const question: PaperQuestion = { id: q.question_id, text: q.question };
  if (q.options?.length) question.options = q.options;
  if (q.image) question.image = q.image;
  if (q.marks !== undefined) question.marks = q.marks;
  if (q.answer !== undefined) question.answer = q.answer;
  if (q.points?.length) question.points = q.points;
  return question;
}

/** A saved paper's section reopened into the builder's selection. */
export function fromPaperSection(
  section: PaperSection,
  subject?: number,
  standard?: number,
): QuestionSection {
  return {
    type: section.type,
    questions: section.questions.flatMap((q) => {
      const id = Number(q.id);
      if (!Number.isInteger(id)) return [];
      return [
        {
          question_id: id,
          type: section.type,
          question: q.text,
          options: q.options ?? null,
          image_url: q.image?.src ?? null,
          image: q.image,
          marks: q.marks,
          answer: q.answer,
          points: q.points,
          subject,
          standard,
        },
      ];
    }),
  };
}
