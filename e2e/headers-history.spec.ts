import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { createVerifiedTeacher, logIn } from './support/accounts';
import { apiToken, savePaperViaApi, TINY_PNG } from './support/papers';

test.describe('headers, history and view', () => {
  test('choose a header from the dashboard, edit it with an image, clear it, save it as my template', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Personalized Paper Generator' }).click();
    await expect(page).toHaveURL(/\/dashboard\/generate\/header$/);
    for (const id of [1, 2, 3, 4])
      await expect(page.getByTestId(`header-card-${id}`).locator('svg')).toBeVisible();
    await page.getByTestId('header-card-1').getByRole('button').click();
    await expect(page).toHaveURL(/\/edit-header\/1$/);
    await expect(page.getByRole('heading', { name: 'Edit Header' })).toBeVisible();

    const institute = page.getByLabel('Institute name');
    await institute.fill('Navjeevan Vidyalaya');
    await expect(page.locator('svg text').filter({ hasText: 'Navjeevan' }).first()).toBeVisible();
    const file = path.join(os.tmpdir(), `logo-${Date.now()}.png`);
    fs.writeFileSync(file, TINY_PNG);
    await page.locator('input[type=file]').setInputFiles(file);
    await expect(page.getByAltText('Header image')).toBeVisible();
    await expect(page.locator('svg image')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(institute).toHaveValue('Shree Saraswati Vidya Mandir');
    await expect(page.locator('svg image')).toHaveCount(0);

    await institute.fill('Navjeevan Vidyalaya');
    await page.getByLabel('Save as my template').fill('Navjeevan unit test');
    await page.getByRole('button', { name: 'Save template' }).click();
    await expect(page.getByText('Saved as your template.', { exact: false })).toBeVisible();
    await page.goto('/dashboard/generate/header');
    await expect(page.getByText('Navjeevan unit test')).toBeVisible();
    await expect(page.getByText('Mine')).toBeVisible();

    await page.goto('/dashboard/generate/edit-header/9999');
    await expect(page.getByText('Header data not found.')).toBeVisible();
  });

  test('history lists, filters, views, downloads and deletes papers; the counts are real', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    const token = await apiToken(request, teacher.username, teacher.password);
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('count-Papers')).toHaveText('0');
    await page.getByRole('link', { name: 'History' }).click();
    await expect(page.getByText('No papers found.')).toBeVisible();

    const withLogo = await savePaperViaApi(request, token, teacher.id, {
      type: 'default',
      logo: true,
      subject: 'Science',
    });
    const custom = await savePaperViaApi(request, token, teacher.id, { type: 'custom', subject: 'Hindi' });
    await page.goto('/dashboard');
    await expect(page.getByTestId('count-Papers')).toHaveText('2');
    await page.goto('/dashboard/history');
    await expect(
      page.getByTestId(`paper-card-${withLogo.id}`).getByRole('img', { name: 'Logo of Science' }),
    ).toBeVisible();
    await expect(page.getByTestId(`paper-card-${custom.id}`).getByText('H', { exact: true })).toBeVisible();
    await page.getByText('Custom', { exact: true }).first().click();
    await expect(page.getByTestId(`paper-card-${withLogo.id}`)).toHaveCount(0);
    await expect(page.getByTestId(`paper-card-${custom.id}`)).toBeVisible();
    await page.getByText('All', { exact: true }).click();

    await page.getByTestId(`paper-card-${withLogo.id}`).getByRole('button', { name: 'View' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/view/${withLogo.id}$`));
    await expect(page.getByTestId('paper-body')).toContainText('Which planet is closest to the Sun?');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('exam-paper.pdf');
    const bytes = fs.readFileSync(await file.path());
    expect(bytes.subarray(0, 4).toString()).toBe('%PDF');

    await page.goto('/dashboard/history');
    await page.getByTestId(`paper-card-${custom.id}`).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Are you sure you want to delete this paper?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Paper deleted successfully')).toBeVisible();
    await expect(page.getByTestId(`paper-card-${custom.id}`)).toHaveCount(0);
  });

  test('a script stored in a saved paper never runs', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request);
    const token = await apiToken(request, teacher.username, teacher.password);
    const paper = await savePaperViaApi(request, token, teacher.id, {
      body: '<p>Safe text</p><script>alert("s")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">link</a><svg onload="alert(3)"></svg>',
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/history');
    await page.getByTestId(`paper-card-${paper.id}`).getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('paper-body')).toContainText('Safe text');
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await page.getByTestId('paper-body').innerHTML()).not.toMatch(
      /onerror|onload|javascript:|<script/i,
    );
  });
});
