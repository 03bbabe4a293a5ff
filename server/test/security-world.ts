import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/schema';
import { bearer, createTestTeacher, type TestTeacher } from './factories';
import { multipartBody, pngImage } from './image-fixtures';
import { multipartBody as formBody } from './multipart';
import { createOwnQuestion, insertSharedQuestions } from './question-factories';
import type { SmtpInbox } from './smtp-inbox';
import type { TestContext } from './test-context';
import { savePaper } from './worksheet-factories';

// Teacher A's objects of every kind, and the tokens an attacker might hold, for the access-control
// tests; plus snapshots of the whole database and data folder, to prove a refused request changed nothing.

export interface SecurityWorld {
  a: TestTeacher;
  b: TestTeacher;
  /** One of A's tokens, logged out. */
  revokedToken: string;
  /** A well-formed token no session has. */
  forgedToken: string;
  /** A's own private objects. */
  ids: {
    question: number;
    header: number;
    /** A saved paper (private) with a logo. */
    paper: number;
    /** A paper A published: its worksheet and answer sheet are public. */
    worksheet: number;
    answerSheet: number;
    /** The image of A's question (served by an unguessable name). */
    questionImage: string;
  };
  /** Strings only A's private objects hold: no answer to anyone else may contain them. */
  secrets: string[];
}

const image = (file: Buffer) => multipartBody(file, { filename: 'picture.png' });

async function upload(ctx: TestContext, url: string, token: string): Promise<string> {
  const body = image(pngImage(8, 6));
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token) },
  });
  if (res.statusCode !== 201) throw new Error(`upload to ${url}: ${res.statusCode} ${res.body}`);
  return (res.json() as { image_url: string }).image_url;
}

export async function buildSecurityWorld(ctx: TestContext, inbox: SmtpInbox): Promise<SecurityWorld> {
  const { app } = ctx;
  const mark = `secret${crypto.randomBytes(6).toString('hex')}`;
  // A small shared bank (Mathematics 7) to draw a paper from.
  await insertSharedQuestions(
    ctx.database,
    (['mcq', 'blank', 'truefalse', 'onetwo', 'short', 'long'] as const).flatMap((type) =>
      [1, 2, 3].map(() => ({ type, subject_id: 1, standard: 7 })),
    ),
  );
  const a = await createTestTeacher(app, inbox);
  const b = await createTestTeacher(app, inbox);

  const questionImage = await upload(ctx, '/api/question/image', a.token);
  const question = await createOwnQuestion(app, a.token, {
    question: `Which is ${mark}-question?`,
    subject: 1,
    standard: 7,
    image_url: questionImage,
  });

  const headerImage = await upload(ctx, '/api/headers/image', a.token);
  const header = await app.inject({
    method: 'POST',
    url: '/api/headers',
    headers: bearer(a.token),
    payload: {
      name: `${mark}-header`,
      styleType: 'style1',
      layoutType: 'horizontal',
      field1: `${mark}-school`,
      image: headerImage,
    },
  });
  if (header.statusCode !== 201) throw new Error(`header: ${header.body}`);

  const form = await formBody(
    {
      user_id: String(a.user.id),
      type: 'custom',
      date: '2026-11-21',
      school_name: `${mark}-paper-school`,
      body: `<div class="paper"><p>${mark}-paper-body</p></div>`,
    },
    [{ field: 'logo', name: 'logo.png', type: 'image/png', data: pngImage(5, 5) }],
  );
  const paper = await app.inject({
    method: 'POST',
    url: '/api/papers/add',
    payload: form.payload,
    headers: { ...form.headers, ...bearer(a.token) },
  });
  if (paper.statusCode !== 201) throw new Error(`paper: ${paper.body}`);

  const published = await savePaper(app, a, { subject: 1, standard: 7, withLogo: true });
  const publish = await app.inject({
    method: 'POST',
    url: `/api/papers/${published.id}/publish`,
    headers: bearer(a.token),
    payload: { board: 'CBSE', subject: 'Mathematics', subject_title: 'Algebra', standard: 7, title: 'Test' },
  });
  if (publish.statusCode !== 201) throw new Error(`publish: ${publish.body}`);
  const sheets = publish.json() as {
    worksheet: { worksheet_id: number };
    answer_sheet: { answer_sheet_id: number };
  };

  const second = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: a.username, password: a.password },
  });
  const revokedToken = (second.json() as { token: string }).token;
  const logout = await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(revokedToken) });
  if (logout.statusCode !== 200) throw new Error(`logout: ${logout.body}`);

  return {
    a,
    b,
    revokedToken,
    forgedToken: crypto.randomBytes(32).toString('base64url'),
    ids: {
      question: question.question_id,
      header: (header.json() as { id: number }).id,
      paper: (paper.json() as { paper: { id: number } }).paper.id,
      worksheet: sheets.worksheet.worksheet_id,
      answerSheet: sheets.answer_sheet.answer_sheet_id,
      questionImage,
    },
    secrets: [mark, a.email],
  };
}

/** The tables of the database, each with the column that names the teacher owning a row. */
export const TABLE_OWNERS: Record<keyof Database, string | null> = {
  users: 'id',
  sessions: 'user_id',
  email_codes: 'user_id',
  subjects: null,
  subject_titles: null,
  subject_title_standards: null,
  boards: null,
  chapters: null,
  questions: 'owner_id',
  headers: 'owner_id',
  papers: 'user_id',
  worksheets: 'owner_id',
  answer_sheets: 'owner_id',
};

export interface DataSnapshot {
  /** Every table's rows (sorted), or only one teacher's. */
  tables: Record<string, string[]>;
  /** Every file under the folder: relative path → size and SHA-1. */
  files: Record<string, string>;
}

/** All rows and files, or, with `ownerId`, the rows of that teacher and every file. */
export async function snapshotData(
  ctx: TestContext,
  options: { ownerId?: number; skipTables?: string[]; folder?: string } = {},
): Promise<DataSnapshot> {
  const tables: Record<string, string[]> = {};
  for (const [table, ownerColumn] of Object.entries(TABLE_OWNERS)) {
    if (options.skipTables?.includes(table)) continue;
    if (options.ownerId !== undefined && !ownerColumn) continue;
    let query = ctx.database.db.selectFrom(table as keyof Database).selectAll();
    if (options.ownerId !== undefined && ownerColumn) {
      query = query.where(ownerColumn as never, '=', options.ownerId as never);
    }
    const rows = (await query.execute()) as unknown[];
    tables[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return { tables, files: scanFiles(options.folder ?? ctx.config.dataDir) };
}

/** relative path → "size sha1" of every file under a folder (empty when it does not exist). */
export function scanFiles(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }) : []) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!/\.sqlite(-wal|-shm|-journal)?$/.test(entry.name)) {
        const data = fs.readFileSync(full);
        files[path.relative(root, full)] =
          `${data.length} ${crypto.createHash('sha1').update(data).digest('hex')}`;
      }
    }
  };
  walk(root);
  return files;
}
