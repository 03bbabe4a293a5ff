import fs from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { newTeacher, readMailedCode } from './support/accounts';

// A teacher without a mouse: register, verify, and build a paper (dashboard → headers → Edit Header →
// pre-built paper → open a question with Enter → replace it → Download) with the keyboard alone.
// Nothing is clicked or filled: only Tab/Shift+Tab, typing, Space/Enter and the arrow keys. Every stop
// Tab lands on must show where the focus is (an outline, a ring, a focus border or stroke).

interface FocusStop {
  what: string;
  hasIndicator: boolean;
  isVisible: boolean;
  /** Something else (a floating bar, the app's header) covers the middle of the focused element. */
  isObscured: boolean;
}

/** Describes the focused element and whether the page shows a focus indicator on it. */
function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body)
      return { what: 'body', hasIndicator: false, isVisible: false, isObscured: false };
    const name =
      el.getAttribute('aria-label') ??
      (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null) ??
      el.textContent?.trim().slice(0, 40) ??
      '';
    const what = `<${el.tagName.toLowerCase()}${el.getAttribute('role') ? ` role=${el.getAttribute('role')}` : ''}> ${name}`;
    const rect = el.getBoundingClientRect();
    const isVisible = rect.width > 0 && rect.height > 0;
    const atMiddle = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    // A toast may pass over a control for a few seconds; it is no lasting cover.
    const isObscured =
      isVisible &&
      !(atMiddle && (atMiddle === el || el.contains(atMiddle))) &&
      !atMiddle?.closest('.mantine-Notifications-root');
    const cover =
      isObscured && atMiddle
        ? ` (under ${atMiddle.tagName.toLowerCase()}.${String(atMiddle.className).slice(0, 60)})`
        : '';
    // The primary colour, resolved, to recognise the focus border Mantine gives inputs.
    const probe = document.createElement('span');
    probe.style.color = 'var(--mantine-primary-color-filled)';
    document.body.appendChild(probe);
    const focusColour = getComputedStyle(probe).color;
    probe.remove();
    const marks = (node: Element) => {
      const style = getComputedStyle(node);
      const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const hasRing = style.boxShadow !== 'none';
      const hasFocusBorder = style.borderTopColor === focusColour && parseFloat(style.borderTopWidth) > 0;
      const hasStroke =
        node instanceof SVGElement && style.stroke !== 'none' && style.stroke !== 'rgba(0, 0, 0, 0)';
      return hasOutline || hasRing || hasFocusBorder || hasStroke;
    };
    // The field of a composite input (a password with its eye button) is framed by its wrapper.
    const frames = [el, el.parentElement, el.parentElement?.parentElement].filter(
      (node): node is Element => node instanceof Element && node.matches(':focus-within'),
    );
    return { what: what + cover, hasIndicator: frames.some(marks), isVisible, isObscured };
  });
}

const missingIndicators: string[] = [];
const obscured: string[] = [];

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}) {
  await expect(target).toBeVisible();
  const passed: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const stop = await readFocus(page);
    if (!stop.hasIndicator || !stop.isVisible) missingIndicators.push(stop.what);
    if (stop.isObscured) obscured.push(stop.what);
    if (await target.evaluate((el) => el === document.activeElement)) return;
    passed.push(stop.what);
  }
  throw new Error(`Tab never reached the target; focus went through:\n  ${passed.join('\n  ')}`);
}

/** Chooses an option of a Mantine select with the arrow keys and Enter. */
async function chooseWithArrows(page: Page, select: Locator, option: string) {
  await expect(select).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  for (let i = 0; i < 60; i++) {
    const selected = listbox.locator('[data-combobox-selected]');
    if ((await selected.count()) === 1 && (await selected.textContent())?.trim() === option) break;
    await page.keyboard.press('ArrowDown');
  }
  await page.keyboard.press('Enter');
  await expect(select).toHaveValue(option);
}

