import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { frac, fractionAnswer, gcd, num, reduce } from './format';
import type { Rng } from './random';
import type { GeneratedType, Made } from './types';

// The fractions generator's kit: options written as fractions, proper fractions in lowest terms, and
// the blank / one-word / mcq forms of a question whose answer is a whole number or a fraction.

/** An option for the value n/d, written in lowest terms; equal values share the key. */
export const valueChoice = (n: number, d: number): Choice | undefined => {
  if (!Number.isInteger(n) || !Number.isInteger(d) || d <= 0 || n <= 0) return undefined;
  const [a, b] = reduce(n, d);
  return choice(b === 1 ? num(a) : frac(a, b), `${a}/${b}`);
};
/** An option written as given (n/d may be unreduced): for "simplest form", where 6/8 is a wrong answer. */
export const writtenChoice = (n: number, d: number): Choice | undefined =>
  Number.isInteger(n) && Number.isInteger(d) && n > 0 && d > 0 ? choice(frac(n, d)) : undefined;
/** An option written as given (6/8), of the value of n/d: for "which fraction is equal to …". */
export const fractionChoice = (n: number, d: number): Choice | undefined =>
  Number.isInteger(n) && Number.isInteger(d) && n > 0 && d > 0
    ? choice(frac(n, d), reduce(n, d).join('/'))
    : undefined;
export const wholeChoice = (n: number): Choice | undefined =>
  Number.isInteger(n) && n > 0 ? choice(num(n)) : undefined;

/** A proper fraction p/q in lowest terms with q from qMin to qMax. */
export function properFraction(rng: Rng, qMin: number, qMax: number): [number, number] {
  const q = rng.int(qMin, qMax);
  let p = rng.int(1, q - 1);
  while (gcd(p, q) !== 1) p = rng.int(1, q - 1);
  return [p, q];
}

export const byStandard = (standard: number, from: number): Difficulty =>
  standard <= from ? 'easy' : standard === from + 1 ? 'medium' : 'hard';

/** A question whose answer is a whole number: blank, onetwo or mcq from typical wrong answers. */
export function wholeAnswer(
  rng: Rng,
  type: GeneratedType,
  texts: { blank: string; ask: string },
  r: number,
  mistakes: number[],
  difficulty: Difficulty,
): Made {
  if (type === 'blank') return { text: texts.blank, answer: num(r), difficulty };
  if (type === 'onetwo') return { text: texts.ask, answer: num(r), difficulty };
  const mcq = buildMcq(rng, choice(num(r)), mistakes.map(wholeChoice), (i) => wholeChoice(r + nearby(i)));
  return { text: texts.ask, ...mcq, difficulty };
}

/** A question whose answer is a fraction (lowest terms): blank, onetwo or mcq. */
export function fractionQuestion(
  rng: Rng,
  type: GeneratedType,
  texts: { blank: string; ask: string },
  [n, d]: [number, number],
  mistakes: Array<[number, number]>,
  difficulty: Difficulty,
): Made {
  if (type !== 'mcq')
    return { text: type === 'blank' ? texts.blank : texts.ask, answer: fractionAnswer(n, d), difficulty };
  const [a, b] = reduce(n, d);
  const mcq = buildMcq(
    rng,
    valueChoice(a, b)!,
    mistakes.map(([x, y]) => valueChoice(x, y)),
    (i) => valueChoice(a + i, b) ?? valueChoice(a, b + i),
  );
  return { text: texts.ask, ...mcq, difficulty };
}
