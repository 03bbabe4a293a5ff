import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { capital, person } from './context';
import { BLANK, dec, frac, gcd, num, reduce } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Percentages, standards 6–8: a per cent of a quantity, fractions and decimals as per cents and back,
// what per cent one number is of another, discount, profit and loss, simple interest, increase and
// decrease. Every number is chosen so that the answer comes out whole.

const PERCENTS = [5, 10, 12, 15, 20, 25, 30, 40, 45, 50, 60, 75, 80];
const percent = (p: number) => `${num(p)}%`;
const money = (n: number) => `₹${num(n)}`;
const isWhole = (n: number) => Number.isInteger(n) && n > 0;
const percentChoice = (p: number): Choice | undefined =>
  isWhole(p) && p <= 1000 ? choice(percent(p)) : undefined;
const moneyChoice = (n: number): Choice | undefined => (isWhole(n) ? choice(money(n)) : undefined);
const numberChoice = (n: number): Choice | undefined => (isWhole(n) ? choice(num(n)) : undefined);

/** The smallest n for which p% of n is whole. */
const stepFor = (p: number) => 100 / gcd(p, 100);

function ask(
  rng: Rng,
  type: GeneratedType,
  texts: { blank: string; ask: string },
  correct: Choice,
  mistakes: (Choice | undefined)[],
  fallback: (i: number) => Choice | undefined,
  difficulty: Difficulty,
): Made {
  if (type !== 'mcq')
    return { text: type === 'blank' ? texts.blank : texts.ask, answer: correct.text, difficulty };
  return { text: texts.ask, ...buildMcq(rng, correct, mistakes, fallback), difficulty };
}

function percentOf(rng: Rng, standard: number, type: GeneratedType): Made {
  const p = rng.pick(PERCENTS);
  const step = stepFor(p);
  const limit = { 6: 1000, 7: 5000 }[standard] ?? 20_000;
  const n = step * rng.int(1, Math.floor(limit / step));
  const r = (p * n) / 100;
  return ask(
    rng,
    type,
    { blank: `${percent(p)} of ${num(n)} = ${BLANK}`, ask: `What is ${percent(p)} of ${num(n)}?` },
    choice(num(r)),
    [n / p, (p * n) / 10, n - r, r * 10, r + p, r / 10].map(numberChoice),
    (i) => numberChoice(r + nearby(i)),
    standard === 6 ? 'medium' : 'easy',
  );
}

function wordPercentOf(rng: Rng, standard: number): Made {
  const p = rng.pick([10, 20, 25, 40, 50, 60, 75, 80]);
  const step = stepFor(p);
  const total = step * rng.int(standard === 6 ? 2 : 4, Math.floor((standard === 6 ? 200 : 1000) / step));
  const part = (p * total) / 100;
  const story = rng.pick([
    {
      text: `In a school of ${num(total)} children, ${percent(p)} come to school by bus. How many children come by bus?`,
      noun: 'children',
      label: 'Children who come by bus',
    },
    {
      text: `A farmer has ${num(total)} mango trees. ${percent(p)} of them are in flower. How many trees are in flower?`,
      noun: 'trees',
      label: 'Trees in flower',
    },
    {
      text: `A village has ${num(total)} houses. ${percent(p)} of them have solar lamps. How many houses have solar lamps?`,
      noun: 'houses',
      label: 'Houses with solar lamps',
    },
  ]);
  return {
    text: story.text,
    answer: `${num(part)} ${story.noun}`,
    points: [
      `${story.label} = ${percent(p)} of ${num(total)}`,
      `= ${num(p)}/100 × ${num(total)}`,
      `= ${num(part)} ${story.noun}`,
    ],
    difficulty: standard === 6 ? 'medium' : 'easy',
  };
}

function fractionToPercent(rng: Rng, standard: number, type: GeneratedType): Made {
  const b = rng.pick([2, 4, 5, 10, 20, 25, 50]);
  let a = rng.int(1, b - 1);
  while (gcd(a, b) !== 1) a = rng.int(1, b - 1);
  const p = (100 * a) / b;
  return ask(
    rng,
    type,
    { blank: `${frac(a, b)} = ${BLANK} (as a per cent)`, ask: `Write ${frac(a, b)} as a per cent.` },
    choice(percent(p)),
    [Number(`${a}${b}`), a * 10, (100 * b) / a, p + 5, p - 5, 100 - p].map(percentChoice),
    (i) => percentChoice(p + nearby(i)),
    standard === 6 ? 'medium' : 'easy',
  );
}

