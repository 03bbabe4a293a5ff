import { PaperModel } from '../../common/paper/model';
import type { AuthContext } from './auth-service';
import {
  answerSheetFileUrl,
  worksheetFileUrl,
  type AnswerSheet,
  type PublishPaperReply,
  type PublishPaperRequest,
  type SheetListQuery,
  type Worksheet,
} from '../../common/worksheet-api';
import type { PapersRepository } from '../db/papers-repository';
import type { QuestionsRepository } from '../db/questions-repository';
import type {
  AnswerSheetRow,
  SheetRowFilters,
  WorksheetRow,
  WorksheetsRepository,
} from '../db/worksheets-repository';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import type { PaperRenderer } from '../lib/paper-renderer';
import type { Uploads } from '../lib/uploads';
import type { WorksheetFiles } from '../lib/worksheet-files';
import { bankIdsOf, withBankAnswers } from '../lib/worksheet-paper';
import { PAPER_NOT_FOUND } from './paper-service';

export const WORKSHEET_NOT_FOUND = 'Worksheet not found.';
export const ANSWER_SHEET_NOT_FOUND = 'Answer sheet not found.';
const SHARED_IS_READ_ONLY = 'Worksheets of the shared collection cannot be unpublished.';
const NO_CONTENT =
  'This paper was saved without its questions, so it cannot be published. Save it again and publish that copy.';

type ViewerId = number | undefined;

export function presentWorksheet(row: WorksheetRow, viewerId: ViewerId): Worksheet {
  return {
    worksheet_id: row.worksheet_id,
    worksheet_logo: row.logo,
    worksheet_url: worksheetFileUrl(row.worksheet_id),
    subject: row.subject,
    subject_title: row.subject_title,
    standard: row.standard,
    board: row.board,
    createdAt: row.created_at,
    title: row.title,
    paper_id: row.paper_id,
    is_own: viewerId !== undefined && row.owner_id === viewerId,
    answer_sheet_id: row.answer_sheet_id,
    answersheet_url: row.answer_sheet_id === null ? null : answerSheetFileUrl(row.answer_sheet_id),
  };
}

export function presentAnswerSheet(
  row: AnswerSheetRow,
  viewerId: ViewerId,
  paperId: number | null,
): AnswerSheet {
  return {
    answer_sheet_id: row.answer_sheet_id,
    answer_sheet_logo: row.logo,
    answersheet_url: answerSheetFileUrl(row.answer_sheet_id),
    subject: row.subject,
    subject_title: row.subject_title,
    standard: row.standard,
    board: row.board,
    createdAt: row.created_at,
    title: row.title,
    paper_id: paperId,
    is_own: viewerId !== undefined && row.owner_id === viewerId,
    worksheet_id: row.worksheet_id,
    worksheet_url: worksheetFileUrl(row.worksheet_id),
  };
}

/**
 * The filters as the database sees them, or undefined when nothing can match. Standard is compared as
 * text (spec section 5): "7" matches standard 7, while "07" or "seven" match none.
 */
function rowFiltersOf(query: SheetListQuery): SheetRowFilters | undefined {
  const { board, subject, subject_title, standard } = query;
  if (standard !== undefined && !/^[1-9]\d{0,8}$/.test(standard)) return undefined;
  return { board, subject, subject_title, standard: standard === undefined ? undefined : Number(standard) };
}

export interface SheetPage<T> {
  items: T[];
  nextCursor: string | undefined;
  total: number;
}

