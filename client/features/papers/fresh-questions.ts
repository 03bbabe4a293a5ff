import { SUBJECTS } from '../../../common/catalogue';
import { generatePaperQuestions, generatorsFor, isGeneratedType } from '../../../common/generators/registry';
import { createRng } from '../../../common/generators/random';
import type { GeneratedType } from '../../../common/generators/types';
import type { PaperSection, QuestionType } from '../../../common/paper/model';

// Fresh maths questions on the pre-built paper: part of the drawn mcq, blank, one-word and short
// questions are replaced by generated ones (common/generators), which carry their computed answers
// and working into the answer key. Where the bank had too few of a type, generated ones fill the gap.

const MATHEMATICS = SUBJECTS.find((s) => s.slug === 'mathematics')?.subject_id;

/** The switch is offered for Mathematics in the standards the generators cover (1–8). */
export const canHaveFreshQuestions = (subject: number, standard: number) =>
  subject === MATHEMATICS && generatorsFor(standard).length > 0;

export interface FreshMix {
  sections: PaperSection[];
  shortfall: Partial<Record<QuestionType, number>>;
  /** How many questions on the paper were generated. */
  freshCount: number;
}

/**
 * Up to half of each generated type (rounded down) becomes fresh, plus whatever the bank lacked; the
 * fresh questions take seeded places among the bank's, so the same seed gives the same paper.
 */
export function mixFreshQuestions(
  drawn: readonly PaperSection[],
  shortfall: Partial<Record<QuestionType, number>>,
  counts: Partial<Record<QuestionType, number>>,
  standard: number,
  seed: number,
): FreshMix {
  const kept = new Map<QuestionType, number>();
  const fresh: Partial<Record<GeneratedType, number>> = {};
  for (const section of drawn) {
    const asked = counts[section.type] ?? 0;
    if (!isGeneratedType(section.type) || asked <= 0) continue;
    const keep = Math.min(section.questions.length, asked - Math.floor(asked / 2));
    kept.set(section.type, keep);
    fresh[section.type] = asked - keep;
  }
  const made = generatePaperQuestions(seed, standard, fresh);
  const rng = createRng(seed ^ 0x5bd1e995);
  const nextShortfall = { ...shortfall };
  let freshCount = 0;
  const sections = drawn.map((section) => {
    if (!isGeneratedType(section.type) || !kept.has(section.type)) return section;
    const generated = made[section.type];
    freshCount += generated.length;
    const missing = (counts[section.type] ?? 0) - kept.get(section.type)! - generated.length;
    if (missing > 0) nextShortfall[section.type] = missing;
    else delete nextShortfall[section.type];
    const questions = [...section.questions.slice(0, kept.get(section.type))];
    for (const question of generated) questions.splice(rng.int(0, questions.length), 0, question);
    return { ...section, questions };
  });
  return { sections, shortfall: nextShortfall, freshCount };
}
