import { ID_MAX } from '../../common/limits';
import {
  QUESTION_TYPES,
  marksOf,
  type PaperHeader,
  type PaperModel,
  type PaperQuestion,
  type QuestionType,
} from '../../common/paper/model';

// Paper models for worksheets: one drawn from the bank (the seed), and the answers of a saved paper's
// bank questions filled in for its answer sheet. Pure functions; the engine draws the result.

/** The columns of a bank question that a worksheet and its answer sheet need. */
export interface BankQuestion {
  question_id: number;
  type: QuestionType;
  question: string;
  /** JSON array of the options (mcq). */
  options: string | null;
  answer_index: number | null;
  answer_text: string | null;
  /** JSON array of marking points. */
  points: string | null;
  marks: number;
}

export interface SheetDescription {
  title: string;
  subject: string;
  subject_title: string;
  standard: number;
  board: string;
}

const parseList = (json: string | null): string[] | undefined => {
  if (!json) return undefined;
  const value = JSON.parse(json) as unknown;
  return Array.isArray(value) ? value.map(String) : undefined;
};

const sameText = (a: string, b: string) => a.normalize('NFC').trim() === b.normalize('NFC').trim();

/** A bank question as the paper shows it, with its answer and marking points for the answer sheet. */
export function paperQuestionOf(row: BankQuestion): PaperQuestion {
  const options = row.type === 'mcq' ? parseList(row.options) : undefined;
  const answer = row.type === 'mcq' ? (row.answer_index ?? undefined) : row.answer_text?.trim() || undefined;
  const points = parseList(row.points);
  return {
    id: row.question_id,
    text: row.question,
    ...(options ? { options } : {}),
    marks: row.marks,
    ...(answer !== undefined ? { answer } : {}),
    ...(points?.length ? { points } : {}),
  };
}

/** The header of a worksheet: what it is, for whom, and lines for the pupil's name. */
export function worksheetHeader(sheet: SheetDescription, totalMarks: number): PaperHeader {
  return {
    id: 'worksheet',
    styleType: 'style1',
    layoutType: 'horizontal',
    field1: 'Practice Worksheet',
    field2: sheet.title,
    field3: `Subject: ${sheet.subject}${sheet.subject_title ? ` (${sheet.subject_title})` : ''}`,
    field4: `Standard: ${sheet.standard}`,
    field5: `Board: ${sheet.board || 'N/A'}`,
    field6: `Max. Marks: ${totalMarks}`,
    field7: 'Name:',
  };
}

/** A worksheet of bank questions, grouped in sections in the order of the question types. */
export function buildWorksheetModel(sheet: SheetDescription, rows: BankQuestion[]): PaperModel {
  const sections = QUESTION_TYPES.flatMap((type) => {
    const questions = rows.filter((row) => row.type === type).map(paperQuestionOf);
    return questions.length > 0 ? [{ type, questions }] : [];
  });
  const total = sections.reduce(
    (sum, section) => sum + section.questions.reduce((s, q) => s + marksOf(section.type, q), 0),
    0,
  );
  return {
    header: worksheetHeader(sheet, total),
    instructions: [
      'Answer every question.',
      'Write your answers neatly in the space given or in your notebook.',
    ],
    sections,
  };
}

/** The bank question id a paper question carries, when it is one. */
export function bankIdOf(question: Pick<PaperQuestion, 'id'>): number | undefined {
  const id =
    typeof question.id === 'number'
      ? question.id
      : /^\d{1,10}$/.test(question.id)
        ? Number(question.id)
        : NaN;
  return Number.isSafeInteger(id) && id > 0 && id <= ID_MAX ? id : undefined;
}

/**
 * The answer sheet of a saved paper: each question that came from the bank gets the bank's answer and
 * marking points (an answer the paper already carries stands). An mcq's answer is found by the correct
 * option's text, so a paper whose options were edited or reordered still marks the right one.
 */
export function withBankAnswers(model: PaperModel, rows: BankQuestion[]): PaperModel {
  const byId = new Map(rows.map((row) => [row.question_id, row]));
  return {
    ...model,
    mode: 'answerKey',
    sections: model.sections.map((section) => ({
      ...section,
      questions: section.questions.map((question) => {
        const bankId = bankIdOf(question);
        const row = bankId === undefined ? undefined : byId.get(bankId);
        if (!row || question.answer !== undefined) return question;
        const bank = paperQuestionOf(row);
        let answer = bank.answer;
        if (typeof answer === 'number') {
          const correct = bank.options?.[answer];
          const index =
            correct === undefined ? -1 : (question.options ?? []).findIndex((o) => sameText(o, correct));
          answer = index >= 0 ? index : undefined;
        }
        return {
          ...question,
          ...(answer !== undefined ? { answer } : {}),
          ...(bank.points && !question.points ? { points: bank.points } : {}),
        };
      }),
    })),
  };
}

/** Every bank question id of a paper, once. */
export function bankIdsOf(model: PaperModel): number[] {
  const ids = model.sections.flatMap((section) => section.questions.map(bankIdOf));
  return [...new Set(ids.filter((id): id is number => id !== undefined))];
}
