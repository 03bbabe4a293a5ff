import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { capital, twoPeople } from './context';
import { BLANK, num, operand } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// The four operations on whole numbers sized for the standard (sums within 20 in standard 1, lakhs by
// standard 5), integers with negatives from standard 6, and word problems.

type Op = 'add' | 'subtract' | 'multiply' | 'divide';
const SIGN: Record<Op, string> = { add: '+', subtract: '−', multiply: '×', divide: '÷' };

/** Whole-number addition and subtraction: smallest first and second number, and the largest result. */
const ADD_SIZES: Record<number, [number, number, number]> = {
  1: [1, 1, 20],
  2: [10, 5, 99],
  3: [100, 10, 999],
  4: [1000, 100, 9999],
  5: [10_000, 1000, 99_999],
  6: [100_000, 10_000, 9_999_999],
};
const addSizes = (standard: number) => ADD_SIZES[Math.min(standard, 6)]!;
/** The largest integer (by size) in the integer questions of standards 6–8. */
const INTEGER_BOUND: Record<number, number> = { 6: 50, 7: 100, 8: 500 };

const signed = (rng: Rng, min: number, max: number) => (rng.chance(0.5) ? -1 : 1) * rng.int(min, max);

/** Two integers, not both positive. */
function integerPair(rng: Rng, aMax: number, bMax: number, aMin = 1, bMin = 1): [number, number] {
  const a = signed(rng, aMin, aMax);
  let b = signed(rng, bMin, bMax);
  if (a > 0 && b > 0) b = -b;
  return [a, b];
}

const usesIntegers = (rng: Rng, standard: number) => standard >= 6 && rng.chance(0.5);

function operands(rng: Rng, op: Op, standard: number, isInteger: boolean): [number, number] {
  if (isInteger) {
    const bound = INTEGER_BOUND[standard]!;
    if (op === 'add' || op === 'subtract') return integerPair(rng, bound, bound);
    if (op === 'multiply') return integerPair(rng, 25, 12, 2, 2);
    const [q, d] = integerPair(rng, 20, 12, 2, 2);
    return [q * d, d];
  }
  if (op === 'add') {
    const [aLo, bLo, limit] = addSizes(standard);
    const a = rng.int(aLo, limit - bLo);
    return [a, rng.int(bLo, limit - a)];
  }
  if (op === 'subtract') {
    const [aLo, bLo, limit] = addSizes(standard);
    const a = rng.int(aLo + bLo, limit);
    return [a, rng.int(bLo, a - 1)];
  }
  if (op === 'multiply') {
    if (standard <= 2) return [rng.int(2, 5), rng.int(1, 10)];
    if (standard === 3)
      return rng.chance(0.5) ? [rng.int(2, 10), rng.int(2, 10)] : [rng.int(11, 99), rng.int(2, 9)];
    if (standard === 4)
      return rng.chance(0.5) ? [rng.int(100, 999), rng.int(2, 9)] : [rng.int(10, 99), rng.int(10, 99)];
    if (standard === 5) return [rng.int(100, 999), rng.int(10, 99)];
    if (standard === 6) return [rng.int(100, 999), rng.int(100, 999)];
    return [rng.int(1000, 9999), rng.int(10, 99)];
  }
  // divide: built from the quotient, so that it comes out exact
  let q: number, d: number;
  if (standard <= 3) [q, d] = [rng.int(1, 10), rng.int(2, 10)];
  else if (standard === 4) [q, d] = [rng.int(11, 111), rng.int(2, 9)];
  else if (standard === 5)
    [q, d] = rng.chance(0.5) ? [rng.int(11, 99), rng.int(11, 99)] : [rng.int(100, 999), rng.int(2, 9)];
  else [q, d] = [rng.int(100, 999), rng.int(11, 99)];
  return [q * d, d];
}

const resultOf = (op: Op, a: number, b: number) =>
  op === 'add' ? a + b : op === 'subtract' ? a - b : op === 'multiply' ? a * b : a / b;

/** Subtracting the smaller digit from the larger in every column (the borrowing mistake). */
function columnDifference(a: number, b: number): number {
  const x = String(a);
  const y = String(b).padStart(x.length, '0');
  return Number([...x].map((digit, i) => Math.abs(Number(digit) - Number(y[i]))).join(''));
}

