// Paints a PaperLayout as a vector PDF with pdfkit: A4 portrait, fonts embedded as subsets, images
// embedded. Glyphs come from the same HarfBuzz shaping the layout measured with (pdfkit's own shaper,
// fontkit, breaks on some Gujarati clusters); pdfkit is used for the file structure, font subsetting and
// images. Each line is wrapped in a /Span with /ActualText so copying gives the words in logical order.

import PDFDocument from 'pdfkit';
import type { FontId } from './font-files';
import { PaperExportError, type RenderPdfOptions } from './export-error';
import { fetchImage, toEmbeddableImage, type ImageLoader } from './images';
import type { LayoutItem, PaperLayout, TextItem } from './layout-types';
import type { TextShaper } from './text';

/** The parts of pdfkit's EmbeddedFont the painter feeds glyphs to. */
interface EmbeddedFont {
  id: string;
  font: object;
  subset: { includeGlyph(glyphId: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
}

interface PdfkitImages {
  openImage(src: Uint8Array): unknown;
}

interface PdfkitInternals {
  _font: EmbeddedFont;
  page: { fonts: Record<string, unknown> };
}

export interface PainterContext {
  shaper: TextShaper;
  fontData: ReadonlyMap<FontId, Uint8Array>;
  /** Parsed fonts kept between exports (pdfkit parses a font once per document otherwise). */
  parsedFonts: Map<FontId, object>;
}

const num = (n: number) => (Math.round(n * 1000) / 1000).toString();
const hex4 = (n: number) => n.toString(16).padStart(4, '0');

function utf16Hex(text: string): string {
  let out = 'FEFF';
  for (let i = 0; i < text.length; i++) out += hex4(text.charCodeAt(i)).toUpperCase();
  return out;
}

function rgb(color: string): string {
  const v = parseInt(color.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255].map((c) => num(c / 255)).join(' ');
}

export async function paintPdf(
  ctx: PainterContext,
  layout: PaperLayout,
  options: RenderPdfOptions = {},
): Promise<Uint8Array> {
  const images = await loadImages(layout, options.loadImage ?? fetchImage);
  const doc = new PDFDocument({
    size: [layout.width, layout.height],
    margin: 0,
    autoFirstPage: false,
    // No standard font: the browser build has none registered, and every glyph here is embedded.
    font: null as unknown as string,
    compress: true,
    info: { Title: options.title ?? 'Exam paper', Creator: 'Prashna', Producer: 'Prashna' },
  });
  const internals = doc as unknown as PdfkitInternals;
  const chunks: Uint8Array[] = [];
  const done = new Promise<void>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve());
    doc.on('error', reject);
  });

  const embedded = new Map<FontId, EmbeddedFont>();
  const fontIds = new Set<string>();
  const embed = (id: FontId): EmbeddedFont => {
    let font = embedded.get(id);
    if (!font) {
      const source = ctx.parsedFonts.get(id) ?? ctx.fontData.get(id);
      if (!source) throw new PaperExportError(`The font ${id} is not loaded`);
      // Registered by name: pdfkit reads a second argument of font() as a collection member's name.
      doc.registerFont(id, source as Uint8Array);
      doc.font(id);
      font = internals._font;
      if (fontIds.has(font.id)) throw new PaperExportError(`pdfkit merged the font ${id} with another`);
      fontIds.add(font.id);
      ctx.parsedFonts.set(id, font.font);
      embedded.set(id, font);
    }
    internals.page.fonts[font.id] ??= font.ref();
    return font;
  };

  // Each image is embedded once however often it appears (pdfkit caches only images given by path).
  const opened = new Map<string, unknown>();
  const imageOf = (src: string) => {
    let image = opened.get(src);
    if (!image) opened.set(src, (image = (doc as unknown as PdfkitImages).openImage(images.get(src)!)));
    return image;
  };

  const total = layout.pages.length;
  for (let k = 0; k < total; k++) {
    doc.addPage({ size: [layout.width, layout.height], margin: 0 });
    const content: string[] = [];
    const flush = () => {
      if (content.length) doc.addContent(content.join('\n'));
      content.length = 0;
    };
    for (const item of layout.pages[k]!.items) {
      if (item.kind === 'image') {
        flush();
        doc.image(imageOf(item.src) as Buffer, item.x, item.y, { width: item.width, height: item.height });
      } else content.push(paintItem(ctx.shaper, item, embed));
    }
    flush();
    options.onProgress?.(k + 1, total);
    if (options.onProgress) await new Promise((resolve) => setTimeout(resolve, 0));
  }
  doc.end();
  await done;
  const size = chunks.reduce((n, c) => n + c.byteLength, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

function paintItem(shaper: TextShaper, item: LayoutItem, embed: (id: FontId) => EmbeddedFont): string {
  switch (item.kind) {
    case 'rule':
      return `q ${num(item.lineWidth)} w ${rgb(item.color)} RG ${num(item.x1)} ${num(item.y1)} m ${num(item.x2)} ${num(item.y2)} l S Q`;
    case 'box': {
      const path = `${num(item.x)} ${num(item.y)} ${num(item.width)} ${num(item.height)} re`;
      const fill = item.fill ? `${rgb(item.fill)} rg ${path} f ` : '';
      const stroke = item.stroke ? `${num(item.lineWidth)} w ${rgb(item.stroke)} RG ${path} S` : '';
      return `q ${fill}${stroke} Q`;
    }
    case 'text':
      return paintText(shaper, item, embed);
    case 'image':
      return '';
  }
}

/** One line: BT, a marked-content span carrying the logical text, each run's glyphs placed exactly. */
function paintText(shaper: TextShaper, item: TextItem, embed: (id: FontId) => EmbeddedFont): string {
  const out = [`q ${rgb(item.color)} rg BT /Span <</ActualText <${utf16Hex(item.text)}>>> BDC`];
  for (const run of item.runs) {
    const font = embed(run.font);
    const hb = shaper.fontOf(run.font);
    const shaped = shaper.shape(run.font, run.text);
    const scale = run.size / shaped.unitsPerEm;
    const clusterEnds = clusterBoundaries(
      shaped.glyphs.map((g) => g.cluster),
      run.text.length,
    );
    out.push(`/${font.id} ${num(run.size)} Tf`);
    let penX = 0;
    let curX = 0;
    let curY: number | undefined;
    let tj: string[] = [];
    let hexRun = '';
    const endTj = () => {
      if (hexRun) tj.push(`<${hexRun}>`);
      if (tj.length) out.push(`[${tj.join(' ')}] TJ`);
      tj = [];
      hexRun = '';
    };
    let previousCluster = -1;
    for (const glyph of shaped.glyphs) {
      const gid = font.subset.includeGlyph(glyph.id);
      if (font.widths[gid] == null) font.widths[gid] = (hb.advanceOf(glyph.id) * 1000) / shaped.unitsPerEm;
      if (font.unicode[gid] == null) {
        const codes =
          glyph.cluster !== previousCluster
            ? [...run.text.slice(glyph.cluster, clusterEnds.get(glyph.cluster))].map((c) => c.codePointAt(0)!)
            : [];
        font.unicode[gid] = codes;
      }
      previousCluster = glyph.cluster;
      const gx = penX + glyph.xOffset * scale;
      const gy = glyph.yOffset * scale;
      if (gy !== curY) {
        endTj();
        out.push(`1 0 0 -1 ${num(run.x + gx)} ${num(item.y - (run.rise ?? 0) - gy)} Tm`);
        curY = gy;
      } else {
        const adjust = gx - curX;
        if (Math.abs(adjust) > 0.0005) {
          if (hexRun) tj.push(`<${hexRun}>`);
          hexRun = '';
          tj.push(num((-adjust * 1000) / run.size));
        }
      }
      hexRun += hex4(gid);
      curX = gx + (font.widths[gid]! * run.size) / 1000;
      penX += glyph.xAdvance * scale;
    }
    endTj();
  }
  out.push('EMC ET Q');
  return out.join('\n');
}

/** Maps each cluster start to the start of the next cluster (the text a cluster covers). */
function clusterBoundaries(clusters: number[], length: number): Map<number, number> {
  const starts = [...new Set(clusters)].sort((a, b) => a - b);
  const ends = new Map<number, number>();
  starts.forEach((start, i) => ends.set(start, starts[i + 1] ?? length));
  return ends;
}

async function loadImages(layout: PaperLayout, load: ImageLoader): Promise<Map<string, Uint8Array>> {
  const sources = new Set<string>();
  for (const page of layout.pages)
    for (const item of page.items) if (item.kind === 'image') sources.add(item.src);
  const entries = await Promise.all(
    [...sources].map(async (src) => {
      try {
        return [src, await toEmbeddableImage(await load(src))] as const;
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new PaperExportError(`An image of the paper could not be added: ${reason}`, { cause });
      }
    }),
  );
  return new Map(entries);
}
