import fs from 'node:fs';
import type { PaperImage, PaperModel } from '../../common/paper/model';
import { createPaperWorkerClient } from './paper-worker-client';
import type { PaperJob } from './paper-worker';
import type { Uploads } from './uploads';

// The paper engine in Node: the same layout and PDF painter the browser uses, for the worksheets and
// answer sheets the server stores. Layout and painting run in a worker thread (./paper-worker-client),
// started on demand and ended when idle, which loads the fonts and the engine on its first rendering.
//
// Images: only what this server holds is drawn (uploaded PNG or JPEG files, and PNG or JPEG data: URLs);
// the server never fetches an address a paper names, and pdfkit cannot embed WebP without a browser.
// They are chosen and read here, where the uploads are known, and their bytes go to the worker.

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

export interface RenderedSheets {
  worksheet: Uint8Array;
  answerSheet: Uint8Array;
}

export function createPaperRenderer(deps: {
  uploads: Pick<Uploads, 'findUpload'>;
  /** How long the worker thread lives on without work (default 10 s). */
  workerIdleMs?: number;
}) {
  const worker = createPaperWorkerClient({ idleMs: deps.workerIdleMs });

  async function loadImage(src: string): Promise<Uint8Array> {
    const data = DATA_URL.exec(src);
    if (data) return new Uint8Array(Buffer.from(data[2]!, 'base64'));
    const upload = await deps.uploads.findUpload(src);
    if (!upload) throw new Error('The image is no longer stored on the server');
    return new Uint8Array(await fs.promises.readFile(upload.file));
  }

  async function isDrawable(image: PaperImage | undefined): Promise<boolean> {
    if (!image) return false;
    if (DATA_URL.test(image.src)) return true;
    const upload = await deps.uploads.findUpload(image.src);
    return upload !== undefined && upload.mime !== 'image/webp';
  }

  /** The model with the images the server cannot draw left out. */
  async function drawableModel(model: PaperModel): Promise<PaperModel> {
    const keep = async <T extends { image?: PaperImage }>(item: T): Promise<T> => {
      if (!item.image || (await isDrawable(item.image))) return item;
      const { image: _dropped, ...rest } = item;
      return rest as T;
    };
    return {
      ...model,
      header: await keep(model.header),
      sections: await Promise.all(
        model.sections.map(async (section) => ({
          ...section,
          questions: await Promise.all(section.questions.map(keep)),
        })),
      ),
    };
  }

  /** Every image of the model read, or the reason it could not be (the PDF fails with it if drawn). */
  async function loadImages(model: PaperModel): Promise<PaperJob['images']> {
    const images: PaperJob['images'] = new Map();
    const items = [model.header, ...model.sections.flatMap((section) => section.questions)];
    const sources = new Set(items.flatMap((item) => (item.image ? [item.image.src] : [])));
    await Promise.all(
      [...sources].map(async (src) => {
        try {
          images.set(src, await loadImage(src));
        } catch (cause) {
          images.set(src, { error: cause instanceof Error ? cause.message : String(cause) });
        }
      }),
    );
    return images;
  }

  async function renderPdf(model: PaperModel, title: string): Promise<Uint8Array> {
    const drawable = await drawableModel(model);
    return worker.render({ model: drawable, title, images: await loadImages(drawable) });
  }

  return {
    renderPdf,

    /** Ends the worker thread now rather than when idle (renderings still running fail). */
    close: () => worker.close(),

    /** The worksheet (the paper) and its answer sheet (the same paper with the answers). */
    async renderSheets(paper: PaperModel, answerKey: PaperModel, title: string): Promise<RenderedSheets> {
      const worksheet = await renderPdf({ ...paper, mode: 'paper' }, title);
      const answerSheet = await renderPdf({ ...answerKey, mode: 'answerKey' }, `${title} – Answer Sheet`);
      return { worksheet, answerSheet };
    },
  };
}

export type PaperRenderer = ReturnType<typeof createPaperRenderer>;
