import type { ChapterItem, QuestionItem } from '../../common/question-api';
import type { ChapterRow } from '../db/chapters-repository';
import type { QuestionRow, ViewerId } from '../db/questions-repository';

const parseList = (json: string | null): string[] | null => (json ? (JSON.parse(json) as string[]) : null);

/** A question as the API shows it; answers and marking points only to a signed-in teacher. */
export function toQuestionItem(row: QuestionRow, viewerId: ViewerId): QuestionItem {
  const item: QuestionItem = {
    question_id: row.question_id,
    type: row.type,
    question: row.question,
    options: parseList(row.options),
    image_url: row.image_url,
    marks: row.marks,
    difficulty: row.difficulty,
    language: row.language,
    subject: row.subject_id,
    subject_title: row.subject_title_id,
    standard: row.standard,
    chapter: row.chapter_id,
    chapter_name: row.chapter_name,
    is_own: viewerId !== undefined && row.owner_id === viewerId,
  };
  if (viewerId === undefined) return item;
  return {
    ...item,
    answer: row.type === 'mcq' ? row.answer_index : row.answer_text,
    points: parseList(row.points),
  };
}

export function toChapterItem(
  row: Pick<ChapterRow, 'chapter_id' | 'name' | 'subject_title_id' | 'position'>,
): ChapterItem {
  return {
    chapter_id: row.chapter_id,
    name: row.name,
    subject_title: row.subject_title_id,
    position: row.position,
  };
}