export function createWorksheetService(deps: {
  worksheets: WorksheetsRepository;
  papers: PapersRepository;
  questions: QuestionsRepository;
  files: WorksheetFiles;
  /** The paper's logo is copied: the worksheet keeps it when the paper is deleted. */
  uploads: Pick<Uploads, 'copyUpload' | 'deleteUpload'>;
  renderer: PaperRenderer;
  now?: () => Date;
}) {
  const { worksheets, papers, questions, files, uploads, renderer } = deps;
  const now = deps.now ?? (() => new Date());

  async function page<R, T>(
    query: SheetListQuery,
    list: (filters: SheetRowFilters, page: { limit: number; before?: number }) => Promise<R[]>,
    count: (filters: SheetRowFilters) => Promise<number>,
    idOf: (row: R) => number,
    present: (row: R) => T,
  ): Promise<SheetPage<T>> {
    const filters = rowFiltersOf(query);
    if (!filters) return { items: [], nextCursor: undefined, total: 0 };
    const before = query.cursor === undefined ? undefined : Number(query.cursor);
    const [rows, total] = await Promise.all([list(filters, { limit: query.limit, before }), count(filters)]);
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return {
      items: items.map(present),
      nextCursor: rows.length > query.limit && last ? String(idOf(last)) : undefined,
      total,
    };
  }

  /** The PDF behind a file name, or 404 when the file is gone. */
  async function pdfOf(file: string, missing: string) {
    const found = await files.findPdf(file);
    if (!found) throw notFound(missing);
    return found;
  }

  return {
    listWorksheets: (query: SheetListQuery, viewerId: ViewerId) =>
      page(
        query,
        worksheets.listWorksheets,
        worksheets.countWorksheets,
        (row) => row.worksheet_id,
        (row) => presentWorksheet(row, viewerId),
      ),

    async listAnswerSheets(query: SheetListQuery, viewerId: ViewerId) {
      const result = await page(
        query,
        worksheets.listAnswerSheets,
        worksheets.countAnswerSheets,
        (row) => row.answer_sheet_id,
        (row) => row,
      );
      const paperIds = await worksheets.findPaperIds(
        result.items.filter((row) => row.owner_id !== null).map((row) => row.worksheet_id),
      );
      return {
        ...result,
        items: result.items.map((row) =>
          presentAnswerSheet(row, viewerId, paperIds.get(row.worksheet_id) ?? null),
        ),
      };
    },

    async worksheetFile(id: number) {
      const row = await worksheets.findWorksheet(id);
      if (!row) throw notFound(WORKSHEET_NOT_FOUND);
      return { ...(await pdfOf(row.file, WORKSHEET_NOT_FOUND)), fileName: fileNameOf('worksheet', row) };
    },

    async answerSheetFile(id: number) {
      const row = await worksheets.findAnswerSheet(id);
      if (!row) throw notFound(ANSWER_SHEET_NOT_FOUND);
      return {
        ...(await pdfOf(row.file, ANSWER_SHEET_NOT_FOUND)),
        fileName: fileNameOf('answer-sheet', row),
      };
    },

    /** Renders a saved paper as a worksheet and its answer sheet, and adds both to the collections. */
    async publishPaper(
      auth: AuthContext,
      paperId: number,
      request: PublishPaperRequest,
    ): Promise<PublishPaperReply> {
      const paper = await papers.findPaper(paperId);
      if (!paper || paper.user_id !== auth.user.id) throw notFound(PAPER_NOT_FOUND);
      const model = contentOf(paper.content);
      if (model.sections.every((section) => section.questions.length === 0))
        throw badRequest('This paper has no questions to publish.');
      const bank = await questions.findQuestions(bankIdsOf(model), auth.user.id);
      const title =
        request.title ||
        model.header.field2?.trim() ||
        `${request.subject_title} · Standard ${request.standard}`;
      const pdfs = await renderer.renderSheets(model, withBankAnswers(model, bank), title);
      const file = await files.savePdf(pdfs.worksheet);
      const answerFile = await files.savePdf(pdfs.answerSheet);
      const logo = paper.logo ? ((await uploads.copyUpload(paper.logo)) ?? null) : null;
      try {
        const stored = await worksheets.insertWorksheetWithAnswerSheet(
          {
            owner_id: auth.user.id,
            paper_id: paper.id,
            standard: request.standard,
            board: request.board,
            subject: request.subject,
            subject_title: request.subject_title,
            title,
            logo,
            file,
            seed_key: null,
            created_at: now().toISOString(),
          },
          { file: answerFile, logo },
        );
        return {
          message: 'Worksheet published.',
          worksheet: presentWorksheet(stored.worksheet, auth.user.id),
          answer_sheet: presentAnswerSheet(stored.answerSheet, auth.user.id, paper.id),
        };
      } catch (error) {
        await files.deletePdf(file);
        await files.deletePdf(answerFile);
        if (logo) await uploads.deleteUpload(logo);
        throw error;
      }
    },

    /** Takes a teacher's worksheet and its answer sheet out of the collections, files and all. */
    async unpublishWorksheet(auth: AuthContext, id: number): Promise<void> {
      const row = await worksheets.findWorksheet(id);
      // Another teacher's worksheet is answered as missing, like their papers.
      if (!row || (row.owner_id !== null && row.owner_id !== auth.user.id))
        throw notFound(WORKSHEET_NOT_FOUND);
      if (row.owner_id === null) throw forbidden(SHARED_IS_READ_ONLY);
      const answer =
        row.answer_sheet_id === null ? undefined : await worksheets.findAnswerSheet(row.answer_sheet_id);
      await worksheets.deleteWorksheet(row.worksheet_id);
      await files.deletePdf(row.file);
      if (answer) await files.deletePdf(answer.file);
      if (row.logo) await uploads.deleteUpload(row.logo);
    },

    /** Account deletion takes the teacher's published worksheets and their files with it. */
    async deleteEverythingOf(userId: number): Promise<void> {
      const { pdfs, logos } = await worksheets.listFilesOfOwner(userId);
      await worksheets.deleteWorksheetsOfOwner(userId);
      for (const name of pdfs) await files.deletePdf(name);
      for (const logo of logos) await uploads.deleteUpload(logo);
    },
  };
}

/** The structured paper a saved paper carries (validated when it was saved). */
function contentOf(content: string | null): PaperModel {
  let value: unknown;
  try {
    value = content ? JSON.parse(content) : undefined;
  } catch {
    value = undefined;
  }
  const parsed = PaperModel.safeParse(value);
  if (!parsed.success) throw badRequest(NO_CONTENT);
  return parsed.data;
}

/** A readable download name: worksheet-mathematics-geometry-std-7.pdf */
function fileNameOf(kind: string, row: { subject: string; subject_title: string; standard: number }): string {
  const words = [kind, row.subject, row.subject_title, `std-${row.standard}`]
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${words}.pdf`;
}

export type WorksheetService = ReturnType<typeof createWorksheetService>;
