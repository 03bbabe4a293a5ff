import type { GeneratedQuestion } from '../types';
import {
  add,
  div,
  eq,
  isLowestTerms,
  lt,
  mul,
  numbersIn,
  q,
  readNumber,
  readQuantity,
  sub,
  type Q,
} from './exact';
import { extremeOf, textIs, valueIs, type Matcher } from './matchers';

// Test support: the answers of fraction, decimal and percentage questions, worked out again from the text.

const NUMBER = String.raw`−?\d[\d,]*(?:\.\d+)?`;
const FRACTION = String.raw`\d[\d,]*/\d[\d,]*`;
const MIXED = String.raw`\d[\d,]* \d[\d,]*/\d[\d,]*`;
const OPERAND = `(?:${MIXED}|${FRACTION}|${NUMBER})`;

const must = (value: Q | undefined, text: string) => {
  if (!value) throw new Error(`Unreadable number in: ${text}`);
  return value;
};

/** "a op b" anywhere in the text, worked out exactly. */
function expressionValue(text: string): Q | undefined {
  const m = new RegExp(`(${OPERAND}) ([+−×÷]) (${OPERAND})(?: =|\\.$)`).exec(text);
  if (!m) return undefined;
  const [a, b] = [must(readNumber(m[1]!), text), must(readNumber(m[3]!), text)];
  return { '+': add, '−': sub, '×': mul, '÷': div }[m[2] as '+'](a, b);
}

/** An mcq of "which is the greatest / smallest": the right option by value. */
function extremeOption(g: GeneratedQuestion, isGreatest: boolean): Matcher {
  const values = g.options!.map((o) => must(readNumber(o), o));
  const best = extremeOf(values, isGreatest, lt);
  return (option) => eq(must(readNumber(option), option), best);
}

function compareBlank(text: string): Matcher | undefined {
  const m = /Write > or < in the blank: (\S+) ______ (\S+)$/.exec(text);
  if (!m) return undefined;
  const [a, b] = [must(readNumber(m[1]!), text), must(readNumber(m[2]!), text)];
  return textIs(lt(b, a) ? '>' : '<');
}

const HALVES: Record<string, Q> = { '½': q(1, 2), '¼': q(1, 4), '¾': q(3, 4) };

export function fractionsAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  let m: RegExpExecArray | null;
  if ((m = /([½¼¾]) of (\d[\d,]*)/.exec(t))) return valueIs(mul(HALVES[m[1]!]!, must(readNumber(m[2]!), t)));
  if ((m = new RegExp(`^(?:What is )?(${FRACTION}) of (${NUMBER})`).exec(t)))
    return valueIs(mul(must(readNumber(m[1]!), t), must(readNumber(m[2]!), t)));
  if ((m = new RegExp(`^(${FRACTION}) = ______/(\\d[\\d,]*)$`).exec(t)))
    return valueIs(mul(must(readNumber(m[1]!), t), must(readNumber(m[2]!), t)));
  if ((m = new RegExp(`^(${FRACTION}) = (\\d[\\d,]*)/______$`).exec(t)))
    return valueIs(div(must(readNumber(m[2]!), t), must(readNumber(m[1]!), t)));
  if ((m = new RegExp(`equal to (${FRACTION})\\?`).exec(t))) {
    const value = must(readNumber(m[1]!), t);
    return (option) => eq(must(readNumber(option), option), value);
  }
  if (
    (m = new RegExp(`(${FRACTION})(?: in its simplest form| = ______ \\(in its simplest form\\))`).exec(t))
  ) {
    const value = must(readNumber(m[1]!), t);
    return (answer) => isLowestTerms(answer) && valueIs(value)(answer);
  }
  if (
    (m = new RegExp(`(${MIXED}) (?:as an improper fraction|= ______ \\(as an improper fraction\\))`).exec(t))
  )
    return valueIs(must(readNumber(m[1]!), t), { form: 'improper' });
  if ((m = new RegExp(`(${FRACTION}) (?:as a mixed number|= ______ \\(as a mixed number\\))`).exec(t)))
    return valueIs(must(readNumber(m[1]!), t), { form: 'mixed' });
  if ((m = /fractions is the (greatest|smallest)\?/.exec(t))) return extremeOption(g, m[1] === 'greatest');
  const compared = compareBlank(t);
  if (compared) return compared;
  if ((m = new RegExp(`had ₹(${NUMBER})\\. \\w+ spent (${FRACTION}) of it`).exec(t))) {
    const spent = mul(must(readNumber(m[1]!), t), must(readNumber(m[2]!), t));
    const value = /is left/.test(t) ? sub(must(readNumber(m[1]!), t), spent) : spent;
    return valueIs(value, { unit: '₹' });
  }
  if ((m = new RegExp(`walked (${FRACTION}) km in the morning and (${FRACTION}) km`).exec(t)))
    return valueIs(add(must(readNumber(m[1]!), t), must(readNumber(m[2]!), t)), { unit: 'km' });
  const value = expressionValue(t);
  if (value) return valueIs(value);
  throw new Error(`No fractions check for: ${t}`);
}

const PLACE_NAMES = ['tenths', 'hundredths', 'thousandths'];

