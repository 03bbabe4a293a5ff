import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { person } from './context';
import { BLANK, dec, num } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Areas, standards 3–8: squares of 1 cm covering a rectangle (standard 3), rectangles and squares,
// a missing side from the area, triangles (from standard 6), parallelograms and circles (standards
// 7–8, with π given as 22/7 or 3.14), and the cost of covering a floor or a field.

/** The longest side of each standard, in cm or m. */
const SIDE_MAX: Record<number, number> = { 3: 10, 4: 20, 5: 50, 6: 100, 7: 100, 8: 150 };
const unitFor = (rng: Rng, standard: number) => (standard <= 4 ? 'cm' : rng.pick(['cm', 'm']));

/** An area in hundredths of a square unit, written "78.5 sq cm". */
const area = (hundredths: number, unit: string) => `${dec(hundredths, 2)} sq ${unit}`;
const areaChoice = (hundredths: number, unit: string): Choice | undefined =>
  Number.isInteger(hundredths) && hundredths > 0 ? choice(area(hundredths, unit)) : undefined;
const lengthChoice = (n: number, unit: string): Choice | undefined =>
  Number.isInteger(n) && n > 0 ? choice(`${num(n)} ${unit}`) : undefined;

/** An area question: blank, onetwo or mcq with the typical mistakes (perimeter, a missed ½, wrong unit). */
function areaQuestion(
  rng: Rng,
  type: GeneratedType,
  texts: { blank: string; ask: string },
  hundredths: number,
  unit: string,
  mistakes: number[],
  difficulty: Difficulty,
): Made {
  if (type === 'blank') return { text: texts.blank, answer: area(hundredths, unit), difficulty };
  if (type === 'onetwo') return { text: texts.ask, answer: area(hundredths, unit), difficulty };
  const wrongUnit = Number.isInteger(hundredths / 100)
    ? choice(`${num(hundredths / 100)} ${unit}`)
    : undefined;
  const mcq = buildMcq(
    rng,
    choice(area(hundredths, unit)),
    [...mistakes.map((m) => areaChoice(m, unit)), wrongUnit],
    (i) => areaChoice(hundredths + nearby(i, 100), unit),
  );
  return { text: texts.ask, ...mcq, difficulty };
}

function coverSquares(rng: Rng, _standard: number, type: GeneratedType): Made {
  const l = rng.int(2, 10);
  const b = rng.int(2, 9);
  const text = `How many squares of side 1 cm are needed to cover a rectangle ${num(l)} cm long and ${num(b)} cm wide?`;
  if (type === 'blank')
    return {
      text: `${BLANK} squares of side 1 cm are needed to cover a rectangle ${num(l)} cm long and ${num(b)} cm wide.`,
      answer: num(l * b),
      difficulty: 'easy',
    };
  if (type === 'onetwo') return { text, answer: num(l * b), difficulty: 'easy' };
  const count = (n: number) => (n > 0 ? choice(num(n)) : undefined);
  const mcq = buildMcq(rng, choice(num(l * b)), [l + b, 2 * (l + b), l * b + l, l * b - b].map(count), (i) =>
    count(l * b + nearby(i)),
  );
  return { text, ...mcq, difficulty: 'easy' };
}

function rectangle(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  const max = SIDE_MAX[standard]!;
  const l = rng.int(3, max);
  const b = rng.int(2, Math.max(2, l - 1));
  const shape = `a rectangle of length ${num(l)} ${unit} and breadth ${num(b)} ${unit}`;
  return areaQuestion(
    rng,
    type,
    { blank: `The area of ${shape} is ${BLANK}.`, ask: `Find the area of ${shape}.` },
    l * b * 100,
    unit,
    [2 * (l + b) * 100, (l + b) * 100, l * b * 200, (l * b + l) * 100],
    standard <= 4 ? 'easy' : 'medium',
  );
}

function square(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  const s = rng.int(2, Math.min(SIDE_MAX[standard]!, 60));
  const shape = `a square of side ${num(s)} ${unit}`;
  return areaQuestion(
    rng,
    type,
    { blank: `The area of ${shape} is ${BLANK}.`, ask: `Find the area of ${shape}.` },
    s * s * 100,
    unit,
    [4 * s * 100, 2 * s * 100, s * s * 200, (s * s + s) * 100],
    standard <= 4 ? 'easy' : 'medium',
  );
}

function missingSide(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  const max = SIDE_MAX[standard]!;
  const isSquare = standard >= 6 && rng.chance(0.4);
  const l = rng.int(3, isSquare ? 40 : max);
  const b = isSquare ? l : rng.int(2, Math.max(2, Math.min(l - 1, 40)));
  const text = isSquare
    ? `The area of a square is ${num(l * l)} sq ${unit}. What is the length of its side?`
    : `The area of a rectangle is ${num(l * b)} sq ${unit} and its length is ${num(l)} ${unit}. What is its breadth?`;
  const answer = `${num(b)} ${unit}`;
  const difficulty = standard <= 5 ? 'hard' : 'medium';
  if (type !== 'mcq') return { text, answer, difficulty };
  const mcq = buildMcq(
    rng,
    choice(answer),
    (isSquare ? [(l * l) / 2, (l * l) / 4, l + 1, l * 2] : [l * b - l, (l * b) / 2, b + 1, l]).map((n) =>
      lengthChoice(n, unit),
    ),
    (i) => lengthChoice(b + nearby(i), unit),
  );
  return { text, ...mcq, difficulty };
}

