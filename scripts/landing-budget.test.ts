// The landing page is the first thing a teacher on a slow phone connection sees: the JavaScript it
// loads (the entry, the `/` route's lazy chunk and everything either imports statically) must stay
// under 100 KB gzipped. Reads the production build's Vite manifest, so `npm run build` must run first
// (`npm test` builds before the unit tests).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';

const BUDGET_BYTES = 100 * 1024;
const LANDING_SOURCE = 'features/landing/landing-page.tsx';

const clientDist = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'client');
const manifestPath = path.join(clientDist, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function readManifest(): Manifest {
  if (!fs.existsSync(manifestPath)) {
    throw new Error(
      `No production build: ${path.relative(process.cwd(), manifestPath)} is missing. Run \`npm run build\` first.`,
    );
  }
  return JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
}

/** The manifest keys of `roots` and every chunk they import statically, transitively. */
function staticClosure(manifest: Manifest, roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const key = queue.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest names a chunk it does not describe: ${key}`);
    seen.add(key);
    queue.push(...(chunk.imports ?? []));
  }
  return seen;
}

function gzippedSize(file: string): number {
  return zlib.gzipSync(fs.readFileSync(path.join(clientDist, file)), { level: 9 }).length;
}

function findChunk(manifest: Manifest, test: (chunk: ManifestChunk) => boolean, what: string): string {
  const keys = Object.keys(manifest).filter((key) => test(manifest[key] as ManifestChunk));
  if (keys.length !== 1) throw new Error(`Expected one ${what} in the Vite manifest, found ${keys.length}.`);
  return keys[0] as string;
}

describe('landing page JavaScript budget', () => {
  it(`loads under ${BUDGET_BYTES / 1024} KB of gzipped JavaScript`, () => {
    const manifest = readManifest();
    const entry = findChunk(manifest, (chunk) => chunk.isEntry === true, 'entry');
    const landing = findChunk(
      manifest,
      (chunk) => chunk.src === LANDING_SOURCE,
      `chunk of ${LANDING_SOURCE}`,
    );
    expect(manifest[entry]?.dynamicImports ?? [], 'the landing page is a lazy route').toContain(landing);

    const sizes = [...staticClosure(manifest, [entry, landing])]
      .map((key) => (manifest[key] as ManifestChunk).file)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzip: gzippedSize(file) }))
      .sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const report = sizes.map(({ file, gzip }) => `  ${(gzip / 1024).toFixed(1)} KB  ${file}`).join('\n');
    console.log(`landing page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped\n${report}`);
    expect(
      total,
      `the landing page loads ${(total / 1024).toFixed(1)} KB of gzipped JavaScript (budget ${BUDGET_BYTES / 1024} KB):\n${report}`,
    ).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
