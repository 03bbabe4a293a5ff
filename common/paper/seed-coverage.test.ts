import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, expect, it } from 'vitest';
import { createPaperEngine, type PaperEngine } from './engine';
import { loadNodeFonts } from './node-fonts';

// Every character of the question bank must print: the paper's fonts are chosen for this text.
const SEED_DIR = fileURLToPath(new URL('../../server/db/seed/questions', import.meta.url));

let engine: PaperEngine;
beforeAll(async () => {
  engine = await createPaperEngine(await loadNodeFonts());
});

function seedFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return seedFiles(path);
    return name.endsWith('.json') ? [path] : [];
  });
}

it('has a glyph for every character of the seed questions, options and answers', () => {
  const files = seedFiles(SEED_DIR);
  expect(files.length).toBeGreaterThan(0);
  const missing = new Map<string, string>();
  for (const file of files) {
    const { questions } = JSON.parse(readFileSync(file, 'utf8')) as { questions: Record<string, unknown>[] };
    const text = JSON.stringify(
      questions.map(({ question, options, answer, points }) => [question, options, answer, points]),
    );
    for (const ch of engine.missingCharacters(text)) missing.set(ch, file);
  }
  expect(Object.fromEntries(missing)).toEqual({});
});
