import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createVerifiedTeacher, logIn, newTeacher } from './support/accounts';
import { apiToken, savePaperViaApi } from './support/papers';

// axe-core on every screen, at desktop and phone width: no serious or critical violation anywhere.
// Nothing is excluded: every rule runs on the whole page (WCAG 2.0–2.2 A/AA and axe's best practices).
// Each screen is checked once it has settled (its data and, on paper screens, its pages drawn), and
// the dialogs a teacher meets on the way (question replacement, question form, publish, save) as well.

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function audit(page: Page, screen: string, findings: Finding[]) {
  // Let transitions (modals, drawers, toasts fading in) finish so colours are measured at rest.
  await page.waitForTimeout(400);
  const result = await new AxeBuilder({ page }).analyze();
  // A11Y_REPORT=<file> appends every violation of every impact, one JSON line each, for a survey.
  if (process.env.A11Y_REPORT) {
    for (const v of result.violations) {
      const line = { screen, rule: v.id, impact: v.impact, nodes: v.nodes.length, help: v.help };
      fs.appendFileSync(process.env.A11Y_REPORT, `${JSON.stringify(line)}\n`);
    }
  }
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((n) => {
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
        const colours = data?.fgColor ? ` (${data.fgColor} on ${data.bgColor}: ${data.contrastRatio})` : '';
        return `${n.target.join(' ')}${colours} ${n.html.slice(0, 120)}`;
      }),
    });
  }
}

