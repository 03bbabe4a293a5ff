import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '../server/test/image-fixtures';
import { readDownloadedPdf, signInTeacher, squash } from './support/papers';

// The two paper builders in Chromium: the pre-built paper (draw, replace and edit a question, download
// the paper and its answer key, save with a logo) and the custom paper (pick, reload, save, reset).
// The teacher of createVerifiedTeacher teaches Mathematics, standard 6.

interface BankQuestion {
  question_id: number;
  question: string;
  options: string[] | null;
  answer?: number | string | null;
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'paper-builder-'));

const regionsOf = (page: Page, sectionIndex?: number) =>
  page.locator(
    sectionIndex === undefined ? '[id^="paper-question-"]' : `[id^="paper-question-${sectionIndex}-"]`,
  );

test('pre-built paper: draw, replace and edit questions, download paper and answer key, save with a logo', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const teacher = await signInTeacher(page, request);
  await page.goto('/dashboard/generate/pdf-preview');

  // The spec's composition: sections mcq, blank, onetwo, short, long with 5, 6, 2, 2 and 4 questions.
  await expect(regionsOf(page)).toHaveCount(19, { timeout: 30_000 });
  for (const [section, count] of [5, 6, 2, 2, 4].entries())
    await expect(regionsOf(page, section)).toHaveCount(count);
  await expect(page.getByTestId('total-marks')).toHaveText('Total marks: 41');
  const preview = page.getByTestId('paper-preview');
  await expect(preview).toContainText('A) Multiple Choice Questions');
  await expect(preview).toContainText('[5 × 1 = 5]');

  // Replace the first MCQ by one found through the search.
  const onPaper = new Set(
    await regionsOf(page, 0).evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id'))),
  );
  const bank = (await (
    await request.get('/api/question', {
      params: { type: 'mcq', subject: 1, standard: 6 },
      headers: teacher.headers,
    })
  ).json()) as BankQuestion[];
  const fresh = bank.find((q) => !onPaper.has(String(q.question_id)) && /^[\x20-\x7e]+$/.test(q.question))!;
  const searchWords = fresh.question
    .split(/\W+/)
    .filter((w) => w.length > 4)
    .slice(0, 2)
    .join(' ');

  await regionsOf(page, 0).first().click();
  const modal = page.getByRole('dialog', { name: 'Select a New MCQ Question' });
  await expect(modal).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
  await modal.getByPlaceholder('Search questions...').fill(searchWords);
  const choice = modal.locator(`[data-question-option="${fresh.question_id}"]`);
  await expect(choice).toBeVisible();
  await modal.getByPlaceholder('Search questions...').fill('zzqxv nothingmatches');
  await expect(modal.getByText('No questions found.')).toBeVisible();
  await modal.getByPlaceholder('Search questions...').fill(searchWords);
  await choice.click();
  await expect(modal).toBeHidden();
  await expect(page.locator(`#paper-question-0-${fresh.question_id}`)).toHaveCount(1);
  await expect(regionsOf(page, 0)).toHaveCount(5);
  await expect(preview).toContainText(fresh.question.split(' ').slice(0, 4).join(' '));

  // Edit a long answer question's words for this paper only.
  const edited = 'Describe the rangoli pattern on the classroom floor using lines of symmetry.';
  await regionsOf(page, 4).first().click();
  const longModal = page.getByRole('dialog', { name: 'Select a New Long Answer Question' });
  await longModal.getByRole('tab', { name: 'Edit this question' }).click();
  await longModal.getByLabel('Question text').fill(edited);
  await longModal.getByRole('button', { name: 'Save changes' }).click();
  await expect(longModal).toBeHidden();
  await expect(preview).toContainText('Describe the rangoli pattern');

  // Download: an A4 vector PDF whose text holds the replaced and the edited question; a progress bar
  // tells the pages as they are made.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressSeen: string[] }).progressSeen = seen;
    new MutationObserver(() => {
      const status = document.querySelector('[role="status"]');
      if (status?.textContent) seen.push(status.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const [paperDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const pdf = await readDownloadedPdf(paperDownload, 'exam-paper.pdf');
  const progress = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
  expect(progress).toContainEqual(expect.stringMatching(/^Making the paper: page \d+ of \d+$/));
  expect(pdf.info).toMatch(/Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/);
  expect(pdf.text).toContain(squash(fresh.question));
  expect(pdf.text).toContain(edited);
  expect(pdf.text).not.toContain('Answer Key');

  // The answer key: the same paper with the right option of the replaced question.
  const [keyDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download answer key' }).click(),
  ]);
  const key = await readDownloadedPdf(keyDownload, 'answer-key.pdf');
  expect(key.text).toContain('Answer Key');
  expect(key.text).toContain(squash(fresh.question));
  const right = fresh.options![fresh.answer as number]!;
  expect(key.text).toContain(squash(`(${String.fromCharCode(65 + (fresh.answer as number))}) ${right}`));

  // Save with a logo chosen through the hidden file input.
  const logoFile = path.join(tmp, 'school-logo.png');
  fs.writeFileSync(logoFile, pngImage(64, 48));
  await page.getByRole('button', { name: 'Save Paper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Paper' });
  await expect(dialog.getByRole('button', { name: 'Add school logo (optional)' })).toBeVisible();
  await dialog.getByTestId('logo-input').setInputFiles(logoFile);
  await expect(dialog.getByRole('img', { name: 'Chosen school logo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Paper saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const list = await (
    await request.get(`/api/papers/user/${teacher.id}`, { headers: teacher.headers })
  ).json();
  expect(list.papers).toHaveLength(1);
  const saved = list.papers[0];
  expect(saved).toMatchObject({ type: 'default', subject: 'Mathematics', standard: '6', school_name: 'NA' });
  expect(saved.logo).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  expect(saved.body).toContain('A) Multiple Choice Questions');
  const full = await (await request.get(`/api/papers/${saved.id}`, { headers: teacher.headers })).json();
  const mcqIds = full.paper.sections[0].questions.map((q: { id: number }) => q.id);
  expect(mcqIds).toContain(fresh.question_id);
});

test('custom paper: pick questions of three types, keep them over a reload, save, reset all', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const teacher = await signInTeacher(page, request);
  await page.goto('/dashboard/generate/custompaper');
  await expect(page.getByText('Select a question type first.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Select Questions' })).toBeVisible();

  const chooseType = async (label: string) => {
    await page.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: label, exact: true }).click();
  };
  const picks = page.getByRole('checkbox');

  await chooseType('MCQ');
  await picks.nth(0).check();
  await picks.nth(1).check();
  await chooseType('Fill in the Blanks');
  await picks.nth(0).check();
  await chooseType('Long Answer');
  await picks.nth(0).check();
  // Ticking again removes, ticking once more adds back.
  await picks.nth(0).uncheck();
  await expect(regionsOf(page)).toHaveCount(3, { timeout: 30_000 });
  await picks.nth(0).check();
  await expect(regionsOf(page)).toHaveCount(4);
  await page.getByLabel('College name').fill('Gyan Jyoti High School');
  await expect(page.getByTestId('paper-preview')).toContainText('Gyan Jyoti High School');

  await page.reload();
  await expect(regionsOf(page)).toHaveCount(4, { timeout: 30_000 });
  await expect(page.getByLabel('College name')).toHaveValue('Gyan Jyoti High School');
  await chooseType('MCQ');
  await expect(picks.nth(0)).toBeChecked();
  await expect(picks.nth(1)).toBeChecked();
  await expect(picks.nth(2)).not.toBeChecked();
  const stored = await page.evaluate(() => ({
    sections: JSON.parse(localStorage.getItem('questionSections') ?? 'null') as Array<{
      type: string;
      questions: unknown[];
    }>,
    collegeName: localStorage.getItem('collegeName'),
    examName: localStorage.getItem('examName'),
    isEdited: JSON.parse(localStorage.getItem('isEdited') ?? 'null') as unknown,
  }));
  expect(stored.sections.map((s) => [s.type, s.questions.length])).toEqual([
    ['mcq', 2],
    ['blank', 1],
    ['short', 0],
    ['long', 1],
  ]);
  expect(stored).toMatchObject({
    collegeName: 'Gyan Jyoti High School',
    examName: 'Exam Name',
    isEdited: { college: true, exam: false },
  });

  // CLEAR empties the chosen type only.
  await page.getByRole('button', { name: 'CLEAR' }).click();
  await expect(regionsOf(page)).toHaveCount(2);
  await picks.nth(0).check();
  await expect(regionsOf(page)).toHaveCount(3);

  await page.getByRole('button', { name: 'SAVE' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Paper' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Paper saved successfully!')).toBeVisible();
  const list = await (
    await request.get(`/api/papers/user/${teacher.id}`, {
      params: { type: 'custom' },
      headers: teacher.headers,
    })
  ).json();
  expect(list.papers).toHaveLength(1);
  expect(list.papers[0]).toMatchObject({ type: 'custom', subject: 'Mathematics', standard: '6', logo: null });
  expect(list.papers[0].body).toContain('Gyan Jyoti High School');

  const [keyDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download answer key' }).click(),
  ]);
  expect((await readDownloadedPdf(keyDownload, 'answer-key.pdf')).text).toContain('Answer Key');

  await page.getByRole('button', { name: 'Reset all' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset all' }).click();
  await expect(regionsOf(page)).toHaveCount(0);
  await expect(page.getByLabel('College name')).toHaveValue('College Name');
  const reset = await page.evaluate(() => ({
    sections: localStorage.getItem('questionSections'),
    isEdited: localStorage.getItem('isEdited'),
    examName: localStorage.getItem('examName'),
  }));
  expect(JSON.parse(reset.sections!)).toEqual([
    { type: 'mcq', questions: [] },
    { type: 'blank', questions: [] },
    { type: 'short', questions: [] },
    { type: 'long', questions: [] },
  ]);
  expect(JSON.parse(reset.isEdited!)).toEqual({ college: false, exam: false });
  expect(reset.examName).toBe('Exam Name');
});
