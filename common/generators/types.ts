import type { Difficulty } from '../question';
import type { Rng } from './random';

// The shapes shared by the Mathematics question generators (standards 1–8).

/** The question types the generators make. */
export const GENERATED_TYPES = ['mcq', 'blank', 'onetwo', 'short'] as const;
export type GeneratedType = (typeof GENERATED_TYPES)[number];

export const TOPIC_IDS = [
  'arithmetic',
  'place-value',
  'fractions',
  'decimals',
  'percentages',
  'equations',
  'areas',
] as const;
export type TopicId = (typeof TOPIC_IDS)[number];

export interface GeneratedQuestion {
  topic: TopicId;
  /** What exactly is asked (for example `add`, `word-divide`, `circle-area`). */
  skill: string;
  type: GeneratedType;
  standard: number;
  difficulty: Difficulty;
  /** Plain Unicode text (×, ÷, −, ½, ₹); a blank to fill in is written ______. */
  text: string;
  /** mcq only: four options, one of them correct. */
  options?: string[];
  /** mcq: the index of the correct option; otherwise the answer as text. */
  answer: number | string;
  /** short only: the working, one marking point a line. */
  points?: string[];
}

export interface QuestionGenerator {
  topic: TopicId;
  title: string;
  /** The standards it makes questions for. */
  standards: readonly number[];
  /** The types it can make for a standard. */
  typesFor(standard: number): GeneratedType[];
  /** A fresh question; `type` asks for one of `typesFor(standard)`, otherwise one is chosen. */
  generate(rng: Rng, standard: number, type?: GeneratedType): GeneratedQuestion;
}

/** What a skill's maker returns; the topic adds topic, skill, type and standard. */
export interface Made {
  text: string;
  options?: string[];
  answer: number | string;
  points?: string[];
  difficulty: Difficulty;
}

/** One kind of question within a topic: the standards and types it suits and how it is made. */
export interface Skill {
  id: string;
  standards: readonly number[];
  types: readonly GeneratedType[];
  make(rng: Rng, standard: number, type: GeneratedType): Made;
}

export const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A topic's generator from its skills: a skill that suits the standard and the type is picked at random. */
export function topicGenerator(topic: TopicId, title: string, skills: readonly Skill[]): QuestionGenerator {
  const standards = [...new Set(skills.flatMap((s) => s.standards))].sort((a, b) => a - b);
  const suiting = (standard: number, type?: GeneratedType) =>
    skills.filter((s) => s.standards.includes(standard) && (!type || s.types.includes(type)));
  const typesFor = (standard: number) => {
    const types = new Set(suiting(standard).flatMap((s) => s.types));
    return (['mcq', 'blank', 'onetwo', 'short'] as const).filter((t) => types.has(t));
  };
  return {
    topic,
    title,
    standards,
    typesFor,
    generate(rng, standard, type) {
      const chosenType = type ?? rng.pick(typesFor(standard));
      const candidates = suiting(standard, chosenType);
      if (candidates.length === 0)
        throw new RangeError(`${topic} makes no ${chosenType} question for standard ${standard}`);
      const skill = rng.pick(candidates);
      const made = skill.make(rng, standard, chosenType);
      const question: GeneratedQuestion = {
        topic,
        skill: skill.id,
        type: chosenType,
        standard,
        difficulty: made.difficulty,
        text: made.text,
        answer: made.answer,
      };
      if (made.options) question.options = made.options;
      if (made.points) question.points = made.points;
      return question;
    },
  };
}
