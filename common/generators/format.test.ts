import { describe, expect, it } from 'vitest';
import { createRng } from './random';
import { buildMcq, choice } from './choices';
import { dec, fractionAnswer, mixed, num, numberWords, operand, rupees } from './format';
import { readWords } from './testing/solve-whole';

describe('format', () => {
  it('groups digits the Indian way and writes the minus sign', () => {
    expect(num(7)).toBe('7');
    expect(num(1234)).toBe('1,234');
    expect(num(123456)).toBe('1,23,456');
    expect(num(12345678)).toBe('1,23,45,678');
    expect(num(-4500)).toBe('−4,500');
    expect(operand(-7)).toBe('(−7)');
    expect(() => num(1.5)).toThrow(RangeError);
  });

  it('writes decimals, money, fractions and mixed numbers', () => {
    expect(dec(12500, 3)).toBe('12.5');
    expect(dec(5, 3)).toBe('0.005');
    expect(dec(100000, 3)).toBe('100');
    expect(dec(-250, 2)).toBe('−2.5');
    expect(rupees(4550)).toBe('₹45.50');
    expect(rupees(123400)).toBe('₹1,234');
    expect(mixed(7, 2)).toBe('3 1/2');
    expect(mixed(8, 4)).toBe('2');
    expect(fractionAnswer(6, 8)).toBe('3/4');
    expect(fractionAnswer(34, 24)).toBe('17/12 or 1 5/12');
    expect(fractionAnswer(12, 4)).toBe('3');
  });

  it('writes numbers in words (Indian system), and the words read back to the number', () => {
    expect(numberWords(425306)).toBe('four lakh twenty-five thousand three hundred six');
    expect(numberWords(1010)).toBe('one thousand ten');
    const rng = createRng(3);
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(0, 999_999);
      expect(readWords(numberWords(n))).toBe(BigInt(n));
    }
  });
});

describe('buildMcq', () => {
  it('puts the correct option among three distractors of other values, at varied places', () => {
    const places = new Set<number>();
    for (let seed = 0; seed < 40; seed++) {
      const { options, answer } = buildMcq(
        createRng(seed),
        choice('6/8', '3/4'),
        [choice('3/4'), choice('1/2'), choice('2/3'), undefined, choice('4/5')],
        (i) => choice(String(i)),
      );
      expect(options).toHaveLength(4);
      expect(options[answer]).toBe('6/8');
      expect(options).not.toContain('3/4'); // the same value as the correct option
      expect(new Set(options).size).toBe(4);
      places.add(answer);
    }
    expect(places.size).toBe(4);
  });

  it('tops up from the fallback when the mistakes run short', () => {
    const { options } = buildMcq(createRng(1), choice('5'), [choice('5'), choice('6')], (i) =>
      choice(String(5 + i)),
    );
    expect(new Set(options)).toEqual(new Set(['5', '6', '7', '8']));
  });
});
