import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { capital, person } from './context';
import { BLANK, dec, frac, num, rupees } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Decimals, standards 5–8: tenths and hundredths as fractions and places, comparing (0.5 against 0.45),
// adding and subtracting, multiplying and dividing (by 10, 100, 1000 and by whole numbers), money.
// Values are kept as whole numbers of thousandths so that the arithmetic is exact.

const M = 1000;
/** Thousandths as a decimal: 12500 → "12.5". */
const show = (milli: number) => dec(milli, 3);
const decimalChoice = (milli: number): Choice | undefined =>
  Number.isInteger(milli) && milli > 0 ? choice(show(milli)) : undefined;

/** A decimal with a whole part up to `whole` and 1 to `places` decimal places (the last one not 0). */
function decimal(rng: Rng, whole: number, places: number): number {
  const p = rng.int(1, places);
  const step = M / 10 ** p;
  let fraction = rng.int(1, 10 ** p - 1);
  if (fraction % 10 === 0) fraction += 1;
  return rng.int(0, whole) * M + fraction * step;
}

const PLACES = ['tenths', 'hundredths', 'thousandths'] as const;

/** Whole parts added, and decimal parts added as if they were whole numbers: 12.5 + 3.75 → 15.80. */
function partsAdded(a: number, b: number): number | undefined {
  const [wa, fa = ''] = show(a).replace(/,/g, '').split('.');
  const [wb, fb = ''] = show(b).replace(/,/g, '').split('.');
  if (fa.length === fb.length) return undefined;
  const fractions = Number(fa || 0) + Number(fb || 0);
  const places = Math.max(fa.length, fb.length);
  if (fractions >= 10 ** places) return undefined;
  return (Number(wa) + Number(wb)) * M + fractions * (M / 10 ** places);
}

function answered(
  rng: Rng,
  type: GeneratedType,
  texts: { blank: string; ask: string },
  r: number,
  mistakes: number[],
  difficulty: Difficulty,
  step = 100,
): Made {
  if (type === 'blank') return { text: texts.blank, answer: show(r), difficulty };
  if (type === 'onetwo') {
    const text = texts.ask.endsWith(' = ?') ? `Find the value of ${texts.ask.slice(0, -4)}.` : texts.ask;
    return { text, answer: show(r), difficulty };
  }
  const mcq = buildMcq(rng, choice(show(r)), mistakes.map(decimalChoice), (i) =>
    decimalChoice(r + nearby(i, step)),
  );
  return { text: texts.ask, ...mcq, difficulty };
}

function fractionToDecimal(rng: Rng, standard: number, type: GeneratedType): Made {
  const power = rng.int(1, standard === 5 ? 2 : 3);
  let n = rng.int(1, power === 1 ? 99 : 999);
  if (n % 10 === 0) n += 1;
  const r = n * (M / 10 ** power);
  return answered(
    rng,
    type,
    {
      blank: `${frac(n, 10 ** power)} = ${BLANK} (as a decimal)`,
      ask: `Write ${frac(n, 10 ** power)} as a decimal.`,
    },
    r,
    [r * 10, r / 10, r * 100, r / 100, n * M],
    standard === 5 ? 'easy' : 'medium',
    M / 10 ** power,
  );
}

function decimalPlace(rng: Rng, standard: number, type: GeneratedType): Made {
  for (;;) {
    const x = decimal(rng, 99, standard === 5 ? 2 : 3);
    const text = show(x);
    const fraction = text.split('.')[1] ?? '';
    const at = rng.int(0, fraction.length - 1);
    const digit = fraction[at]!;
    if (digit === '0' || text.indexOf(digit) !== text.lastIndexOf(digit)) continue;
    const place = PLACES[at]!;
    const difficulty = standard === 5 ? 'easy' : 'medium';
    if (type === 'blank')
      return { text: `In ${text}, the digit ${digit} is in the ${BLANK} place.`, answer: place, difficulty };
    if (type === 'onetwo')
      return { text: `In ${text}, in which place is the digit ${digit}?`, answer: place, difficulty };
    const others = rng.shuffle(['tens', 'ones', ...PLACES].filter((p) => p !== place)).slice(0, 3);
    const answer = rng.int(0, 3);
    const options = [...others];
    options.splice(answer, 0, place);
    return { text: `In ${text}, in which place is the digit ${digit}?`, options, answer, difficulty };
  }
}

function compare(rng: Rng, standard: number, type: GeneratedType): Made {
  const w = rng.int(0, standard === 5 ? 9 : 99) * M;
  const x = rng.int(1, 9);
  let y = rng.int(1, 9);
  while (y === x) y = rng.int(1, 9);
  // The trap: more digits after the point does not make a larger number.
  const rivals = [x * 100, x * 10, x * 100 + y * 10, y * 100 + x * 10, x * 100 + y, y * 10 + x].map(
    (v) => w + v,
  );
  const difficulty = standard === 5 ? 'medium' : 'easy';
  if (type === 'blank') {
    const [a, b] = rng.shuffle(rivals);
    return {
      text: `Write > or < in the blank: ${show(a!)} ${BLANK} ${show(b!)}`,
      answer: a! > b! ? '>' : '<',
      difficulty,
    };
  }
  const values = rng.shuffle(rivals).slice(0, 4);
  const isGreatest = rng.chance(0.5);
  const best = isGreatest ? Math.max(...values) : Math.min(...values);
  return {
    text: `Which of these is the ${isGreatest ? 'greatest' : 'smallest'}?`,
    options: values.map(show),
    answer: values.indexOf(best),
    difficulty,
  };
}

