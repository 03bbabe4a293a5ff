import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADDRESS_MAX, NAME_MAX, TEXT_FIELD_MAX } from '../common/limits';
import { SHEET_TITLE_MAX } from '../common/worksheet-api';
import { createVerifiedTeacher, newTeacher, readMailedCode } from './support/accounts';
import { apiToken, TINY_PNG } from './support/papers';
import { fitTo, XSS_PAYLOADS } from './support/xss-payloads';

// Stored XSS: the corpus goes into every text field a teacher controls through the API, and Chromium
// visits every screen that shows it. A script that runs sets window.__xss (trapped below) or opens a
// dialog; an inline handler that reached the page would be blocked by the CSP and reported. Any of
// these fails the journey, and so does an element the stored text managed to name `__xss` (DOM
// clobbering). Where a screen shows the text as text, it must show it literally.

test.describe.configure({ mode: 'serial' });

const P = XSS_PAYLOADS.map((p) => p.text);
const N = P.length;
const at = (i: number) => P[i % N]!;
const HEADER_FIELD_MAX = 300;
const HEADER_NAME_MAX = 80;
const FIELDS = ['field1', 'field2', 'field3', 'field4', 'field5', 'field6', 'field7', 'field8', 'field9'];
const LAYOUTS = ['horizontal', 'grid', 'stacked', 'column'] as const;
/** The teacher createVerifiedTeacher makes teaches Mathematics (subject 1), standard 6. */
const SUBJECT = 1;
const STANDARD = 6;

interface Incident {
  screen: string;
  kind: string;
  detail: string;
}

/** What was checked: field → screens. */
const coverage = new Map<string, Set<string>>();
const cover = (fields: string[], screen: string) => {
  for (const field of fields) {
    if (!coverage.has(field)) coverage.set(field, new Set());
    coverage.get(field)!.add(screen);
  }
};

