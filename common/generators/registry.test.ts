import { beforeAll, describe, expect, it } from 'vitest';
import { createPaperEngine, type PaperEngine } from '../paper/engine';
import { PaperQuestion, type PaperModel } from '../paper/model';
import { loadNodeFonts } from '../paper/node-fonts';
import { createRng } from './random';
import {
  GENERATED_STANDARDS,
  GENERATORS,
  generatePaperQuestions,
  generateQuestion,
  generatorsFor,
  isGeneratedId,
} from './registry';
import { GENERATED_TYPES } from './types';

const topicsFor = (standard: number) => generatorsFor(standard).map((g) => g.topic);

describe('generatorsFor', () => {
  it('covers standards 1–8 with the topics each standard learns', () => {
    expect(GENERATED_STANDARDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const standardsOf = Object.fromEntries(GENERATORS.map((g) => [g.topic, g.standards]));
    expect(standardsOf).toEqual({
      arithmetic: [1, 2, 3, 4, 5, 6, 7, 8],
      'place-value': [1, 2, 3, 4, 5],
      fractions: [3, 4, 5, 6, 7, 8],
      decimals: [5, 6, 7, 8],
      percentages: [6, 7, 8],
      equations: [6, 7, 8],
      areas: [3, 4, 5, 6, 7, 8],
    });
    expect(topicsFor(1)).toEqual(['arithmetic', 'place-value']);
    expect(topicsFor(5)).toEqual(['arithmetic', 'place-value', 'fractions', 'decimals', 'areas']);
    expect(topicsFor(8)).toEqual([
      'arithmetic',
      'fractions',
      'decimals',
      'percentages',
      'equations',
      'areas',
    ]);
    expect(generatorsFor(9)).toEqual([]);
    expect(() => generateQuestion(createRng(1), 9)).toThrow(RangeError);
  });

  it('makes every type (mcq, blank, onetwo, short) in every standard 1–8', () => {
    for (const standard of GENERATED_STANDARDS)
      for (const type of GENERATED_TYPES) {
        const question = generateQuestion(createRng(standard), standard, type);
        expect(question.type).toBe(type);
        expect(question.standard).toBe(standard);
      }
  });
});

describe('generatePaperQuestions', () => {
  const counts = { mcq: 3, blank: 4, onetwo: 1, short: 2 };

  it('makes the asked number of each type, numbered gen-<seed>-<n>, valid for the paper model', () => {
    for (const standard of GENERATED_STANDARDS)
      for (const seed of [1, 77, 4_000_000_000]) {
        const made = generatePaperQuestions(seed, standard, counts);
        const all = GENERATED_TYPES.flatMap((t) => made[t]);
        expect(GENERATED_TYPES.map((t) => made[t].length)).toEqual([3, 4, 1, 2]);
        expect(all.map((q) => q.id)).toEqual(all.map((_, n) => `gen-${seed}-${n}`));
        expect(all.every((q) => isGeneratedId(q.id))).toBe(true);
        expect(new Set(all.map((q) => q.text)).size).toBe(all.length);
        for (const question of all) expect(PaperQuestion.parse(question)).toEqual(question);
        for (const q of made.mcq) expect(q.options![q.answer as number]).toBeDefined();
        for (const q of made.blank) expect(q.text).toContain('______');
        for (const q of made.short) expect(q.points!.length).toBeGreaterThan(1);
      }
  });

  it('gives the same questions for the same seed and other questions for another seed', () => {
    expect(generatePaperQuestions(42, 5, counts)).toEqual(generatePaperQuestions(42, 5, counts));
    const texts = (seed: number) => generatePaperQuestions(seed, 5, counts).mcq.map((q) => q.text);
    expect(texts(42)).not.toEqual(texts(43));
  });

  it('mixes the topics of the standard', () => {
    const made = generatePaperQuestions(9, 7, { mcq: 12 });
    expect(made.mcq).toHaveLength(12);
    // Seven topics in turn: fractions, decimals, percentages and equations all appear among 12.
    const joined = made.mcq.map((q) => q.text).join('\n');
    expect(joined).toMatch(/%/);
    expect(joined).toMatch(/\d\/\d/);
    expect(joined).toMatch(/value of [a-z] in/);
  });

  it('makes nothing for a standard without generators, and ids other than gen-… are not generated', () => {
    expect(generatePaperQuestions(1, 10, counts)).toEqual({ mcq: [], blank: [], onetwo: [], short: [] });
    expect(isGeneratedId(12)).toBe(false);
    expect(isGeneratedId('12')).toBe(false);
  });
});

describe('on the paper', () => {
  let engine: PaperEngine;
  beforeAll(async () => {
    engine = await createPaperEngine(await loadNodeFonts());
  });

  it('every character of generated questions is in the paper fonts, and the answer key lays out', () => {
    const missing = new Set<string>();
    for (const generator of GENERATORS)
      for (const standard of generator.standards)
        for (const type of generator.typesFor(standard))
          for (let seed = 0; seed < 40; seed++) {
            const g = generator.generate(createRng(seed), standard, type);
            const text = [g.text, ...(g.options ?? []), String(g.answer), ...(g.points ?? [])].join(' ');
            for (const ch of engine.missingCharacters(text)) missing.add(ch);
          }
    expect([...missing]).toEqual([]);

    const made = generatePaperQuestions(5, 5, { mcq: 5, blank: 6, onetwo: 2, short: 2 });
    const model: PaperModel = {
      header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'Fresh questions' },
      sections: GENERATED_TYPES.map((type) => ({ type, questions: made[type] })),
      mode: 'answerKey',
    };
    const layout = engine.layout(model);
    const printed = layout.pages
      .flatMap((page) => page.items.map((item) => (item.kind === 'text' ? item.text : '')))
      .join('\n');
    for (const q of made.blank) expect(printed).toContain(`Answer: ${q.answer}`);
  });
});
