import type { GeneratedQuestion } from '../types';
import { add, div, isWhole, mul, q, readNumber, sub, type Q } from './exact';
import { valueIs, type Matcher } from './matchers';

// Test support: the answers of simple equations (solved again with a small parser of linear
// expressions) and of areas, worked out again from the text.

interface Linear {
  /** coefficient of the unknown */
  a: Q;
  b: Q;
}

/** A linear expression in one letter: "3x + 5", "x/4 − 2", "5(y − 3)", "−16". */
export function parseLinear(text: string): Linear {
  const tokens = text.match(/\d[\d,]*|[a-z]|[+−()/]/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const take = () => tokens[at++];
  const zero = q(0);
  const scale = (l: Linear, k: Q): Linear => ({ a: mul(l.a, k), b: mul(l.b, k) });
  const plus = (x: Linear, y: Linear): Linear => ({ a: add(x.a, y.a), b: add(x.b, y.b) });

  function factor(): Linear {
    const token = take();
    if (token === undefined) throw new Error(`Unexpected end: ${text}`);
    if (token === '−') return scale(factor(), q(-1));
    if (token === '(') {
      const inner = expression();
      if (take() !== ')') throw new Error(`Missing ) in: ${text}`);
      return inner;
    }
    if (/^[a-z]$/.test(token)) return { a: q(1), b: zero };
    const n = readNumber(token);
    if (!n) throw new Error(`Bad number ${token} in: ${text}`);
    // A number next to a letter or a bracket multiplies it: 3x, 5(x + 2).
    if (peek() === '(' || /^[a-z]$/.test(peek() ?? '')) return scale(factor(), n);
    return { a: zero, b: n };
  }
  function term(): Linear {
    let value = factor();
    while (peek() === '/') {
      take();
      const d = readNumber(take() ?? '');
      if (!d) throw new Error(`Bad divisor in: ${text}`);
      value = scale(value, div(q(1), d));
    }
    return value;
  }
  function expression(): Linear {
    let value = term();
    while (peek() === '+' || peek() === '−') {
      const sign = take();
      const next = term();
      value = plus(value, sign === '+' ? next : scale(next, q(-1)));
    }
    return value;
  }
  const result = expression();
  if (at !== tokens.length) throw new Error(`Left over in: ${text}`);
  return result;
}

/** The solution of "left = right". */
export function solveLinear(equation: string): Q {
  const [left, right] = equation.split(' = ');
  const l = parseLinear(left!);
  const r = parseLinear(right!);
  const a = sub(l.a, r.a);
  if (a.n === 0n) throw new Error(`No single solution: ${equation}`);
  return div(sub(r.b, l.b), a);
}

const EQUATION = /(?:^If |^Solve:? | in )([^,?]+? = [^,?]+?)(?:, then|\?$| and check|$)/;

export function equationsAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  const read = (s: string) => readNumber(s)!;
  let m: RegExpExecArray | null;
  let x: Q;
  if ((m = /thinks of a number\. \w+ (.+)\. The result is (−?[\d,]+)\./.exec(t))) {
    const result = read(m[2]!);
    const does = m[1]!;
    const by = /multiplies it by (\d+)/.exec(does);
    const adds = /adds (\d+)/.exec(does);
    const subtracts = /subtracts (\d+)/.exec(does);
    let before = result;
    if (adds) before = sub(before, read(adds[1]!));
    if (subtracts) before = add(before, read(subtracts[1]!));
    x = by ? div(before, read(by[1]!)) : before;
  } else if ((m = /is (\d+) times as old as \w+\. The sum of their ages is (\d+) years/.exec(t))) {
    x = div(read(m[2]!), add(read(m[1]!), q(1)));
  } else if ((m = /is (\d+) cm more than its breadth\. Its perimeter is (\d[\d,]*) cm/.exec(t))) {
    x = div(sub(div(read(m[2]!), q(2)), read(m[1]!)), q(2));
  } else {
    const found = EQUATION.exec(t);
    if (!found) throw new Error(`No equation in: ${t}`);
    x = solveLinear(found[1]!);
  }
  if (!isWhole(x)) throw new Error(`Not a whole solution: ${t}`);
  if (g.standard === 6 && x.n <= 0n) throw new Error(`Standard 6 with a solution below 1: ${t}`);
  const letter = EQUATION.exec(t)?.[1]?.match(/[a-z]/)?.[0];
  return (answer) => {
    const m2 = /^(?:([a-z]) = )?(.+)$/.exec(answer)!;
    if (g.type === 'onetwo' || (g.type === 'short' && letter)) {
      if (m2[1] !== letter) return false;
    }
    return valueIs(x, { unit: g.type === 'short' ? 'any' : '' })(m2[2]!);
  };
}

