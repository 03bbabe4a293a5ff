import fs from 'node:fs';
import { createPaperEngine, type PaperEngine } from '../../common/paper/engine';
import type { PaperImage, PaperModel } from '../../common/paper/model';
import { loadNodeFonts } from '../../common/paper/node-fonts';
import type { Uploads } from './uploads';

// The paper engine in Node: the same layout and PDF painter the browser uses, for the worksheets and
// answer sheets the server stores. The fonts and the engine are loaded once, on the first rendering.
//
// Images: only what this server holds is drawn (uploaded PNG or JPEG files, and PNG or JPEG data: URLs);
// the server never fetches an address a paper names, and pdfkit cannot embed WebP without a browser.

const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/=]+)$/;

export interface RenderedSheets {
  worksheet: Uint8Array;
  answerSheet: Uint8Array;
}

export function createPaperRenderer(deps: { uploads: Pick<Uploads, 'findUpload'> }) {
  let engine: Promise<PaperEngine> | undefined;
  const getEngine = () => {
    engine ??= loadNodeFonts().then(createPaperEngine);
    engine.catch(() => (engine = undefined));
    return engine;
  };

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

  async function renderPdf(model: PaperModel, title: string): Promise<Uint8Array> {
    const paperEngine = await getEngine();
    const layout = paperEngine.layout(await drawableModel(model));
    return paperEngine.renderPdf(layout, { loadImage, title });
  }

  return {
    renderPdf,

    /** The worksheet (the paper) and its answer sheet (the same paper with the answers). */
    async renderSheets(paper: PaperModel, answerKey: PaperModel, title: string): Promise<RenderedSheets> {
      const worksheet = await renderPdf({ ...paper, mode: 'paper' }, title);
      const answerSheet = await renderPdf({ ...answerKey, mode: 'answerKey' }, `${title} – Answer Sheet`);
      return { worksheet, answerSheet };
    },
  };
}

export type PaperRenderer = ReturnType<typeof createPaperRenderer>;
