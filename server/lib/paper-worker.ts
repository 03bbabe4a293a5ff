import { parentPort } from 'node:worker_threads';
import { createPaperEngine, type PaperEngine } from '../../common/paper/engine';
import type { PaperModel } from '../../common/paper/model';
import { loadNodeFonts } from '../../common/paper/node-fonts';

// The paper renderer's worker thread (started by ./paper-worker-client): lays out and paints one PDF
// per job with the paper engine, so HarfBuzz's WASM memory and the heap that rendering grows live and
// die with this thread, and the main thread never waits on layout or painting. Jobs run one after
// another, in the order they came; the engine and its fonts are loaded on the first.

export interface PaperJob {
  id: number;
  /** A model holding only images the server can draw (./paper-renderer). */
  model: PaperModel;
  title: string;
  /** Each image's bytes, or why it could not be read (the PDF then fails with that reason). */
  images: Map<string, Uint8Array | { error: string }>;
}

export type PaperJobReply =
  { id: number; pdf: Uint8Array } | { id: number; error: { name: string; message: string; stack?: string } };

let engine: Promise<PaperEngine> | undefined;
const getEngine = () => {
  engine ??= loadNodeFonts().then(createPaperEngine);
  engine.catch(() => (engine = undefined));
  return engine;
};

async function render(job: PaperJob): Promise<Uint8Array> {
  const paperEngine = await getEngine();
  const layout = paperEngine.layout(job.model);
  return paperEngine.renderPdf(layout, {
    title: job.title,
    loadImage: async (src) => {
      const image = job.images.get(src);
      if (!image) throw new Error('The image is no longer stored on the server');
      if ('error' in image) throw new Error(image.error);
      return image;
    },
  });
}

async function answer(job: PaperJob): Promise<void> {
  try {
    const pdf = await render(job);
    // Moved to the main thread, not copied; a view into a larger buffer is copied out first.
    const owned = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength ? pdf : pdf.slice();
    parentPort!.postMessage({ id: job.id, pdf: owned } satisfies PaperJobReply, [
      owned.buffer as ArrayBuffer,
    ]);
  } catch (cause) {
    const error = cause instanceof Error ? cause : new Error(String(cause));
    parentPort!.postMessage({
      id: job.id,
      error: { name: error.name, message: error.message, stack: error.stack },
    } satisfies PaperJobReply);
  }
}

let queue = Promise.resolve();
parentPort!.on('message', (job: PaperJob) => {
  queue = queue.then(() => answer(job));
});
