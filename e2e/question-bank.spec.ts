import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedTeacher, logIn } from './support/accounts';

/** A small, real PNG (a saffron rectangle with an indigo band) written to a temp file. */
function writePng(width: number, height: number): string {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const colour = y > height / 3 && y < (2 * height) / 3 ? [49, 66, 176] : [246, 133, 10];
    for (let x = 0; x < width; x++) rows.set(colour, y * (width * 3 + 1) + 1 + x * 3);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  const file = path.join(os.tmpdir(), `question-${crypto.randomBytes(4).toString('hex')}.png`);
  fs.writeFileSync(file, png);
  return file;
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text }).first();

test.describe('question bank', () => {
  test('a teacher adds an mcq with an image, finds it by search, edits it and deletes it', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    const word = `kingfisher${crypto.randomBytes(3).toString('hex').replace(/\d/g, 'q')}`;
    const imageFile = writePng(160, 90);
    const fakeImage = path.join(os.tmpdir(), `not-an-image-${word}.png`);
    fs.writeFileSync(fakeImage, 'this is text, not a picture');

    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Question bank' }).click();
    await expect(page.getByRole('heading', { name: 'Question bank' })).toBeVisible();

    // The shared bank is listed, read-only.
    const rows = page.getByTestId('question-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().getByText('Shared', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();

    // Add: the form starts from the teacher's subject and standard and checks with the shared schema.
    await page.getByRole('button', { name: 'Add a question' }).click();
    const form = page.getByRole('dialog', { name: 'Add a question' });
    await expect(form.getByRole('combobox', { name: 'Subject', exact: true })).toHaveValue('Mathematics');
    await expect(form.getByRole('combobox', { name: 'Standard' })).toHaveValue('Standard 6');
    await form.getByRole('button', { name: 'Add question' }).click();
    await expect(form.getByText('The question is required.')).toBeVisible();
    await expect(form.getByText('Pick the correct option.')).toBeVisible();

    await form.getByRole('textbox', { name: 'Question' }).fill(`Which bird is called the ${word}?`);
    await expect(form.getByTestId('paper-preview')).toContainText(word);
    await form.getByRole('textbox', { name: 'Option A', exact: true }).fill('Sparrow');
    await form.getByRole('textbox', { name: 'Option B', exact: true }).fill('Kingfisher');
    await form.getByRole('textbox', { name: 'Option C', exact: true }).fill('Crow');
    await form.getByRole('textbox', { name: 'Option D', exact: true }).fill('Pigeon');
    await form.getByRole('button', { name: 'Remove option D' }).click();
    await expect(form.getByRole('textbox', { name: 'Option D', exact: true })).toHaveCount(0);
    await form.getByRole('radio', { name: 'Option B is correct' }).check();
    await expect(form.getByTestId('paper-preview')).toContainText('Kingfisher');

    // The server refuses what is not an image, in its own words; a real PNG is shown.
    const fileInput = form.locator('input[type="file"]');
    await fileInput.setInputFiles(fakeImage);
    await expect(form.getByText('Only PNG, JPEG or WebP images can be uploaded.')).toBeVisible();
    await fileInput.setInputFiles(imageFile);
    await expect(form.getByRole('img', { name: "The question's image" })).toBeVisible();
    await expect(form.getByText('Only PNG, JPEG or WebP images can be uploaded.')).toHaveCount(0);
    await expect(form.getByTestId('paper-preview').locator('image')).toHaveCount(1);

    await form.getByRole('button', { name: 'Add question' }).click();
    await expect(toast(page, 'Question added.')).toBeVisible();
    await expect(form).toBeHidden();

    // Found by search as the teacher types (a word's beginning is enough).
    await page.getByRole('searchbox', { name: 'Search' }).fill(word.slice(0, -2));
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(`Which bird is called the ${word}?`);
    await expect(row).toContainText('Multiple choice');
    await expect(row.getByText('Mine', { exact: true })).toBeVisible();
    await expect(row.getByRole('img', { name: 'Question image' })).toBeVisible();
    await expect(row.getByRole('listitem')).toHaveCount(3);
    await expect(page).toHaveURL(new RegExp(`q=${word.slice(0, -2)}`));

    // Edit: the form opens with the saved question; the change shows in the list.
    await row.getByRole('button', { name: 'Edit' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit question' });
    await expect(editForm.getByRole('textbox', { name: 'Question' })).toHaveValue(
      `Which bird is called the ${word}?`,
    );
    await expect(editForm.getByRole('radio', { name: 'Option B is correct' })).toBeChecked();
    await editForm.getByRole('textbox', { name: 'Question' }).fill(`Which blue bird is called the ${word}?`);
    await editForm.getByRole('combobox', { name: 'Difficulty' }).click();
    await page.getByRole('option', { name: 'Hard' }).click();
    await editForm.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page, 'Question saved.')).toBeVisible();
    await expect(row).toContainText(`Which blue bird is called the ${word}?`);
    await expect(row.getByText('Hard', { exact: true })).toBeVisible();

    // Delete asks first; cancelling keeps the question.
    await row.getByRole('button', { name: 'Delete' }).click();
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to delete this question?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Question deleted.')).toBeVisible();
    await expect(page.getByText('No questions found.')).toBeVisible();

    // Mine is now empty; the shared bank shows questions without Edit or Delete.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page
      .locator('label')
      .filter({ hasText: /^Mine$/ })
      .click();
    await expect(page.getByText('No questions found.')).toBeVisible();
    await page
      .locator('label')
      .filter({ hasText: /^Shared$/ })
      .click();
    await expect(rows.first()).toBeVisible();
    await expect(page).toHaveURL(/owner=shared/);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

    fs.rmSync(imageFile, { force: true });
    fs.rmSync(fakeImage, { force: true });
  });

  test('filters by subject, standard, chapter and type, and pages with Load more', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/questions');

    const rows = page.getByTestId('question-row');
    await expect(rows.first()).toBeVisible();
    const firstPage = await rows.count();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(firstPage);

    await page.getByRole('combobox', { name: 'Subject' }).click();
    await page.getByRole('option', { name: 'Science' }).click();
    await expect(page.getByRole('combobox', { name: 'Chapter' })).toBeDisabled();
    await page.getByRole('combobox', { name: 'Standard' }).click();
    await page.getByRole('option', { name: 'Standard 8', exact: true }).click();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Multiple choice' }).click();
    await expect(page).toHaveURL(/subject=3/);
    await expect
      .poll(async () =>
        (await rows.allTextContents()).every(
          (t) => t.includes('Multiple choice') && t.includes('Science · Std 8'),
        ),
      )
      .toBe(true);

    await page.getByRole('combobox', { name: 'Chapter' }).click();
    const chapter = page.getByRole('option').first();
    const chapterName = (await chapter.innerText()).trim();
    await chapter.click();
    await expect(page).toHaveURL(/chapter=\d+/);
    // The old list may already start with this chapter: wait until every row belongs to it.
    await expect
      .poll(async () => (await rows.allTextContents()).every((text) => text.includes(chapterName)))
      .toBe(true);

    // The filters survive a reload.
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Chapter' })).toHaveValue(chapterName);
    await expect(rows.first()).toContainText(chapterName);
  });
});
