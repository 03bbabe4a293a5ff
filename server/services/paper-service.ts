import type { AuthContext } from './auth-service';
import { PaperModel } from '../../common/paper/model';
import type { PaperAddFields, SavedPaper } from '../../common/paper-api';
import type { PaperRow, PapersRepository } from '../db/papers-repository';
import { badRequest, forbidden, notFound } from '../lib/app-error';
import { sanitizePaperHtml } from '../lib/sanitize-paper-html';
import type { Uploads } from '../lib/uploads';

export const PAPER_NOT_FOUND = 'Paper not found.';

/** A stored paper as the API shows it; the body is sanitized again on the way out. */
export function presentPaper(row: PaperRow, withContent = false): SavedPaper {
  const paper: SavedPaper = {
    id: row.id,
    user_id: row.user_id,
    type: row.type === 'custom' ? 'custom' : 'default',
    logo: row.logo,
    subject: row.subject,
    standard: row.standard,
    school_name: row.school_name,
    board: row.board,
    division: row.division,
    address: row.address,
    timing: row.timing,
    date: row.date,
    body: sanitizePaperHtml(row.body),
    createdAt: row.created_at,
  };
  if (withContent) paper.paper = row.content ? (JSON.parse(row.content) as unknown) : null;
  return paper;
}

/** The structured paper must be a paper the engine can draw again. */
function parseContent(json: string | undefined): string | null {
  if (json === undefined || json === '') return null;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw badRequest('paper: not valid JSON.', 'paper');
  }
  const parsed = PaperModel.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw badRequest(`paper.${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`, 'paper');
  }
  return JSON.stringify(parsed.data);
}

export function createPaperService(deps: { papers: PapersRepository; uploads: Uploads }) {
  const { papers, uploads } = deps;

  async function ownPaper(auth: AuthContext, id: number): Promise<PaperRow> {
    const row = await papers.findPaper(id);
    // Another teacher's paper is answered as missing: its existence is not theirs to know.
    if (!row || row.user_id !== auth.user.id) throw notFound(PAPER_NOT_FOUND);
    return row;
  }

  return {
    async addPaper(auth: AuthContext, fields: PaperAddFields, logo: string | null): Promise<SavedPaper> {
      if (fields.user_id !== auth.user.id) throw forbidden('You can only save papers to your own account.');
      const row = await papers.insertPaper({
        user_id: auth.user.id,
        type: fields.type,
        logo,
        school_name: fields.school_name,
        standard: fields.standard,
        subject: fields.subject,
        board: fields.board,
        division: fields.division,
        address: fields.address,
        timing: fields.timing,
        date: fields.date,
        body: sanitizePaperHtml(fields.body),
        content: parseContent(fields.paper),
        created_at: new Date().toISOString(),
      });
      return presentPaper(row);
    },

    validateContent: parseContent,

    async listPapers(
      auth: AuthContext,
      userId: number,
      query: { type?: 'default' | 'custom'; limit: number; cursor?: number },
    ) {
      if (userId !== auth.user.id) throw forbidden('You can only see your own papers.');
      const rows = await papers.listPapers(userId, query);
      const page = rows.slice(0, query.limit);
      return {
        papers: page.map((row) => presentPaper(row)),
        next_cursor: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
        total: await papers.countPapers(userId, query.type),
      };
    },

    async getPaper(auth: AuthContext, id: number): Promise<SavedPaper> {
      return presentPaper(await ownPaper(auth, id), true);
    },

    async deletePaper(auth: AuthContext, id: number): Promise<void> {
      const row = await ownPaper(auth, id);
      await papers.deletePaper(row.id);
      if (row.logo) await uploads.deleteUpload(row.logo);
    },

    /** Account deletion takes the papers, the header templates and their files with it. */
    async deleteEverythingOf(userId: number): Promise<void> {
      const files = [
        ...(await papers.listLogosOfUser(userId)),
        ...(await papers.listHeaderImagesOfUser(userId)),
      ];
      await papers.deletePapersOfUser(userId);
      await papers.deleteHeadersOfUser(userId);
      for (const file of files) await uploads.deleteUpload(file);
    },
  };
}

export type PaperService = ReturnType<typeof createPaperService>;