const PI: Record<string, Q> = { '22/7': q(22, 7), '3.14': q(314, 100) };

export function areasAnswer(g: GeneratedQuestion): Matcher {
  const t = g.text;
  const read = (s: string) => readNumber(s)!;
  const N = String.raw`(\d[\d,]*(?:\.\d+)?)`;
  const U = '(cm|m)';
  let m: RegExpExecArray | null;
  if (
    (m = new RegExp(
      `squares of side 1 cm are needed to cover a rectangle ${N} cm long and ${N} cm wide`,
    ).exec(t))
  )
    return valueIs(mul(read(m[1]!), read(m[2]!)));
  if (
    (m = new RegExp(
      `rectangular \\w+ ${N} m long and ${N} m wide\\. What does it cost to [a-z ]+ at ₹${N} per sq m`,
    ).exec(t))
  )
    return valueIs(mul(mul(read(m[1]!), read(m[2]!)), read(m[3]!)), { unit: '₹' });
  if ((m = new RegExp(`rectangle of length ${N} ${U} and breadth ${N} ${U}`).exec(t)) && m[2] === m[4])
    return valueIs(mul(read(m[1]!), read(m[3]!)), { unit: `sq ${m[2]}` });
  if ((m = new RegExp(`square of side ${N} ${U}`).exec(t)))
    return valueIs(mul(read(m[1]!), read(m[1]!)), { unit: `sq ${m[2]}` });
  if ((m = new RegExp(`area of a square is ${N} sq ${U}\\. What is the length of its side`).exec(t))) {
    const area = read(m[1]!);
    let side = 0n;
    while (side * side < area.n) side++;
    if (side * side !== area.n || area.d !== 1n) throw new Error(`Not a square number: ${t}`);
    return valueIs(q(side), { unit: m[2] });
  }
  if (
    (m = new RegExp(
      `area of a rectangle is ${N} sq ${U} and its length is ${N} ${U}\\. What is its breadth`,
    ).exec(t))
  )
    return valueIs(div(read(m[1]!), read(m[3]!)), { unit: m[2] });
  if ((m = new RegExp(`triangle with base ${N} ${U} and height ${N} ${U}`).exec(t)))
    return valueIs(mul(q(1, 2), mul(read(m[1]!), read(m[3]!))), { unit: `sq ${m[2]}` });
  if ((m = new RegExp(`parallelogram with base ${N} ${U} and height ${N} ${U}`).exec(t)))
    return valueIs(mul(read(m[1]!), read(m[3]!)), { unit: `sq ${m[2]}` });
  if ((m = new RegExp(`(radius|diameter)(?: of)? ${N} ${U}.*\\(Take π = (22/7|3\\.14)\\.\\)`).exec(t))) {
    const r = m[1] === 'radius' ? read(m[2]!) : div(read(m[2]!), q(2));
    const area = mul(PI[m[4]!]!, mul(r, r));
    return valueIs(area, { unit: `sq ${m[3]}`, form: 'decimal' });
  }
  throw new Error(`No areas check for: ${t}`);
}
