import type { Insertable, Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { AnswerSheetTable, Database, WorksheetTable } from './schema';

export type WorksheetRow = Selectable<WorksheetTable> & { answer_sheet_id: number | null };
export type AnswerSheetRow = Selectable<AnswerSheetTable>;
export type NewWorksheet = Insertable<WorksheetTable>;
/** The answer sheet takes the worksheet's descriptive fields; only its file differs. */
export type NewAnswerSheet = Pick<AnswerSheetTable, 'file' | 'logo'>;

/** Filters of both lists; each one given narrows the list (AND). */
export interface SheetRowFilters {
  board?: string;
  subject?: string;
  subject_title?: string;
  standard?: number;
}

export interface SeededWorksheet {
  worksheet_id: number;
  seed_key: string;
  file: string;
  answer_file: string | null;
}

type Filterable = 'worksheets' | 'answer_sheets';

function applyFilters<T extends Filterable, O>(
  query: SelectQueryBuilder<Database, T, O>,
  filters: SheetRowFilters,
): SelectQueryBuilder<Database, T, O> {
  // The columns have the same names in both tables; Kysely cannot see that through the generic.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let q = query as SelectQueryBuilder<Database, 'worksheets', any>;
  if (filters.board !== undefined) q = q.where('board', '=', filters.board);
  if (filters.subject !== undefined) q = q.where('subject', '=', filters.subject);
  if (filters.subject_title !== undefined) q = q.where('subject_title', '=', filters.subject_title);
  if (filters.standard !== undefined) q = q.where('standard', '=', filters.standard);
  return q as unknown as SelectQueryBuilder<Database, T, O>;
}

// The SQL of the worksheets and answer sheets collections. Lists are newest first, keyset-paged on id.
export function createWorksheetsRepository(db: Kysely<Database>) {
  /** Adds each worksheet's answer sheet id (one indexed lookup for the whole page). */
  async function withAnswerSheetIds(rows: Array<Selectable<WorksheetTable>>): Promise<WorksheetRow[]> {
    if (rows.length === 0) return [];
    const links = await db
      .selectFrom('answer_sheets')
      .select(['answer_sheet_id', 'worksheet_id'])
      .where(
        'worksheet_id',
        'in',
        rows.map((row) => row.worksheet_id),
      )
      .execute();
    const byWorksheet = new Map(links.map((link) => [link.worksheet_id, link.answer_sheet_id]));
    return rows.map((row) => ({ ...row, answer_sheet_id: byWorksheet.get(row.worksheet_id) ?? null }));
  }

  return {
    /** A page of worksheets (one row more than `limit` when another page follows). */
    async listWorksheets(filters: SheetRowFilters, page: { limit: number; before?: number }) {
      let query = applyFilters(db.selectFrom('worksheets').selectAll(), filters);
      if (page.before !== undefined) query = query.where('worksheet_id', '<', page.before);
      return withAnswerSheetIds(
        await query
          .orderBy('worksheet_id', 'desc')
          .limit(page.limit + 1)
          .execute(),
      );
    },

    async countWorksheets(filters: SheetRowFilters): Promise<number> {
      const row = await applyFilters(
        db.selectFrom('worksheets').select((eb) => eb.fn.countAll<number>().as('count')),
        filters,
      ).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    listAnswerSheets(filters: SheetRowFilters, page: { limit: number; before?: number }) {
      let query = applyFilters(db.selectFrom('answer_sheets').selectAll(), filters);
      if (page.before !== undefined) query = query.where('answer_sheet_id', '<', page.before);
      return query
        .orderBy('answer_sheet_id', 'desc')
        .limit(page.limit + 1)
        .execute();
    },

    async countAnswerSheets(filters: SheetRowFilters): Promise<number> {
      const row = await applyFilters(
        db.selectFrom('answer_sheets').select((eb) => eb.fn.countAll<number>().as('count')),
        filters,
      ).executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findWorksheet(id: number): Promise<WorksheetRow | undefined> {
      const row = await db
        .selectFrom('worksheets')
        .selectAll()
        .where('worksheet_id', '=', id)
        .executeTakeFirst();
      return row ? (await withAnswerSheetIds([row]))[0] : undefined;
    },

    findAnswerSheet: (id: number): Promise<AnswerSheetRow | undefined> =>
      db.selectFrom('answer_sheets').selectAll().where('answer_sheet_id', '=', id).executeTakeFirst(),

    /** The saved paper each worksheet was published from. */
    async findPaperIds(worksheetIds: number[]): Promise<Map<number, number | null>> {
      if (worksheetIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('worksheets')
        .select(['worksheet_id', 'paper_id'])
        .where('worksheet_id', 'in', worksheetIds)
        .execute();
      return new Map(rows.map((row) => [row.worksheet_id, row.paper_id]));
    },

    /** Stores a worksheet and its answer sheet together. */
    insertWorksheetWithAnswerSheet(worksheet: NewWorksheet, answerSheet: NewAnswerSheet) {
      return db.transaction().execute(async (trx) => {
        const sheet = await trx
          .insertInto('worksheets')
          .values(worksheet)
          .returningAll()
          .executeTakeFirstOrThrow();
        const answer = await trx
          .insertInto('answer_sheets')
          .values({
            worksheet_id: sheet.worksheet_id,
            owner_id: sheet.owner_id,
            standard: sheet.standard,
            board: sheet.board,
            subject: sheet.subject,
            subject_title: sheet.subject_title,
            title: sheet.title,
            created_at: sheet.created_at,
            ...answerSheet,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { worksheet: { ...sheet, answer_sheet_id: answer.answer_sheet_id }, answerSheet: answer };
      });
    },

    /** Deletes a worksheet and its answer sheet. */
    async deleteWorksheet(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('answer_sheets').where('worksheet_id', '=', id).execute();
        await trx.deleteFrom('worksheets').where('worksheet_id', '=', id).execute();
      });
    },

    /** The files of a teacher's worksheets and answer sheets, and their logos (account deletion). */
    async listFilesOfOwner(ownerId: number): Promise<{ pdfs: string[]; logos: string[] }> {
      const sheets = await db
        .selectFrom('worksheets')
        .select(['file', 'logo'])
        .where('owner_id', '=', ownerId)
        .execute();
      const answers = await db
        .selectFrom('answer_sheets')
        .select('file')
        .where('owner_id', '=', ownerId)
        .execute();
      return {
        pdfs: [...sheets, ...answers].map((row) => row.file),
        logos: sheets.flatMap((row) => (row.logo ? [row.logo] : [])),
      };
    },

    async deleteWorksheetsOfOwner(ownerId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('answer_sheets').where('owner_id', '=', ownerId).execute();
        await trx.deleteFrom('worksheets').where('owner_id', '=', ownerId).execute();
      });
    },

    /** The shared collection's seeded worksheets with their files. */
    listSeededWorksheets: (): Promise<SeededWorksheet[]> =>
      db
        .selectFrom('worksheets')
        .leftJoin('answer_sheets', 'answer_sheets.worksheet_id', 'worksheets.worksheet_id')
        .select(['worksheets.worksheet_id', 'worksheets.file', 'answer_sheets.file as answer_file'])
        .select('worksheets.seed_key')
        .where('worksheets.seed_key', 'is not', null)
        .execute() as Promise<SeededWorksheet[]>,

    /** Points a seeded worksheet at newly rendered files (their old ones were lost). */
    async replaceFiles(worksheetId: number, file: string, answerFile: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('worksheets').set({ file }).where('worksheet_id', '=', worksheetId).execute();
        await trx
          .updateTable('answer_sheets')
          .set({ file: answerFile })
          .where('worksheet_id', '=', worksheetId)
          .execute();
      });
    },
  };
}

export type WorksheetsRepository = ReturnType<typeof createWorksheetsRepository>;
