import { findSubject, SUBJECTS } from '../../../common/catalogue';
import {
  MARKS_PER_TYPE,
  marksOf,
  type PaperImage,
  type PaperQuestion,
  type PaperSection,
  type QuestionType,
} from '../../../common/paper/model';
import type { DrawCounts, QuestionItem } from '../../../common/question-api';
import { measureImage } from '../paper/header-image';

// Turning the API's shapes into the paper model: bank questions and their images.

/** The types as the builders name them (the question-type select and the modal's title). */
export const TYPE_LABELS: Record<QuestionType, string> = {
  mcq: 'MCQ',
  blank: 'Fill in the Blanks',
  truefalse: 'True or False',
  onetwo: 'One or Two Word Answers',
  short: 'Short Answer',
  long: 'Long Answer',
  other: 'Other',
};

/** The spec's sample paper: 5 mcq, 6 blank, 2 onetwo, 2 short, 4 long. */
export const DEFAULT_COUNTS: Required<DrawCounts> = {
  mcq: 5,
  blank: 6,
  truefalse: 0,
  onetwo: 2,
  short: 2,
  long: 4,
  other: 0,
};

export const subjectNameOf = (subjectId: number | undefined) =>
  (subjectId && findSubject(subjectId)?.subject_name) || undefined;

/** A subject given as its id or its name (a saved paper keeps the name). */
export const subjectIdOf = (value: number | string | undefined) =>
  typeof value === 'number'
    ? value
    : SUBJECTS.find((s) => s.subject_name === value || String(s.subject_id) === value)?.subject_id;

/** A standard given as a number or as text; undefined unless it is 1 to 12. */
export const standardOf = (value: number | string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 12 ? n : undefined;
};

export function totalMarksOf(sections: readonly PaperSection[]): number {
  return sections.reduce((sum, s) => sum + s.questions.reduce((n, q) => n + marksOf(s.type, q), 0), 0);
}

const imageSizes = new Map<string, Promise<PaperImage | undefined>>();

/** An image with its natural size (the layout needs it); undefined when it cannot be loaded. */
export function loadPaperImage(src: string): Promise<PaperImage | undefined> {
  let found = imageSizes.get(src);
  if (!found) {
    found = measureImage(src).catch(() => undefined);
    imageSizes.set(src, found);
  }
  return found;
}

/** A bank question as the paper prints it, with its answer and marking points for the answer key. */
export async function toPaperQuestion(item: QuestionItem): Promise<PaperQuestion> {
  const question: PaperQuestion = { id: item.question_id, text: item.question };
  if (item.options?.length) question.options = item.options;
  if (item.marks !== MARKS_PER_TYPE[item.type]) question.marks = item.marks;
  if (item.answer !== null && item.answer !== undefined && item.answer !== '') question.answer = item.answer;
  if (item.points?.length) question.points = item.points;
  if (item.image_url) {
    const image = await loadPaperImage(item.image_url);
    if (image) question.image = image;
  }
  return question;
}