function triangle(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  let base = rng.int(2, standard === 6 ? 40 : 80);
  const height = rng.int(2, standard === 6 ? 40 : 80);
  if (standard === 6 && (base * height) % 2 === 1) base += 1;
  const shape = `a triangle with base ${num(base)} ${unit} and height ${num(height)} ${unit}`;
  return areaQuestion(
    rng,
    type,
    { blank: `The area of ${shape} is ${BLANK}.`, ask: `Find the area of ${shape}.` },
    base * height * 50,
    unit,
    [base * height * 100, (base + height) * 100, base * height * 25, (base + height) * 200],
    standard === 6 ? 'medium' : 'easy',
  );
}

function parallelogram(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  const base = rng.int(3, 60);
  const height = rng.int(2, 40);
  const shape = `a parallelogram with base ${num(base)} ${unit} and height ${num(height)} ${unit}`;
  return areaQuestion(
    rng,
    type,
    { blank: `The area of ${shape} is ${BLANK}.`, ask: `Find the area of ${shape}.` },
    base * height * 100,
    unit,
    [base * height * 50, 2 * (base + height) * 100, (base + height) * 100],
    standard === 7 ? 'medium' : 'easy',
  );
}

interface Circle {
  radius: number;
  /** "22/7" or "3.14" */
  pi: string;
  /** π × n, in hundredths. */
  times(n: number): number;
}

/** A radius that gives a whole area with π = 22/7 (a multiple of 7), or any radius with π = 3.14. */
function circle(rng: Rng, standard: number): Circle {
  if (rng.chance(0.5)) {
    const radius = 7 * rng.int(1, standard === 7 ? 4 : 6);
    return { radius, pi: '22/7', times: (n) => (n * 2200) / 7 };
  }
  const radius = rng.int(1, standard === 7 ? 20 : 30);
  return { radius, pi: '3.14', times: (n) => n * 314 };
}

function circleArea(rng: Rng, standard: number, type: GeneratedType): Made {
  const unit = unitFor(rng, standard);
  const c = circle(rng, standard);
  const r = c.radius;
  const isDiameter = standard === 8 && rng.chance(0.3);
  const given = isDiameter ? `diameter ${num(2 * r)} ${unit}` : `radius ${num(r)} ${unit}`;
  const shape = `a circle of ${given}`;
  return areaQuestion(
    rng,
    type,
    {
      blank: `The area of ${shape} is ${BLANK}. (Take π = ${c.pi}.)`,
      ask: `Find the area of ${shape}. (Take π = ${c.pi}.)`,
    },
    c.times(r * r),
    unit,
    [c.times(2 * r), c.times(4 * r * r), c.times(r), r * r * 100],
    isDiameter ? 'hard' : 'medium',
  );
}

function wordCost(rng: Rng, standard: number): Made {
  const unit = 'm';
  // Standard 4 keeps to small rates: a garden or a playground.
  const jobs = [
    ['garden', 'plant grass on it', 5, 20],
    ['playground', 'level it', 2, 20],
    ['floor', 'tile it', 40, 150],
    ['hall', 'carpet it', 50, 150],
  ] as const;
  const [thing, work, low, high] = rng.pick(standard <= 4 ? jobs.slice(0, 2) : jobs);
  const l = rng.int(5, standard <= 4 ? 15 : 40);
  const b = rng.int(3, l - 1);
  const rate = rng.int(low, high);
  const p = person(rng);
  const a = l * b;
  return {
    text: `${p.name}'s school has a rectangular ${thing} ${num(l)} ${unit} long and ${num(b)} ${unit} wide. What does it cost to ${work} at ₹${num(rate)} per sq ${unit}?`,
    answer: `₹${num(a * rate)}`,
    points: [
      `Area = ${num(l)} × ${num(b)} = ${num(a)} sq ${unit}`,
      `Cost = ${num(a)} × ₹${num(rate)}`,
      `= ₹${num(a * rate)}`,
    ],
    difficulty: standard <= 5 ? 'hard' : 'medium',
  };
}

function wordCircle(rng: Rng, standard: number): Made {
  const c = circle(rng, standard);
  const r = c.radius;
  const thing = rng.pick(['flower bed', 'pond', 'rangoli', 'table top']);
  const unit = thing === 'rangoli' || thing === 'table top' ? 'cm' : 'm';
  const hundredths = c.times(r * r);
  return {
    text: `A circular ${thing} has a radius of ${num(r)} ${unit}. Find its area. (Take π = ${c.pi}.)`,
    answer: area(hundredths, unit),
    points: [`Area = π × r × r`, `= ${c.pi} × ${num(r)} × ${num(r)}`, `= ${area(hundredths, unit)}`],
    difficulty: 'medium',
  };
}

const ANSWERS: GeneratedType[] = ['mcq', 'blank', 'onetwo'];
const skills: Skill[] = [
  { id: 'cover-squares', standards: [3], types: ANSWERS, make: coverSquares },
  { id: 'rectangle-area', standards: range(3, 8), types: ANSWERS, make: rectangle },
  { id: 'square-area', standards: range(3, 8), types: ANSWERS, make: square },
  { id: 'missing-side', standards: range(5, 8), types: ['mcq', 'onetwo'], make: missingSide },
  { id: 'triangle-area', standards: range(6, 8), types: ANSWERS, make: triangle },
  { id: 'parallelogram-area', standards: [7, 8], types: ANSWERS, make: parallelogram },
  { id: 'circle-area', standards: [7, 8], types: ANSWERS, make: circleArea },
  { id: 'word-cost', standards: range(4, 8), types: ['short'], make: wordCost },
  { id: 'word-circle', standards: [7, 8], types: ['short'], make: wordCircle },
];

export const areasGenerator = topicGenerator('areas', 'Areas', skills);
