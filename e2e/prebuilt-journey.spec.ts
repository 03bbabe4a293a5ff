import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pngImage } from '../server/test/image-fixtures';
import { createVerifiedTeacher, logIn } from './support/accounts';
import { apiToken } from './support/papers';

// Issue 7's pre-built path through every screen, as a teacher walks it: dashboard → headers → edit header
// with an uploaded image → preview → replace a question via search → download → save with a logo →
// history shows it with the logo → view → download → delete.
test('the pre-built path from the dashboard to a saved, downloaded and deleted paper', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prebuilt-journey-'));
  const teacher = await createVerifiedTeacher(request);
  const token = await apiToken(request, teacher.username, teacher.password);
  await logIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.getByRole('button', { name: 'Pre-Built Question Papers' }).click();
  await page.getByTestId('header-card-2').getByRole('button').click();
  await expect(page.getByRole('heading', { name: 'Edit Header' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Institute name' }).fill('Anand Niketan School');
  const headerImage = path.join(tmp, 'crest.png');
  fs.writeFileSync(headerImage, pngImage(80, 80));
  await page.locator('input[type=file]').setInputFiles(headerImage);
  await expect(page.getByAltText('Header image')).toBeVisible();
  await page.getByRole('button', { name: 'Preview PDF' }).click();

  await expect(page).toHaveURL(/\/dashboard\/generate\/pdf-preview$/);
  const preview = page.getByTestId('paper-preview');
  await expect(preview).toContainText('Anand Niketan School', { timeout: 30_000 });
  await expect(preview.locator('image')).not.toHaveCount(0);
  const mcqs = page.locator('[id^="paper-question-0-"]');
  await expect(mcqs).toHaveCount(5);

  // Replace the first MCQ by a bank question found by search.
  const onPaper = new Set(
    await mcqs.evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id'))),
  );
  const bank = (await (
    await request.get('/api/question', { params: { type: 'mcq', subject: 1, standard: 6 } })
  ).json()) as Array<{ question_id: number; question: string }>;
  const fresh = bank.find((q) => !onPaper.has(String(q.question_id)) && /^[\x20-\x7e]+$/.test(q.question))!;
  const words = fresh.question
    .split(/\W+/)
    .filter((w) => w.length > 4)
    .slice(0, 2)
    .join(' ');
  await mcqs.first().click();
  const modal = page.getByRole('dialog', { name: 'Select a New MCQ Question' });
  await modal.getByPlaceholder('Search questions...').fill(words);
  await modal.locator(`[data-question-option="${fresh.question_id}"]`).click();
  await expect(modal).toBeHidden();
  await expect(page.locator(`#paper-question-0-${fresh.question_id}`)).toHaveCount(1);

  const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
  const pdfText = async (file: string) => {
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(
      /Page size:\s+595\.2\d* x 841\.8\d* pts \(A4\)/,
    );
    return squash(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8'));
  };
  const [first] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const firstFile = path.join(tmp, 'first.pdf');
  await first.saveAs(firstFile);
  expect(await pdfText(firstFile)).toContain(squash(fresh.question));

  // Save with a logo.
  const logo = path.join(tmp, 'logo.png');
  fs.writeFileSync(logo, pngImage(64, 48));
  await page.getByRole('button', { name: 'Save Paper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Paper' });
  await dialog.getByTestId('logo-input').setInputFiles(logo);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Paper saved successfully!')).toBeVisible();

  // History shows it with its logo; view and download it again; delete it.
  await page.getByRole('link', { name: 'History' }).click();
  const saved = (
    await (
      await request.get(`/api/papers/user/${teacher.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()
  ).papers[0] as { id: number };
  const card = page.getByTestId(`paper-card-${saved.id}`);
  await expect(card.getByRole('img', { name: 'Logo of Mathematics' })).toBeVisible();
  expect(
    await card
      .getByRole('img', { name: 'Logo of Mathematics' })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(64);
  await card.getByRole('button', { name: 'View' }).click();
  await expect(page.getByTestId('paper-body')).toContainText(fresh.question.split(' ').slice(0, 4).join(' '));
  const [again] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const againFile = path.join(tmp, 'again.pdf');
  await again.saveAs(againFile);
  const text = await pdfText(againFile);
  expect(text).toContain(squash(fresh.question));
  expect(text).toContain('Anand Niketan School');

  await page.goto('/dashboard/history');
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Paper deleted successfully')).toBeVisible();
  await expect(page.getByText('No papers found.')).toBeVisible();
});
