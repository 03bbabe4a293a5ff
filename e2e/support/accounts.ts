import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

const OUTBOX = path.join(process.cwd(), '.e2e-data', 'outbox');

/** The newest code mailed to an address, read from the server's outbox folder. */
export async function readMailedCode(
  email: string,
  after = 0,
  purpose: 'verification' | 'password reset' = 'verification',
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(OUTBOX) ? fs.readdirSync(OUTBOX).sort() : [];
        for (const file of files.reverse()) {
          const full = path.join(OUTBOX, file);
          if (fs.statSync(full).mtimeMs < after) continue;
          const raw = fs.readFileSync(full, 'utf8');
          if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
          code = new RegExp(`^Subject: .*${purpose} code: (\\d{6})`, 'm').exec(raw)?.[1];
          if (code) return code;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

export function newTeacher() {
  const id = crypto.randomBytes(4).toString('hex');
  return {
    name: `Meera Joshi ${id}`,
    username: `meera_${id}`,
    email: `meera.${id}@school.test`,
    password: 'chalk and board 7',
  };
}

/** A verified teacher made over the API, for journeys that do not test registration itself. */
export async function createVerifiedTeacher(request: APIRequestContext) {
  const teacher = newTeacher();
  const signup = await request.post('/api/auth/signup', {
    data: { ...teacher, subject: 1, subject_title: 3, class: [6], user_type: 'admin' },
  });
  expect(signup.status()).toBe(201);
  const user = (await signup.json()).user as { id: number };
  const otp = await readMailedCode(teacher.email);
  expect((await request.post('/api/auth/verify-otp', { data: { email: teacher.email, otp } })).status()).toBe(
    200,
  );
  return { ...teacher, id: user.id };
}

export async function logIn(page: Page, username: string, password: string, rememberMe = false) {
  await page.goto('/auth/login');
  await page.getByLabel('Username').fill(username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  if (rememberMe) await page.getByLabel('Remember Me').check();
  await page.getByRole('button', { name: 'Login' }).click();
}
