import type { Rng } from './random';

// Multiple choice: the correct option among three distractors from typical mistakes, at a random place.

/** An option: its text and a key that is equal for options of equal value (so no two mean the same). */
export interface Choice {
  text: string;
  key: string;
}

export const choice = (text: string, key: string = text): Choice => ({ text, key });

/**
 * Four options: the correct one and three distractors taken from `mistakes` (shuffled), topped up from
 * `fallback(1)`, `fallback(2)` … when the mistakes give fewer than three of a different value.
 */
export function buildMcq(
  rng: Rng,
  correct: Choice,
  mistakes: readonly (Choice | undefined)[],
  fallback: (i: number) => Choice | undefined,
): { options: string[]; answer: number } {
  const keys = new Set([correct.key]);
  const texts = new Set([correct.text]);
  const chosen: Choice[] = [];
  const take = (c: Choice | undefined) => {
    if (!c || chosen.length >= 3 || keys.has(c.key) || texts.has(c.text)) return;
    keys.add(c.key);
    texts.add(c.text);
    chosen.push(c);
  };
  for (const c of rng.shuffle(mistakes)) take(c);
  for (let i = 1; chosen.length < 3; i++) {
    if (i > 200) throw new Error(`Too few distractors for ${correct.text}`);
    take(fallback(i));
  }
  const answer = rng.int(0, 3);
  const options = chosen.map((c) => c.text);
  options.splice(answer, 0, correct.text);
  return { options, answer };
}

/** Small offsets for fallback distractors: +1, −1, +2, −2, … scaled by `step`. */
export const nearby = (i: number, step = 1) => (i % 2 === 1 ? 1 : -1) * Math.ceil(i / 2) * step;
