import { schemaResolver, type FormErrors } from '@mantine/form';
import { findSubject, SUBJECT_TITLES } from '../../../common/catalogue';
import { MARKS_PER_TYPE, type QuestionType } from '../../../common/paper/model';
import {
  QuestionCreate,
  type Difficulty,
  type QuestionInput,
  type QuestionLanguage,
} from '../../../common/question';
import type { QuestionItem } from '../../../common/question-api';

// What the add/edit form holds, and how it becomes the shared schema's request. Select inputs hold
// strings; the request holds numbers. One `answer` field serves every type: the index of the correct
// option for an mcq, True/False, the words of a blank, or a model answer.

export interface QuestionFormValues {
  type: QuestionType;
  subject: string | null;
  subject_title: string | null;
  standard: string | null;
  chapter: string | null;
  difficulty: Difficulty;
  language: QuestionLanguage;
  /** Empty: the marks of the type. */
  marks: number | string;
  question: string;
  options: string[];
  answer: string;
  points: string[];
  image_url: string | null;
}

export interface FormDefaults {
  subject?: number | null;
  subject_title?: number | null;
  standard?: number | null;
  chapter?: number | null;
  type?: QuestionType;
  difficulty?: Difficulty;
}

const idOrNull = (value: number | null | undefined) => (value ? String(value) : null);

/** A subject title fits when it belongs to the subject and is taught in the standard. */
export function titlesFor(subject: string | null, standard: string | null) {
  return SUBJECT_TITLES.filter(
    (t) => t.subject_id === Number(subject) && (standard === null || t.standards.includes(Number(standard))),
  );
}

export function emptyQuestionValues(defaults: FormDefaults = {}): QuestionFormValues {
  const subject = idOrNull(defaults.subject);
  const standard = idOrNull(defaults.standard);
  const title = idOrNull(defaults.subject_title);
  const isTitleValid = titlesFor(subject, standard).some((t) => String(t.subject_title_id) === title);
  return {
    type: defaults.type ?? 'mcq',
    subject,
    subject_title: isTitleValid ? title : null,
    standard,
    chapter: idOrNull(defaults.chapter),
    difficulty: defaults.difficulty ?? 'medium',
    language: (subject && findSubject(Number(subject))?.language) || 'en',
    marks: '',
    question: '',
    options: ['', '', '', ''],
    answer: '',
    points: [],
    image_url: null,
  };
}

export function valuesFromQuestion(item: QuestionItem): QuestionFormValues {
  return {
    type: item.type,
    subject: String(item.subject),
    subject_title: idOrNull(item.subject_title),
    standard: String(item.standard),
    chapter: idOrNull(item.chapter),
    difficulty: item.difficulty,
    language: item.language,
    marks: item.marks === MARKS_PER_TYPE[item.type] ? '' : item.marks,
    question: item.question,
    options: item.type === 'mcq' && item.options ? [...item.options] : ['', '', '', ''],
    answer: item.answer === null || item.answer === undefined ? '' : String(item.answer),
    points: item.points ? [...item.points] : [],
    image_url: item.image_url,
  };
}

/** The request the form's values make; the shared schema decides whether it is valid. */
export function toQuestionPayload(values: QuestionFormValues): QuestionInput {
  const optionalNumber = (value: string | null) => (value ? Number(value) : undefined);
  const common = {
    question: values.question,
    difficulty: values.difficulty,
    language: values.language,
    marks: values.marks === '' ? undefined : Number(values.marks),
    subject: optionalNumber(values.subject) as number,
    subject_title: values.subject_title ? Number(values.subject_title) : null,
    standard: optionalNumber(values.standard) as number,
    chapter: values.chapter ? Number(values.chapter) : null,
    image_url: values.image_url,
  };
  switch (values.type) {
    case 'mcq':
      return {
        ...common,
        type: 'mcq',
        options: values.options,
        answer: (values.answer === '' ? undefined : Number(values.answer)) as number,
      };
    case 'truefalse':
      return { ...common, type: 'truefalse', answer: values.answer as 'True' | 'False' };
    case 'short':
    case 'long':
      return { ...common, type: values.type, answer: values.answer, points: values.points };
    case 'other':
      return { ...common, type: 'other', answer: values.answer.trim() ? values.answer : null };
    default:
      return { ...common, type: values.type, answer: values.answer };
  }
}

const resolveQuestion = schemaResolver(QuestionCreate, { sync: true });

/** The shared schema's errors by field, with plainer words where a choice is simply missing. */
export function validateQuestion(values: QuestionFormValues): FormErrors {
  const errors: FormErrors = { ...resolveQuestion(toQuestionPayload(values)) };
  if (!values.subject) errors.subject = 'Choose the subject.';
  if (!values.standard) errors.standard = 'Choose the standard.';
  if (values.type === 'mcq' && values.answer === '') errors.answer = 'Pick the correct option.';
  if (values.type === 'truefalse' && values.answer === '') errors.answer = 'Pick True or False.';
  return errors;
}

/** The fields that stop making sense when the type changes. */
export function valuesForType(values: QuestionFormValues, type: QuestionType): Partial<QuestionFormValues> {
  const isAnswerKept = ![values.type, type].some((t) => t === 'mcq' || t === 'truefalse');
  const options =
    type === 'mcq' && values.options.length < 2 ? [...values.options, '', ''].slice(0, 4) : values.options;
  return { type, answer: isAnswerKept ? values.answer : '', options };
}

/** After removing option `removed`, the correct option still points at the same text. */
export function answerAfterRemoving(answer: string, removed: number): string {
  if (answer === '') return '';
  const index = Number(answer);
  if (index === removed) return '';
  return String(index > removed ? index - 1 : index);
}
