import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedTeacher, logIn } from './support/accounts';
import { apiToken, savePaperViaApi } from './support/papers';

// Issue 8: the worksheets and answer sheets collections, their PDFs, and publishing a saved paper.

const TOTAL = 84; // one shared worksheet for each of 7 subjects × 12 standards

async function signIn(page: Page) {
  const teacher = await createVerifiedTeacher(page.request);
  await logIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return teacher;
}

async function choose(page: Page, label: string, option: string, within: Page | Locator = page) {
  await within.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const cards = (page: Page, name: string) => page.getByRole('list', { name }).getByRole('listitem');

test.describe('worksheets and answer sheets', () => {
  test('filter worksheets to an empty result and back', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/generate/worksheets');
    await expect(page.getByRole('heading', { name: 'Worksheets Collection', level: 1 })).toBeVisible();
    const list = cards(page, 'Worksheets Collection');
    await expect(page.getByText(`Showing 24 of ${TOTAL} worksheets`)).toBeVisible();
    await expect(list.first()).toContainText('Mathematics');
    await expect(list.first().getByRole('link', { name: 'View WorkSheet' })).toHaveAttribute(
      'target',
      '_blank',
    );

    await choose(page, 'Board', 'GUJARAT BOARD');
    await expect(page.getByText('Showing 12 of 12 worksheets')).toBeVisible();
    for (const card of await list.all()) {
      await expect(card).toContainText('Gujarati');
      await expect(card).toContainText('Board: GUJARAT BOARD');
    }
    await choose(page, 'Subject', 'Mathematics');
    await expect(page.getByText('No worksheets match your filters.')).toBeVisible();
    await expect(page).toHaveURL(/board=GUJARAT\+BOARD&subject=Mathematics/);

    // Back: the subject cleared, then a standard added (AND), then every filter cleared.
    await choose(page, 'Subject', 'Gujarati');
    await choose(page, 'Standard', 'Standard 9');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Class: 9');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(`Showing 24 of ${TOTAL} worksheets`)).toBeVisible();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByText(`Showing 48 of ${TOTAL} worksheets`)).toBeVisible();

    // Drawing has no board: its cards say N/A.
    await choose(page, 'Subject', 'Drawing');
    await expect(list.first()).toContainText('Board: N/A');
  });

  test('open a worksheet in a new tab', async ({ page, context }) => {
    await signIn(page);
    await page.goto('/dashboard/generate/worksheets?subject=Science&standard=8');
    const card = cards(page, 'Worksheets Collection').first();
    await expect(card).toContainText('Science');
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      card.getByRole('link', { name: 'View WorkSheet' }).click(),
    ]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toMatch(/\/api\/worksheets\/\d+\/file$/);
    const pdf = await page.request.get(tab.url());
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^inline/);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await tab.close();
  });

  test('publish a saved paper and find it in both collections', async ({ page }) => {
    const teacher = await signIn(page);
    const token = await apiToken(page.request, teacher.username, teacher.password);
    const paper = await savePaperViaApi(page.request, token, teacher.id, { logo: true });

    await page.goto('/dashboard/generate/worksheets');
    await page.getByRole('button', { name: 'Publish a saved paper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish as worksheet' });
    await dialog.getByRole('combobox', { name: 'Saved paper' }).click();
    await page.getByRole('option', { name: new RegExp(`\\(no\\. ${paper.id}\\)`) }).click();
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Sunrise Unit Test 2');
    await choose(page, 'Board', 'CBSE', dialog);
    await choose(page, 'Subject', 'Science', dialog);
    await choose(page, 'Standard', 'Standard 8', dialog);
    await choose(page, 'Subject title', 'Physics', dialog);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/Worksheet published\./)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The worksheet: newest first, the teacher's own (with the paper's logo), a PDF.
    await choose(page, 'Board', 'CBSE');
    await choose(page, 'Subject', 'Science');
    await choose(page, 'Standard', 'Standard 8');
    const worksheet = cards(page, 'Worksheets Collection').filter({ hasText: 'Sunrise Unit Test 2' });
    await expect(worksheet).toHaveCount(1);
    await expect(worksheet).toContainText('Physics');
    // The paper's logo, as a copy of its own (it stays when the paper is deleted).
    await expect(worksheet.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    await expect
      .poll(() => worksheet.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(1);
    expect(paper.logo).toBeTruthy();
    const href = await worksheet.getByRole('link', { name: 'View WorkSheet' }).getAttribute('href');
    expect((await (await page.request.get(href!)).body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Its answer sheet, in the other collection.
    await page.goto('/dashboard/generate/answersheets?subject_title=Physics&standard=8');
    const answerSheet = cards(page, 'Answer Sheets Collection').filter({ hasText: 'Sunrise Unit Test 2' });
    await expect(answerSheet).toHaveCount(1);
    await expect(answerSheet).toContainText('Board: CBSE');
    const answerHref = await answerSheet
      .getByRole('link', { name: 'View Answer Sheet' })
      .getAttribute('href');
    expect(answerHref).toMatch(/^\/api\/answersheets\/\d+\/file$/);
    expect((await (await page.request.get(answerHref!)).body()).subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );

    // The publisher unpublishes it: gone from both collections.
    await answerSheet.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
    await expect(page.getByText('Worksheet unpublished.')).toBeVisible();
    await expect(answerSheet).toHaveCount(0);
    await page.goto('/dashboard/generate/worksheets?board=CBSE&subject=Science&standard=8');
    await expect(cards(page, 'Worksheets Collection').first()).toBeVisible();
    await expect(cards(page, 'Worksheets Collection').filter({ hasText: 'Sunrise Unit Test 2' })).toHaveCount(
      0,
    );
    expect((await page.request.get(href!)).status()).toBe(404);
  });

  test('answer sheet filters', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard/generate/answersheets');
    await expect(page.getByRole('heading', { name: 'Answer Sheets Collection', level: 1 })).toBeVisible();
    const list = cards(page, 'Answer Sheets Collection');
    await expect(page.getByText(`Showing 24 of ${TOTAL} answer sheets`)).toBeVisible();
    await expect(list.first().getByRole('link', { name: 'View Answer Sheet' })).toHaveAttribute(
      'rel',
      'noopener',
    );

    await choose(page, 'Subject title', 'Chemistry');
    await expect(page.getByRole('list', { name: 'Answer Sheets Collection' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    await expect(page.getByText(/^Showing (\d+) of \1 answer sheets$/)).toBeVisible();
    for (const card of await list.all()) await expect(card).toContainText('Chemistry');
    await choose(page, 'Standard', 'Standard 7');
    await expect(list).toHaveCount(1);
    await expect(list.first()).toContainText('Science');
    await expect(list.first()).toContainText('Class: 7');
    await choose(page, 'Subject', 'Mathematics');
    await expect(page.getByText('No answer sheets match your filters.')).toBeVisible();

    // The filters are in the address: a reload keeps them.
    await page.reload();
    await expect(page.getByText('No answer sheets match your filters.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Subject title' })).toHaveValue('Chemistry');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText(`Showing 24 of ${TOTAL} answer sheets`)).toBeVisible();
  });
});
