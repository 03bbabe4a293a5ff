// Test support: exact numbers (BigInt fractions) read back from the generators' printed text. The
// tests work out every answer again from the words of the question with these, never with the
// generators' own arithmetic.

export interface Q {
  n: bigint;
  d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
function gcdBig(a: bigint, b: bigint): bigint {
  a = abs(a);
  b = abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export function q(n: bigint | number, d: bigint | number = 1n): Q {
  let [nn, dd] = [BigInt(n), BigInt(d)];
  if (dd === 0n) throw new RangeError('Division by zero');
  if (dd < 0n) [nn, dd] = [-nn, -dd];
  const g = gcdBig(nn, dd) || 1n;
  return { n: nn / g, d: dd / g };
}

export const add = (a: Q, b: Q) => q(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Q, b: Q) => q(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Q, b: Q) => q(a.n * b.n, a.d * b.d);
export const div = (a: Q, b: Q) => q(a.n * b.d, a.d * b.n);
export const eq = (a: Q, b: Q) => a.n === b.n && a.d === b.d;
export const lt = (a: Q, b: Q) => a.n * b.d < b.n * a.d;
export const isWhole = (a: Q) => a.d === 1n;
export const show = (a: Q) => (a.d === 1n ? String(a.n) : `${a.n}/${a.d}`);

/** Is the written integer part grouped the Indian way (12,34,567)? */
const INDIAN = /^(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/;

/**
 * A number as the generators print it: "−1,23,456", "12.75", "3/4", "2 1/2". Undefined when the text
 * is not such a number, or its digits are not grouped the Indian way.
 */
export function readNumber(text: string): Q | undefined {
  const t = text.trim().replace(/^−/, '-');
  const mixed = /^(-?)(\d[\d,]*) (\d[\d,]*)\/(\d[\d,]*)$/.exec(t);
  if (mixed) {
    const [w, n, d] = [mixed[2]!, mixed[3]!, mixed[4]!].map(whole);
    if (w === undefined || n === undefined || d === undefined || n >= d) return undefined;
    const value = add(q(w), q(n, d));
    return mixed[1] ? q(-value.n, value.d) : value;
  }
  const fraction = /^(-?)(\d[\d,]*)\/(\d[\d,]*)$/.exec(t);
  if (fraction) {
    const [n, d] = [whole(fraction[2]!), whole(fraction[3]!)];
    if (n === undefined || d === undefined || d === 0n) return undefined;
    return q(fraction[1] ? -n : n, d);
  }
  const decimal = /^(-?)(\d[\d,]*)(?:\.(\d+))?$/.exec(t);
  if (!decimal) return undefined;
  const w = whole(decimal[2]!);
  if (w === undefined) return undefined;
  const places = decimal[3] ?? '';
  const value = q(w * 10n ** BigInt(places.length) + BigInt(places || '0'), 10n ** BigInt(places.length));
  return decimal[1] ? q(-value.n, value.d) : value;
}

function whole(text: string): bigint | undefined {
  return INDIAN.test(text) ? BigInt(text.replace(/,/g, '')) : undefined;
}

/** Is n/d written in lowest terms (the text is "a/b" with no common factor)? */
export function isLowestTerms(text: string): boolean {
  const m = /^(\d[\d,]*)\/(\d[\d,]*)$/.exec(text.trim());
  if (!m) return false;
  const [a, b] = [BigInt(m[1]!.replace(/,/g, '')), BigInt(m[2]!.replace(/,/g, ''))];
  return gcdBig(a, b) === 1n && b > 1n;
}

/** Every number written in a text, in order: "(−7)", "1,250", "3.5", "2/3" (as separate a and b). */
export function numbersIn(text: string): Q[] {
  const found = text.match(/[−-]?\d+(?:,\d+)*(?:\.\d+)?/g) ?? [];
  return found.map((s) => {
    const value = readNumber(s.replace(/^-/, '−'));
    if (!value) throw new Error(`Badly written number "${s}" in: ${text}`);
    return value;
  });
}

/** A quantity: its number and what follows it ("18 marbles", "₹45.50", "154 sq cm", "60%"). */
export function readQuantity(text: string): { value: Q; unit: string } | undefined {
  let t = text.trim();
  let unit = '';
  if (t.startsWith('₹')) {
    unit = '₹';
    t = t.slice(1);
  }
  const m = /^(−?\d[\d,]*(?: \d[\d,]*\/\d[\d,]*|\/\d[\d,]*|\.\d+)?)(%|\s.*)?$/.exec(t);
  if (!m) return undefined;
  const value = readNumber(m[1]!);
  if (!value) return undefined;
  return { value, unit: unit || (m[2] ?? '').trim() };
}
