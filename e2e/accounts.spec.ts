import { expect, test } from '@playwright/test';
import { createVerifiedTeacher, logIn, newTeacher, readMailedCode } from './support/accounts';

test.describe('accounts', () => {
  test('register with the cascades and pincode fill, verify by mail, reach the dashboard', async ({
    page,
  }) => {
    const teacher = newTeacher();
    await page.goto('/auth/register');
    await expect(page.getByText('Your All-in-One Teaching Companion')).toBeVisible();
    await expect(page.getByText('Your classes will appear here after subject selection')).toBeVisible();

    await page.getByLabel('Full Name').fill(teacher.name);
    await page.getByLabel('School Name').fill('Navrachana Vidyalaya');
    await page.getByLabel("Principal's Name").fill('S. M. Desai');
    await page.getByLabel('Username').fill(teacher.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(teacher.password);

    await page.getByRole('combobox', { name: 'Subject', exact: true }).click();
    await page.getByRole('option', { name: 'Science' }).click();
    await page.getByRole('combobox', { name: 'Subject Title' }).click();
    await page.getByRole('option', { name: 'Physics' }).click();
    await expect(page.getByLabel('Class 6')).toBeVisible();
    await expect(page.getByLabel('Class 1', { exact: true })).toHaveCount(0);
    await page.getByLabel('Class 8').check();
    await page.getByLabel('Class 9').check();
    // Choosing another subject resets the title and the classes.
    await page.getByRole('combobox', { name: 'Subject', exact: true }).click();
    await page.getByRole('option', { name: 'Mathematics' }).click();
    await expect(page.getByText('Your classes will appear here after subject selection')).toBeVisible();
    await page.getByRole('combobox', { name: 'Subject Title' }).click();
    await page.getByRole('option', { name: 'Algebra' }).click();
    await page.getByLabel('Class 9').check();

    await page.getByLabel('Email Address').fill(teacher.email);
    await page.getByLabel('Phone Number').fill('9825012345');
    await page.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Maharashtra' }).click();
    await page.getByRole('combobox', { name: 'City' }).click();
    await expect(page.getByRole('option', { name: 'Pune' })).toBeVisible();
    await page.keyboard.press('Escape');

    // An unknown pincode alerts; a known one fills the city and the state.
    await page.getByLabel('Pincode').fill('999999');
    await expect(page.getByText('Invalid pincode. Please enter a valid one.')).toBeVisible();
    await page.getByLabel('Pincode').fill('390007');
    await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('Gujarat');
    await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Vadodara');
    await page.getByLabel("School's Address").fill('Gotri Road');

    const sentAfter = Date.now() - 1000;
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await expect(page.getByText('Registration successful! Please verify your email.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/verify-otp$/);
    await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
    await expect(page.getByText(`${teacher.email.slice(0, 3)}`, { exact: false })).toBeVisible();
    await expect(page.getByText(teacher.email)).toHaveCount(0);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid OTP. Please try again.' }).first(),
    ).toBeVisible();

    const code = await readMailedCode(teacher.email, sentAfter);
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('dashboard-greeting')).toContainText(teacher.name);

    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile Overview' })).toBeVisible();
    await expect(page.getByText('Vadodara')).toBeVisible();
    await expect(page.getByText('Gotri Road')).toBeVisible();
    await expect(page.getByText('Algebra')).toBeVisible();
  });

  test('logout asks first and clears the session; Remember Me keeps the username', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    await logIn(page, teacher.username, teacher.password, true);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('rememberedUsername'))).toBe(teacher.username);
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();

    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('authToken') ?? sessionStorage.getItem('authToken'),
      user: localStorage.getItem('user'),
      remembered: localStorage.getItem('rememberedUsername'),
    }));
    expect(stored).toEqual({ token: null, user: null, remembered: null });

    await logIn(page, teacher.username, teacher.password, true);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A new visit in a fresh tab: still logged in, and the login form offers the remembered username.
    const fresh = await page.context().newPage();
    await fresh.goto('/dashboard/profile');
    await expect(fresh.getByRole('heading', { name: 'Profile Overview' })).toBeVisible();
    await fresh.evaluate(() => localStorage.removeItem('authToken'));
    await fresh.goto('/auth/login');
    await expect(fresh.getByLabel('Username')).toHaveValue(teacher.username);
    await expect(fresh.getByLabel('Remember Me')).toBeChecked();
  });

  test('a wrong password shows the message; the guard returns to the asked page after login', async ({
    page,
    request,
  }) => {
    const teacher = await createVerifiedTeacher(request);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('Username').fill(teacher.username);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not my password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).first(),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(teacher.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test('change the password, then log in with the new one', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request);
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByRole('textbox', { name: 'Current password' }).fill(teacher.password);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('new chalk board 8');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('new chalk board 8');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed.', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, Logout' }).click();
    await logIn(page, teacher.username, teacher.password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).first(),
    ).toBeVisible();
    await logIn(page, teacher.username, 'new chalk board 8');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('reset a forgotten password by mail', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    const sentAfter = Date.now() - 1000;
    await page.getByLabel('Email Address').fill(teacher.email);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await readMailedCode(teacher.email, sentAfter, 'password reset');
    await page.getByLabel('Code').fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('fresh start 2026');
    await page.getByRole('textbox', { name: 'Repeat the new password' }).fill('fresh start 2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await logIn(page, teacher.username, 'fresh start 2026');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('delete the account, then it cannot log in', async ({ page, request }) => {
    const teacher = await createVerifiedTeacher(request);
    await logIn(page, teacher.username, teacher.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/profile');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Are you sure you want to delete your account?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete Account' }).click();
    await expect(page.getByText('Account deleted successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await logIn(page, teacher.username, teacher.password);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid username or password' }).first(),
    ).toBeVisible();
  });
});