export function decimalsAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  let m: RegExpExecArray | null;
  if ((m = new RegExp(`(${FRACTION}) (?:as a decimal|= ______ \\(as a decimal\\))`).exec(t)))
    return valueIs(must(readNumber(m[1]!), t), { form: 'decimal' });
  if ((m = /^In (\S+), (?:the digit (\d) is in|in which place is the digit (\d))/.exec(t))) {
    const number = m[1]!.replace(/,$/, '');
    const digit = m[2] ?? m[3]!;
    if (number.indexOf(digit) !== number.lastIndexOf(digit)) throw new Error(`Digit not unique: ${t}`);
    const at = number.indexOf(digit) - number.indexOf('.') - 1;
    if (at < 0) throw new Error(`Digit not after the point: ${t}`);
    return textIs(PLACE_NAMES[at]!);
  }
  if ((m = /is the (greatest|smallest)\?/.exec(t))) return extremeOption(g, m[1] === 'greatest');
  const compared = compareBlank(t);
  if (compared) return compared;
  if (/gave the shopkeeper/.test(t)) {
    const [a, b, paid] = numbersIn(t) as [Q, Q, Q];
    return valueIs(sub(paid, add(a, b)), { unit: '₹' });
  }
  if ((m = new RegExp(`(${NUMBER}) m long is cut into (\\d+) equal pieces`).exec(t)))
    return valueIs(div(must(readNumber(m[1]!), t), must(readNumber(m[2]!), t)), {
      unit: 'm',
      form: 'decimal',
    });
  const value = expressionValue(t);
  if (value) return valueIs(value, { form: 'decimal' });
  throw new Error(`No decimals check for: ${t}`);
}

const percentOf = (p: Q) => div(p, q(100));

export function percentagesAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  let m: RegExpExecArray | null;
  const read = (s: string) => must(readNumber(s), t);
  if (
    (m = new RegExp(`^(${NUMBER}) (increased|decreased) by (\\d+)%`).exec(t)) ??
    (m = new RegExp(`^What is (${NUMBER}) (increased|decreased) by (\\d+)%`).exec(t))
  ) {
    const [start, p] = [read(m[1]!), percentOf(read(m[3]!))];
    return valueIs(m[2] === 'increased' ? mul(start, add(q(1), p)) : mul(start, sub(q(1), p)));
  }
  if ((m = new RegExp(`marked ₹(${NUMBER})\\. The shop gives a discount of (\\d+)%`).exec(t)))
    return valueIs(mul(read(m[1]!), sub(q(1), percentOf(read(m[2]!)))), { unit: '₹' });
  if ((m = new RegExp(`for ₹(${NUMBER}) and sells it for ₹(${NUMBER})\\.`).exec(t))) {
    const [cost, sold] = [read(m[1]!), read(m[2]!)];
    const isProfit = lt(cost, sold);
    if (!t.includes(isProfit ? 'profit per cent' : 'loss per cent'))
      throw new Error(`Profit and loss mixed up: ${t}`);
    const p = mul(div(isProfit ? sub(sold, cost) : sub(cost, sold), cost), q(100));
    if (g.type === 'short')
      return (answer) =>
        answer.startsWith(isProfit ? 'Profit ' : 'Loss ') && valueIs(p, { unit: '%' })(answer.split(' ')[1]!);
    return valueIs(p, { unit: '%' });
  }
  if (
    (m = new RegExp(
      `simple interest (?:and the amount )?on ₹(${NUMBER}) at (\\d+)% per year for (\\d+) years?`,
    ).exec(t))
  ) {
    const [principal, rate, years] = [read(m[1]!), read(m[2]!), read(m[3]!)];
    const interest = mul(mul(principal, percentOf(rate)), years);
    if (g.type !== 'short') return valueIs(interest, { unit: '₹' });
    return (answer) => {
      const parts = /^Simple interest (₹[\d,]+); amount (₹[\d,]+)$/.exec(answer);
      return Boolean(
        parts &&
        valueIs(interest, { unit: '₹' })(parts[1]!) &&
        valueIs(add(principal, interest), { unit: '₹' })(parts[2]!),
      );
    };
  }
  if (
    (m = new RegExp(`scored (${NUMBER}) marks out of (${NUMBER})`).exec(t)) ??
    (m = new RegExp(`^(${NUMBER}) is ______ of (${NUMBER})\\.$`).exec(t))
  )
    return valueIs(mul(div(read(m[1]!), read(m[2]!)), q(100)), { unit: '%' });
  if ((m = new RegExp(`^What per cent of (${NUMBER}) is (${NUMBER})\\?$`).exec(t)))
    return valueIs(mul(div(read(m[2]!), read(m[1]!)), q(100)), { unit: '%' });
  if ((m = new RegExp(`(${FRACTION}) (?:as a per cent|= ______ \\(as a per cent\\))`).exec(t)))
    return valueIs(mul(read(m[1]!), q(100)), { unit: '%' });
  if (
    (m = /(\d+)% (?:as a fraction in its simplest form|= ______ \(as a fraction in its simplest form\))/.exec(
      t,
    ))
  ) {
    const value = percentOf(read(m[1]!));
    return (answer) => (isLowestTerms(answer) || /^\d+$/.test(answer)) && valueIs(value)(answer);
  }
  if ((m = /(\d+)% (?:as a decimal|= ______ \(as a decimal\))/.exec(t)))
    return valueIs(percentOf(read(m[1]!)), { form: 'decimal' });
  if ((m = new RegExp(`(\\d+)% of (${NUMBER})`).exec(t)))
    return valueIs(mul(percentOf(read(m[1]!)), read(m[2]!)));
  if (g.type === 'short') {
    // "In a school of 440 children, 25% come by bus": the whole and the per cent, in either order.
    const p = /(\d+)%/.exec(t)!;
    const whole = numbersIn(t.replace(p[0], ''));
    if (whole.length !== 1) throw new Error(`Expected one whole in: ${t}`);
    const expected = mul(whole[0]!, percentOf(read(p[1]!)));
    return (answer) => readQuantity(answer) !== undefined && valueIs(expected, { unit: 'any' })(answer);
  }
  throw new Error(`No percentages check for: ${t}`);
}
