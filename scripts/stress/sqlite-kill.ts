// Durability on the embedded engine: 500 paper saves at once, the server killed with SIGKILL half-way,
// then restarted on the same data folder. Every save that was answered 201 must be there, field for
// field, with its logo; no other row may be torn; SQLite's integrity check must say ok.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import type { SavedPaper } from '../../common/paper-api';
import { TINY_PNG } from '../../server/test/multipart';
import { paperFields, paperForm } from '../../server/test/paper-form';
import { signUpTeacher, startServer } from './server-process';

const SAVES = 500;
/** The server is killed once this many saves have been answered. */
const KILL_AFTER = 250;
const LABEL = /^Stress school (\d+)$/;
const labelOf = (i: number) => `Stress school ${i}`;
/** Every tenth paper carries a logo, to check the upload beside the row. */
const hasLogo = (i: number) => i % 10 === 0;

export async function stressSqliteKill(): Promise<string[]> {
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) failures.push(what);
  };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-stress-sqlite-'));
  const env = { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1000' };
  try {
    let server = await startServer(env);
    const { token, userId } = await signUpTeacher(server.url);
    const auth = { authorization: `Bearer ${token}` };
    const forms = await Promise.all(
      Array.from({ length: SAVES }, (_, i) =>
        paperForm(
          userId,
          labelOf(i),
          hasLogo(i) ? { data: TINY_PNG, type: 'image/png', name: `logo-${i}.png` } : undefined,
        ),
      ),
    );

    const answered = new Map<number, SavedPaper>();
    const refused = new Map<number, number>();
    let cutOff = 0;
    let killedAt = 0;
    let killing: Promise<string> | undefined;
    const started = performance.now();
    await Promise.all(
      forms.map(async (form, i) => {
        try {
          const res = await fetch(`${server.url}/api/papers/add`, {
            method: 'POST',
            headers: { ...auth, ...form.headers },
            body: form.payload,
          });
          if (res.status !== 201) {
            refused.set(res.status, (refused.get(res.status) ?? 0) + 1);
            return;
          }
          answered.set(i, ((await res.json()) as { paper: SavedPaper }).paper);
          if (answered.size === KILL_AFTER && !killing) {
            killedAt = performance.now() - started;
            killing = server.stop('SIGKILL');
          }
        } catch {
          cutOff += 1;
        }
      }),
    );
    const death = await killing;
    check(death === 'SIGKILL', `the server was to die of SIGKILL, not ${death}`);
    console.log(
      `  ${SAVES} saves sent at once; SIGKILL after ${KILL_AFTER} answers (${killedAt.toFixed(0)} ms in): ` +
        `${answered.size} answered 201, ${cutOff} cut off` +
        (refused.size > 0 ? `, refused: ${JSON.stringify(Object.fromEntries(refused))}` : ''),
    );
    check(refused.size === 0, `saves refused with ${[...refused.keys()].join(', ')}`);
    check(cutOff > 0, 'the kill came after every save was answered: nothing was cut off');

    server = await startServer(env);
    let present = 0;
    let intact = 0;
    for (const [i, reply] of answered) {
      const res = await fetch(`${server.url}/api/papers/${reply.id}`, { headers: auth });
      if (res.status !== 200) continue;
      present += 1;
      const stored = (await res.json()) as SavedPaper;
      const sent = paperFields(userId, labelOf(i));
      const { paper: storedModel, ...storedRow } = stored;
      let ok = JSON.stringify(storedRow) === JSON.stringify(reply);
      ok &&= JSON.stringify(storedModel) === sent.paper;
      for (const field of ['school_name', 'standard', 'timing', 'date', 'division', 'address'] as const) {
        ok &&= stored[field] === sent[field];
      }
      if (hasLogo(i)) {
        const logo = stored.logo ? await fetch(`${server.url}${stored.logo}`) : undefined;
        ok &&= logo?.status === 200 && Buffer.from(await logo.arrayBuffer()).equals(TINY_PNG);
      } else {
        ok &&= stored.logo === null;
      }
      if (ok) intact += 1;
      else failures.push(`paper ${reply.id} (save ${i}) differs from what was answered`);
    }
    check(present === answered.size, `${answered.size - present} answered saves are missing`);

    // Saves that were committed but whose answer was lost in the kill must be whole too.
    let rows = 0;
    let cursor: number | null = null;
    do {
      const query: string = `type=default&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await (
        await fetch(`${server.url}/api/papers/user/${userId}?${query}`, { headers: auth })
      ).json()) as { papers: SavedPaper[]; next_cursor: number | null };
      for (const paper of page.papers) {
        rows += 1;
        const i = Number(LABEL.exec(paper.school_name)?.[1] ?? -1);
        const sent = i >= 0 ? paperFields(userId, labelOf(i)) : undefined;
        check(
          sent !== undefined && paper.date === sent.date && paper.board === sent.board,
          `paper ${paper.id} is not one that was sent whole`,
        );
        check(!answered.has(i) || answered.get(i)!.id === paper.id, `save ${i} was stored twice`);
      }
      cursor = page.next_cursor;
    } while (cursor);
    await server.stop();

    const sqlite = new SQLite(path.join(dataDir, 'prashna.sqlite'), { readonly: true });
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    const foreignKeys = sqlite.pragma('foreign_key_check') as unknown[];
    sqlite.close();
    check(integrity === 'ok', `PRAGMA integrity_check: ${String(integrity)}`);
    check(foreignKeys.length === 0, `PRAGMA foreign_key_check: ${foreignKeys.length} rows`);
    console.log(
      `  after the restart: ${present}/${answered.size} answered saves present, ${intact} intact ` +
        `(fields, body, paper JSON, logo bytes); ${rows} paper rows in all (${rows - present} committed ` +
        `but unanswered); integrity_check: ${String(integrity)}; foreign_key_check: ${foreignKeys.length} rows`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return failures;
}
