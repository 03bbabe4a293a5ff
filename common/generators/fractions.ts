import { buildMcq, choice, type Choice } from './choices';
import { capital, person } from './context';
import {
  byStandard,
  fractionChoice,
  fractionQuestion,
  properFraction,
  wholeAnswer,
  writtenChoice,
} from './fraction-kit';
import { BLANK, frac, fractionAnswer, gcd, lcm, mixed, num, reduce, rupees } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Fractions, standards 3–8: a half or a quarter of a number, a fraction of a number, equivalent
// fractions, simplest form, comparing, like and unlike fractions added and subtracted, mixed numbers,
// multiplying and dividing, word problems.

function partOf(rng: Rng, standard: number, type: GeneratedType): Made {
  const parts = [
    ['½', 1, 2],
    ['¼', 1, 4],
    ['¾', 3, 4],
  ] as const;
  const [sign, p, q] = rng.pick(parts);
  const k = rng.int(2, standard === 3 ? 20 : 25);
  const n = q * k;
  return wholeAnswer(
    rng,
    type,
    { blank: `${sign} of ${num(n)} = ${BLANK}`, ask: `What is ${sign} of ${num(n)}?` },
    p * k,
    [n * q, n - q, k + q, n * p, n - p * k, p * k + 1],
    'easy',
  );
}

function fractionOf(rng: Rng, standard: number, type: GeneratedType): Made {
  const [p, q] = properFraction(rng, 3, standard === 4 ? 8 : 12);
  const k = rng.int(2, { 4: 10, 5: 15 }[standard] ?? 25);
  const n = q * k;
  return wholeAnswer(
    rng,
    type,
    { blank: `${frac(p, q)} of ${num(n)} = ${BLANK}`, ask: `What is ${frac(p, q)} of ${num(n)}?` },
    p * k,
    [k, n * p, n - p * k, p * k + q, n / p],
    byStandard(standard, 4),
  );
}

function equivalent(rng: Rng, standard: number, type: GeneratedType): Made {
  const [a, b] = properFraction(rng, 2, standard === 3 ? 8 : 10);
  const k = rng.int(2, standard === 3 ? 6 : 9);
  const difficulty = byStandard(standard, 3);
  if (type === 'blank') {
    return rng.chance(0.5)
      ? { text: `${frac(a, b)} = ${BLANK}/${num(b * k)}`, answer: num(a * k), difficulty }
      : { text: `${frac(a, b)} = ${num(a * k)}/${BLANK}`, answer: num(b * k), difficulty };
  }
  const mcq = buildMcq(
    rng,
    fractionChoice(a * k, b * k)!,
    [
      fractionChoice(b, a),
      fractionChoice(a + k, b + k),
      fractionChoice(a * k, b),
      fractionChoice(a, b * k),
      fractionChoice(a + 1, b + 1),
      fractionChoice(a * k, b * k + 1),
    ],
    (i) => fractionChoice(a * k + i, b * k),
  );
  return { text: `Which fraction is equal to ${frac(a, b)}?`, ...mcq, difficulty };
}

function simplest(rng: Rng, standard: number, type: GeneratedType): Made {
  const [a, b] = properFraction(rng, 2, standard <= 5 ? 9 : 15);
  const g = rng.int(2, standard === 4 ? 5 : 12);
  const [n, d] = [a * g, b * g];
  const difficulty = byStandard(standard, 4);
  const ask = `Write ${frac(n, d)} in its simplest form.`;
  if (type === 'blank')
    return { text: `${frac(n, d)} = ${BLANK} (in its simplest form)`, answer: frac(a, b), difficulty };
  if (type === 'onetwo') return { text: ask, answer: frac(a, b), difficulty };
  // Dividing by a common factor that is not the highest leaves a fraction that is not yet simplest.
  const factors = range(2, g - 1).filter((f) => g % f === 0);
  const mcq = buildMcq(
    rng,
    choice(frac(a, b)),
    [
      ...factors.map((f) => writtenChoice(n / f, d / f)),
      writtenChoice(b, a),
      writtenChoice(a + 1, b),
      writtenChoice(a, b + 1),
      writtenChoice(n / g, d),
    ],
    (i) => writtenChoice(a + i, b + i),
  );
  return { text: ask, ...mcq, difficulty };
}

