import { findSubjectTitle } from '../../../common/catalogue';
import type { PaperLayout } from '../../../common/paper/layout-types';
import type { PaperImage, PaperModel, PaperQuestion } from '../../../common/paper/model';
import { subjectNameOf } from './question-labels';
import type { QuestionFormValues } from './question-form-values';

export type PreviewMode = 'paper' | 'answerKey';

export const PREVIEW_QUESTION_ID = 'preview';

// A one-question paper made from the form as it is now, so the teacher sees the question as it prints:
// the same engine, fonts and section heading as a real paper.
export function toPreviewModel(
  values: QuestionFormValues,
  options: { image?: PaperImage; chapterName?: string; mode: PreviewMode },
): PaperModel {
  const subject = values.subject ? subjectNameOf(Number(values.subject)) : '';
  const title = values.subject_title ? findSubjectTitle(Number(values.subject_title))?.title_name : '';
  const question: PaperQuestion = { id: PREVIEW_QUESTION_ID, text: values.question.trim() };
  if (values.type === 'mcq') question.options = values.options.map((o) => o.trim());
  if (options.image) question.image = options.image;
  if (values.marks !== '' && Number.isFinite(Number(values.marks))) question.marks = Number(values.marks);
  if (values.type === 'mcq') {
    if (values.answer !== '') question.answer = Number(values.answer);
  } else if (values.answer.trim()) {
    question.answer = values.answer.trim();
  }
  const points = values.points.map((p) => p.trim()).filter(Boolean);
  if ((values.type === 'short' || values.type === 'long') && points.length) question.points = points;
  return {
    header: {
      id: PREVIEW_QUESTION_ID,
      styleType: 'style1',
      layoutType: 'horizontal',
      field1: [subject, title].filter(Boolean).join(' – ') || 'Question bank',
      field2: options.chapterName ?? '',
      field3: values.standard ? `Std: ${values.standard}` : undefined,
      field4: 'Name:',
      field5: 'Roll No.:',
    },
    sections: [{ type: values.type, questions: [question] }],
    mode: options.mode,
  };
}

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Room around the printed matter when the preview shows only that part of the page. */
const CROP_PAD = 14;
/** The page footer ("Page 1 of 1") sits in the bottom margin; the crop leaves it out. */
const FOOTER_ZONE = 40;

/**
 * The part of page 1 that carries print (header and question), in points: a one-question paper is
 * mostly white, so the preview shows this part large enough to read instead of a whole A4 sheet.
 */
export function printedBounds(layout: PaperLayout): Bounds {
  const page = layout.pages[0];
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (left: number, top: number, right: number, bottom: number) => {
    if (top > layout.height - FOOTER_ZONE) return;
    x0 = Math.min(x0, left);
    y0 = Math.min(y0, top);
    x1 = Math.max(x1, right);
    y1 = Math.max(y1, bottom);
  };
  for (const item of page?.items ?? []) {
    if (item.kind === 'text') {
      for (const run of item.runs)
        add(run.x, item.y - item.size, run.x + run.width, item.y + item.size * 0.3);
    } else if (item.kind === 'rule') {
      add(
        Math.min(item.x1, item.x2),
        Math.min(item.y1, item.y2),
        Math.max(item.x1, item.x2),
        Math.max(item.y1, item.y2),
      );
    } else {
      add(item.x, item.y, item.x + item.width, item.y + item.height);
    }
  }
  if (x0 === Infinity) return { x0: 0, y0: 0, x1: layout.width, y1: layout.height };
  return {
    x0: Math.max(0, x0 - CROP_PAD),
    y0: Math.max(0, y0 - CROP_PAD),
    x1: Math.min(layout.width, x1 + CROP_PAD),
    y1: Math.min(layout.height, y1 + CROP_PAD),
  };
}
