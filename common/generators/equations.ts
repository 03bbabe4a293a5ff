import type { Difficulty } from '../question';
import { buildMcq, choice, nearby, type Choice } from './choices';
import { capital, person } from './context';
import { BLANK, num, operand } from './format';
import type { Rng } from './random';
import { range, topicGenerator, type GeneratedType, type Made, type Skill } from './types';

// Simple equations, standards 6–8: one step (x + 5 = 12, 4x = 36, x/3 = 7) in standard 6, two steps
// (3x + 5 = 26) from standard 7, brackets and the unknown on both sides in standard 8, and word
// problems (think of a number, ages, a rectangle's perimeter). Solutions are whole numbers, negative
// ones from standard 7.

const VARIABLES = ['x', 'y', 'm', 'n', 'p', 't', 'z'];

interface Equation {
  text: string;
  solution: number;
  /** The steps of the solution, ending with "x = 7". */
  steps: string[];
  /** The check with the solution put in: "3 × 7 + 5 = 26". */
  check: string;
  /** Typical wrong answers. */
  mistakes: number[];
  difficulty: Difficulty;
}

const term = (a: number, v: string) => (a === 1 ? v : `${num(a)}${v}`);
/** " + 5" or " − 5"; nothing for 0. */
const plus = (b: number) => (b === 0 ? '' : b > 0 ? ` + ${num(b)}` : ` − ${num(-b)}`);

function solutionFor(rng: Rng, standard: number): number {
  if (standard === 6) return rng.int(1, 30);
  const x = rng.int(standard === 7 ? -10 : -15, standard === 7 ? 25 : 30);
  return x === 0 ? 1 : x;
}

function oneStep(rng: Rng, standard: number, v: string): Equation {
  const x = solutionFor(rng, standard);
  const form = rng.pick(['add', 'subtract', 'times', 'over'] as const);
  // In standard 6 the numbers stay positive: x − a = c with a below x.
  const a =
    form === 'subtract' && standard === 6
      ? rng.int(1, Math.max(1, x - 1))
      : rng.int(2, form === 'add' || form === 'subtract' ? 40 : 12);
  const difficulty = 'easy';
  if (form === 'add') {
    const c = x + a;
    return {
      text: `${v} + ${num(a)} = ${num(c)}`,
      solution: x,
      steps: [`${v} = ${num(c)} − ${num(a)}`, `${v} = ${num(x)}`],
      check: `${operand(x)} + ${num(a)} = ${num(c)}`,
      mistakes: [c + a, x + 1, x - 1, -x],
      difficulty,
    };
  }
  if (form === 'subtract') {
    const c = x - a;
    return {
      text: `${v} − ${num(a)} = ${num(c)}`,
      solution: x,
      steps: [`${v} = ${num(c)} + ${num(a)}`, `${v} = ${num(x)}`],
      check: `${operand(x)} − ${num(a)} = ${num(c)}`,
      mistakes: [c - a, x + 1, x - 1, -x],
      difficulty,
    };
  }
  if (form === 'times') {
    const c = a * x;
    return {
      text: `${term(a, v)} = ${num(c)}`,
      solution: x,
      steps: [`${v} = ${num(c)} ÷ ${num(a)}`, `${v} = ${num(x)}`],
      check: `${num(a)} × ${operand(x)} = ${num(c)}`,
      mistakes: [c - a, c * a, x + 1, -x],
      difficulty,
    };
  }
  const k = x;
  return {
    text: `${v}/${num(a)} = ${num(k)}`,
    solution: a * k,
    steps: [`${v} = ${num(k)} × ${num(a)}`, `${v} = ${num(a * k)}`],
    check: `${operand(a * k)} ÷ ${num(a)} = ${num(k)}`,
    mistakes: [k + a, k - a, a * k + 1, -a * k],
    difficulty: 'medium',
  };
}

