import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaperExportError, createPaperEngine, type PaperEngine } from './engine';
import type { PaperLayout } from './layout-types';
import type { PaperModel } from './model';
import { loadNodeFonts } from './node-fonts';
import { samplePaper, type SampleLanguage } from './sample-papers';

// The PDF judged by poppler, as a reader's PDF viewer would: text copied out in logical order, A4 pages,
// embedded subset fonts, embedded images.

const dir = mkdtempSync(join(tmpdir(), 'paper-pdf-'));
let engine: PaperEngine;

function poppler(tool: string, args: string[]): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: install poppler with \`apt-get install poppler-utils\``, {
        cause: error,
      });
    }
    throw error;
  }
}

beforeAll(async () => {
  engine = await createPaperEngine(await loadNodeFonts());
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function writePdf(name: string, layout: PaperLayout, loadImage?: (src: string) => Promise<Uint8Array>) {
  const pages: string[] = [];
  const pdf = await engine.renderPdf(layout, { loadImage, onProgress: (k, n) => pages.push(`${k}/${n}`) });
  const path = join(dir, `${name}.pdf`);
  writeFileSync(path, pdf);
  return { path, pages, pdf };
}

/** The words of the layout's lines in reading order, page by page. */
const wordsOf = (layout: PaperLayout) =>
  layout.pages
    .flatMap((page) => page.items.flatMap((i) => (i.kind === 'text' ? i.text.split(/\s+/) : [])))
    .filter(Boolean);

const LANGUAGE_WORDS: Record<SampleLanguage, string[]> = {
  en: ['non-renewable', 'banyan', '₹12', '°C', '______'],
  hi: ['क्षत्रिय', 'प्रश्न', 'हिन्दी', 'कृपया', 'ज़्यादा', 'कुकड़ूँ-कूँ', 'दें।'],
  gu: ['ગુજરાતી', 'પ્રશ્ન', 'શ્રેષ્ઠ', 'અંતર', 'અંક'],
};

describe('paper PDF', () => {
  it.each(['en', 'hi', 'gu'] as const)(
    'gives back the %s paper’s text in logical order, on A4 pages',
    async (language) => {
      const layout = engine.layout(samplePaper(language));
      const { path, pages } = await writePdf(`paper-${language}`, layout);
      expect(pages).toEqual(layout.pages.map((_, k) => `${k + 1}/${layout.pages.length}`));

      const raw = poppler('pdftotext', ['-raw', '-enc', 'UTF-8', path, '-']);
      expect(raw.split(/\s+/).filter(Boolean)).toEqual(wordsOf(layout));
      const text = poppler('pdftotext', ['-enc', 'UTF-8', path, '-']);
      for (const word of LANGUAGE_WORDS[language]) expect(text).toContain(word);
      // Without /ActualText poppler returns the visual order (िहन्दी); it must not.
      expect(text).not.toContain('िहन्दी');

      const info = poppler('pdfinfo', [path]);
      expect(info).toMatch(/Pages:\s+(\d+)/);
      expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBe(layout.pages.length);
      expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

      const fonts = poppler('pdffonts', [path]).split('\n').slice(2).filter(Boolean);
      expect(fonts.length).toBeGreaterThan(1);
      // Every font embedded (yes) and subset (yes), with a ToUnicode map (yes).
      for (const font of fonts) expect(font).toMatch(/Identity-H\s+yes\s+yes\s+yes/);
    },
  );

  it('warms the PDF writer ahead of the first export', async () => {
    const fresh = await createPaperEngine(await loadNodeFonts());
    await fresh.preparePdf();
    const started = performance.now();
    const pdf = await fresh.renderPdf(fresh.layout(samplePaper('gu')));
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('embeds question images and the header logo', async () => {
    const model: PaperModel = {
      header: {
        id: 1,
        styleType: 'style1',
        layoutType: 'horizontal',
        field1: 'School',
        image: { src: 'logo.png', width: 120, height: 60 },
      },
      sections: [
        {
          type: 'short',
          questions: [
            { id: 1, text: 'Name the shape.', image: { src: 'shape.jpg', width: 16, height: 8 } },
            { id: 2, text: 'The same logo again.', image: { src: 'logo.png', width: 120, height: 60 } },
          ],
        },
      ],
    };
    const images: Record<string, Uint8Array> = { 'logo.png': solidPng(120, 60), 'shape.jpg': TINY_JPEG };
    const { path } = await writePdf('images', engine.layout(model), async (src) => images[src]!);
    const list = poppler('pdfimages', ['-list', path])
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => line.trim().split(/\s+/));
    // page, num, type, width, height, …, object id: three placements of two embedded images.
    expect(list.map((cols) => `${cols[2]} ${cols[3]}x${cols[4]}`).sort()).toEqual([
      'image 120x60',
      'image 120x60',
      'image 16x8',
    ]);
    expect(new Set(list.map((cols) => cols[10])).size).toBe(2);
  });

  it('fails with a readable error when an image cannot be loaded', async () => {
    const layout = engine.layout({
      header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'School' },
      sections: [
        {
          type: 'short',
          questions: [{ id: 1, text: 'Q', image: { src: 'gone.png', width: 10, height: 10 } }],
        },
      ],
    });
    const failing = engine.renderPdf(layout, {
      loadImage: async () => {
        throw new Error('HTTP 404');
      },
    });
    await expect(failing).rejects.toBeInstanceOf(PaperExportError);
    await expect(failing).rejects.toThrow('An image of the paper could not be added: HTTP 404');
    const gif = engine.renderPdf(layout, { loadImage: async () => new Uint8Array([0x47, 0x49, 0x46, 0x38]) });
    await expect(gif).rejects.toThrow('Only PNG and JPEG images can be printed here');
  });
});

const TINY_JPEG = Uint8Array.from(
  atob(
    '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAAIABADASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAf/xAAWEAEBAQAAAAAAAAAAAAAAAAAAFWL/xAAVAQEBAAAAAAAAAAAAAAAAAAAFB//EABkRAAEFAAAAAAAAAAAAAAAAAAAFFlOR8P/aAAwDAQACEQMRAD8AjdnRZ0CtM1Jj1DLsU5NZ/9k=',
  ),
  (c) => c.charCodeAt(0),
);

/** A solid RGB PNG, made here so the test needs no image files. */
function solidPng(width: number, height: number): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = new Uint8Array(height * (1 + width * 3));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) rows.set([40, 80, 160], y * (1 + width * 3) + 1 + x * 3);
  const parts = [
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
