import type { PaperQuestion } from '../paper/model';
import { areasGenerator } from './areas';
import { arithmeticGenerator } from './arithmetic';
import { decimalsGenerator } from './decimals';
import { equationsGenerator } from './equations';
import { fractionsGenerator } from './fractions';
import { percentagesGenerator } from './percentages';
import { placeValueGenerator } from './place-value';
import { createRng, type Rng } from './random';
import { GENERATED_TYPES, type GeneratedQuestion, type GeneratedType, type QuestionGenerator } from './types';

// All Mathematics generators, and the fresh questions of a paper made from one seed.

export const GENERATORS: readonly QuestionGenerator[] = [
  arithmeticGenerator,
  placeValueGenerator,
  fractionsGenerator,
  decimalsGenerator,
  percentagesGenerator,
  equationsGenerator,
  areasGenerator,
];

/** The standards some generator makes questions for: 1 to 8. */
export const GENERATED_STANDARDS = [...new Set(GENERATORS.flatMap((g) => g.standards))].sort((a, b) => a - b);

export const generatorsFor = (standard: number): QuestionGenerator[] =>
  GENERATORS.filter((g) => g.standards.includes(standard));

/** The generators that make `type` questions for the standard. */
export const generatorsOfType = (standard: number, type: GeneratedType): QuestionGenerator[] =>
  generatorsFor(standard).filter((g) => g.typesFor(standard).includes(type));

export const isGeneratedType = (type: string): type is GeneratedType =>
  (GENERATED_TYPES as readonly string[]).includes(type);

/** The id of the n-th fresh question made from a seed: "gen-<seed>-<n>". */
export const generatedId = (seed: number, n: number) => `gen-${seed}-${n}`;
export const isGeneratedId = (id: string | number) => typeof id === 'string' && id.startsWith('gen-');

/** A generated question as the paper prints it, with its answer and working for the answer key. */
export function toPaperQuestion(question: GeneratedQuestion, id: string): PaperQuestion {
  const paper: PaperQuestion = { id, text: question.text, answer: question.answer };
  if (question.options) paper.options = question.options;
  if (question.points) paper.points = question.points;
  return paper;
}

/**
 * `counts[type]` fresh questions of each type for the standard, every topic in turn (shuffled), no
 * two with the same text. The same seed, standard and counts give the same questions, numbered
 * gen-<seed>-0, gen-<seed>-1 … in the order mcq, blank, onetwo, short.
 */
export function generatePaperQuestions(
  seed: number,
  standard: number,
  counts: Partial<Record<GeneratedType, number>>,
): Record<GeneratedType, PaperQuestion[]> {
  const rng = createRng(seed);
  const texts = new Set<string>();
  let n = 0;
  const result = { mcq: [], blank: [], onetwo: [], short: [] } as Record<GeneratedType, PaperQuestion[]>;
  for (const type of GENERATED_TYPES) {
    const generators = generatorsOfType(standard, type);
    const wanted = counts[type] ?? 0;
    if (generators.length === 0 || wanted <= 0) continue;
    let turn = rng.shuffle(generators);
    for (let tries = 0; result[type].length < wanted && tries < wanted * 20; tries++) {
      if (turn.length === 0) turn = rng.shuffle(generators);
      const question = turn.shift()!.generate(rng, standard, type);
      if (texts.has(question.text)) continue;
      texts.add(question.text);
      result[type].push(toPaperQuestion(question, generatedId(seed, n++)));
    }
  }
  return result;
}

/** One fresh question of any topic for the standard (of `type` when given). */
export function generateQuestion(rng: Rng, standard: number, type?: GeneratedType): GeneratedQuestion {
  const generators = type ? generatorsOfType(standard, type) : generatorsFor(standard);
  if (generators.length === 0) throw new RangeError(`No generator for standard ${standard}`);
  return rng.pick(generators).generate(rng, standard, type);
}
