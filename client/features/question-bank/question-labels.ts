import { SUBJECTS } from '../../../common/catalogue';
import type { QuestionType } from '../../../common/paper/model';
import type { Difficulty, QuestionLanguage } from '../../../common/question';

// The words the question bank shows for the bank's codes.

export const TYPE_LABELS: Record<QuestionType, string> = {
  mcq: 'Multiple choice',
  blank: 'Fill in the blank',
  truefalse: 'True or false',
  onetwo: 'One or two words',
  short: 'Short answer',
  long: 'Long answer',
  other: 'Other',
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
};

export const DIFFICULTY_COLORS: Record<Difficulty, string> = {
  easy: 'green',
  medium: 'yellow',
  hard: 'red',
};

export const LANGUAGE_LABELS: Record<QuestionLanguage, string> = {
  en: 'English',
  hi: 'Hindi',
  gu: 'Gujarati',
};

export const subjectNameOf = (subjectId: number) =>
  SUBJECTS.find((s) => s.subject_id === subjectId)?.subject_name ?? '';

/** The label of option `index` as a letter: A, B … */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
