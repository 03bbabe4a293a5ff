// How the generators write numbers: Indian digit grouping (1,23,456), the minus sign −, fractions as
// a/b, mixed numbers as "2 1/2", decimals without trailing zeros, money as "₹45.50".

export const BLANK = '______';
export const MINUS = '−';

/** 1234567 → "12,34,567"; digits only, no sign. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const groups = [digits.slice(-3)];
  let rest = digits.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return groups.join(',');
}

/** A whole number: "−1,250". */
export function num(n: number): string {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number: ${n}`);
  return (n < 0 ? MINUS : '') + groupIndian(String(Math.abs(n)));
}

/** A number inside an expression: a negative one in brackets, "(−7)". */
export const operand = (n: number) => (n < 0 ? `(${num(n)})` : num(n));

/** `units / 10^places` as a decimal: dec(1250, 2) → "12.5"; with `fixed`, all places kept ("12.50"). */
export function dec(units: number, places: number, fixed = false): string {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a whole number: ${units}`);
  const sign = units < 0 ? MINUS : '';
  const digits = String(Math.abs(units)).padStart(places + 1, '0');
  const whole = groupIndian(digits.slice(0, digits.length - places));
  let fraction = digits.slice(digits.length - places);
  if (!fixed) fraction = fraction.replace(/0+$/, '');
  return sign + whole + (fraction ? `.${fraction}` : '');
}

/** Money in rupees from paise: "₹45.50", or "₹45" when there are no paise. */
export function rupees(paise: number): string {
  return paise % 100 === 0 ? `₹${num(paise / 100)}` : `₹${dec(paise, 2, true)}`;
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a;
}

export const lcm = (a: number, b: number) => (a / gcd(a, b)) * b;

/** A fraction as written: "3/4" (as given, not reduced). */
export const frac = (n: number, d: number) => `${num(n)}/${num(d)}`;

/** n/d in lowest terms. */
export function reduce(n: number, d: number): [number, number] {
  const g = gcd(n, d) || 1;
  return d < 0 ? [-n / g, -d / g] : [n / g, d / g];
}

/** A mixed number: "2 1/2"; a whole number when nothing is left over. */
export function mixed(n: number, d: number): string {
  const whole = Math.floor(n / d);
  const rest = n - whole * d;
  if (rest === 0) return num(whole);
  return whole === 0 ? frac(rest, d) : `${num(whole)} ${frac(rest, d)}`;
}

/** A fraction in lowest terms as an answer: "3/4", "5" or "17/12 or 1 5/12" when improper. */
export function fractionAnswer(n: number, d: number): string {
  const [a, b] = reduce(n, d);
  if (b === 1) return num(a);
  if (a > b) return `${frac(a, b)} or ${mixed(a, b)}`;
  return frac(a, b);
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function wordsBelow100(n: number): string {
  if (n < 20) return ONES[n]!;
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '');
}

/** A number below ten lakh in words, Indian system: "four lakh twenty-five thousand three hundred six". */
export function numberWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) throw new RangeError(`No words for ${n}`);
  if (n === 0) return 'zero';
  const parts: string[] = [];
  const lakhs = Math.floor(n / 100_000);
  const thousands = Math.floor(n / 1000) % 100;
  const hundreds = Math.floor(n / 100) % 10;
  const rest = n % 100;
  if (lakhs) parts.push(`${wordsBelow100(lakhs)} lakh`);
  if (thousands) parts.push(`${wordsBelow100(thousands)} thousand`);
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest) parts.push(wordsBelow100(rest));
  return parts.join(' ');
}