/** Watches a page for the signs of a script that ran; `check` reads them after each screen. */
async function watch(page: Page) {
  const incidents: Incident[] = [];
  let screen = 'start';
  page.on('dialog', (dialog) => {
    incidents.push({ screen, kind: 'dialog', detail: `${dialog.type()}: ${dialog.message()}` });
    void dialog.dismiss().catch(() => undefined);
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation|__xss/.test(text))
      incidents.push({ screen, kind: 'console', detail: text.slice(0, 300) });
  });
  page.on('pageerror', (error) =>
    incidents.push({ screen, kind: 'page error', detail: error.message.slice(0, 300) }),
  );
  await page.addInitScript(() => {
    let value: unknown;
    Object.defineProperty(window, '__xss', {
      configurable: false,
      get: () => value,
      set: (next) => {
        value = next;
        console.error(`__xss set to ${String(next)} at ${location.pathname}`);
      },
    });
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} (${event.sample})`,
      ),
    );
  });
  // The probe is a trap: a payload that assigns it is reported at once, whatever it does next.
  return {
    incidents,
    /** Names the screen being looked at; call before navigating to it. */
    on(name: string) {
      screen = name;
    },
    /** Lets late handlers (image errors, animations, toggles) fire, then reads the probes. */
    async check() {
      await page.waitForTimeout(300);
      const probe = await page.evaluate(() => ({
        xss: (window as unknown as { __xss?: unknown }).__xss,
        clobbered:
          Boolean(document.getElementById('__xss')) || document.getElementsByName('__xss').length > 0,
      }));
      if (probe.xss !== undefined)
        incidents.push({ screen, kind: 'window.__xss', detail: String(probe.xss) });
      if (probe.clobbered)
        incidents.push({ screen, kind: 'DOM clobbering', detail: 'an element named __xss' });
    },
  };
}

type Watch = Awaited<ReturnType<typeof watch>>;

function expectNoIncidents(w: Watch) {
  const lines = w.incidents.map((i) => `${i.screen}: ${i.kind}: ${i.detail}`);
  expect(lines, lines.join('\n')).toEqual([]);
}

async function signIn(page: Page, request: APIRequestContext, username: string, password: string) {
  const login = await request.post('/api/auth/login', { data: { username, password } });
  expect(login.status()).toBe(200);
  const { token, user } = (await login.json()) as { token: string; user: unknown };
  // Any page of the app will do to reach its storage; the next page load reads the new session.
  if (!page.url().startsWith('http')) await page.goto('/auth/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('authToken', t);
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** Opens a screen with navigation state, as a link inside the app would hand it over. */
async function gotoWithState(page: Page, path: string, state: unknown) {
  await page.goto(path);
  await page.evaluate((s) => window.history.replaceState({ ...window.history.state, usr: s }, ''), state);
  await page.reload();
}

/** Text as the paper engine draws it: line breaks and invisible format characters do not count. */
const squash = (text: string) => text.replace(/[\s\p{Cf}]+/gu, '');

async function expectOnPaper(page: Page, texts: string[], screen: string) {
  const drawn = squash((await page.getByTestId('paper-preview').textContent()) ?? '');
  const missing = texts.filter((t) => !drawn.includes(squash(t)));
  expect(missing, `${screen}: texts not drawn on the paper`).toEqual([]);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { data, headers: bearer(token) });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return res.json();
}

/**
 * Every payload as question texts, options, answers and marking points of one paper. Question ids are
 * numbers, like the bank's: the custom paper keeps its questions by bank id.
 */
function payloadSections() {
  const options: string[][] = [];
  for (let i = 0; i < N; i += 12) options.push(P.slice(i, i + 12));
  return [
    { type: 'mcq', questions: options.map((o, i) => ({ id: 1000 + i, text: at(i), options: o, answer: 0 })) },
    {
      type: 'other',
      questions: P.map((text, i) => ({ id: 2000 + i, text, answer: text, points: [at(i + 1)] })),
    },
  ];
}

function headerOf(first: number, layoutType: (typeof LAYOUTS)[number] = 'horizontal') {
  return {
    id: 1,
    styleType: 'style1',
    layoutType,
    ...Object.fromEntries(FIELDS.map((f, j) => [f, fitTo(at(first + j), HEADER_FIELD_MAX)])),
  };
}

async function savePaper(
  request: APIRequestContext,
  token: string,
  userId: number,
  fields: { type: 'default' | 'custom'; subject: string; body: string; paper: unknown },
) {
  const res = await request.post('/api/papers/add', {
    headers: bearer(token),
    multipart: {
      user_id: String(userId),
      type: fields.type,
      school_name: 'NA',
      standard: String(STANDARD),
      timing: '10:30:00 AM',
      date: '2026-11-21',
      division: 'NA',
      address: 'NA',
      subject: fields.subject,
      board: 'NA',
      body: fields.body,
      paper: JSON.stringify(fields.paper),
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { paper: { id: number } }).paper.id;
}

test('the corpus has at least 30 payloads of every kind', () => {
  expect(N).toBeGreaterThanOrEqual(30);
  const kinds: Record<string, RegExp> = {
    'script tag': /<script>/,
    'img handler': /<img[^>]* on\w+=/,
    'svg handler': /<svg[^>]* on\w+=/,
    'body handler': /<body[^>]* on\w+=/,
    'details handler': /<details[^>]* on\w+=/,
    'video handler': /<video[^>]* on\w+=|<source[^>]* on\w+=/,
    'javascript: address': /javascript:/,
    'data:text/html address': /data:text\/html/,
    'svg script': /<svg><script>/,
    'attribute breakout': /^["']/,
    'template or style trick': /<template>|<style>/,
    'fullwidth brackets': /＜script＞/,
    'right-to-left override': /\u202E/,
    'zero-width character': /\u200B/,
    'sets window.__xss': /window\.__xss=1/,
  };
  const absent = Object.entries(kinds).filter(([, pattern]) => !P.some((p) => pattern.test(p)));
  expect(absent.map(([kind]) => kind)).toEqual([]);
});

test('names, school, principal and address: dashboard greeting and profile', async ({ page, request }) => {
  test.setTimeout(300_000);
  const w = await watch(page);
  const fields = [
    'name',
    'school_name',
    'school_principal_name',
    'school_address_city',
    'school_address_state',
    'school_address',
  ];
  // The accounts are made over the API, a few at a time; then each is looked at in the browser.
  const accounts: Array<{ username: string; password: string; values: Record<string, string> }> = [];
  for (let from = 0; from < N; from += 8) {
    const batch = P.slice(from, from + 8).map(async (payload) => {
      const teacher = newTeacher();
      const values = {
        name: fitTo(payload, NAME_MAX),
        school_name: fitTo(payload, TEXT_FIELD_MAX),
        school_principal_name: fitTo(payload, NAME_MAX),
        school_address_city: fitTo(payload, TEXT_FIELD_MAX),
        school_address_state: fitTo(payload, TEXT_FIELD_MAX),
        school_address: fitTo(payload, ADDRESS_MAX),
      };
      const signup = await request.post('/api/auth/signup', {
        data: {
          ...teacher,
          ...values,
          subject: SUBJECT,
          subject_title: 3,
          class: [STANDARD],
          user_type: 'admin',
        },
      });
      expect(signup.status(), await signup.text()).toBe(201);
      const otp = await readMailedCode(teacher.email);
      const verify = await request.post('/api/auth/verify-otp', { data: { email: teacher.email, otp } });
      expect(verify.status()).toBe(200);
      return { username: teacher.username, password: teacher.password, values };
    });
    accounts.push(...(await Promise.all(batch)));
  }

  for (const [i, { username, password, values }] of accounts.entries()) {
    await signIn(page, request, username, password);
    w.on(`dashboard greeting #${i}`);
    await page.goto('/dashboard');
    const greeting = page.getByTestId('dashboard-greeting');
    await expect(greeting).toBeVisible();
    expect(await greeting.textContent()).toMatch(/^Good (morning|afternoon|evening), /);
    expect((await greeting.textContent())!.replace(/^Good \w+, /, '')).toBe(values.name);
    await w.check();

    w.on(`profile #${i}`);
    await page.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile Overview' })).toBeVisible();
    const shown = await page.locator('dd').allTextContents();
    for (const value of Object.values(values)) expect(shown).toContain(value);
    await w.check();
  }
  cover(['name'], 'dashboard greeting');
  cover(fields, 'profile');
  expectNoIncidents(w);
});

