// Loads the paper engine on paper screens only: the engine and pdfkit come through a dynamic import,
// harfbuzz.wasm and the fonts through Vite asset URLs fetched here, so the landing page carries none of
// it. The fonts are also registered with the browser (FontFace) under the names the SVG preview uses,
// so the preview draws with exactly the bytes the layout measured and the PDF embeds.

import harfbuzzWasmUrl from 'harfbuzzjs/dist/harfbuzz.wasm?url';
import deva400 from '../../../common/paper/fonts/deva-400.ttf?url';
import deva700 from '../../../common/paper/fonts/deva-700.ttf?url';
import greek400 from '../../../common/paper/fonts/greek-400.ttf?url';
import greek700 from '../../../common/paper/fonts/greek-700.ttf?url';
import gujr400 from '../../../common/paper/fonts/gujr-400.ttf?url';
import gujr700 from '../../../common/paper/fonts/gujr-700.ttf?url';
import math400 from '../../../common/paper/fonts/math-400.ttf?url';
import sans400 from '../../../common/paper/fonts/sans-400.ttf?url';
import sans700 from '../../../common/paper/fonts/sans-700.ttf?url';
import sansExt400 from '../../../common/paper/fonts/sans-ext-400.ttf?url';
import sansExt700 from '../../../common/paper/fonts/sans-ext-700.ttf?url';
import type { PaperEngine } from '../../../common/paper/engine';
import { FONT_IDS, cssFamilyOf, type FontId } from '../../../common/paper/font-files';

const FONT_URLS: Record<FontId, string> = {
  'sans-400': sans400,
  'sans-700': sans700,
  'sans-ext-400': sansExt400,
  'sans-ext-700': sansExt700,
  'greek-400': greek400,
  'greek-700': greek700,
  'deva-400': deva400,
  'deva-700': deva700,
  'gujr-400': gujr400,
  'gujr-700': gujr700,
  'math-400': math400,
};

let loading: Promise<PaperEngine> | undefined;

async function fetchBytes(url: string): Promise<Uint8Array<ArrayBuffer>> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

async function load(): Promise<PaperEngine> {
  const [{ createPaperEngine }, harfbuzzWasm, ...fontBytes] = await Promise.all([
    import('../../../common/paper/engine'),
    fetchBytes(harfbuzzWasmUrl),
    ...FONT_IDS.map((id) => fetchBytes(FONT_URLS[id])),
  ]);
  const files = Object.fromEntries(FONT_IDS.map((id, i) => [id, fontBytes[i]!])) as Record<
    FontId,
    Uint8Array
  >;
  const engine = await createPaperEngine({ harfbuzzWasm, files });
  await Promise.all(
    FONT_IDS.map(async (id, i) => {
      const face = new FontFace(cssFamilyOf(id), fontBytes[i]!.slice());
      document.fonts.add(await face.load());
    }),
  );
  // The preview needs no pdfkit; fetch it once the page is idle, so Download starts at once.
  const prepare = () => void engine.preparePdf().catch(() => undefined);
  if ('requestIdleCallback' in window) requestIdleCallback(prepare, { timeout: 5000 });
  else setTimeout(prepare, 2000);
  return engine;
}

/** The paper engine, loaded once per page session; a failed load is retried on the next call. */
export function loadPaperEngine(): Promise<PaperEngine> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error instanceof Error ? error : new Error(String(error));
  });
  return loading;
}