function twoStep(rng: Rng, standard: number, v: string): Equation {
  const x = solutionFor(rng, standard);
  const a = rng.int(2, 9);
  const b = rng.int(1, 30) * (rng.chance(0.5) ? 1 : -1);
  if (rng.chance(0.3)) {
    // x/a + b = c, with x a multiple of a
    const k = x;
    const c = k + b;
    return {
      text: `${v}/${num(a)}${plus(b)} = ${num(c)}`,
      solution: a * k,
      steps: [
        `${v}/${num(a)} = ${num(c)}${plus(-b)} = ${num(k)}`,
        `${v} = ${num(k)} × ${num(a)}`,
        `${v} = ${num(a * k)}`,
      ],
      check: `${operand(a * k)} ÷ ${num(a)}${plus(b)} = ${num(c)}`,
      mistakes: [(c + b) * a, c * a, k, -a * k],
      difficulty: 'hard',
    };
  }
  const c = a * x + b;
  return {
    text: `${term(a, v)}${plus(b)} = ${num(c)}`,
    solution: x,
    steps: [
      `${term(a, v)} = ${num(c)}${plus(-b)} = ${num(a * x)}`,
      `${v} = ${num(a * x)} ÷ ${num(a)}`,
      `${v} = ${num(x)}`,
    ],
    check: `${num(a)} × ${operand(x)}${plus(b)} = ${num(c)}`,
    mistakes: [(c + b) / a, c - b, c / a - b, -x, x + 1],
    difficulty: 'medium',
  };
}

function brackets(rng: Rng, standard: number, v: string): Equation {
  const x = solutionFor(rng, standard);
  const a = rng.int(2, 9);
  const b = rng.int(1, 15) * (rng.chance(0.5) ? 1 : -1);
  const c = a * (x + b);
  return {
    text: `${num(a)}(${v}${plus(b)}) = ${num(c)}`,
    solution: x,
    steps: [
      `${v}${plus(b)} = ${num(c)} ÷ ${num(a)} = ${num(x + b)}`,
      `${v} = ${num(x + b)}${plus(-b)}`,
      `${v} = ${num(x)}`,
    ],
    check: `${num(a)} × (${num(x)}${plus(b)}) = ${num(c)}`,
    mistakes: [c / a + b, (c - b) / a, c - b, x + b, -x],
    difficulty: 'hard',
  };
}

function bothSides(rng: Rng, standard: number, v: string): Equation {
  const x = solutionFor(rng, standard);
  const c = rng.int(1, 7);
  const a = c + rng.int(1, 6);
  const b = rng.int(-20, 20);
  const d = (a - c) * x + b;
  return {
    text: `${term(a, v)}${plus(b)} = ${term(c, v)}${plus(d)}`,
    solution: x,
    steps: [
      `${term(a, v)} − ${term(c, v)} = ${num(d)}${plus(-b)}`,
      `${term(a - c, v)} = ${num(d - b)}`,
      `${v} = ${num(x)}`,
    ],
    check: `${num(a)} × ${operand(x)}${plus(b)} = ${num(c)} × ${operand(x)}${plus(d)} = ${num(c * x + d)}`,
    mistakes: [(d + b) / (a - c), (d - b) / (a + c), -x, x + 1, d - b],
    difficulty: 'hard',
  };
}

const FORMS: Record<string, (rng: Rng, standard: number, v: string) => Equation> = {
  'one-step': oneStep,
  'two-step': twoStep,
  brackets,
  'both-sides': bothSides,
};

function makeEquation(form: keyof typeof FORMS) {
  return (rng: Rng, standard: number, type: GeneratedType): Made => {
    const v = rng.pick(VARIABLES);
    const eq = FORMS[form]!(rng, standard, v);
    const { difficulty } = eq;
    const answer = num(eq.solution);
    if (type === 'blank') return { text: `If ${eq.text}, then ${v} = ${BLANK}.`, answer, difficulty };
    if (type === 'onetwo') return { text: `Solve: ${eq.text}`, answer: `${v} = ${answer}`, difficulty };
    if (type === 'short') {
      return {
        text: `Solve ${eq.text} and check your answer.`,
        answer: `${v} = ${answer}`,
        points: [eq.text, ...eq.steps, `Check: ${eq.check}`],
        difficulty,
      };
    }
    const asChoice = (n: number): Choice | undefined =>
      Number.isInteger(n) && (standard > 6 || n > 0) ? choice(num(n)) : undefined;
    const mcq = buildMcq(rng, choice(answer), eq.mistakes.map(asChoice), (i) =>
      asChoice(eq.solution + nearby(i)),
    );
    return { text: `What is the value of ${v} in ${eq.text}?`, ...mcq, difficulty };
  };
}

