import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The PDFs of worksheets and answer sheets, under DATA_DIR/worksheets, named by the server. Files never
// change once written: a new rendering gets a new name.

export const WORKSHEET_FILE_PATTERN = /^[a-f0-9]{32}\.pdf$/;

export function createWorksheetFiles(options: { dataDir: string }) {
  const dir = path.join(options.dataDir, 'worksheets');
  const pathOf = (name: string): string | undefined =>
    WORKSHEET_FILE_PATTERN.test(name) ? path.join(dir, name) : undefined;

  return {
    dir,

    /** Writes a PDF under a new random name and answers the name. */
    async savePdf(data: Uint8Array): Promise<string> {
      const name = `${crypto.randomBytes(16).toString('hex')}.pdf`;
      await fs.promises.mkdir(dir, { recursive: true });
      await fs.promises.writeFile(path.join(dir, name), data, { flag: 'wx', mode: 0o644 });
      return name;
    },

    /** The file on disk and its size, when it is there. */
    async findPdf(name: string): Promise<{ file: string; size: number } | undefined> {
      const file = pathOf(name);
      if (!file) return undefined;
      const stat = await fs.promises.stat(file).catch(() => undefined);
      return stat?.isFile() ? { file, size: stat.size } : undefined;
    },

    /** Removes a stored PDF; a missing one is ignored. */
    async deletePdf(name: string): Promise<void> {
      const file = pathOf(name);
      if (file) await fs.promises.rm(file, { force: true });
    },
  };
}

export type WorksheetFiles = ReturnType<typeof createWorksheetFiles>;
