import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PaperExportError } from '../../common/paper/export-error';
import type { PaperModel } from '../../common/paper/model';
import { JPEG_2X2, pngImage, WEBP_2X2 } from '../test/image-fixtures';
import { TEST_HEADER } from '../test/worksheet-factories';
import { createPaperRenderer, type PaperRenderer } from './paper-renderer';
import { createUploads } from './uploads';

// The server's PDFs are painted in a worker thread that starts on demand and ends when idle; whatever
// happens to that thread, a rendering answers (a PDF or an Error) and the next one works.

const PNG_NAME = `${'a'.repeat(32)}.png`;
const JPEG_NAME = `${'b'.repeat(32)}.jpg`;
const WEBP_NAME = `${'c'.repeat(32)}.webp`;
const image = (src: string) => ({ src, width: 40, height: 30 });

function testPaper(questions = 6, extra: Partial<PaperModel> = {}): PaperModel {
  return {
    header: TEST_HEADER,
    sections: [
      {
        type: 'short',
        questions: Array.from({ length: questions }, (_, i) => ({
          id: i + 1,
          text: `Question ${i + 1}: explain why the sky looks blue at noon and red at sunset.`,
          answer: `Answer ${i + 1}`,
        })),
      },
    ],
    ...extra,
  };
}

const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
const imagesIn = (pdf: Uint8Array) =>
  Buffer.from(pdf)
    .toString('latin1')
    .match(/\/Subtype \/Image/g)?.length ?? 0;

/** The worker threads started while `run` runs. */
async function workersStartedBy<T>(run: () => Promise<T>): Promise<{ result: T; workers: Worker[] }> {
  const workers: Worker[] = [];
  const seen = (worker: Worker) => workers.push(worker);
  process.on('worker', seen);
  try {
    return { result: await run(), workers };
  } finally {
    process.off('worker', seen);
  }
}

const exitOf = (worker: Worker) => new Promise<number>((resolve) => worker.once('exit', resolve));