/** Typical wrong results of `a op b`. */
function mistakesOf(op: Op, a: number, b: number, r: number): number[] {
  switch (op) {
    case 'add':
      return [r + 10, r - 10, r + 1, r - 1, r + 100, a - b, -r];
    case 'subtract':
      return [r + 10, r - 10, a + b, columnDifference(a, b), r - 1, -r, a + b === r ? r + 2 : -a - b];
    case 'multiply':
      return [
        a * (b + 1),
        a * (b - 1),
        r + 10,
        r - 10,
        a + b,
        Math.abs(b) >= 10 ? a * (b % 10) + a * Math.trunc(b / 10) : r + a,
        -r,
      ];
    case 'divide':
      return [r + 1, r - 1, r * 10, -r, r + b, Math.trunc(r / 10)];
  }
}

function difficultyOf(op: Op, standard: number, isInteger: boolean): Difficulty {
  if (isInteger) return op === 'add' ? 'medium' : 'hard';
  if (op === 'add') return standard >= 5 ? 'medium' : 'easy';
  if (op === 'subtract') return standard >= 3 ? 'medium' : 'easy';
  return standard >= 5 ? 'hard' : 'medium';
}

function expression(op: Op, a: number, b: number) {
  return `${num(a)} ${SIGN[op]} ${operand(b)}`;
}

function makeSum(op: Op) {
  return (rng: Rng, standard: number, type: GeneratedType): Made => {
    const isInteger = usesIntegers(rng, standard);
    const [a, b] = operands(rng, op, standard, isInteger);
    const r = resultOf(op, a, b);
    const difficulty = difficultyOf(op, standard, isInteger);
    const expr = expression(op, a, b);
    if (type === 'blank') return { text: `${expr} = ${BLANK}`, answer: num(r), difficulty };
    if (type === 'onetwo') {
      const words: Record<Op, string> = {
        add: `Find the sum of ${num(a)} and ${num(b)}.`,
        subtract: `Find the difference: ${num(a)} minus ${num(b)}.`,
        multiply: `Find the product of ${num(a)} and ${num(b)}.`,
        divide: `Divide ${num(a)} by ${num(b)}.`,
      };
      return { text: isInteger ? `Find the value of ${expr}.` : words[op], answer: num(r), difficulty };
    }
    const isAllowed = (n: number) =>
      Number.isInteger(n) && (isInteger || n >= 1) && n <= addSizes(standard)[2];
    const asChoice = (n: number): Choice | undefined => (isAllowed(n) ? choice(num(n)) : undefined);
    const mcq = buildMcq(rng, choice(num(r)), mistakesOf(op, a, b, r).map(asChoice), (i) =>
      asChoice(r + nearby(i, op === 'divide' ? 1 : Math.max(1, Math.round(Math.abs(r) / 50)))),
    );
    return { text: `${expr} = ?`, ...mcq, difficulty };
  };
}

interface Story {
  text: string;
  /** What the working finds ("Marbles now"). */
  label: string;
  /** The answer with its unit, from the result. */
  unit(r: number): string;
  /** The closing sentence. */
  sentence(r: number): string;
}

