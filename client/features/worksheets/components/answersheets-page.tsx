import type { AnswerSheet } from '../../../../common/worksheet-api';
import { fetchAnswerSheets } from '../api';
import type { SheetFilterKey } from '../hooks';
import type { SheetCardData } from './sheet-card';
import { SheetCollection } from './sheet-collection';

const FILTER_KEYS: readonly SheetFilterKey[] = ['board', 'subject', 'standard', 'subject_title'];

const toCard = (sheet: AnswerSheet): SheetCardData => ({
  key: sheet.answer_sheet_id,
  logo: sheet.answer_sheet_logo,
  subject: sheet.subject,
  subjectTitle: sheet.subject_title,
  standard: sheet.standard,
  board: sheet.board,
  createdAt: sheet.createdAt,
  title: sheet.title,
  url: sheet.answersheet_url,
  ownWorksheetId: sheet.is_own ? sheet.worksheet_id : null,
});

export function AnswerSheetsPage() {
  return (
    <SheetCollection
      kind="answersheets"
      title="Answer Sheets Collection"
      intro="The answers and marking points of every worksheet, for checking."
      filterKeys={FILTER_KEYS}
      linkText="View Answer Sheet"
      emptyText="No answer sheets match your filters."
      noun="answer sheet"
      fetchPage={fetchAnswerSheets}
      toCard={toCard}
    />
  );
}
