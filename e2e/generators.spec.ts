import { expect, test, type Page } from '@playwright/test';
import { generatePaperQuestions } from '../common/generators/registry';
import type { PaperQuestion } from '../common/paper/model';
import { readDownloadedPdf, signInTeacher, squash } from './support/papers';

// Fresh maths questions on the pre-built paper: Mathematics, standard 5, the switch on. The draw puts
// generated questions (ids gen-<seed>-<n>) among the bank's; the same seed makes the same questions
// here, so the answer key PDF is checked for each one's computed answer. The replacement modal still
// works, and the paper saves with the generated questions and their answers.

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const regions = (page: Page) => page.locator('[id^="paper-question-"]');
const freshIdsOn = async (page: Page) =>
  (await regions(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-question-id') ?? ''))).filter(
    (id) => id.startsWith('gen-'),
  );

test('pre-built paper: fresh maths questions for standard 5, their computed answers in the answer key', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const teacher = await signInTeacher(page, request);
  await page.goto('/dashboard/generate/pdf-preview');
  await expect(regions(page)).toHaveCount(19, { timeout: 30_000 });

  // The switch is offered for Mathematics in standards 1–8 only.
  const freshSwitch = page.getByRole('switch', { name: 'Fresh maths questions' });
  await expect(freshSwitch).toBeVisible();
  await choose(page, 'Standard', 'Standard 9');
  await expect(freshSwitch).toBeHidden();
  await choose(page, 'Subject', 'English');
  await choose(page, 'Standard', 'Standard 5');
  await expect(freshSwitch).toBeHidden();
  await choose(page, 'Subject', 'Mathematics');
  await expect(freshSwitch).not.toBeChecked();
  await freshSwitch.check();
  await expect(freshSwitch).toBeChecked();
  await page.getByRole('button', { name: 'Draw again' }).click();

  // 5 mcq, 6 blank, 2 one-word, 2 short: 2, 3, 1 and 1 of them made fresh; long answers all from the bank.
  await expect.poll(async () => (await freshIdsOn(page)).length, { timeout: 30_000 }).toBe(7);
  await expect(regions(page)).toHaveCount(19);
  await expect(page.getByTestId('total-marks')).toHaveText('Total marks: 41');
  await expect(page.getByTestId('fresh-notice')).toContainText('7 questions on this paper were made fresh');
  const ids = await freshIdsOn(page);
  const seed = Number(/^gen-(\d+)-\d+$/.exec(ids[0]!)![1]);
  const made = generatePaperQuestions(seed, 5, { mcq: 2, blank: 3, onetwo: 1, short: 1 });
  const fresh: PaperQuestion[] = [...made.mcq, ...made.blank, ...made.onetwo, ...made.short];
  expect(new Set(ids)).toEqual(new Set(fresh.map((q) => String(q.id))));
  for (const [section, questions] of [made.mcq, made.blank, made.onetwo, made.short].entries())
    for (const q of questions)
      await expect(page.locator(`#paper-question-${section}-${q.id}`)).toHaveCount(1);
  const preview = page.getByTestId('paper-preview');
  for (const q of [...made.mcq, ...made.short])
    await expect(preview).toContainText(q.text.split(' ').slice(0, 4).join(' '));

  // The answer key prints each fresh question's computed answer (and the working of the short one).
  const [keyDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download answer key' }).click(),
  ]);
  const key = (await readDownloadedPdf(keyDownload, 'answer-key.pdf')).text;
  expect(key).toContain('Answer Key');
  for (const q of made.mcq) {
    const index = q.answer as number;
    expect(key).toContain(squash(`Answer: (${String.fromCharCode(65 + index)}) ${q.options![index]}`));
  }
  for (const q of [...made.blank, ...made.onetwo, ...made.short])
    expect(key).toContain(squash(`Answer: ${q.answer}`));
  for (const point of made.short[0]!.points!) expect(key).toContain(squash(point));

  // The replacement modal still works for a bank question …
  const bankMcq = page.locator('[id^="paper-question-0-"]:not([data-question-id^="gen-"])').first();
  const bankId = await bankMcq.getAttribute('data-question-id');
  await bankMcq.click();
  const modal = page.getByRole('dialog', { name: 'Select a New MCQ Question' });
  await expect(modal).toBeVisible();
  const pick = modal.locator('[data-question-option]:not([disabled])').first();
  const pickedId = await pick.getAttribute('data-question-option');
  await pick.click();
  await expect(modal).toBeHidden();
  await expect(page.locator(`#paper-question-0-${pickedId}`)).toHaveCount(1);
  await expect(page.locator(`[data-question-id="${bankId}"]`)).toHaveCount(0);
  expect(await freshIdsOn(page)).toHaveLength(7);

  // … and a fresh question can be replaced by a bank question too.
  const freshBlank = made.blank[0]!;
  await page.locator(`#paper-question-1-${freshBlank.id}`).click();
  const blankModal = page.getByRole('dialog', { name: 'Select a New Fill in the Blanks Question' });
  await blankModal.locator('[data-question-option]:not([disabled])').first().click();
  await expect(blankModal).toBeHidden();
  await expect(page.locator(`[data-question-id="${freshBlank.id}"]`)).toHaveCount(0);
  await expect(page.getByTestId('fresh-notice')).toContainText('6 questions on this paper were made fresh');

  // Saving keeps the generated questions (string ids) with their answers.
  await page.getByRole('button', { name: 'Save Paper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save Paper' });
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Paper saved successfully!')).toBeVisible();
  const list = await (
    await request.get(`/api/papers/user/${teacher.id}`, { headers: teacher.headers })
  ).json();
  expect(list.papers).toHaveLength(1);
  expect(list.papers[0]).toMatchObject({ subject: 'Mathematics', standard: '5' });
  const full = await (
    await request.get(`/api/papers/${list.papers[0].id}`, { headers: teacher.headers })
  ).json();
  const saved = (full.paper.sections as Array<{ questions: PaperQuestion[] }>).flatMap((s) => s.questions);
  const savedFresh = saved.filter((q) => String(q.id).startsWith('gen-'));
  expect(savedFresh).toHaveLength(6);
  for (const q of savedFresh) expect(q).toEqual(fresh.find((f) => f.id === q.id));
});
