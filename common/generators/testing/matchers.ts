import { eq, isLowestTerms, readQuantity, type Q } from './exact';

// Test support: whether an answer text says the expected thing, written the expected way.

export type Matcher = (answer: string) => boolean;

export interface ValueRules {
  /** The unit after the number: '' (none, the default), '₹', '%', 'sq cm', 'marbles' … or 'any'. */
  unit?: string;
  /** How a fraction must be written: in lowest terms (the default), or as a decimal. */
  form?: 'lowest' | 'decimal' | 'improper' | 'mixed' | 'any';
}

/** The answer is `expected`; "17/12 or 1 5/12" must be right in both of its forms. */
export function valueIs(expected: Q, rules: ValueRules = {}): Matcher {
  const { unit = '', form = 'lowest' } = rules;
  return (answer) => {
    const parts = answer.split(' or ');
    return parts.every((part, i) => {
      // The unit is written once, after the last form: "17/12 or 1 5/12 km".
      const withUnit =
        i < parts.length - 1 && unit !== '' && unit !== 'any' && unit !== '₹' ? `${part} ${unit}` : part;
      const read = readQuantity(withUnit);
      if (!read || !eq(read.value, expected)) return false;
      if (unit !== 'any' && read.unit !== unit) return false;
      let number = withUnit.replace(/^₹/, '').replace(/%$/, '');
      if (read.unit && read.unit !== '₹' && read.unit !== '%') number = number.slice(0, -read.unit.length);
      number = number.trim();
      if (form === 'decimal') return !number.includes('/') && !/\.\d*0$/.test(number);
      if (form === 'lowest' && number.includes('/')) {
        const fraction = number.includes(' ') ? number.split(' ')[1]! : number;
        return isLowestTerms(fraction);
      }
      if (form === 'improper') return /^\d[\d,]*\/\d[\d,]*$/.test(number) && isLowestTerms(number);
      if (form === 'mixed')
        return /^\d[\d,]* \d[\d,]*\/\d[\d,]*$/.test(number) && isLowestTerms(number.split(' ')[1]!);
      return true;
    });
  };
}

/** The answer is exactly this text. */
export const textIs =
  (expected: string): Matcher =>
  (answer) =>
    answer === expected;

/** For mcq with plain numbers: the option equal to the largest (or smallest) of all options. */
export function extremeOf(values: Q[], isGreatest: boolean, compare: (a: Q, b: Q) => boolean): Q {
  return values.reduce((best, v) => ((isGreatest ? compare(best, v) : compare(v, best)) ? v : best));
}