test.describe('a teacher’s own content', () => {
  let teacher: Awaited<ReturnType<typeof createVerifiedTeacher>>;
  let token: string;

  test.beforeAll(async ({ request }) => {
    teacher = await createVerifiedTeacher(request);
    token = await apiToken(request, teacher.username, teacher.password);
  });

  test('header templates: headers page, Edit Header, pre-built and custom paper', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    // Template k is named after payload k, its field j holds payload k+j: each payload is in every field.
    const ids: number[] = [];
    for (const k of P.keys()) {
      const header = headerOf(k, LAYOUTS[k % LAYOUTS.length]);
      const saved = await post(request, token, '/api/headers', {
        ...header,
        id: undefined,
        name: fitTo(at(k), HEADER_NAME_MAX),
      });
      ids.push(saved.id as number);
    }
    const w = await watch(page);
    await signIn(page, request, teacher.username, teacher.password);

    w.on('headers page');
    await page.goto('/dashboard/generate/header');
    await expect(page.locator('[data-testid^="header-card-"] [role="img"] svg')).toHaveCount(N + 4, {
      timeout: 60_000,
    });
    for (const [k, id] of ids.entries()) {
      await expect(page.getByTestId(`header-card-${id}`).locator('p').first()).toHaveText(
        fitTo(at(k), HEADER_NAME_MAX),
        { useInnerText: false },
      );
    }
    await w.check();
    cover(['header name', ...FIELDS.map((f) => `header ${f}`)], 'headers page');

    for (const [k, id] of ids.entries()) {
      w.on(`edit header #${k}`);
      await page.goto(`/dashboard/generate/edit-header/${id}`);
      await expect(page.getByRole('heading', { name: 'Edit Header' })).toBeVisible();
      await expect(page.locator('svg text').first()).toBeVisible({ timeout: 30_000 });
      const values = await page
        .locator('input[type="text"], input:not([type])')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const layout = LAYOUTS[k % LAYOUTS.length];
      const shownFields = layout === 'column' ? FIELDS : FIELDS.slice(0, 7);
      for (const field of shownFields)
        expect(values).toContain(fitTo(at(k + FIELDS.indexOf(field)), HEADER_FIELD_MAX));
      expect(values).toContain(fitTo(at(k), HEADER_NAME_MAX));
      await w.check();
    }
    cover(['header name', ...FIELDS.map((f) => `header ${f}`)], 'edit header');

    // Both paper screens with the templates whose fields hold every payload between them.
    for (let k = 0; k < N; k += 8) {
      const id = ids[k]!;
      const layout = LAYOUTS[k % LAYOUTS.length];
      for (const from of ['prebuild', 'custom'] as const) {
        const screen = from === 'prebuild' ? 'pre-built paper' : 'custom paper';
        w.on(`${screen} with header #${k}`);
        await gotoWithState(page, `/dashboard/generate/edit-header/${id}`, { from });
        await page.getByRole('button', { name: 'Preview PDF' }).click();
        if (from === 'prebuild')
          await expect(page.locator('[id^="paper-question-"]')).toHaveCount(19, { timeout: 30_000 });
        await expect(page.getByTestId('paper-preview')).toBeVisible({ timeout: 30_000 });
        const printed = layout === 'column' ? FIELDS : FIELDS.slice(0, 7);
        await expectOnPaper(
          page,
          printed.map((f) => fitTo(at(k + FIELDS.indexOf(f)), HEADER_FIELD_MAX)),
          `${screen} #${k}`,
        );
        if (from === 'custom') {
          const [college, exam] = layout === 'column' ? [8, 9] : [0, 1];
          await expect(page.getByRole('textbox', { name: 'College name' })).toHaveValue(
            fitTo(at(k + college), 300),
          );
          await expect(page.getByRole('textbox', { name: 'Exam name' })).toHaveValue(
            fitTo(at(k + exam), 300),
          );
        }
        await w.check();
      }
    }
    cover(
      FIELDS.map((f) => `header ${f}`),
      'pre-built paper',
    );
    cover(
      FIELDS.map((f) => `header ${f}`),
      'custom paper',
    );
    expectNoIncidents(w);
  });

  test('own questions: question bank, edit dialog, replace dialog, custom list, on paper', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    const base = { subject: SUBJECT, standard: STANDARD, difficulty: 'medium' };
    // What the answer key of each mcq and short question must draw, by its question text.
    const onKey = new Map<string, string[]>();
    for (const text of P)
      await post(request, token, '/api/question', { ...base, type: 'other', question: text, answer: text });
    for (let i = 0; i < N; i += 6) {
      const options = P.slice(i, i + 6).length > 1 ? P.slice(i, i + 6) : [at(i), at(i + 1)];
      await post(request, token, '/api/question', {
        ...base,
        type: 'mcq',
        question: at(i),
        options,
        answer: 0,
      });
      onKey.set(at(i).trim(), [at(i), ...options]);
    }
    for (let i = 0; i < N; i += 10) {
      const points = P.slice(i, i + 10);
      await post(request, token, '/api/question', {
        ...base,
        type: 'short',
        question: at(i + 3),
        answer: at(i + 4),
        points,
      });
      onKey.set(at(i + 3).trim(), [at(i + 3), at(i + 4), ...points]);
    }

    const w = await watch(page);
    await signIn(page, request, teacher.username, teacher.password);

    w.on('question bank');
    await page.goto('/dashboard/questions?owner=me');
    const rows = page.getByTestId('question-row');
    await expect(rows.first()).toBeVisible({ timeout: 20_000 });
    while (await page.getByRole('button', { name: 'Load more' }).isVisible()) {
      const before = await rows.count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    const texts = await rows.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
    const allText = texts.join('\n');
    const missing = P.filter((p) => !allText.includes(p.trim()));
    expect(missing, 'question texts, options and answers not shown literally in the bank').toEqual([]);
    await w.check();
    cover(['question text', 'mcq options', 'answer'], 'question bank');

    // The edit dialog of each mcq and short question, with its answer key drawn on paper.
    const richRows = rows.filter({ has: page.getByText(/^(Multiple choice|Short answer)$/) });
    await expect(richRows).toHaveCount(onKey.size);
    for (let r = 0; r < onKey.size; r++) {
      w.on(`question edit dialog #${r}`);
      const text = (await richRows.nth(r).locator('[id$="-text"]').textContent())!.trim();
      await richRows.nth(r).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('paper-preview').first()).toBeVisible({ timeout: 30_000 });
      const values = await dialog
        .locator('input, textarea')
        .evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value));
      expect(values, `question edit dialog #${r}: the form holds the stored texts`).toEqual(
        expect.arrayContaining(onKey.get(text)!.map((t) => t.trim())),
      );
      await dialog.getByText('Answer key', { exact: true }).click();
      await expectOnPaper(page, onKey.get(text)!, `answer key in question edit dialog #${r}`);
      await w.check();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
    }
    cover(['question text', 'mcq options', 'answer', 'marking points'], 'question edit dialog');

    // The pre-built paper draws "other" questions only from this teacher's own: ask for all of them.
    w.on('pre-built paper drawn from own questions');
    await gotoWithState(page, '/dashboard/generate/pdf-preview', { subject: SUBJECT, standard: STANDARD });
    const regions = page.locator('[id^="paper-question-"]');
    await expect(regions).toHaveCount(19, { timeout: 30_000 });
    await page.getByRole('textbox', { name: 'Other', exact: true }).fill(String(N));
    await page.getByRole('button', { name: 'Draw again' }).click();
    await expect(regions).toHaveCount(19 + N, { timeout: 30_000 });
    await expectOnPaper(page, P, 'pre-built paper');
    await w.check();
    w.on('replace question dialog');
    await page.locator('[id^="paper-question-5-"]').first().click();
    const modal = page.getByRole('dialog', { name: /Select a New .* Question/ });
    await expect(modal.locator('[data-question-option]')).toHaveCount(N);
    const listed = (await modal.locator('[data-question-option]').allTextContents()).join('\n');
    expect(P.filter((p) => !listed.includes(p.trim()))).toEqual([]);
    await modal.getByRole('tab', { name: 'Edit this question' }).click();
    await w.check();
    await modal.getByRole('button', { name: 'Close' }).click();
    cover(['question text'], 'pre-built paper');
    cover(['question text'], 'replace question dialog');

    w.on('custom paper question list');
    await page.goto('/dashboard/generate/custompaper');
    await page.getByRole('combobox', { name: 'Question type' }).click();
    await page.getByRole('option', { name: 'Other', exact: true }).click();
    const picks = page.getByRole('checkbox');
    await expect(picks).toHaveCount(N);
    const labels = await picks.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? ''));
    expect(labels.sort()).toEqual(P.map((p) => p.trim()).sort());
    for (let i = 0; i < N; i++) await picks.nth(i).check();
    await expect(regions).toHaveCount(N, { timeout: 30_000 });
    await expectOnPaper(page, P, 'custom paper');
    await w.check();
    cover(['question text'], 'custom paper');
    cover(['question text'], 'custom paper question list');
    expectNoIncidents(w);
  });

  test('saved papers: history, view, reopened in both builders; worksheet titles', async ({
    page,
    request,
  }) => {
    test.setTimeout(420_000);
    // One paper per payload (body, subject, structured header and questions), and two that carry
    // every payload in their structured content.
    const perPayload: number[] = [];
    for (const [i, text] of P.entries()) {
      perPayload.push(
        await savePaper(request, token, teacher.id, {
          type: i % 2 ? 'custom' : 'default',
          subject: fitTo(text, TEXT_FIELD_MAX),
          body: text,
          paper: {
            header: headerOf(i),
            instructions: [text],
            sections: [
              { type: 'mcq', questions: [{ id: 1000 + i, text, options: [text, 'B'], answer: 0 }] },
              { type: 'other', questions: [{ id: 2000 + i, text, answer: text, points: [text] }] },
            ],
          },
        }),
      );
    }
    const whole = {
      default: await savePaper(request, token, teacher.id, {
        type: 'default',
        subject: 'Mathematics',
        body: P.map((p) => `<p>${p}</p>`).join(''),
        paper: { header: headerOf(0), instructions: P.slice(0, 30), sections: payloadSections() },
      }),
      custom: await savePaper(request, token, teacher.id, {
        type: 'custom',
        subject: 'Mathematics',
        body: P.join('\n'),
        paper: { header: headerOf(9), instructions: P.slice(N - 30), sections: payloadSections() },
      }),
    };

    // Worksheet titles: the payloads packed into titles of at most 120 characters, each published.
    const titles: string[] = [];
    for (const p of P.map((x) => fitTo(x, SHEET_TITLE_MAX))) {
      const last = titles.at(-1);
      if (last !== undefined && last.length + 1 + p.length <= SHEET_TITLE_MAX)
        titles[titles.length - 1] = `${last} ${p}`;
      else titles.push(p);
    }
    const publish = async (some: string[]) => {
      for (const title of some) {
        const send = () =>
          request.post(`/api/papers/${perPayload[0]}/publish`, {
            headers: bearer(token),
            data: {
              title,
              board: 'CBSE',
              subject: 'Mathematics',
              subject_title: 'Geometry',
              standard: STANDARD,
            },
          });
        let res = await send();
        if (res.status() === 429) {
          await new Promise((resolve) =>
            setTimeout(resolve, 1000 * (Number(res.headers()['retry-after']) + 1)),
          );
          res = await send();
        }
        expect(res.status(), await res.text()).toBe(201);
      }
    };
    // Publishing is limited to 20 a minute from one address: the rest go out after the screens below.
    await publish(titles.slice(0, 20));

    const w = await watch(page);
    await signIn(page, request, teacher.username, teacher.password);

    w.on('history');
    await page.goto('/dashboard/history');
    const cards = page.locator('[data-testid^="paper-card-"]');
    await expect(cards.first()).toBeVisible();
    while (await page.getByRole('button', { name: 'Load more' }).isVisible()) {
      const before = await cards.count();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect.poll(() => cards.count()).toBeGreaterThan(before);
    }
    await expect(cards).toHaveCount(N + 2);
    for (const [i, id] of perPayload.entries()) {
      const subject = fitTo(at(i), TEXT_FIELD_MAX);
      await expect(page.getByTestId(`paper-card-${id}`).locator('p').first()).toHaveText(
        `${subject} · Standard ${STANDARD}`,
      );
    }
    await w.check();
    cover(['paper subject'], 'history');

    for (const [i, id] of perPayload.entries()) {
      w.on(`view paper #${i}`);
      await page.goto(`/dashboard/view/${id}`);
      const body = page.getByTestId('paper-body');
      await expect(body.getByText('Loading...')).toHaveCount(0);
      // Whatever the sanitizer kept, nothing in the body can run or navigate.
      const dangerous = await body.evaluate((root) =>
        [...root.querySelectorAll('*')]
          .filter(
            (el) =>
              /^(script|iframe|object|embed|svg|math|style|base|meta|link|form|input|button|template|video|audio|details|noscript|textarea|title)$/i.test(
                el.tagName,
              ) ||
              [...el.attributes].some(
                (a) =>
                  /^on/i.test(a.name) ||
                  /^\s*(javascript|vbscript|data:text)/i.test(a.value) ||
                  a.name === 'href',
              ),
          )
          .map((el) => el.outerHTML.slice(0, 120)),
      );
      expect(dangerous, `view paper #${i}`).toEqual([]);
      await w.check();
    }
    cover(['paper body'], 'view paper');

    for (const type of ['default', 'custom'] as const) {
      const screen = type === 'default' ? 'pre-built paper' : 'custom paper';
      w.on(`view paper (every payload, ${type})`);
      await page.goto(`/dashboard/view/${whole[type]}`);
      await expect(page.getByTestId('paper-body')).not.toBeEmpty();
      await w.check();
      w.on(`${screen} reopened from history`);
      await page.getByRole('button', { name: 'Open in builder' }).click();
      await expect(page.locator('[id^="paper-question-"]')).toHaveCount(
        payloadSections().reduce((n, s) => n + s.questions.length, 0),
        {
          timeout: 30_000,
        },
      );
      await expectOnPaper(page, P, `${screen} reopened`);
      await w.check();
    }
    cover(['paper structured questions', 'paper instructions', 'paper structured header'], 'pre-built paper');
    cover(['paper structured questions', 'paper instructions', 'paper structured header'], 'custom paper');

    await publish(titles.slice(20));

    // The publish dialog lists the saved papers by their subject.
    w.on('publish dialog');
    await page.goto('/dashboard/generate/worksheets');
    await page.getByRole('button', { name: 'Publish a saved paper' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Saved paper' }).click();
    await expect(page.getByRole('option').first()).toBeVisible();
    const options = (await page.getByRole('option').allTextContents()).join('\n');
    expect(P.filter((p) => !options.includes(fitTo(p, TEXT_FIELD_MAX)))).toEqual([]);
    await w.check();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    cover(['paper subject'], 'publish dialog');

    for (const [screen, path] of [
      ['worksheets', '/dashboard/generate/worksheets'],
      ['answer sheets', '/dashboard/generate/answersheets'],
    ] as const) {
      w.on(screen);
      await page.goto(path);
      const list = page.getByRole('list', { name: /Collection/ });
      await expect(list.locator('li').first()).toBeVisible();
      // Newest first, a page at a time: load until the oldest published title is listed.
      while (!((await list.textContent()) ?? '').includes(titles[0]!)) {
        const before = await list.locator('li').count();
        await page.getByRole('button', { name: 'Load more' }).click();
        await expect.poll(() => list.locator('li').count()).toBeGreaterThan(before);
      }
      const shown = (await list.textContent()) ?? '';
      expect(
        titles.filter((t) => !shown.includes(t)),
        `${screen}: titles not shown literally`,
      ).toEqual([]);
      await w.check();
      cover(['worksheet title'], screen);
    }
    expectNoIncidents(w);
  });
});

test.afterAll(() => {
  const lines = [...coverage.entries()].map(([field, screens]) => `  ${field}: ${[...screens].join(', ')}`);
  const pairs = [...coverage.values()].reduce((n, s) => n + s.size, 0);
  console.log(
    `XSS corpus: ${N} payloads; ${coverage.size} fields; ${pairs} field × screen pairs:\n${lines.join('\n')}`,
  );
});
