import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('shows the spec texts, advances the banner every 5 s, and jumps with the dots', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(page.getByText('2k+')).toBeVisible();
    await expect(page.getByText('3.50')).toBeVisible();
    await expect(page.getByText('Average CGPA')).toBeVisible();
    await expect(page.getByText('95%')).toBeVisible();
    for (const column of ['Explore', 'Categories', 'Resources', 'Address']) {
      await expect(page.getByRole('contentinfo').getByText(column, { exact: true })).toBeVisible();
    }
    for (const tile of ['Exam Papers', 'Worksheets', 'Answer Sheets', 'Question Bank']) {
      await expect(page.getByRole('heading', { name: tile, level: 3 })).toBeVisible();
    }
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const link of ['Login', 'Register', 'Dashboard']) {
      await expect(nav.getByRole('link', { name: link })).toBeVisible();
    }

    const first = page.getByTestId('slide-1');
    const second = page.getByTestId('slide-2');
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await page.clock.runFor(4900);
    await expect(first).toBeVisible();
    await page.clock.runFor(200);
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await page.clock.runFor(5000);
    await expect(first).toBeVisible();

    await page.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect(second).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Go to slide 1' }).click();
    await expect(first).toBeVisible();
  });

  test('collapses the navigation behind a menu button at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Open menu' });
    await expect(menu).toBeVisible();
    const mobileNav = page.locator('#mobile-menu');
    await expect(mobileNav.getByRole('link', { name: 'Login' })).toBeHidden();
    await menu.click();
    await expect(mobileNav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'Register' })).toBeVisible();
    await mobileNav.getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\/register$/);
  });

  test('about is a real page', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Prashna' })).toBeVisible();
    await expect(page.getByText('Hindi or Gujarati')).toBeVisible();
  });

  test('opens a new page at the top, and Back returns to where the reader was', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    await about.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    await about.click();
    await expect(page.getByRole('heading', { name: 'About Prashna' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.getByText('Average CGPA')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('/no/such/page')).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('runs with no Content-Security-Policy violations', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
    });
    await page.goto('/');
    await expect(page.getByText('Average CGPA')).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'About Prashna' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});