function storyOf(rng: Rng, op: Op, a: number, b: number, isInteger: boolean): Story {
  const [p, q] = twoPeople(rng);
  const count = (noun: string) => (r: number) => `${num(r)} ${noun}`;
  const money = (r: number) => `₹${num(r)}`;
  const degrees = (r: number) => `${num(r)} °C`;
  if (isInteger) {
    const place = rng.pick(['Leh', 'Shimla', 'Srinagar', 'Manali']);
    return op === 'add'
      ? {
          text: `At dawn the temperature in ${place} was ${num(a)} °C. By noon it rose by ${num(b)} °C. What was the temperature at noon?`,
          label: 'Temperature at noon',
          unit: degrees,
          sentence: (r) => `The temperature at noon was ${degrees(r)}.`,
        }
      : {
          text: `In the afternoon the temperature in ${place} was ${num(a)} °C. By night it fell by ${num(b)} °C. What was the temperature at night?`,
          label: 'Temperature at night',
          unit: degrees,
          sentence: (r) => `The temperature at night was ${degrees(r)}.`,
        };
  }
  const stories: Record<Op, Story[]> = {
    add: [
      {
        text: `${p.name} has ${num(a)} marbles. ${q.name} gives ${p.him} ${num(b)} more marbles. How many marbles does ${p.name} have now?`,
        label: 'Marbles now',
        unit: count('marbles'),
        sentence: (r) => `${p.name} has ${num(r)} marbles now.`,
      },
      {
        text: `${p.name} saved ₹${num(a)} in one month and ₹${num(b)} in the next month. How much money did ${p.he} save in all?`,
        label: 'Money saved',
        unit: money,
        sentence: (r) => `${capital(p.he)} saved ${money(r)} in all.`,
      },
      {
        text: `A school has ${num(a)} girls and ${num(b)} boys. How many children are there in the school?`,
        label: 'Children in all',
        unit: count('children'),
        sentence: (r) => `There are ${num(r)} children in the school.`,
      },
    ],
    subtract: [
      {
        text: `${p.name} had ${num(a)} stickers. ${capital(p.he)} gave ${num(b)} stickers to ${q.name}. How many stickers are left with ${p.name}?`,
        label: 'Stickers left',
        unit: count('stickers'),
        sentence: (r) => `${p.name} has ${num(r)} stickers left.`,
      },
      {
        text: `A library had ${num(a)} books. It gave ${num(b)} books to a village school. How many books does the library have now?`,
        label: 'Books left',
        unit: count('books'),
        sentence: (r) => `The library has ${num(r)} books now.`,
      },
      {
        text: `A bicycle costs ₹${num(a)}. ${p.name} has ₹${num(b)}. How much more money does ${p.he} need?`,
        label: 'Money needed',
        unit: money,
        sentence: (r) => `${capital(p.he)} needs ${money(r)} more.`,
      },
    ],
    multiply: [
      {
        text: `One box holds ${num(a)} pencils. How many pencils are there in ${num(b)} such boxes?`,
        label: 'Pencils',
        unit: count('pencils'),
        sentence: (r) => `There are ${num(r)} pencils.`,
      },
      {
        text: `A ticket for the school fair costs ₹${num(a)}. How much do ${num(b)} tickets cost?`,
        label: 'Cost',
        unit: money,
        sentence: (r) => `The tickets cost ${money(r)}.`,
      },
      {
        text: `Each row in a hall has ${num(a)} chairs. How many chairs are there in ${num(b)} rows?`,
        label: 'Chairs',
        unit: count('chairs'),
        sentence: (r) => `There are ${num(r)} chairs.`,
      },
    ],
    divide: [
      {
        text: `${p.name} shares ${num(a)} marbles equally among ${num(b)} friends. How many marbles does each friend get?`,
        label: 'Marbles for each friend',
        unit: count('marbles'),
        sentence: (r) => `Each friend gets ${num(r)} marbles.`,
      },
      {
        text: `₹${num(a)} is divided equally among ${num(b)} children. How much money does each child get?`,
        label: 'Money for each child',
        unit: money,
        sentence: (r) => `Each child gets ${money(r)}.`,
      },
      {
        text: `There are ${num(a)} children at a sports day. They stand in ${num(b)} equal rows. How many children are in each row?`,
        label: 'Children in each row',
        unit: count('children'),
        sentence: (r) => `There are ${num(r)} children in each row.`,
      },
    ],
  };
  return rng.pick(stories[op]);
}

function makeStory(op: Op) {
  return (rng: Rng, standard: number): Made => {
    // Word problems keep the numbers of standard 5 at most; integers appear as temperatures.
    const isInteger = (op === 'add' || op === 'subtract') && usesIntegers(rng, standard);
    // A temperature below zero that rises, or any temperature that falls.
    let [a, b] = [0, 0];
    // At least two of a thing ("1 books" reads badly).
    while (resultOf(op, a, b) < 2 || b < 2)
      [a, b] = isInteger
        ? [op === 'add' ? -rng.int(1, 20) : signed(rng, 1, 20), rng.int(2, 30)]
        : operands(rng, op, Math.min(standard, 5), false);
    const r = resultOf(op, a, b);
    const story = storyOf(rng, op, a, b, isInteger);
    return {
      text: story.text,
      answer: story.unit(r),
      points: [`${story.label} = ${expression(op, a, b)}`, `= ${story.unit(r)}`, story.sentence(r)],
      difficulty: op === 'add' && standard <= 2 ? 'easy' : isInteger || standard >= 5 ? 'hard' : 'medium',
    };
  };
}

const OPS_FROM: Record<Op, number> = { add: 1, subtract: 1, multiply: 2, divide: 3 };

const skills: Skill[] = (Object.keys(OPS_FROM) as Op[]).flatMap((op) => [
  { id: op, standards: range(OPS_FROM[op], 8), types: ['mcq', 'blank', 'onetwo'], make: makeSum(op) },
  { id: `word-${op}`, standards: range(OPS_FROM[op], 8), types: ['short'], make: makeStory(op) },
]);

export const arithmeticGenerator = topicGenerator('arithmetic', 'Arithmetic', skills);
