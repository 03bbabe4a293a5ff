import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { build, preview, type PreviewServer } from 'vite';
import { FONTS_DIR, writeFonts } from '../common/paper/node-fonts';

// The paper engine in Chromium: the bench page (bench/pdf), built as a production bundle and served
// with the app's script CSP, lays out and exports the sample papers, and shows the preview. The landing
// page of the app loads none of the engine.

const configFile = new URL('../bench/pdf/vite.config.ts', import.meta.url).pathname;
let server: PreviewServer;
let benchUrl: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!existsSync(join(FONTS_DIR, 'sans-400.ttf'))) await writeFonts();
  await build({ configFile, logLevel: 'warn' });
  server = await preview({ configFile, preview: { port: 0, host: '127.0.0.1' } });
  benchUrl = server.resolvedUrls!.local[0]!;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
});

test('exports vector PDFs in English, Hindi and Gujarati and previews them, under the app CSP', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${benchUrl}?mode=check`);
  await page.waitForFunction(() => window.checkResult || window.benchError, undefined, { timeout: 60_000 });
  expect(await page.evaluate(() => window.benchError)).toBeUndefined();
  const result = (await page.evaluate(() => window.checkResult))!;
  expect(result.cspViolations).toEqual([]);
  expect(errors).toEqual([]);
  for (const paper of result.languages) {
    expect(paper.pdfHead, paper.language).toMatch(/^%PDF-1\.\d/);
    expect(paper.pdfBytes, paper.language).toBeLessThan(100 * 1024);
    // The browser shapes the preview's text with the same fonts: widths agree with the layout's.
    expect(paper.previewWidthErrorPt, paper.language).toBeLessThan(0.5);
  }
  expect(result.languages.map((p) => p.pages)).toEqual([4, 3, 3]);

  // Each question is a clickable region reporting its id.
  await expect(page.locator('section[data-language="en"] [data-page]')).toHaveCount(4);
  await page.locator('section[data-language="hi"] [data-question-id="hi-mcq-2"]').click();
  expect(await page.evaluate(() => window.clickedQuestion)).toBe('hi-mcq-2');
  await page.locator('section[data-language="en"] [data-question-id="en-long-3"]').focus();
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => window.clickedQuestion)).toBe('en-long-3');
});

test('the landing page loads none of the paper engine', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(requests.filter((url) => /harfbuzz|\.ttf|pdfkit|\/engine-[^/]*\.js/.test(url))).toEqual([]);
});
