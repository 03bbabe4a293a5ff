import html2canvas from 'html2canvas';
import { jsPDF } from 'jspdf';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import type { PaperEngine } from '../../common/paper/engine';
import type { PaperLayout } from '../../common/paper/layout-types';
import { longPaper, samplePaper, type SampleLanguage } from '../../common/paper/sample-papers';
import { loadPaperEngine } from '../../client/features/paper/load-paper-engine';
import { PaperPreview } from '../../client/features/paper/paper-preview';

// The paper engine against the spec's old export (html2canvas at scale 2 + jsPDF, one JPEG per page at
// quality 0.7), in the browser, on the same papers. Results go to window.benchResult for run.ts.

export interface LanguageResult {
  language: SampleLanguage;
  pages: number;
  layoutMs: number;
  newFirstMs: number;
  newWarmMs: number;
  newBytes: number;
  oldMs: number;
  oldBytes: number;
  pdfBase64: string;
  /** Largest gap between a run's width in the layout and the browser's own width of that SVG text. */
  previewWidthErrorPt: number;
  previewWorstRun: string;
}

export interface BenchResult {
  engineLoadMs: number;
  pdfWriterLoadMs: number;
  languages: LanguageResult[];
  relayout: { questions: number; pages: number; firstMs: number; medianMs: number; maxMs: number };
  cspViolations: string[];
}

/** The quick run of `?mode=check` (e2e/paper-engine.spec.ts): the engine in Chromium, no old way. */
export interface CheckResult {
  languages: {
    language: SampleLanguage;
    pages: number;
    pdfHead: string;
    pdfBytes: number;
    previewWidthErrorPt: number;
  }[];
  cspViolations: string[];
}

declare global {
  interface Window {
    benchResult?: BenchResult;
    checkResult?: CheckResult;
    benchError?: string;
    clickedQuestion?: string | number;
  }
}

// The app's CSP forbids eval; zod probes for it once unless told not to (the app does the same).
z.config({ jitless: true });
const cspViolations: string[] = [];
document.addEventListener('securitypolicyviolation', (e) =>
  cspViolations.push(
    `${e.violatedDirective}: ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}:${e.columnNumber} ${e.sample}`,
  ),
);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function oldWay(layout: PaperLayout): Promise<{ ms: number; bytes: number }> {
  const { renderHtmlPages } = await import('./html-pages');
  const pages = renderHtmlPages(layout, document.getElementById('html-pages')!);
  await nextFrame();
  const started = performance.now();
  const pdf = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait' });
  for (const [i, page] of pages.entries()) {
    const canvas = await html2canvas(page, { scale: 2, useCORS: true, logging: false });
    if (i > 0) pdf.addPage();
    pdf.addImage(canvas.toDataURL('image/jpeg', 0.7), 'JPEG', 0, 0, 210, 297);
  }
  const bytes = pdf.output('arraybuffer').byteLength;
  const ms = performance.now() - started;
  document.getElementById('html-pages')!.replaceChildren();
  return { ms, bytes };
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

async function showPreview(layout: PaperLayout, language: string): Promise<{ error: number; run: string }> {
  const host = document.createElement('section');
  host.dataset.language = language;
  document.getElementById('root')!.append(host);
  const root = createRoot(host);
  root.render(
    <PaperPreview layout={layout} width={794} onQuestionClick={(id) => (window.clickedQuestion = id)} />,
  );
  await nextFrame();
  await nextFrame();
  // The browser shapes each SVG run itself with the same font: its width must match the layout's.
  let worst = { error: 0, run: '' };
  const texts = host.querySelectorAll('text');
  const runs = layout.pages.flatMap((p) => p.items.flatMap((i) => (i.kind === 'text' ? i.runs : [])));
  texts.forEach((text, i) => {
    const run = runs[i]!;
    const error = Math.abs((text as SVGTextElement).getComputedTextLength() - run.width);
    if (error > worst.error)
      worst = { error, run: `${run.font} ${run.size}pt, ${run.width.toFixed(2)} pt: ${run.text}` };
  });
  return worst;
}

async function benchLanguage(engine: PaperEngine, language: SampleLanguage): Promise<LanguageResult> {
  const model = samplePaper(language);
  let started = performance.now();
  const layout = engine.layout(model);
  const layoutMs = performance.now() - started;
  started = performance.now();
  const pdf = await engine.renderPdf(layout);
  const newFirstMs = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < 5; i++) {
    started = performance.now();
    await engine.renderPdf(layout);
    warm.push(performance.now() - started);
  }
  const old = await oldWay(layout);
  const preview = await showPreview(layout, language);
  return {
    language,
    pages: layout.pages.length,
    layoutMs,
    newFirstMs,
    newWarmMs: median(warm),
    newBytes: pdf.byteLength,
    oldMs: old.ms,
    oldBytes: old.bytes,
    pdfBase64: toBase64(pdf),
    previewWidthErrorPt: preview.error,
    previewWorstRun: preview.run,
  };
}

function benchRelayout(engine: PaperEngine): BenchResult['relayout'] {
  const model = longPaper(100);
  let started = performance.now();
  let layout = engine.layout(model);
  const firstMs = performance.now() - started;
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const section = model.sections[i % model.sections.length]!;
    const question = section.questions[i % section.questions.length]!;
    question.text = `${question.text} (edited ${i})`;
    started = performance.now();
    layout = engine.layout(model);
    times.push(performance.now() - started);
  }
  return {
    questions: 100,
    pages: layout.pages.length,
    firstMs,
    medianMs: median(times),
    maxMs: Math.max(...times),
  };
}

async function check() {
  const engine = await loadPaperEngine();
  const languages: CheckResult['languages'] = [];
  for (const language of ['en', 'hi', 'gu'] as const) {
    const layout = engine.layout(samplePaper(language));
    const pdf = await engine.renderPdf(layout);
    const preview = await showPreview(layout, language);
    languages.push({
      language,
      pages: layout.pages.length,
      pdfHead: new TextDecoder().decode(pdf.subarray(0, 8)),
      pdfBytes: pdf.byteLength,
      previewWidthErrorPt: preview.error,
    });
  }
  window.checkResult = { languages, cspViolations };
}

async function main() {
  const started = performance.now();
  const engine = await loadPaperEngine();
  const engineLoadMs = performance.now() - started;
  // pdfkit is its own chunk, fetched while the teacher looks at the preview; here right away.
  const writerStarted = performance.now();
  await engine.preparePdf();
  const pdfWriterLoadMs = performance.now() - writerStarted;
  // One untimed old-way run first, so html2canvas and jsPDF are not measured cold.
  await oldWay(engine.layout(samplePaper('en')));
  const languages: LanguageResult[] = [];
  for (const language of ['en', 'hi', 'gu'] as const) languages.push(await benchLanguage(engine, language));
  const relayout = benchRelayout(engine);
  window.benchResult = { engineLoadMs, pdfWriterLoadMs, languages, relayout, cspViolations };
}

(new URLSearchParams(location.search).get('mode') === 'check' ? check() : main()).catch((error: unknown) => {
  window.benchError = error instanceof Error ? `${error.message}\n${error.stack}` : String(error);
});
