import type { GeneratedQuestion } from '../types';
import { add, div, isWhole, lt, mul, numbersIn, q, readNumber, sub, type Q } from './exact';
import { extremeOf, textIs, valueIs, type Matcher } from './matchers';

// Test support: the answers of arithmetic and place value questions, worked out again from the text.

type Op = 'add' | 'subtract' | 'multiply' | 'divide';

/** Which operation the words or the sign of the question ask for. */
function operationOf(text: string): Op {
  const sign = /[\d)] ([+−×÷]) [(−\d]/.exec(text)?.[1];
  if (sign) return ({ '+': 'add', '−': 'subtract', '×': 'multiply', '÷': 'divide' } as const)[sign as '+'];
  const words: Array<[RegExp, Op]> = [
    [/sum of|gives \w+ .* more|in all\?|How many children are there in the school|rose by/, 'add'],
    [/difference|minus|gave|more money does|fell by/, 'subtract'],
    [/product of|holds|How much do .* cost|chairs are there in/, 'multiply'],
    [/^Divide|shares|divided equally|equal rows/, 'divide'],
  ];
  const found = words.filter(([pattern]) => pattern.test(text)).map(([, op]) => op);
  if (found.length !== 1) throw new Error(`Cannot tell the operation of: ${text}`);
  return found[0]!;
}

export function arithmeticAnswer(g: GeneratedQuestion): Matcher {
  const numbers = numbersIn(g.text);
  if (numbers.length !== 2) throw new Error(`Expected two numbers in: ${g.text}`);
  const [a, b] = numbers as [Q, Q];
  const op = operationOf(g.text);
  const r =
    op === 'add' ? add(a, b) : op === 'subtract' ? sub(a, b) : op === 'multiply' ? mul(a, b) : div(a, b);
  if (!isWhole(r)) throw new Error(`Not a whole result: ${g.text}`);
  return valueIs(r, { unit: g.type === 'short' ? 'any' : '' });
}

/** The number written in words, read the Indian way (lakh, thousand, hundred). */
export function readWords(words: string): bigint {
  const small: Record<string, number> = {};
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'
    .split(' ')
    .forEach((w, i) => (small[w] = i));
  'twenty thirty forty fifty sixty seventy eighty ninety'
    .split(' ')
    .forEach((w, i) => (small[w] = 20 + 10 * i));
  let total = 0n;
  let current = 0n;
  for (const word of words.trim().split(/[\s-]+/)) {
    if (word in small) current += BigInt(small[word]!);
    else if (word === 'hundred') current *= 100n;
    else if (word === 'thousand') [total, current] = [total + current * 1000n, 0n];
    else if (word === 'lakh') [total, current] = [total + current * 100_000n, 0n];
    else throw new Error(`Unknown number word "${word}" in: ${words}`);
  }
  return total + current;
}

const digitsOf = (text: string) => /(\d[\d,]*)/.exec(text)![1]!.replace(/,/g, '');
/** The number right after a phrase: "in 4,732", "Round off 4,732". */
const after = (text: string, phrase: string) => {
  const m = new RegExp(`${phrase} (−?\\d[\\d,]*)`).exec(text);
  if (!m) throw new Error(`No number after "${phrase}" in: ${text}`);
  return m[1]!;
};

/** The non-zero place values of a number's digits: "4032" → [4000, 30, 2]. */
const placeValuesOf = (digits: string) =>
  [...digits]
    .map((d, i) => BigInt(d) * 10n ** BigInt(digits.length - 1 - i))
    .filter((v) => v > 0n)
    .map(String);

export function placeValueAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  let m: RegExpExecArray | null;
  if ((m = /place value of (\d) in (\d[\d,]*)/.exec(t))) {
    const [digit, n] = [m[1]!, m[2]!.replace(/,/g, '')];
    if (n.indexOf(digit) !== n.lastIndexOf(digit)) throw new Error(`Digit ${digit} is not unique in ${n}`);
    return valueIs(q(BigInt(digit) * 10n ** BigInt(n.length - 1 - n.indexOf(digit))));
  }
  if ((m = /^(\d[\d,]*) = (.+ tens .* ones)$/.exec(t))) {
    const n = m[1]!.replace(/,/g, '').padStart(3, '0');
    const parts = m[2]!.split(/, | and /);
    const places = parts.length === 3 ? [n[0], n[1], n[2]] : [n[1], n[2]];
    if (parts.length === 2 && n[0] !== '0') throw new Error(`Hundreds left out: ${t}`);
    const missing = parts.findIndex((p) => p.startsWith('______'));
    parts.forEach((p, i) => {
      if (i !== missing && !p.startsWith(`${places[i]} `)) throw new Error(`Wrong given part "${p}": ${t}`);
    });
    return valueIs(q(BigInt(places[missing]!)));
  }
  if ((m = /^(\d[\d,]*) = (.*______.*)$/.exec(t))) {
    // expanded form with one term missing
    const n = m[1]!.replace(/,/g, '');
    const terms = m[2]!.split(' + ');
    const expected = placeValuesOf(n);
    const missing = terms.indexOf('______');
    terms.forEach((term, i) => {
      if (i !== missing && term.replace(/,/g, '') !== expected[i])
        throw new Error(`Wrong term ${term}: ${t}`);
    });
    return valueIs(q(BigInt(expected[missing]!)));
  }
  if ((m = /expanded form of (\d[\d,]*)/.exec(t))) {
    const expected = placeValuesOf(m[1]!.replace(/,/g, '')).join(' + ');
    return (option) => option.replace(/,/g, '') === expected;
  }
  if (
    (m = /^(?:Write in figures: (.+)\.|(.+) = ______ \(write in figures\)|Which number is (.+)\?)$/.exec(t))
  ) {
    return valueIs(q(readWords(m[1] ?? m[2] ?? m[3]!)));
  }
  if ((m = /Write > or < in the blank: (\S+) ______ (\S+)$/.exec(t))) {
    const [a, b] = [readNumber(m[1]!)!, readNumber(m[2]!)!];
    return textIs(lt(b, a) ? '>' : '<');
  }
  if ((m = /the (greatest|smallest)( number)?\?$/.exec(t))) {
    const values = g.options!.map((o) => readNumber(o)!);
    const best = extremeOf(values, m[1] === 'greatest', lt);
    return (option) => readNumber(option)!.n === best.n && readNumber(option)!.d === best.d;
  }
  if ((m = /nearest (ten thousand|thousand|hundred|ten)\b/.exec(t))) {
    const unit = { ten: 10n, hundred: 100n, thousand: 1000n, 'ten thousand': 10_000n }[m[1]!]!;
    const n = BigInt(digitsOf(t));
    const rounded = n % unit >= unit / 2n ? (n / unit + 1n) * unit : (n / unit) * unit;
    return valueIs(q(rounded));
  }
  if ((m = /just (after|before) (\d[\d,]*)/.exec(t))) {
    const n = BigInt(after(t, `just ${m[1]}`).replace(/,/g, ''));
    return valueIs(q(m[1] === 'after' ? n + 1n : n - 1n));
  }
  throw new Error(`No place value check for: ${t}`);
}
