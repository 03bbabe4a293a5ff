import type { Worksheet } from '../../../../common/worksheet-api';
import { fetchWorksheets } from '../api';
import type { SheetFilterKey } from '../hooks';
import type { SheetCardData } from './sheet-card';
import { SheetCollection } from './sheet-collection';

const FILTER_KEYS: readonly SheetFilterKey[] = ['board', 'subject', 'standard'];

const toCard = (sheet: Worksheet): SheetCardData => ({
  key: sheet.worksheet_id,
  logo: sheet.worksheet_logo,
  subject: sheet.subject,
  subjectTitle: sheet.subject_title,
  standard: sheet.standard,
  board: sheet.board,
  createdAt: sheet.createdAt,
  title: sheet.title,
  url: sheet.worksheet_url,
  ownWorksheetId: sheet.is_own ? sheet.worksheet_id : null,
});

export function WorksheetsPage() {
  return (
    <SheetCollection
      kind="worksheets"
      title="Worksheets Collection"
      intro="Practice worksheets for every subject and standard, ready to print. Each has its answer sheet."
      filterKeys={FILTER_KEYS}
      linkText="View WorkSheet"
      emptyText="No worksheets match your filters."
      noun="worksheet"
      fetchPage={fetchWorksheets}
      toCard={toCard}
    />
  );
}