describe('the paper renderer', () => {
  let dataDir: string;
  const renderers: PaperRenderer[] = [];
  const rendererFor = (workerIdleMs?: number) => {
    const renderer = createPaperRenderer({ uploads: createUploads({ dataDir }), workerIdleMs });
    renderers.push(renderer);
    return renderer;
  };

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-renderer-'));
    fs.mkdirSync(path.join(dataDir, 'uploads'));
    fs.writeFileSync(path.join(dataDir, 'uploads', PNG_NAME), pngImage(8, 6));
    fs.writeFileSync(path.join(dataDir, 'uploads', JPEG_NAME), JPEG_2X2);
    fs.writeFileSync(path.join(dataDir, 'uploads', WEBP_NAME), WEBP_2X2);
  });
  afterEach(async () => {
    await Promise.all(renderers.splice(0).map((renderer) => renderer.close()));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('paints a worksheet and its answer sheet, with only the images the server holds as PNG or JPEG', async () => {
    const renderer = rendererFor();
    const paper = testPaper(4, {
      header: { ...testPaper().header, image: image(`/api/uploads/${PNG_NAME}`) },
    });
    paper.sections[0]!.questions[0]!.image = image(`/api/uploads/${JPEG_NAME}`);
    paper.sections[0]!.questions[1]!.image = image(`/api/uploads/${WEBP_NAME}`);
    paper.sections[0]!.questions[2]!.image = image('https://example.com/picture.png');
    paper.sections[0]!.questions[3]!.image = image(
      `data:image/png;base64,${pngImage(3, 3).toString('base64')}`,
    );

    const sheets = await renderer.renderSheets(paper, paper, 'Unit Test');
    for (const pdf of [sheets.worksheet, sheets.answerSheet]) {
      expect(isPdf(pdf)).toBe(true);
      // The uploaded PNG and JPEG and the data: URL; the WebP and the outside address are left out.
      expect(imagesIn(pdf)).toBe(3);
    }
  });

  it('fails a rendering whose image cannot be printed with the reason, and renders the next', async () => {
    const renderer = rendererFor();
    const broken = testPaper(1);
    broken.sections[0]!.questions[0]!.image = image(
      `data:image/png;base64,${Buffer.from('not a png').toString('base64')}`,
    );
    const failed = renderer.renderPdf(broken, 'Broken');
    await expect(failed).rejects.toBeInstanceOf(PaperExportError);
    await expect(failed).rejects.toThrow(/An image of the paper could not be added/);
    expect(isPdf(await renderer.renderPdf(testPaper(), 'Next'))).toBe(true);
  });

  it('paints concurrent renderings in one thread, each its own PDF', async () => {
    const renderer = rendererFor();
    const { result, workers } = await workersStartedBy(() =>
      Promise.all([
        renderer.renderPdf(testPaper(2), 'Short'),
        renderer.renderPdf(testPaper(60), 'Long'),
        renderer.renderPdf(testPaper(1), 'Shortest'),
      ]),
    );
    expect(workers).toHaveLength(1);
    expect(result.every(isPdf)).toBe(true);
    // Each reply went to its own call: the 60-question paper is the largest.
    expect(result[1]!.byteLength).toBeGreaterThan(result[0]!.byteLength);
    expect(result[0]!.byteLength).toBeGreaterThan(result[2]!.byteLength);
  });

  it('ends the thread once idle, and starts another for the next rendering', async () => {
    const renderer = rendererFor(100);
    const first = await workersStartedBy(() => renderer.renderPdf(testPaper(), 'First'));
    expect(first.workers).toHaveLength(1);
    expect(isPdf(first.result)).toBe(true);
    await exitOf(first.workers[0]!);

    const second = await workersStartedBy(() => renderer.renderPdf(testPaper(), 'Second'));
    expect(second.workers).toHaveLength(1);
    expect(second.workers[0]).not.toBe(first.workers[0]);
    expect(isPdf(second.result)).toBe(true);
  });

  it('ends a thread only when it has had nothing to do for its idle time', async () => {
    const renderer = rendererFor(50);
    const { result, workers } = await workersStartedBy(async () => {
      const pdfs = [await renderer.renderPdf(testPaper(), 'First')];
      // Comes within the idle time, and keeps the thread busy far longer than that: not cut short.
      const started = performance.now();
      pdfs.push(await renderer.renderPdf(testPaper(300), 'Long'));
      expect(performance.now() - started).toBeGreaterThan(50);
      await new Promise((resolve) => setTimeout(resolve, 200));
      pdfs.push(await renderer.renderPdf(testPaper(), 'After a pause'));
      return pdfs;
    });
    expect(result.every(isPdf)).toBe(true);
    // The first thread painted the first two; the pause ended it, and the third found a new one.
    expect(workers).toHaveLength(2);
  });

  it('fails the renderings a stopped thread held with an Error, and the next rendering works', async () => {
    const renderer = rendererFor();
    const workers: Worker[] = [];
    const seen = (worker: Worker) => {
      workers.push(worker);
      // Killed as soon as it runs, while it is still loading the engine for the renderings it holds.
      worker.once('online', () => void worker.terminate());
    };
    process.on('worker', seen);
    const held = [renderer.renderPdf(testPaper(), 'One'), renderer.renderPdf(testPaper(), 'Two')];
    try {
      for (const rendering of held) await expect(rendering).rejects.toThrow(/the paper renderer stopped/);
    } finally {
      process.off('worker', seen);
    }
    expect(workers).toHaveLength(1);
    expect(isPdf(await renderer.renderPdf(testPaper(), 'After'))).toBe(true);
  });

  it('fails renderings in flight when the renderer closes', async () => {
    const renderer = rendererFor();
    const started = new Promise((resolve) => process.once('worker', resolve));
    const rendering = renderer.renderPdf(testPaper(200), 'Closed');
    await started;
    await renderer.close();
    await expect(rendering).rejects.toBeInstanceOf(Error);
    expect(isPdf(await renderer.renderPdf(testPaper(), 'Reopened'))).toBe(true);
  });
});
