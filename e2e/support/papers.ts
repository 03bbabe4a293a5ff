import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Download, type Page } from '@playwright/test';
import { createVerifiedTeacher, logIn } from './accounts';

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export async function apiToken(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  expect(res.status()).toBe(200);
  return (await res.json()).token as string;
}

export const SAMPLE_MODEL = {
  header: {
    id: 1,
    styleType: 'style1',
    layoutType: 'horizontal',
    field1: 'Sunrise Public School',
    field2: 'Unit Test 2',
  },
  sections: [
    {
      type: 'mcq',
      questions: [
        {
          id: 'q1',
          text: 'Which planet is closest to the Sun?',
          options: ['Venus', 'Mercury', 'Earth', 'Mars'],
          answer: 1,
        },
      ],
    },
    {
      type: 'short',
      questions: [
        {
          id: 'q2',
          text: 'Why do we see lightning before we hear thunder?',
          answer: 'Light travels faster than sound.',
        },
      ],
    },
  ],
};

/** Saves a paper through the spec's multipart call, as the builder screens do. */
export async function savePaperViaApi(
  request: APIRequestContext,
  token: string,
  userId: number,
  options: { type?: 'default' | 'custom'; body?: string; subject?: string; logo?: boolean } = {},
) {
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    user_id: String(userId),
    type: options.type ?? 'default',
    school_name: 'NA',
    standard: '8',
    timing: '10:30:00 AM',
    date: '2026-11-21',
    division: 'NA',
    address: 'NA',
    subject: options.subject ?? 'Science',
    board: 'NA',
    body:
      options.body ?? '<h2>A) Multiple Choice Questions</h2><p>1. Which planet is closest to the Sun?</p>',
    paper: JSON.stringify(SAMPLE_MODEL),
  };
  if (options.logo) multipart.logo = { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG };
  const res = await request.post('/api/papers/add', {
    multipart,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).paper as { id: number; logo: string | null };
}

/** A verified teacher, logged in on the page and with an API header of their own. */
export async function signInTeacher(page: Page, request: APIRequestContext) {
  const teacher = await createVerifiedTeacher(request);
  await logIn(page, teacher.username, teacher.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await apiToken(request, teacher.username, teacher.password);
  return { ...teacher, headers: { authorization: `Bearer ${token}` } };
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Saves a downloaded PDF, checks its name and magic, and gives its text (pdftotext) and pdfinfo. */
export async function readDownloadedPdf(download: Download, name: string) {
  expect(download.suggestedFilename()).toBe(name);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), name);
  await download.saveAs(file);
  expect(fs.readFileSync(file).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return {
    text: squash(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-']).toString('utf8')),
    info: execFileSync('pdfinfo', [file]).toString('utf8'),
  };
}
