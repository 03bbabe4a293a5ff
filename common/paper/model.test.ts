import { describe, expect, it } from 'vitest';
import { MARKS_PER_TYPE, PaperModel, marksOf, optionLabel, sectionMarksLabel } from './model';

describe('paper model', () => {
  it('gives each question type the marks of the spec', () => {
    expect(MARKS_PER_TYPE).toEqual({
      mcq: 1,
      blank: 1,
      truefalse: 1,
      onetwo: 2,
      short: 3,
      long: 5,
      other: 0,
    });
    expect(marksOf('long', {})).toBe(5);
    expect(marksOf('long', { marks: 8 })).toBe(8);
  });

  it('labels a section with count × marks = total', () => {
    const questions = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i, text: 'q' }));
    expect(sectionMarksLabel({ type: 'mcq', questions: questions(5) })).toBe('[5 × 1 = 5]');
    expect(sectionMarksLabel({ type: 'long', questions: questions(4) })).toBe('[4 × 5 = 20]');
    expect(sectionMarksLabel({ type: 'onetwo', questions: questions(2) })).toBe('[2 × 2 = 4]');
    expect(sectionMarksLabel({ type: 'other', questions: questions(3) })).toBe('[3 × 0 = 0]');
    // Questions with their own marks: only the total can be given.
    expect(
      sectionMarksLabel({
        type: 'short',
        questions: [
          { id: 1, text: 'a' },
          { id: 2, text: 'b', marks: 4 },
        ],
      }),
    ).toBe('[7]');
  });

  it('labels options (A), (B) …', () => {
    expect([0, 1, 2, 3].map(optionLabel)).toEqual(['(A)', '(B)', '(C)', '(D)']);
  });

  it('rejects a header template that does not exist and defaults the mode to paper', () => {
    const header = { id: 1, styleType: 'style1', layoutType: 'horizontal' };
    expect(PaperModel.parse({ header, sections: [] }).mode).toBe('paper');
    expect(() => PaperModel.parse({ header: { ...header, layoutType: 'diagonal' }, sections: [] })).toThrow();
    expect(() => PaperModel.parse({ header: { ...header, styleType: 'style9' }, sections: [] })).toThrow();
  });
});
