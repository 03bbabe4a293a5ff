import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { BLANK, num, numberWords } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Place value in the Indian system: tens and ones in standard 1, lakhs by standard 5. Place value of a
// digit, expanded form, numerals from number names, comparing, rounding off, the number after/before.

/** The largest number of each standard: 99, 999, 9,999, 99,999, 9,99,999. */
const maxOf = (standard: number) => 10 ** (standard + 1) - 1;
const minDigits = (standard: number) => Math.max(2, standard);

/** A number with at least the standard's smallest number of digits, at most its largest. */
const numberFor = (rng: Rng, standard: number) => rng.int(10 ** (minDigits(standard) - 1), maxOf(standard));

const easyUpTo = (standard: number, easy: number): Difficulty =>
  standard <= easy ? 'easy' : standard <= easy + 1 ? 'medium' : 'hard';

/** The value of each digit of n, from the largest place: 4732 → [4000, 700, 30, 2]. */
const placeValues = (n: number) =>
  [...String(n)].map((d, i, all) => Number(d) * 10 ** (all.length - 1 - i)).filter((v) => v > 0);

const numberChoice = (n: number, max: number): Choice | undefined =>
  Number.isInteger(n) && n >= 0 && n <= max ? choice(num(n)) : undefined;

function placeValue(rng: Rng, standard: number, type: GeneratedType): Made {
  // A digit that appears once, so that "the place value of 7" means one place.
  for (;;) {
    const n = numberFor(rng, standard);
    const digits = String(n);
    // Not the ones digit, whose place value is the digit itself.
    const unique = range(0, digits.length - 2).filter(
      (i) => digits[i] !== '0' && digits.indexOf(digits[i]!) === digits.lastIndexOf(digits[i]!),
    );
    if (unique.length === 0) continue;
    const at = rng.pick(unique);
    const digit = Number(digits[at]);
    const power = digits.length - 1 - at;
    const value = digit * 10 ** power;
    const difficulty = easyUpTo(standard, 2);
    if (type === 'blank')
      return {
        text: `The place value of ${digit} in ${num(n)} is ${BLANK}.`,
        answer: num(value),
        difficulty,
      };
    if (type === 'onetwo')
      return { text: `What is the place value of ${digit} in ${num(n)}?`, answer: num(value), difficulty };
    const max = 10 ** (standard + 2);
    const mcq = buildMcq(
      rng,
      choice(num(value)),
      [digit, digit * 10 ** (power + 1), digit * 10 ** (power - 1), digit * 10 ** (power + 2)].map((v) =>
        numberChoice(v, max),
      ),
      (i) => numberChoice(value + nearby(i, 10 ** power), max),
    );
    return { text: `What is the place value of ${digit} in ${num(n)}?`, ...mcq, difficulty };
  }
}

function tensAndOnes(rng: Rng, standard: number): Made {
  const n = standard === 1 ? rng.int(11, 99) : rng.int(101, 999);
  const [h, t, o] = [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10];
  const parts = standard === 1 ? [`${t} tens`, `${o} ones`] : [`${h} hundreds`, `${t} tens`, `${o} ones`];
  const values = standard === 1 ? [t, o] : [h, t, o];
  const missing = rng.int(0, parts.length - 1);
  const words = parts.map((part, i) => (i === missing ? part.replace(/^\d+/, BLANK) : part));
  const joined = words.length === 2 ? words.join(' and ') : `${words[0]}, ${words[1]} and ${words[2]}`;
  return { text: `${num(n)} = ${joined}`, answer: String(values[missing]), difficulty: 'easy' };
}

function expandedForm(rng: Rng, standard: number, type: GeneratedType): Made {
  let n = numberFor(rng, standard);
  while (placeValues(n).length < 3) n = numberFor(rng, standard);
  const terms = placeValues(n);
  const difficulty = easyUpTo(standard, 3);
  if (type === 'blank') {
    const missing = rng.int(0, terms.length - 1);
    const shown = terms.map((v, i) => (i === missing ? BLANK : num(v)));
    return { text: `${num(n)} = ${shown.join(' + ')}`, answer: num(terms[missing]!), difficulty };
  }
  const written = (vs: number[]) => vs.map(num).join(' + ');
  const sum = (vs: number[]) => vs.reduce((a, b) => a + b, 0);
  const asChoice = (vs: number[]): Choice => choice(written(vs), String(sum(vs)));
  const shifted = (i: number, by: number) => terms.map((v, j) => (i === j ? v * by : v));
  const mistakes = [
    ...terms.map((v, i) => (v >= 10 ? asChoice(shifted(i, 0.1)) : undefined)),
    ...terms.map((_, i) => asChoice(shifted(i, 10))),
  ];
  const mcq = buildMcq(rng, asChoice(terms), mistakes, (i) =>
    asChoice(shifted(i % terms.length, 10 ** (i + 1))),
  );
  return { text: `Which is the expanded form of ${num(n)}?`, ...mcq, difficulty };
}

function numeralFromWords(rng: Rng, standard: number, type: GeneratedType): Made {
  const n = numberFor(rng, standard);
  const words = numberWords(n);
  const difficulty = easyUpTo(standard, 3);
  if (type === 'blank') return { text: `${words} = ${BLANK} (write in figures)`, answer: num(n), difficulty };
  if (type === 'onetwo') return { text: `Write in figures: ${words}.`, answer: num(n), difficulty };
  const digits = String(n);
  const swapAt = (i: number) =>
    Number(digits.slice(0, i) + digits[i + 1] + digits[i] + digits.slice(i + 2)) || undefined;
  const max = 10 * maxOf(standard);
  const mistakes = [
    ...[...digits].slice(0, -1).map((_, i) => swapAt(i)),
    Number(digits.replace(/0/, '')) || undefined, // a zero left out
    Number(digits.slice(0, 1) + '0' + digits.slice(1)), // a zero too many
  ].map((v) => (v === undefined ? undefined : numberChoice(v, max)));
  const mcq = buildMcq(rng, choice(num(n)), mistakes, (i) => numberChoice(n + nearby(i, 10), max));
  return { text: `Which number is ${words}?`, ...mcq, difficulty };
}

