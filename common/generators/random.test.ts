import { describe, expect, it } from 'vitest';
import { createRng, randomSeed } from './random';

describe('createRng', () => {
  it('repeats its numbers for a seed and differs between seeds', () => {
    const take = (seed: number) => {
      const rng = createRng(seed);
      return Array.from({ length: 20 }, () => rng.next());
    };
    expect(take(7)).toEqual(take(7));
    expect(take(7)).not.toEqual(take(8));
    expect(take(7).every((x) => x >= 0 && x < 1)).toBe(true);
  });

  it('gives whole numbers in the range, every one of them, about equally often', () => {
    const rng = createRng(123);
    const counts = new Map<number, number>();
    for (let i = 0; i < 60_000; i++) {
      const n = rng.int(-2, 3);
      counts.set(n, (counts.get(n) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([-1, -2, 0, 1, 2, 3]);
    for (const count of counts.values()) expect(count).toBeGreaterThan(9000);
    expect(() => rng.int(3, 2)).toThrow(RangeError);
    expect(() => rng.pick([])).toThrow(RangeError);
  });

  it('shuffles into a copy holding the same items', () => {
    const rng = createRng(5);
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = rng.shuffle(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
  });

  it('makes 32-bit seeds', () => {
    const seed = randomSeed();
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 32).toBe(true);
  });
});