function addSubtract(isAdd: boolean) {
  return (rng: Rng, standard: number, type: GeneratedType): Made => {
    const whole = standard === 6 ? 99 : 999;
    const places = standard === 8 ? 3 : 2;
    let [a, b] = [decimal(rng, whole, places), decimal(rng, whole, places)];
    if (!isAdd && a < b) [a, b] = [b, a];
    if (!isAdd && a === b) a += 100;
    const r = isAdd ? a + b : a - b;
    const expr = `${show(a)} ${isAdd ? '+' : '−'} ${show(b)}`;
    return answered(
      rng,
      type,
      { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
      r,
      [r + 100, r - 100, r + M, r - M, r + 10, isAdd ? a - b : a + b, (isAdd && partsAdded(a, b)) || r * 10],
      standard === 6 ? 'easy' : 'medium',
    );
  };
}

function multiply(rng: Rng, standard: number, type: GeneratedType): Made {
  const form = rng.pick(['power', 'whole', 'decimal'] as const);
  let a: number, b: string, r: number;
  if (form === 'power') {
    const power = 10 ** rng.int(1, 3);
    a = decimal(rng, 99, 3);
    [b, r] = [num(power), a * power];
  } else if (form === 'whole') {
    const n = rng.int(2, standard === 7 ? 12 : 25);
    a = decimal(rng, 99, 2);
    [b, r] = [num(n), a * n];
  } else {
    // One place times one or two places: the product has at most three places.
    a = rng.int(1, 99) * 100;
    const other = rng.int(1, standard === 7 ? 99 : 999) * 10;
    [b, r] = [show(other), (a * other) / M];
  }
  const expr = `${show(a)} × ${b}`;
  return answered(
    rng,
    type,
    { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
    r,
    [r * 10, r / 10, r * 100, r / 100, r + M],
    form === 'decimal' ? 'hard' : 'medium',
  );
}

function divide(rng: Rng, standard: number, type: GeneratedType): Made {
  let a: number, b: number, r: number;
  if (rng.chance(0.5)) {
    b = 10 ** rng.int(1, 2);
    r = rng.int(1, 9999) * (M / 10 / b);
    a = r * b;
  } else {
    b = rng.int(2, standard === 7 ? 9 : 25);
    r = rng.int(1, 999) * 10;
    a = r * b;
  }
  const expr = `${show(a)} ÷ ${num(b)}`;
  return answered(
    rng,
    type,
    { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
    r,
    [r * 10, r / 10, a * b, r + M / 10],
    standard === 7 ? 'medium' : 'hard',
    10,
  );
}

function wordChange(rng: Rng, standard: number): Made {
  const p = person(rng);
  const [first, second] = rng.shuffle([
    'notebook',
    'pen',
    'box of crayons',
    'ruler',
    'geometry box',
    'storybook',
  ]);
  const a = rng.int(10, standard === 6 ? 99 : 250) * 100 + rng.pick([0, 25, 50, 75]);
  const b = rng.int(5, standard === 6 ? 60 : 150) * 100 + rng.pick([0, 25, 50, 75]);
  const paid = (Math.floor((a + b) / 10000) + (rng.chance(0.3) ? 2 : 1)) * 10000;
  const spent = a + b;
  return {
    text: `${p.name} bought a ${first} for ${rupees(a)} and a ${second} for ${rupees(b)}. ${capital(p.he)} gave the shopkeeper ${rupees(paid)}. How much money did ${p.he} get back?`,
    answer: rupees(paid - spent),
    points: [
      `Money spent = ${rupees(a)} + ${rupees(b)} = ${rupees(spent)}`,
      `Money returned = ${rupees(paid)} − ${rupees(spent)}`,
      `= ${rupees(paid - spent)}`,
    ],
    difficulty: standard === 6 ? 'medium' : 'easy',
  };
}

function wordShare(rng: Rng, standard: number): Made {
  const n = rng.int(2, standard === 7 ? 9 : 15);
  const piece = rng.int(1, 150) * 10 + (standard === 8 && rng.chance(0.5) ? 5 : 0);
  const length = piece * n;
  const thing = rng.pick(['ribbon', 'rope', 'wire', 'cloth']);
  return {
    text: `A ${thing} ${show(length)} m long is cut into ${num(n)} equal pieces. How long is each piece?`,
    answer: `${show(piece)} m`,
    points: [
      `Length of each piece = ${show(length)} ÷ ${num(n)}`,
      `= ${show(piece)} m`,
      `Each piece is ${show(piece)} m long.`,
    ],
    difficulty: 'medium',
  };
}

const ANSWERS: GeneratedType[] = ['mcq', 'blank', 'onetwo'];
const skills: Skill[] = [
  { id: 'fraction-to-decimal', standards: [5, 6], types: ANSWERS, make: fractionToDecimal },
  { id: 'decimal-place', standards: [5, 6], types: ANSWERS, make: decimalPlace },
  { id: 'compare', standards: range(5, 7), types: ['mcq', 'blank'], make: compare },
  { id: 'add', standards: range(6, 8), types: ANSWERS, make: addSubtract(true) },
  { id: 'subtract', standards: range(6, 8), types: ANSWERS, make: addSubtract(false) },
  { id: 'multiply', standards: [7, 8], types: ['mcq', 'blank'], make: multiply },
  { id: 'divide', standards: [7, 8], types: ['mcq', 'blank'], make: divide },
  { id: 'word-change', standards: range(6, 8), types: ['short'], make: wordChange },
  { id: 'word-share', standards: [7, 8], types: ['short'], make: wordShare },
];

export const decimalsGenerator = topicGenerator('decimals', 'Decimals', skills);
