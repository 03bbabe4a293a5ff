import { describe, expect, it } from 'vitest';
import type { PaperModel } from '../../common/paper/model';
import { bankIdsOf, buildWorksheetModel, withBankAnswers, type BankQuestion } from './worksheet-paper';

const bank = (
  overrides: Partial<BankQuestion> & Pick<BankQuestion, 'question_id' | 'type'>,
): BankQuestion => ({
  question: 'Question?',
  options: null,
  answer_index: null,
  answer_text: null,
  points: null,
  marks: 1,
  ...overrides,
});

const MCQ = bank({
  question_id: 11,
  type: 'mcq',
  options: JSON.stringify(['Oxygen', 'Carbon dioxide', 'Nitrogen']),
  answer_index: 1,
});
const SHORT = bank({
  question_id: 12,
  type: 'short',
  answer_text: 'Light travels faster than sound.',
  points: JSON.stringify(['Speed of light', 'Speed of sound']),
  marks: 3,
});

describe('worksheet papers', () => {
  it('groups bank questions by type, with answers for the answer sheet', () => {
    const model = buildWorksheetModel(
      { title: 'Physics · Standard 8', subject: 'Science', subject_title: 'Physics', standard: 8, board: '' },
      [SHORT, MCQ],
    );
    expect(model.sections.map((s) => s.type)).toEqual(['mcq', 'short']);
    expect(model.sections[0]!.questions[0]).toMatchObject({
      id: 11,
      answer: 1,
      options: ['Oxygen', 'Carbon dioxide', 'Nitrogen'],
    });
    expect(model.sections[1]!.questions[0]).toMatchObject({
      answer: 'Light travels faster than sound.',
      points: ['Speed of light', 'Speed of sound'],
    });
    expect(model.header).toMatchObject({ field5: 'Board: N/A', field6: 'Max. Marks: 4' });
  });

  it('fills a saved paper’s answers from the bank, finding an mcq’s answer by its text', () => {
    const paper: PaperModel = {
      header: { id: 1, styleType: 'style1', layoutType: 'horizontal' },
      sections: [
        {
          type: 'mcq',
          questions: [
            { id: 11, text: 'Which gas?', options: ['Nitrogen', 'Carbon dioxide', 'Oxygen'] },
            { id: '11', text: 'Edited options', options: ['Helium', 'Argon'] },
            { id: 'custom-1', text: 'A question of the teacher’s own', options: ['a', 'b'], answer: 0 },
          ],
        },
        {
          type: 'short',
          questions: [
            { id: 12, text: 'Why?' },
            { id: 99, text: 'Not in the bank' },
          ],
        },
      ],
    };
    expect(bankIdsOf(paper)).toEqual([11, 12, 99]);
    const key = withBankAnswers(paper, [MCQ, SHORT]);
    expect(key.mode).toBe('answerKey');
    const [mcq, short] = key.sections;
    expect(mcq!.questions.map((q) => q.answer)).toEqual([1, undefined, 0]);
    expect(short!.questions[0]).toMatchObject({
      answer: 'Light travels faster than sound.',
      points: ['Speed of light', 'Speed of sound'],
    });
    expect(short!.questions[1]!.answer).toBeUndefined();
  });
});