function wordNumber(rng: Rng, standard: number): Made {
  const p = person(rng);
  const x = rng.int(2, standard === 6 ? 30 : 60);
  const a = rng.int(2, 9);
  const b = rng.int(2, 40);
  const story = rng.pick(
    standard === 6
      ? [
          { does: `adds ${num(b)} to it`, equation: `x + ${num(b)} = ${num(x + b)}`, result: x + b },
          { does: `subtracts ${num(b)} from it`, equation: `x − ${num(b)} = ${num(x - b)}`, result: x - b },
          { does: `multiplies it by ${num(a)}`, equation: `${num(a)}x = ${num(a * x)}`, result: a * x },
        ].filter((s) => s.result > 0)
      : [
          {
            does: `multiplies it by ${num(a)} and then adds ${num(b)}`,
            equation: `${num(a)}x + ${num(b)} = ${num(a * x + b)}`,
            result: a * x + b,
          },
          {
            does: `multiplies it by ${num(a)} and then subtracts ${num(b)}`,
            equation: `${num(a)}x − ${num(b)} = ${num(a * x - b)}`,
            result: a * x - b,
          },
        ].filter((s) => s.result > 0),
  );
  return {
    text: `${p.name} thinks of a number. ${capital(p.he)} ${story.does}. The result is ${num(story.result)}. What is the number?`,
    answer: num(x),
    points: ['Let the number be x.', story.equation, `x = ${num(x)}`, `The number is ${num(x)}.`],
    difficulty: standard === 6 ? 'medium' : 'hard',
  };
}

function wordAge(rng: Rng): Made {
  const p = person(rng);
  const x = rng.int(5, 15);
  const k = rng.int(3, 5);
  const elder = rng.pick(['mother', 'father', 'grandmother', 'uncle']);
  const sum = x * (k + 1);
  return {
    text: `${p.name}'s ${elder} is ${num(k)} times as old as ${p.name}. The sum of their ages is ${num(sum)} years. How old is ${p.name}?`,
    answer: `${num(x)} years`,
    points: [
      `Let ${p.name}'s age be x years; the ${elder}'s age is ${num(k)}x years.`,
      `x + ${num(k)}x = ${num(sum)}, so ${num(k + 1)}x = ${num(sum)}`,
      `x = ${num(sum)} ÷ ${num(k + 1)} = ${num(x)}`,
      `${p.name} is ${num(x)} years old.`,
    ],
    difficulty: 'hard',
  };
}

function wordRectangle(rng: Rng): Made {
  const x = rng.int(3, 30);
  const d = rng.int(1, 15);
  const perimeter = 2 * (2 * x + d);
  return {
    text: `The length of a rectangle is ${num(d)} cm more than its breadth. Its perimeter is ${num(perimeter)} cm. Find its breadth.`,
    answer: `${num(x)} cm`,
    points: [
      `Let the breadth be x cm; the length is (x + ${num(d)}) cm.`,
      `2(x + x + ${num(d)}) = ${num(perimeter)}, so 4x + ${num(2 * d)} = ${num(perimeter)}`,
      `4x = ${num(4 * x)}, x = ${num(x)}`,
      `The breadth is ${num(x)} cm.`,
    ],
    difficulty: 'hard',
  };
}

const ALL: GeneratedType[] = ['mcq', 'blank', 'onetwo', 'short'];
const skills: Skill[] = [
  { id: 'one-step', standards: range(6, 8), types: ALL, make: makeEquation('one-step') },
  { id: 'two-step', standards: [7, 8], types: ALL, make: makeEquation('two-step') },
  { id: 'brackets', standards: [8], types: ALL, make: makeEquation('brackets') },
  { id: 'both-sides', standards: [8], types: ALL, make: makeEquation('both-sides') },
  { id: 'word-number', standards: range(6, 8), types: ['short'], make: wordNumber },
  { id: 'word-age', standards: [7, 8], types: ['short'], make: wordAge },
  { id: 'word-rectangle', standards: [7, 8], types: ['short'], make: wordRectangle },
];

export const equationsGenerator = topicGenerator('equations', 'Simple equations', skills);
