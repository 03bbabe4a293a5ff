import type { GeneratedQuestion, TopicId } from '../types';
import type { Matcher } from './matchers';
import { decimalsAnswer, fractionsAnswer, percentagesAnswer } from './solve-parts';
import { areasAnswer, equationsAnswer } from './solve-shapes';
import { arithmeticAnswer, placeValueAnswer } from './solve-whole';

// Test support: for a generated question, a check of its answer worked out again from its text.

const BY_TOPIC: Record<TopicId, (g: GeneratedQuestion) => Matcher> = {
  arithmetic: arithmeticAnswer,
  'place-value': placeValueAnswer,
  fractions: fractionsAnswer,
  decimals: decimalsAnswer,
  percentages: percentagesAnswer,
  equations: equationsAnswer,
  areas: areasAnswer,
};

export const answerCheck = (g: GeneratedQuestion): Matcher => BY_TOPIC[g.topic](g);
