import { describe, expect, it } from 'vitest';
import type { PaperSection } from '../../../common/paper/model';
import { canHaveFreshQuestions, mixFreshQuestions } from './fresh-questions';

const bank = (type: PaperSection['type'], n: number, from = 1): PaperSection => ({
  type,
  questions: Array.from({ length: n }, (_, i) => ({
    id: from + i,
    text: `Bank question ${from + i}`,
    answer: 'x',
  })),
});

describe('canHaveFreshQuestions', () => {
  it('is offered for Mathematics, standards 1 to 8 only', () => {
    expect(canHaveFreshQuestions(1, 1)).toBe(true);
    expect(canHaveFreshQuestions(1, 8)).toBe(true);
    expect(canHaveFreshQuestions(1, 9)).toBe(false);
    expect(canHaveFreshQuestions(3, 5)).toBe(false);
  });
});

describe('mixFreshQuestions', () => {
  const counts = { mcq: 5, blank: 6, onetwo: 2, short: 2, long: 4 };
  const drawn = [
    bank('mcq', 5),
    bank('blank', 6, 10),
    bank('onetwo', 2, 20),
    bank('short', 2, 30),
    bank('long', 4, 40),
  ];

  it('replaces up to half of mcq, blank, one-word and short questions, and leaves long ones', () => {
    const mix = mixFreshQuestions(drawn, {}, counts, 5, 1234);
    const fresh = (i: number) =>
      mix.sections[i]!.questions.filter((q) => String(q.id).startsWith('gen-1234-'));
    expect(mix.sections.map((s) => s.questions.length)).toEqual([5, 6, 2, 2, 4]);
    expect([0, 1, 2, 3].map((i) => fresh(i).length)).toEqual([2, 3, 1, 1]);
    expect(mix.freshCount).toBe(7);
    expect(mix.sections[4]).toBe(drawn[4]);
    // The bank's questions kept are the first ones drawn, in their order.
    expect(mix.sections[1]!.questions.filter((q) => typeof q.id === 'number').map((q) => q.id)).toEqual([
      10, 11, 12,
    ]);
    for (const q of fresh(0)) expect(typeof q.answer).toBe('number');
    for (const q of fresh(3)) expect(q.points?.length).toBeGreaterThan(1);
    expect(mixFreshQuestions(drawn, {}, counts, 5, 1234)).toEqual(mix);
  });

  it('fills what the bank lacked with fresh questions', () => {
    const mix = mixFreshQuestions(
      [bank('mcq', 1), bank('short', 0)],
      { mcq: 4, short: 2 },
      { mcq: 5, short: 2 },
      7,
      9,
    );
    expect(mix.sections.map((s) => s.questions.length)).toEqual([5, 2]);
    expect(mix.shortfall).toEqual({});
    expect(mix.freshCount).toBe(6);
  });
});