function percentToFraction(rng: Rng, standard: number, type: GeneratedType): Made {
  let p = rng.int(1, 99);
  while (p % 10 === 0 && p !== 50) p = rng.int(1, 99);
  const [a, b] = reduce(p, 100);
  const asFraction = (n: number, d: number): Choice | undefined =>
    isWhole(n) && isWhole(d) ? choice(frac(...reduce(n, d)), reduce(n, d).join('/')) : undefined;
  return ask(
    rng,
    type,
    {
      blank: `${percent(p)} = ${BLANK} (as a fraction in its simplest form)`,
      ask: `Write ${percent(p)} as a fraction in its simplest form.`,
    },
    choice(frac(a, b), `${a}/${b}`),
    [asFraction(p, 10), asFraction(1, p), asFraction(p, 1000), asFraction(100, p), asFraction(a + 1, b)],
    (i) => asFraction(a + i, b),
    standard === 6 ? 'medium' : 'easy',
  );
}

function percentToDecimal(rng: Rng, standard: number, type: GeneratedType): Made {
  let p = rng.int(1, 150);
  if (p % 10 === 0) p += rng.int(1, 9);
  const show = (hundredths: number) => dec(hundredths, 2);
  const decimalChoice = (hundredths: number): Choice | undefined =>
    Number.isInteger(hundredths) && hundredths > 0 ? choice(show(hundredths)) : undefined;
  return ask(
    rng,
    type,
    { blank: `${percent(p)} = ${BLANK} (as a decimal)`, ask: `Write ${percent(p)} as a decimal.` },
    choice(show(p)),
    [p * 10, p * 100, p / 10, p + 100].map(decimalChoice),
    (i) => decimalChoice(p + nearby(i)),
    'easy',
  );
}

function whatPercent(rng: Rng, standard: number, type: GeneratedType): Made {
  const b = rng.pick([20, 25, 40, 50, 60, 80, 200, 250, 300, 400, 500]);
  const step = 100 / gcd(b, 100);
  const p = step * rng.int(1, Math.floor(99 / step));
  const a = (p * b) / 100;
  const difficulty = standard === 7 ? 'medium' : 'easy';
  if (type === 'short') {
    const pupil = person(rng);
    return {
      text: `${pupil.name} scored ${num(a)} marks out of ${num(b)} in a test. What percentage of the marks did ${pupil.he} score?`,
      answer: percent(p),
      points: [
        `Percentage = ${num(a)}/${num(b)} × 100`,
        `= ${percent(p)}`,
        `${pupil.name} scored ${percent(p)}.`,
      ],
      difficulty,
    };
  }
  return ask(
    rng,
    type,
    { blank: `${num(a)} is ${BLANK} of ${num(b)}.`, ask: `What per cent of ${num(b)} is ${num(a)}?` },
    choice(percent(p)),
    [(100 * b) / a, a, b - a, p + 10, p - 10].map(percentChoice),
    (i) => percentChoice(p + nearby(i, 5)),
    difficulty,
  );
}

function discount(rng: Rng, standard: number, type: GeneratedType): Made {
  const p = rng.pick([5, 10, 15, 20, 25, 30, 40, 50]);
  const marked = stepFor(p) * rng.int(1, Math.floor((standard === 7 ? 2000 : 10_000) / stepFor(p)));
  const off = (marked * p) / 100;
  const sale = marked - off;
  const item = rng.pick(['school bag', 'pair of shoes', 'shirt', 'wall clock', 'water bottle', 'table fan']);
  const text = `A ${item} is marked ${money(marked)}. The shop gives a discount of ${percent(p)}. What is the sale price?`;
  const difficulty = standard === 7 ? 'hard' : 'medium';
  if (type === 'short')
    return {
      text,
      answer: money(sale),
      points: [
        `Discount = ${percent(p)} of ${money(marked)} = ${money(off)}`,
        `Sale price = ${money(marked)} − ${money(off)}`,
        `= ${money(sale)}`,
      ],
      difficulty,
    };
  return ask(
    rng,
    type,
    { blank: text.replace('What is the sale price?', `The sale price is ${BLANK}.`), ask: text },
    choice(money(sale)),
    [off, marked + off, marked - p, sale - off].map(moneyChoice),
    (i) => moneyChoice(sale + nearby(i, 10)),
    difficulty,
  );
}

