// Node only (never imported by the browser): builds the paper's TTFs from the @fontsource WOFF files,
// and loads the engine's fonts and harfbuzz.wasm from disk.

import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inflateSync } from 'node:zlib';
import type { PaperFonts } from './engine';
import { FONT_FILES, FONT_IDS, fontFileName, type FontId } from './font-files';
import { loadSubsetter } from './hb-subset';
import { woffToTtf } from './woff';

const require = createRequire(import.meta.url);

/** Where scripts/build-fonts.ts writes the TTFs and the browser bundle takes them from. */
export const FONTS_DIR = fileURLToPath(new URL('./fonts', import.meta.url));

/** Converts (and, where the source is large, subsets) every paper font. */
export async function buildFonts(): Promise<Record<FontId, Uint8Array>> {
  const subset = await loadSubsetter(await readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm')));
  const entries = await Promise.all(
    FONT_FILES.map(async (file) => {
      const ttf = await woffToTtf(await readFile(require.resolve(file.source)), (data) => inflateSync(data));
      return [file.id, file.keep ? subset(ttf, file.keep, file.drop) : ttf] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<FontId, Uint8Array>;
}

export async function writeFonts(dir = FONTS_DIR): Promise<string[]> {
  const fonts = await buildFonts();
  await mkdir(dir, { recursive: true });
  return Promise.all(
    FONT_IDS.map(async (id) => {
      const path = join(dir, fontFileName(id));
      await writeFile(path, fonts[id]);
      return path;
    }),
  );
}

/** The engine's inputs: the built TTFs when present, else built in memory from the WOFF files. */
export async function loadNodeFonts(): Promise<PaperFonts> {
  const harfbuzzWasm = await readFile(require.resolve('harfbuzzjs/dist/harfbuzz.wasm'));
  const paths = FONT_IDS.map((id) => join(FONTS_DIR, fontFileName(id)));
  const files = paths.every((p) => existsSync(p))
    ? (Object.fromEntries(
        await Promise.all(
          FONT_IDS.map(async (id, i) => [id, new Uint8Array(await readFile(paths[i]!))] as const),
        ),
      ) as Record<FontId, Uint8Array>)
    : await buildFonts();
  return { harfbuzzWasm, files };
}
