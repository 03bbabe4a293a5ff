/**
 * The paper engine: one A4 layout computed from the real metrics of the fonts the PDF embeds, painted
 * both as the on-screen preview (client/features/paper) and as a vector PDF. Runs in the browser and
 * in Node alike; nothing here touches the file system (Node loads fonts with ./node-fonts).
 *
 * Public API
 *   createPaperEngine(fonts: PaperFonts): Promise<PaperEngine>
 *     fonts.harfbuzzWasm – bytes of harfbuzzjs/dist/harfbuzz.wasm
 *     fonts.files        – TTF bytes for every FontId of ./font-files (built by scripts/build-fonts.ts;
 *                          in Node, loadNodeFonts() of ./node-fonts gives both)
 *   engine.layout(model: PaperModel): PaperLayout
 *     Validates the model (zod, ./model) and lays it out: header on page 1 only, sections A), B) … with
 *     "[n × m = t]" marks, questions numbered from 1 in each section, MCQ options (A)–(D) in two columns
 *     when each fits on one line there, images at their aspect ratio, "Page k of n" footers. A question
 *     moves whole to the next page unless it alone is taller than a page. Throws a ZodError for a bad
 *     model. Cheap to call again after an edit (shaping and line breaks are cached per text): a
 *     100-question paper re-lays in a few milliseconds. `mode: 'answerKey'` prints each question's
 *     answer (MCQ as its option letter) and marking points under it.
 *   engine.renderPdf(layout, { onProgress?(page, total), loadImage?(src), title? }): Promise<Uint8Array>
 *     The PDF of that layout (A4, subset fonts, /ActualText per line, images embedded); rejects with
 *     PaperExportError, whose message a teacher can read, when an image or pdfkit cannot be loaded or
 *     the PDF cannot be made. pdfkit is a chunk of its own, loaded on the first call.
 *   engine.preparePdf(): Promise<void> – loads pdfkit and warms it (fonts parsed) ahead of the first
 *     export; the browser loader calls it when the page is idle.
 *   engine.missingCharacters(text): string[] – characters no paper font can draw.
 *
 * The layout (./layout-types) is plain data: pages of text lines (runs of one font with x, width and
 * a shared baseline, plus the line's logical text), rules, boxes, images and question regions, in PDF
 * points with the origin at the top left. Model types and constants (marks per type, section titles)
 * live in ./model; the header fields' places in ./header-templates.
 *
 * Browser: client/features/paper/load-paper-engine (lazy, also registers the fonts for the preview),
 * paper-preview.tsx (SVG pages), download-paper-pdf.ts. Node: ./node-fonts.
 */

import { FONT_IDS, type FontId } from './font-files';
import { loadHarfBuzz, type HbFont } from './harfbuzz';
import { layoutPaper } from './layout';
import type { PaperLayout } from './layout-types';
import type { PaperModel } from './model';
import { PaperExportError, type RenderPdfOptions } from './export-error';
import type { paintPdf as PaintPdfFn } from './pdf-painter';
import { TextShaper } from './text';

type PaintPdf = typeof PaintPdfFn;

const WARM_UP_TEXT = 'Aa 1 प्रश्न પ્રશ્ન π ₹ √';
const WARM_UP_PAPER: PaperModel = {
  header: { id: 0, styleType: 'style1', layoutType: 'horizontal', field1: WARM_UP_TEXT },
  sections: [{ type: 'other', questions: [{ id: 0, text: WARM_UP_TEXT }] }],
};

export interface PaperFonts {
  harfbuzzWasm: BufferSource;
  files: Record<FontId, Uint8Array>;
}

export interface PaperEngine {
  layout(model: PaperModel): PaperLayout;
  renderPdf(layout: PaperLayout, options?: RenderPdfOptions): Promise<Uint8Array>;
  /** Fetches the PDF writer ahead of the first export (the preview does not need it). */
  preparePdf(): Promise<void>;
  missingCharacters(text: string): string[];
}

export async function createPaperEngine(fonts: PaperFonts): Promise<PaperEngine> {
  const hb = await loadHarfBuzz(fonts.harfbuzzWasm);
  const opened = new Map<FontId, HbFont>();
  for (const id of FONT_IDS) {
    const data = fonts.files[id];
    if (!data?.byteLength) throw new Error(`The paper font ${id} is missing (run npm run fonts)`);
    opened.set(id, hb.openFont(data));
  }
  const shaper = new TextShaper(opened);
  const fontData = new Map(FONT_IDS.map((id) => [id, fonts.files[id]] as const));
  const parsedFonts = new Map<FontId, object>();
  return {
    layout: (model) => layoutPaper(shaper, model),
    // pdfkit is a chunk of its own, fetched on the first export (or earlier by preparePdf).
    renderPdf: async (layout, options) => {
      let paintPdf: PaintPdf;
      try {
        ({ paintPdf } = await import('./pdf-painter'));
      } catch (cause) {
        throw new PaperExportError('The PDF writer could not be loaded: check the connection and try again', {
          cause,
        });
      }
      try {
        return await paintPdf({ shaper, fontData, parsedFonts }, layout, options);
      } catch (cause) {
        if (cause instanceof PaperExportError) throw cause;
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new PaperExportError(`The PDF could not be made: ${reason}`, { cause });
      }
    },
    preparePdf: async () => {
      // Loading pdfkit and writing one small paper in every font parses the fonts and warms the code,
      // so the teacher's first export is as quick as the next ones.
      const { paintPdf } = await import('./pdf-painter');
      await paintPdf({ shaper, fontData, parsedFonts }, layoutPaper(shaper, WARM_UP_PAPER));
    },
    missingCharacters(text) {
      const probe = new TextShaper(opened);
      probe.splitRuns(text, 400);
      return [...probe.missing];
    },
  };
}

export type { PaperLayout } from './layout-types';
export type { RenderPdfOptions } from './export-error';
export { PaperExportError };