function addLike(isAdd: boolean) {
  return (rng: Rng, standard: number, type: GeneratedType): Made => {
    for (;;) {
      const d = rng.int(3, 12);
      const x = rng.int(1, d - 1);
      const y = rng.int(1, d - 1);
      const r = isAdd ? x + y : x - y;
      if (r <= 0 || r >= d || gcd(r, d) !== 1) continue;
      const expr = `${frac(x, d)} ${isAdd ? '+' : '−'} ${frac(y, d)}`;
      return fractionQuestion(
        rng,
        type,
        { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
        [r, d],
        [
          [r, 2 * d],
          [r + 1, d],
          [r - 1, d],
          [x * y, d],
          [isAdd ? x - y : x + y, d],
        ],
        standard === 4 ? 'easy' : 'medium',
      );
    }
  };
}

function addUnlike(isAdd: boolean) {
  return (rng: Rng, standard: number, type: GeneratedType): Made => {
    for (;;) {
      const [a, b] = properFraction(rng, 2, standard === 6 ? 10 : 12);
      const [c, d] = properFraction(rng, 2, standard === 6 ? 10 : 12);
      if (b === d || (!isAdd && a * d <= c * b)) continue;
      const expr = `${frac(a, b)} ${isAdd ? '+' : '−'} ${frac(c, d)}`;
      const r: [number, number] = [isAdd ? a * d + c * b : a * d - c * b, b * d];
      const l = lcm(b, d);
      return fractionQuestion(
        rng,
        type,
        { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
        r,
        [
          [isAdd ? a + c : a - c, b + d],
          [isAdd ? a + c : a - c, l],
          [r[0], b + d],
          [a * c, b * d],
          [isAdd ? a * d - c * b : a * d + c * b, b * d],
        ],
        standard === 6 ? 'medium' : 'hard',
      );
    }
  };
}

function compare(rng: Rng, standard: number, type: GeneratedType): Made {
  const difficulty = byStandard(standard, 4);
  if (type === 'blank') {
    for (;;) {
      const [a, b] = properFraction(rng, 2, 12);
      const [c, d] = properFraction(rng, 2, 12);
      if (a * d === c * b) continue;
      return {
        text: `Write > or < in the blank: ${frac(a, b)} ${BLANK} ${frac(c, d)}`,
        answer: a * d > c * b ? '>' : '<',
        difficulty,
      };
    }
  }
  const values = new Map<string, [number, number]>();
  const mode = standard <= 5 ? rng.pick(['denominator', 'numerator'] as const) : 'unlike';
  const shared = rng.int(5, 12);
  while (values.size < 4) {
    const [p, q] =
      mode === 'denominator'
        ? [rng.int(1, shared - 1), shared]
        : mode === 'numerator'
          ? [rng.int(1, 4), rng.int(5, 12)]
          : properFraction(rng, 2, 12);
    const [x, y] = reduce(p, q);
    values.set(`${x}/${y}`, [p, q]);
  }
  const list = rng.shuffle([...values.values()]);
  const isGreatest = rng.chance(0.5);
  let best = 0;
  list.forEach(([p, q], i) => {
    const [bp, bq] = list[best]!;
    if (isGreatest ? p * bq > bp * q : p * bq < bp * q) best = i;
  });
  return {
    text: `Which of these fractions is the ${isGreatest ? 'greatest' : 'smallest'}?`,
    options: list.map(([p, q]) => frac(p, q)),
    answer: best,
    difficulty,
  };
}

function mixedNumbers(rng: Rng, standard: number, type: GeneratedType): Made {
  const [r, d] = properFraction(rng, 2, standard === 5 ? 9 : 12);
  const w = rng.int(1, 9);
  const n = w * d + r;
  const difficulty = byStandard(standard, 5);
  if (rng.chance(0.5)) {
    const ask = `Write ${mixed(n, d)} as an improper fraction.`;
    if (type === 'blank')
      return { text: `${mixed(n, d)} = ${BLANK} (as an improper fraction)`, answer: frac(n, d), difficulty };
    if (type === 'onetwo') return { text: ask, answer: frac(n, d), difficulty };
    const mcq = buildMcq(
      rng,
      fractionChoice(n, d)!,
      [
        fractionChoice(w + r, d),
        fractionChoice(w * r + d, d),
        fractionChoice(w * d, r),
        fractionChoice(w * d - r, d),
        fractionChoice(n, w * d),
      ],
      (i) => fractionChoice(n + i, d),
    );
    return { text: ask, ...mcq, difficulty };
  }
  const ask = `Write ${frac(n, d)} as a mixed number.`;
  if (type === 'blank')
    return { text: `${frac(n, d)} = ${BLANK} (as a mixed number)`, answer: mixed(n, d), difficulty };
  if (type === 'onetwo') return { text: ask, answer: mixed(n, d), difficulty };
  const asMixed = (whole: number, rest: number): Choice | undefined =>
    whole > 0 && rest > 0 && rest < d
      ? choice(mixed(whole * d + rest, d), `${whole * d + rest}/${d}`)
      : undefined;
  const mcq = buildMcq(
    rng,
    asMixed(w, r)!,
    [asMixed(w + 1, r), asMixed(w - 1, r), asMixed(w, d - r), asMixed(r, w), asMixed(d, r)],
    (i) => asMixed(w + i + 1, r),
  );
  return { text: ask, ...mcq, difficulty };
}

function multiply(rng: Rng, standard: number, type: GeneratedType): Made {
  const [a, b] = properFraction(rng, 2, 10);
  const difficulty = standard === 7 ? 'medium' : 'hard';
  if (rng.chance(0.4)) {
    const n = rng.int(2, 12);
    const expr = `${num(n)} × ${frac(a, b)}`;
    return fractionQuestion(
      rng,
      type,
      { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
      [n * a, b],
      [
        [n * a, n * b],
        [a, n * b],
        [n + a, b],
        [n * b, a],
      ],
      difficulty,
    );
  }
  const [c, d] = properFraction(rng, 2, 10);
  const expr = `${frac(a, b)} × ${frac(c, d)}`;
  return fractionQuestion(
    rng,
    type,
    { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
    [a * c, b * d],
    [
      [a + c, b + d],
      [a * d, b * c],
      [a * c, b + d],
      [a * d + b * c, b * d],
    ],
    difficulty,
  );
}

function divide(rng: Rng, standard: number, type: GeneratedType): Made {
  const [a, b] = properFraction(rng, 2, 10);
  const difficulty = standard === 7 ? 'medium' : 'hard';
  if (rng.chance(0.4)) {
    const n = rng.int(2, 12);
    const expr = `${num(n)} ÷ ${frac(a, b)}`;
    return fractionQuestion(
      rng,
      type,
      { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
      [n * b, a],
      [
        [n * a, b],
        [a, n * b],
        [n, a * b],
        [n * a, b * b],
      ],
      difficulty,
    );
  }
  const [c, d] = properFraction(rng, 2, 10);
  const expr = `${frac(a, b)} ÷ ${frac(c, d)}`;
  return fractionQuestion(
    rng,
    type,
    { blank: `${expr} = ${BLANK}`, ask: `${expr} = ?` },
    [a * d, b * c],
    [
      [a * c, b * d],
      [b * c, a * d],
      [a + d, b + c],
      [a * c, b * c],
    ],
    difficulty,
  );
}

function wordPart(rng: Rng, standard: number): Made {
  const p = person(rng);
  const [x, q] = properFraction(rng, 3, standard <= 6 ? 8 : 12);
  const each = rng.int(2, standard <= 6 ? 30 : 60) * 5;
  const total = each * q;
  const spent = each * x;
  const thing = rng.pick(['books', 'a school bag', 'fruit', 'a gift for a friend', 'stationery']);
  const isLeft = rng.chance(0.5);
  const text = `${p.name} had ₹${num(total)}. ${capital(p.he)} spent ${frac(x, q)} of it on ${thing}. How much money ${isLeft ? `is left with ${p.him}` : `did ${p.he} spend`}?`;
  const spentPoints = [
    `Money spent = ${frac(x, q)} of ₹${num(total)}`,
    `= ₹${num(total)} ÷ ${num(q)}${x === 1 ? '' : ` × ${num(x)}`} = ${rupees(spent * 100)}`,
  ];
  return {
    text,
    answer: rupees((isLeft ? total - spent : spent) * 100),
    points: isLeft
      ? [
          ...spentPoints,
          `Money left = ₹${num(total)} − ${rupees(spent * 100)} = ${rupees((total - spent) * 100)}`,
        ]
      : [...spentPoints, `${p.name} spent ${rupees(spent * 100)}.`],
    difficulty: isLeft ? 'hard' : 'medium',
  };
}

function wordSum(rng: Rng, standard: number): Made {
  const p = person(rng);
  for (;;) {
    const [a, b] = properFraction(rng, 2, standard === 6 ? 8 : 12);
    const [c, d] = properFraction(rng, 2, standard === 6 ? 8 : 12);
    if (b === d) continue;
    const l = lcm(b, d);
    const [x, y] = [a * (l / b), c * (l / d)];
    return {
      text: `${p.name} walked ${frac(a, b)} km in the morning and ${frac(c, d)} km in the evening. How far did ${p.he} walk in all?`,
      answer: `${fractionAnswer(x + y, l)} km`,
      points: [
        `Distance = ${frac(a, b)} + ${frac(c, d)} = ${frac(x, l)} + ${frac(y, l)}`,
        `= ${frac(x + y, l)}`,
        `${p.name} walked ${fractionAnswer(x + y, l)} km in all.`,
      ],
      difficulty: 'hard',
    };
  }
}

const ANSWERS: GeneratedType[] = ['mcq', 'blank', 'onetwo'];
const skills: Skill[] = [
  { id: 'part-of', standards: [3, 4], types: ANSWERS, make: partOf },
  { id: 'fraction-of', standards: [4, 5, 6], types: ANSWERS, make: fractionOf },
  { id: 'equivalent', standards: range(3, 6), types: ['mcq', 'blank'], make: equivalent },
  { id: 'simplest-form', standards: range(4, 8), types: ANSWERS, make: simplest },
  { id: 'add-like', standards: [4, 5], types: ['mcq', 'blank'], make: addLike(true) },
  { id: 'subtract-like', standards: [4, 5], types: ['mcq', 'blank'], make: addLike(false) },
  { id: 'add-unlike', standards: range(6, 8), types: ['mcq', 'blank'], make: addUnlike(true) },
  { id: 'subtract-unlike', standards: range(6, 8), types: ['mcq', 'blank'], make: addUnlike(false) },
  { id: 'compare', standards: range(4, 7), types: ['mcq', 'blank'], make: compare },
  { id: 'mixed-number', standards: range(5, 7), types: ANSWERS, make: mixedNumbers },
  { id: 'multiply', standards: [7, 8], types: ['mcq', 'blank'], make: multiply },
  { id: 'divide', standards: [7, 8], types: ['mcq', 'blank'], make: divide },
  { id: 'word-part', standards: range(5, 8), types: ['short'], make: wordPart },
  { id: 'word-sum', standards: range(6, 8), types: ['short'], make: wordSum },
];

export const fractionsGenerator = topicGenerator('fractions', 'Fractions', skills);
