// Runs the paper-engine bench in Chromium: builds bench/pdf as a production bundle, serves it with the
// app's script CSP, opens it in Debian's Chromium and prints times, sizes and ratios. It also writes
// each language's PDF and a screenshot of each preview page to a scratch folder for a visual check.
//   npm run bench:pdf            (BENCH_OUT=/some/dir to choose the scratch folder)
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { build, preview } from 'vite';
import { FONTS_DIR, writeFonts } from '../../common/paper/node-fonts';
import type { BenchResult } from './bench-page';

const configFile = new URL('./vite.config.ts', import.meta.url).pathname;
const outDir = process.env.BENCH_OUT ?? '/tmp/prashna-bench-pdf';
mkdirSync(outDir, { recursive: true });

if (!existsSync(join(FONTS_DIR, 'sans-400.ttf'))) await writeFonts();
await build({ configFile, logLevel: 'warn' });
const server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' } });
const url = server.resolvedUrls?.local[0];
if (!url) throw new Error('The bench server did not start');

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 900, height: 1200 }, deviceScaleFactor: 2 });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url);
  await page.waitForFunction(() => window.benchResult || window.benchError, undefined, { timeout: 180_000 });
  const error = await page.evaluate(() => window.benchError);
  if (error) throw new Error(`The bench failed in the browser: ${error}`);
  const result = (await page.evaluate(() => window.benchResult)) as BenchResult;
  const version = browser.version();

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const ms = (n: number) => `${n.toFixed(0)} ms`;
  console.log(
    `paper engine bench, Chromium ${version}, served with CSP "${"script-src 'self' 'wasm-unsafe-eval'"}"`,
  );
  console.log(
    `engine load for the preview (engine chunk + harfbuzz.wasm + 11 fonts, local HTTP): ${ms(result.engineLoadMs)}`,
  );
  console.log(
    `PDF writer load (pdfkit chunk, fetched in idle time after the preview): ${ms(result.pdfWriterLoadMs)}`,
  );
  console.log(
    'new PDF first = the first export of that paper in the page (fonts parsed by pdfkit on first use)',
  );
  console.log('');
  console.log(
    'paper     pages  layout   new PDF first  new PDF warm  new size   old (html2canvas+jsPDF)  old size   speed first/warm  size ratio',
  );
  for (const r of result.languages) {
    console.log(
      [
        r.language.padEnd(8),
        String(r.pages).padStart(5),
        ms(r.layoutMs).padStart(8),
        ms(r.newFirstMs).padStart(14),
        ms(r.newWarmMs).padStart(13),
        kb(r.newBytes).padStart(9),
        ms(r.oldMs).padStart(24),
        kb(r.oldBytes).padStart(10),
        `${(r.oldMs / r.newFirstMs).toFixed(1)}× / ${(r.oldMs / r.newWarmMs).toFixed(1)}×`.padStart(17),
        `${(r.oldBytes / r.newBytes).toFixed(1)}×`.padStart(11),
      ].join(' '),
    );
  }
  const rl = result.relayout;
  console.log('');
  console.log(
    `re-layout of a ${rl.questions}-question paper (${rl.pages} pages) after one edit: median ${rl.medianMs.toFixed(1)} ms, max ${rl.maxMs.toFixed(1)} ms over 21 edits (first layout ${ms(rl.firstMs)})`,
  );
  console.log(
    `preview fidelity: largest difference between a layout run's width and Chromium's width of the same SVG text: ${Math.max(...result.languages.map((r) => r.previewWidthErrorPt)).toFixed(3)} pt`,
  );
  for (const r of result.languages)
    console.log(
      `  ${r.language}: ${r.previewWidthErrorPt.toFixed(3)} pt at ${r.previewWorstRun.slice(0, 100)}`,
    );
  console.log(`CSP violations: ${result.cspViolations.length ? result.cspViolations.join('; ') : 'none'}`);
  if (errors.length) console.log(`page errors: ${errors.join('; ')}`);

  for (const r of result.languages)
    writeFileSync(join(outDir, `paper-${r.language}.pdf`), Buffer.from(r.pdfBase64, 'base64'));
  const pages = page.locator('section[data-language] [data-page]');
  for (let i = 0; i < (await pages.count()); i++) {
    const el = pages.nth(i);
    const language = await el.evaluate((e) => e.closest('section')!.dataset.language);
    await el.screenshot({
      path: join(outDir, `preview-${language}-${await el.getAttribute('data-page')}.png`),
    });
  }
  console.log(`PDFs and preview screenshots: ${outDir}`);
} finally {
  await browser.close();
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
}
