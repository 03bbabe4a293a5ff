import { describe, expect, it } from 'vitest';
import { DIFFICULTIES, OPTION_TEXT_MAX, QUESTION_TEXT_MAX } from '../question';
import { createRng } from './random';
import { GENERATORS } from './registry';
import { numbersIn, type Q } from './testing/exact';
import { answerCheck } from './testing/solve';
import type { GeneratedQuestion, QuestionGenerator, TopicId } from './types';

// For thousands of seeds per generator and standard: the answer is right (worked out again from the
// question's words by ./testing, not by the generator), an mcq has four different options with
// exactly one right, no text shows NaN/undefined/Infinity, and the numbers stay the standard's size.

const SEEDS = 2000;

/** The largest number (by size) a question, its answer and its working may show; options may go further. */
const LIMITS: Record<TopicId, (standard: number) => { text: number; options: number }> = {
  arithmetic: (s) => {
    const text = [0, 20, 100, 1000, 10_000, 100_000][s] ?? 10_000_000;
    return { text, options: text };
  },
  'place-value': (s) => ({ text: 10 ** (s + 1), options: 10 ** (s + 2) }),
  fractions: (s) => {
    const text = { 3: 100, 4: 400, 5: 2000 }[s] ?? 5000;
    return { text, options: 10 * text };
  },
  decimals: (s) => ({ text: s <= 6 ? 1000 : 100_000, options: s <= 6 ? 100_000 : 10_000_000 }),
  percentages: (s) => {
    const text = { 6: 1000, 7: 50_000 }[s] ?? 100_000;
    return { text, options: 10 * text };
  },
  equations: () => ({ text: 1000, options: 10_000 }),
  areas: (s) => {
    const text = { 3: 100, 4: 10_000 }[s] ?? 1_000_000;
    return { text, options: 4 * text };
  },
};

const BAD_WORDS = /NaN|undefined|Infinity|null|\[object/;
const size = (v: Q) => Math.abs(Number(v.n) / Number(v.d));

/** Everything wrong with one question (empty when it is right). */
function problemsOf(
  g: GeneratedQuestion,
  generator: QuestionGenerator,
  standard: number,
  type: string,
): string[] {
  const problems: string[] = [];
  const say = (what: string) => problems.push(`${what} — ${JSON.stringify(g)}`);
  if (g.type !== type || g.topic !== generator.topic || g.standard !== standard)
    say('wrong type, topic or standard');
  if (!DIFFICULTIES.includes(g.difficulty)) say('bad difficulty');
  const texts = [g.text, String(g.answer), ...(g.options ?? []), ...(g.points ?? [])];
  if (texts.some((t) => BAD_WORDS.test(t) || t.trim() === ''))
    say('NaN, undefined, Infinity or an empty text');
  if (g.text.length > QUESTION_TEXT_MAX || (g.options ?? []).some((o) => o.length > OPTION_TEXT_MAX))
    say('too long');
  if (type === 'blank' ? !g.text.includes('______') : /_{3,}/.test(g.text)) say('blank written wrongly');
  if (type === 'short' ? (g.points?.length ?? 0) < 2 : g.points !== undefined) say('marking points');

  let isRight: (answer: string) => boolean;
  try {
    isRight = answerCheck(g);
  } catch (error) {
    say(`cannot be checked: ${(error as Error).message}`);
    return problems;
  }
  if (type === 'mcq') {
    const options = g.options ?? [];
    if (options.length !== 4 || new Set(options).size !== 4) say('mcq needs four different options');
    if (typeof g.answer !== 'number' || !Number.isInteger(g.answer) || g.answer < 0 || g.answer > 3)
      say('mcq answer is not an option index');
    const right = options.filter((o) => isRight(o));
    if (right.length !== 1) say(`${right.length} options are right`);
    if (typeof g.answer === 'number' && !isRight(options[g.answer] ?? ''))
      say('the answer index is not the right option');
  } else {
    if (typeof g.answer !== 'string' || g.options !== undefined) say('answer must be text, without options');
    else if (!isRight(g.answer)) say('wrong answer');
  }

  const limit = LIMITS[g.topic](standard);
  try {
    const inText = [g.text, ...(type === 'mcq' ? [] : [String(g.answer)])].flatMap(numbersIn);
    const inOptions = (g.options ?? []).flatMap(numbersIn);
    numbersIn((g.points ?? []).join(' '));
    if (inText.some((v) => size(v) > limit.text)) say(`a number above ${limit.text}`);
    if (inOptions.some((v) => size(v) > limit.options)) say(`an option above ${limit.options}`);
    // Negative numbers come with integers, in standard 6.
    if (standard <= 5 && [...inText, ...inOptions].some((v) => v.n < 0n)) say('a negative number');
  } catch (error) {
    say((error as Error).message);
  }
  return problems;
}

describe.each(GENERATORS.map((g) => [g.topic, g] as const))('%s generator', (_topic, generator) => {
  it.each(generator.standards.map((s) => [s]))(
    `standard %i: ${SEEDS} seeds give right answers, well-formed options and numbers in range`,
    (standard) => {
      const types = generator.typesFor(standard);
      const problems: string[] = [];
      const positions = [0, 0, 0, 0];
      const seen = new Set<string>();
      for (let seed = 0; seed < SEEDS; seed++) {
        const type = types[seed % types.length]!;
        const g = generator.generate(createRng(seed), standard, type);
        problems.push(...problemsOf(g, generator, standard, type));
        if (type === 'mcq' && typeof g.answer === 'number') positions[g.answer]!++;
        seen.add(g.text);
      }
      expect(problems.slice(0, 5)).toEqual([]);
      expect(problems.length).toBe(0);
      // The right option is not always in the same place.
      const mcqs = positions.reduce((a, b) => a + b, 0);
      if (mcqs > 0) for (const count of positions) expect(count / mcqs).toBeGreaterThan(0.15);
      // Fresh questions, not a handful repeated (standard 3's small numbers allow a few hundred).
      expect(seen.size).toBeGreaterThan(200);
    },
  );

  it('gives the same question for the same seed, and refuses a standard it does not cover', () => {
    for (const standard of generator.standards)
      for (const type of generator.typesFor(standard))
        for (let seed = 0; seed < 50; seed++)
          expect(generator.generate(createRng(seed), standard, type)).toEqual(
            generator.generate(createRng(seed), standard, type),
          );
    for (const standard of [0, 9, 12].filter((s) => !generator.standards.includes(s)))
      expect(() => generator.generate(createRng(1), standard)).toThrow(RangeError);
  });
});