function profitLoss(rng: Rng, standard: number, type: GeneratedType): Made {
  const p = rng.pick([5, 10, 12, 15, 20, 25, 30, 40]);
  const cost = stepFor(p) * rng.int(1, Math.floor((standard === 7 ? 2000 : 10_000) / stepFor(p)));
  const isProfit = rng.chance(0.6);
  const change = (cost * p) / 100;
  const sold = isProfit ? cost + change : cost - change;
  const word = isProfit ? 'profit' : 'loss';
  const item = rng.pick(['ceiling fan', 'cycle', 'sewing machine', 'pressure cooker', 'study table']);
  const text = `A shopkeeper buys a ${item} for ${money(cost)} and sells it for ${money(sold)}. Find the ${word} per cent.`;
  if (type === 'short')
    return {
      text,
      answer: `${capital(word)} ${percent(p)}`,
      points: [
        `${capital(word)} = ${isProfit ? `${money(sold)} − ${money(cost)}` : `${money(cost)} − ${money(sold)}`} = ${money(change)}`,
        `${capital(word)} per cent = ${num(change)}/${num(cost)} × 100`,
        `= ${percent(p)}`,
      ],
      difficulty: 'hard',
    };
  return ask(
    rng,
    type,
    {
      blank: `${text.replace(` Find the ${word} per cent.`, '')} The ${word} per cent is ${BLANK}.`,
      ask: text,
    },
    choice(percent(p)),
    [(change * 100) / sold, change, p + 5, p - 5].map(percentChoice),
    (i) => percentChoice(p + nearby(i)),
    'hard',
  );
}

function simpleInterest(rng: Rng, standard: number, type: GeneratedType): Made {
  const principal = rng.int(10, standard === 7 ? 200 : 500) * 100;
  const rate = rng.int(2, 15);
  const years = rng.int(1, 5);
  const interest = (principal * rate * years) / 100;
  const text = `Find the simple interest on ${money(principal)} at ${percent(rate)} per year for ${num(years)} ${years === 1 ? 'year' : 'years'}.`;
  if (type === 'short')
    return {
      text: text.replace('Find the simple interest', 'Find the simple interest and the amount'),
      answer: `Simple interest ${money(interest)}; amount ${money(principal + interest)}`,
      points: [
        `Simple interest = P × R × T ÷ 100 = ${num(principal)} × ${num(rate)} × ${num(years)} ÷ 100`,
        `= ${money(interest)}`,
        `Amount = ${money(principal)} + ${money(interest)} = ${money(principal + interest)}`,
      ],
      difficulty: 'hard',
    };
  return ask(
    rng,
    type,
    {
      blank: `The simple interest on ${money(principal)} at ${percent(rate)} per year for ${num(years)} ${years === 1 ? 'year' : 'years'} is ${BLANK}.`,
      ask: text,
    },
    choice(money(interest)),
    [
      principal + interest,
      (principal * rate) / 100 === interest ? undefined : (principal * rate) / 100,
      interest * 10,
      interest + (principal * rate) / 100,
    ].map((v) => (v === undefined ? undefined : moneyChoice(v))),
    (i) => moneyChoice(interest + nearby(i, 10)),
    'medium',
  );
}

function increaseDecrease(rng: Rng, _standard: number, type: GeneratedType): Made {
  const p = rng.pick(PERCENTS.filter((x) => x < 75));
  const start = stepFor(p) * rng.int(1, Math.floor(20_000 / stepFor(p)));
  const isUp = rng.chance(0.5);
  const change = (start * p) / 100;
  const end = isUp ? start + change : start - change;
  const phrase = `${num(start)} ${isUp ? 'increased' : 'decreased'} by ${percent(p)}`;
  return ask(
    rng,
    type,
    { blank: `${phrase} is ${BLANK}.`, ask: `What is ${phrase}?` },
    choice(num(end)),
    [change, isUp ? start - change : start + change, start + (isUp ? p : -p), end + change].map(numberChoice),
    (i) => numberChoice(end + nearby(i, 10)),
    'medium',
  );
}

const ANSWERS: GeneratedType[] = ['mcq', 'blank', 'onetwo'];
const skills: Skill[] = [
  { id: 'percent-of', standards: range(6, 8), types: ANSWERS, make: percentOf },
  { id: 'word-percent-of', standards: range(6, 8), types: ['short'], make: wordPercentOf },
  { id: 'fraction-to-percent', standards: [6, 7], types: ANSWERS, make: fractionToPercent },
  { id: 'percent-to-fraction', standards: [6, 7], types: ANSWERS, make: percentToFraction },
  { id: 'percent-to-decimal', standards: [6, 7], types: ANSWERS, make: percentToDecimal },
  { id: 'what-percent', standards: [7, 8], types: [...ANSWERS, 'short'], make: whatPercent },
  { id: 'discount', standards: [7, 8], types: ['mcq', 'blank', 'short'], make: discount },
  { id: 'profit-loss', standards: [7, 8], types: ['mcq', 'blank', 'short'], make: profitLoss },
  { id: 'simple-interest', standards: [7, 8], types: ['mcq', 'blank', 'short'], make: simpleInterest },
  { id: 'increase-decrease', standards: [8], types: ANSWERS, make: increaseDecrease },
];

export const percentagesGenerator = topicGenerator('percentages', 'Percentages', skills);