const VIEWPORTS = [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`keyboard only at ${viewport.name} width: register, verify, build, change and download a pre-built paper`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    missingIndicators.length = 0;
    obscured.length = 0;
    const teacher = newTeacher();
    const typeInto = async (field: Locator, text: string) => {
      await expect(field).toBeFocused();
      await page.keyboard.type(text);
      await expect(field).toHaveValue(text);
    };

    // Registration.
    await page.goto('/auth/register');
    await tabTo(page, page.getByLabel('Full Name'));
    await typeInto(page.getByLabel('Full Name'), teacher.name);
    await tabTo(page, page.getByLabel('School Name'), { max: 1 });
    await typeInto(page.getByLabel('School Name'), 'Kendriya Vidyalaya');
    await tabTo(page, page.getByLabel("Principal's Name"), { max: 1 });
    await typeInto(page.getByLabel("Principal's Name"), 'R. K. Patel');
    await tabTo(page, page.getByLabel('Username'), { max: 1 });
    await typeInto(page.getByLabel('Username'), teacher.username);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await tabTo(page, password, { max: 1 });
    await typeInto(password, teacher.password);

    const subject = page.getByRole('combobox', { name: 'Subject', exact: true });
    await tabTo(page, subject, { max: 3 });
    await chooseWithArrows(page, subject, 'Mathematics');
    const title = page.getByRole('combobox', { name: 'Subject Title' });
    await tabTo(page, title, { max: 1 });
    await chooseWithArrows(page, title, 'Geometry');
    const class6 = page.getByRole('checkbox', { name: 'Class 6' });
    await tabTo(page, class6, { max: 8 });
    await page.keyboard.press('Space');
    await expect(class6).toBeChecked();

    // A slip in the email, put right by going back with Shift+Tab.
    const email = page.getByLabel('Email Address');
    await tabTo(page, email, { max: 12 });
    await page.keyboard.type(teacher.email.replace('@', '@@'));
    const phone = page.getByLabel('Phone Number');
    await tabTo(page, phone, { max: 1 });
    await typeInto(phone, '9825012345');
    await tabTo(page, email, { back: true, max: 1 });
    await page.keyboard.press('ControlOrMeta+A');
    await typeInto(email, teacher.email);

    const state = page.getByRole('combobox', { name: 'State' });
    await tabTo(page, state, { max: 2 });
    await page.keyboard.type('Gujar');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(state).toHaveValue('Gujarat');
    const city = page.getByRole('combobox', { name: 'City' });
    await tabTo(page, city, { max: 1 });
    await page.keyboard.type('Vadod');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(city).toHaveValue('Vadodara');
    await tabTo(page, page.getByLabel('Pincode'), { max: 1 });
    await typeInto(page.getByLabel('Pincode'), '390007');
    await tabTo(page, page.getByLabel("School's Address"), { max: 1 });
    await typeInto(page.getByLabel("School's Address"), 'Gotri Road');

    const sentAfter = Date.now() - 1000;
    await tabTo(page, page.getByRole('button', { name: 'SIGN UP' }), { max: 3 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);

    // Verification: the code field has the focus already.
    const code = await readMailedCode(teacher.email, sentAfter);
    await typeInto(page.getByLabel('Verification code'), code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toContainText(teacher.name);

    if (viewport.name === 'phone') {
      // The phone menu opens and closes from the keyboard; closed, Tab passes it by.
      await tabTo(page, page.getByRole('button', { name: 'Open menu' }), { max: 3 });
      await page.keyboard.press('Enter');
      // The menu slides in; once it is all on screen, Tab walks its links.
      await expect(page.getByRole('link', { name: 'Dashboard' })).toBeInViewport({ ratio: 1 });
      await tabTo(page, page.getByRole('link', { name: 'Profile' }), { max: 10 });
      await tabTo(page, page.getByRole('button', { name: 'Close menu' }), { back: true, max: 10 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
    }

    // Dashboard → Headers → Edit Header.
    await tabTo(page, page.getByRole('button', { name: 'Pre-Built Question Papers' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/generate\/header$/);
    const firstHeader = page.getByTestId('header-card-1').getByRole('button');
    await expect(firstHeader.locator('svg')).toBeVisible({ timeout: 30_000 });
    await tabTo(page, firstHeader);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/edit-header\/1$/);

    const institute = page.getByRole('textbox', { name: 'Institute name' });
    await tabTo(page, institute);
    await page.keyboard.press('ControlOrMeta+A');
    await typeInto(institute, 'Keyboard Vidyalaya');
    await expect(page.locator('svg text').filter({ hasText: 'Keyboard' }).first()).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Preview PDF' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/generate\/pdf-preview$/);

    // The pre-built paper: open the first question with Enter and replace it from the bank.
    const regions = page.locator('[id^="paper-question-"]');
    await expect(regions).toHaveCount(19, { timeout: 30_000 });
    await expect(page.getByTestId('paper-preview')).toContainText('Keyboard Vidyalaya');
    const first = regions.first();
    const replacedId = await first.getAttribute('data-question-id');
    await tabTo(page, first, { max: 60 });
    await page.keyboard.press('Enter');
    const modal = page.getByRole('dialog', { name: 'Select a New MCQ Question' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Search questions' })).toBeFocused();
    const choice = modal.locator('[data-question-option]:not([disabled])').first();
    const chosenId = await choice.getAttribute('data-question-option');
    await tabTo(page, choice, { max: 10 });
    await page.keyboard.press('Enter');
    await expect(modal).toBeHidden();
    // The dialog's overlay fades out; the paper is back once it has gone.
    await expect(page.locator('.mantine-Modal-overlay')).toHaveCount(0);
    await expect(page.locator(`[data-question-id="${chosenId}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-question-id="${replacedId}"]`)).toHaveCount(0);
    // The focus comes back to the paper, on the question that took the old one's place.
    await expect(page.locator(`[data-question-id="${chosenId}"]`)).toBeFocused();

    // Download with Enter.
    const download = page.waitForEvent('download');
    await tabTo(page, page.getByRole('button', { name: 'Download', exact: true }), { max: 60 });
    await page.keyboard.press('Enter');
    const file = await download;
    expect(file.suggestedFilename()).toBe('exam-paper.pdf');
    expect(
      fs
        .readFileSync(await file.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');

    expect(missingIndicators, `focus stops without a visible focus indicator`).toEqual([]);
    expect(obscured, 'focus stops hidden under something else').toEqual([]);
  });
}