function report(findings: Finding[]) {
  return findings
    .map((f) => `${f.screen}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

const regions = (page: Page) => page.locator('[id^="paper-question-"]');

async function unverifiedTeacher(request: APIRequestContext) {
  const teacher = newTeacher();
  const signup = await request.post('/api/auth/signup', {
    data: { ...teacher, subject: 1, subject_title: 3, class: [6], user_type: 'admin' },
  });
  expect(signup.status()).toBe(201);
  return teacher;
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} width`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('public and account screens', async ({ page, request }) => {
      test.setTimeout(120_000);
      const findings: Finding[] = [];
      const at = `${viewport.name}`;

      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, `${at} landing`, findings);

      await page.goto('/about');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, `${at} about`, findings);

      await page.goto('/auth/login');
      await expect(page.getByLabel('Username')).toBeVisible();
      await audit(page, `${at} login`, findings);
      // The login form with its errors shown.
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByText('Username is required.')).toBeVisible();
      await audit(page, `${at} login with errors`, findings);

      await page.goto('/auth/register');
      await expect(page.getByLabel('Full Name')).toBeVisible();
      await audit(page, `${at} register`, findings);

      await page.goto('/auth/reset-password');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, `${at} reset password`, findings);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await audit(page, `${at} 404`, findings);

      const pending = await unverifiedTeacher(request);
      await logIn(page, pending.username, pending.password);
      await expect(page).toHaveURL(/\/auth\/verify-otp$/);
      await expect(page.getByLabel('Verification code')).toBeVisible();
      await audit(page, `${at} verify`, findings);

      expect(findings, report(findings)).toEqual([]);
    });

    test('dashboard screens', async ({ page, request }) => {
      test.setTimeout(240_000);
      const findings: Finding[] = [];
      const at = `${viewport.name}`;
      const isPhone = viewport.name === 'phone';
      const teacher = await createVerifiedTeacher(request);
      const token = await apiToken(request, teacher.username, teacher.password);
      const saved = await savePaperViaApi(request, token, teacher.id, { logo: true });

      await logIn(page, teacher.username, teacher.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('count-Papers')).toHaveText('1');
      await audit(page, `${at} dashboard`, findings);
      if (isPhone) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('link', { name: 'Profile' })).toBeVisible();
        await audit(page, `${at} dashboard menu open`, findings);
        await page.getByRole('button', { name: 'Close menu' }).click();
      }

      // Headers, Edit Header and the pre-built paper, the way a teacher reaches them.
      await page.getByRole('button', { name: 'Pre-Built Question Papers' }).click();
      await expect(page).toHaveURL(/\/generate\/header$/);
      await expect(page.getByTestId('header-card-4').locator('svg')).toBeVisible({ timeout: 30_000 });
      await audit(page, `${at} headers`, findings);
      await page.getByTestId('header-card-1').getByRole('button').click();
      await expect(page.getByRole('heading', { name: 'Edit Header' })).toBeVisible();
      await expect(page.locator('svg text').first()).toBeVisible();
      await audit(page, `${at} edit header`, findings);
      await page.getByRole('button', { name: 'Preview PDF' }).click();
      await expect(page).toHaveURL(/\/generate\/pdf-preview$/);
      await expect(regions(page)).toHaveCount(19, { timeout: 30_000 });
      await audit(page, `${at} pre-built paper`, findings);
      await regions(page).first().focus();
      await page.keyboard.press('Enter');
      const modal = page.getByRole('dialog', { name: 'Select a New MCQ Question' });
      await expect(modal.locator('[data-question-option]').first()).toBeVisible();
      await audit(page, `${at} replace question dialog`, findings);
      await modal.getByRole('tab', { name: 'Edit this question' }).click();
      await audit(page, `${at} edit question tab`, findings);
      await modal.getByRole('button', { name: 'Close' }).click();
      await expect(modal).toBeHidden();
      await page.getByRole('button', { name: 'Save Paper' }).click();
      await expect(page.getByRole('dialog', { name: 'Save Paper' })).toBeVisible();
      await audit(page, `${at} save paper dialog`, findings);
      await page.keyboard.press('Escape');

      // The custom paper, with a few questions picked.
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Personalized Paper Generator' }).click();
      await page.getByTestId('header-card-2').getByRole('button').click();
      await page.getByRole('button', { name: 'Preview PDF' }).click();
      await expect(page).toHaveURL(/\/generate\/custompaper$/);
      if (isPhone) await page.getByRole('button', { name: 'Select Questions' }).click();
      await page.getByRole('combobox', { name: 'Question type' }).click();
      await page.getByRole('option', { name: 'MCQ', exact: true }).click();
      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      await audit(page, `${at} custom paper${isPhone ? ' question drawer' : ''}`, findings);
      if (isPhone) await page.getByRole('button', { name: 'DONE' }).click();
      await expect(regions(page)).toHaveCount(2, { timeout: 30_000 });
      await audit(page, `${at} custom paper`, findings);

      await page.goto('/dashboard/history');
      await expect(page.getByTestId(`paper-card-${saved.id}`)).toBeVisible();
      await audit(page, `${at} history`, findings);
      await page.getByTestId(`paper-card-${saved.id}`).getByRole('button', { name: 'View' }).click();
      await expect(page.getByTestId('paper-body')).toContainText('Which planet');
      await audit(page, `${at} view paper`, findings);
      await page.getByRole('button', { name: 'Publish as worksheet' }).click();
      await expect(page.getByRole('dialog', { name: 'Publish as worksheet' })).toBeVisible();
      await audit(page, `${at} publish dialog`, findings);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/profile');
      await expect(page.getByRole('heading', { name: 'Profile Overview' })).toBeVisible();
      await audit(page, `${at} profile`, findings);
      await page.getByRole('link', { name: 'Change Password' }).click();
      await expect(page).toHaveURL(/\/change-password$/);
      await audit(page, `${at} change password`, findings);

      await page.goto('/dashboard/questions');
      await expect(page.getByTestId('question-row').first()).toBeVisible({ timeout: 20_000 });
      await audit(page, `${at} question bank`, findings);
      await page.getByRole('button', { name: 'Add a question' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel('Question', { exact: false }).first()).toBeVisible();
      await audit(page, `${at} question form`, findings);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard/generate/worksheets');
      await expect(page.getByRole('link', { name: /View WorkSheet/ }).first()).toBeVisible();
      await audit(page, `${at} worksheets`, findings);
      await page.goto('/dashboard/generate/answersheets');
      await expect(page.getByRole('link', { name: /View Answer Sheet/ }).first()).toBeVisible();
      await audit(page, `${at} answer sheets`, findings);

      expect(findings, report(findings)).toEqual([]);
    });
  });
}
