import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { optionLabel } from '../../../common/paper/model';
import type { PublishPaperReply } from '../../../common/worksheet-api';
import { questionSeed } from '../../db/seed/question-seed';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/test-context';
import { savePaper, type SavedTestPaper } from '../../test/worksheet-factories';

// Issue 8: the answer key of a paper drawn from the bank, as a reader sees it (poppler's pdftotext):
// every question's right answer (an mcq's letter and option, a blank's words, a model answer) and its
// marking points, in the order of the paper.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'answer-key-'));
const flat = (text: string) => text.normalize('NFC').replace(/\s+/g, ' ').trim();

function expectedAnswer(question: SavedTestPaper['questions'][number]): string {
  if (question.type === 'mcq') {
    const index = question.answer as number;
    return `Answer: ${optionLabel(index)} ${question.options![index]}`;
  }
  return `Answer: ${String(question.answer)}`;
}

describe('the answer sheet of a paper drawn from the bank', () => {
  let ctx: TestContext;
  let teacher: TestTeacher;
  beforeAll(async () => {
    ctx = await createTestContext('sqlite', { seed: [catalogueSeed, questionSeed] });
    teacher = await createTestTeacher(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['Science', 3, 8, 'Physics'],
    ['Hindi', 5, 6, 'Vyakaran'],
    ['Gujarati', 6, 9, 'Sahitya'],
  ] as const)(
    'lists the right answer for every %s question, in order',
    async (subject, subjectId, standard, title) => {
      const paper = await savePaper(ctx.app, teacher, { subject: subjectId, standard });
      expect(paper.questions.length).toBeGreaterThanOrEqual(10);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/papers/${paper.id}/publish`,
        headers: bearer(teacher.token),
        payload: { board: 'NCERT', subject, subject_title: title, standard },
      });
      expect(res.statusCode).toBe(201);
      const { answer_sheet, worksheet } = res.json() as PublishPaperReply;

      const textOf = async (url: string, name: string) => {
        const file = await ctx.app.inject({ method: 'GET', url });
        expect(file.headers['content-type']).toBe('application/pdf');
        fs.writeFileSync(path.join(dir, name), file.rawPayload);
        return flat(execFileSync('pdftotext', [path.join(dir, name), '-'], { encoding: 'utf8' }));
      };
      const key = await textOf(answer_sheet.answersheet_url, `${subject}-key.pdf`);
      expect(key).toContain('Answer Key');
      expect(key.match(/Answer:/g)).toHaveLength(paper.questions.length);

      let at = 0;
      for (const [i, question] of paper.questions.entries()) {
        const expected = [expectedAnswer(question), ...(question.points ?? [])].map(flat);
        for (const line of expected) {
          const found = key.indexOf(line, at);
          expect(
            found,
            `question ${i + 1} (${question.type}): "${line}" after position ${at}`,
          ).toBeGreaterThanOrEqual(at);
          at = found + line.length;
        }
      }

      // The worksheet is the same paper without the answers.
      const sheet = await textOf(worksheet.worksheet_url, `${subject}-sheet.pdf`);
      expect(sheet).not.toContain('Answer:');
      expect(sheet).toContain('Vidya Mandir');
    },
  );
});