function compare(rng: Rng, standard: number, type: GeneratedType): Made {
  const a = numberFor(rng, standard);
  const difficulty = easyUpTo(standard, 2);
  if (type === 'blank') {
    // A close rival: the same digits but one, so that the comparison needs reading place by place.
    let b = a;
    while (b === a) b = Number(String(a).slice(0, -2) + String(rng.int(10, 99)).padStart(2, '0')) || a + 1;
    return {
      text: `Write > or < in the blank: ${num(a)} ${BLANK} ${num(b)}`,
      answer: a > b ? '>' : '<',
      difficulty,
    };
  }
  const isGreatest = rng.chance(0.5);
  // Rivals with the same digits in another order (a common trap), or close by.
  const digits = [...String(a)];
  const rivals = new Set<number>([a]);
  for (let tries = 0; rivals.size < 4 && tries < 40; tries++) {
    const shuffled = Number(rng.shuffle(digits).join(''));
    if (shuffled >= 10 ** (digits.length - 1)) rivals.add(shuffled);
  }
  for (let i = 1; rivals.size < 4; i++) rivals.add(Math.max(1, Math.min(maxOf(standard), a + nearby(i, 9))));
  const values = rng.shuffle([...rivals]);
  const best = isGreatest ? Math.max(...values) : Math.min(...values);
  return {
    text: `Which of these is the ${isGreatest ? 'greatest' : 'smallest'} number?`,
    options: values.map(num),
    answer: values.indexOf(best),
    difficulty,
  };
}

function roundOff(rng: Rng, standard: number, type: GeneratedType): Made {
  const power = rng.int(1, standard - 1);
  let n = rng.int(10 ** power + 1, maxOf(standard) - 10 ** power);
  // A number already on the place (45,620 to the nearest ten) asks nothing.
  if (n % 10 ** power === 0) n += rng.int(1, 9);
  const unit = 10 ** power;
  const rounded = Math.floor((n + unit / 2) / unit) * unit;
  const place = ['', 'ten', 'hundred', 'thousand', 'ten thousand'][power]!;
  const text = `Round off ${num(n)} to the nearest ${place}.`;
  const difficulty: Difficulty = standard === 4 ? 'medium' : 'hard';
  if (type === 'onetwo') return { text, answer: num(rounded), difficulty };
  if (type === 'blank')
    return {
      text: `${num(n)} rounded off to the nearest ${place} is ${BLANK}.`,
      answer: num(rounded),
      difficulty,
    };
  const max = 10 * maxOf(standard);
  const down = Math.floor(n / unit) * unit;
  const mcq = buildMcq(
    rng,
    choice(num(rounded)),
    [
      down,
      down + unit,
      Math.round(n / (unit * 10)) * unit * 10,
      Math.round(n / (unit / 10)) * (unit / 10),
    ].map((v) => numberChoice(v, max)),
    (i) => numberChoice(rounded + nearby(i, unit), max),
  );
  return { text: `What is ${num(n)} rounded off to the nearest ${place}?`, ...mcq, difficulty };
}

function nextNumber(rng: Rng, standard: number, type: GeneratedType): Made {
  // Numbers next to a change of tens or hundreds are the interesting ones: 399 → 400.
  const unit = 10 ** rng.int(1, standard);
  const n = Math.max(11, unit * rng.int(1, Math.floor(maxOf(standard) / unit) - 1) + rng.pick([-1, 0]));
  const isAfter = rng.chance(0.5);
  const answer = isAfter ? n + 1 : n - 1;
  const text = `The number just ${isAfter ? 'after' : 'before'} ${num(n)} is ${BLANK}.`;
  if (type !== 'mcq') return { text, answer: num(answer), difficulty: 'easy' };
  const max = maxOf(standard) + 10;
  const mcq = buildMcq(
    rng,
    choice(num(answer)),
    [isAfter ? n - 1 : n + 1, answer + 10, answer - 10, answer + 9, answer - 9].map((v) =>
      numberChoice(v, max),
    ),
    (i) => numberChoice(answer + nearby(i, 2), max),
  );
  return {
    text: `Which number comes just ${isAfter ? 'after' : 'before'} ${num(n)}?`,
    ...mcq,
    difficulty: 'easy',
  };
}

const skills: Skill[] = [
  { id: 'place-value', standards: range(1, 5), types: ['mcq', 'blank', 'onetwo'], make: placeValue },
  { id: 'tens-ones', standards: [1, 2], types: ['blank'], make: tensAndOnes },
  { id: 'expanded-form', standards: range(2, 5), types: ['mcq', 'blank'], make: expandedForm },
  { id: 'numeral', standards: range(3, 5), types: ['mcq', 'blank', 'onetwo'], make: numeralFromWords },
  { id: 'compare', standards: range(1, 5), types: ['mcq', 'blank'], make: compare },
  { id: 'round-off', standards: [4, 5], types: ['mcq', 'blank', 'onetwo'], make: roundOff },
  { id: 'next-number', standards: range(1, 3), types: ['mcq', 'blank'], make: nextNumber },
];

export const placeValueGenerator = topicGenerator('place-value', 'Place value', skills);
