import { z } from 'zod';

// The paper model: what the engine lays out. It holds no database ids beyond the question ids the
// preview reports back on click, so a saved paper can be re-rendered from this data alone.
//
// Room left for what comes next (not built yet; each is an optional field that old papers lack):
// several sets of one paper (a `set` label plus a seeded shuffle applied before layout), internal
// "OR" choices (`question.or`: another question laid out under an "OR" line inside the same block),
// a question in two languages (`question.secondText`, a second paragraph in the same block), math
// notation (a text run kind beside plain text), ruled answer space (`question.answerLines`), and
// two-column pages (`columns` on the paper, the paginator already places keep-together blocks).

export const QUESTION_TYPES = ['mcq', 'blank', 'truefalse', 'onetwo', 'short', 'long', 'other'] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;

/** Marks per question of each type (spec, section 9); a question's own `marks` overrides it. */
export const MARKS_PER_TYPE: Record<QuestionType, number> = {
  mcq: 1,
  blank: 1,
  truefalse: 1,
  onetwo: 2,
  short: 3,
  long: 5,
  other: 0,
};

/** Section titles; the letter (A), B) …) follows the order of the non-empty sections on the paper. */
export const SECTION_TITLES: Record<QuestionType, string> = {
  mcq: 'Multiple Choice Questions',
  blank: 'Fill in the Blanks',
  truefalse: 'True or False',
  onetwo: 'One or Two Word Answers',
  short: 'Short Answer Questions',
  long: 'Long Answer Questions',
  other: 'Other Questions',
};

export const HEADER_STYLES = ['style1', 'style2', 'style3', 'style4'] as const;
export const HEADER_LAYOUTS = ['horizontal', 'grid', 'stacked', 'column'] as const;

/** An image with its natural size in CSS pixels; `src` is a URL or a data: URL of a PNG, JPEG or WebP. */
export const PaperImage = z.object({
  src: z.string().min(1),
  width: z.number().positive(),
  height: z.number().positive(),
});
export type PaperImage = z.infer<typeof PaperImage>;

const field = z.string().max(300).optional();

/**
 * The header of page 1. Fields are free text lines; which field goes where is fixed per layout
 * (see header-templates.ts): field1 the institute name, field2 the exam name, field3–field7 the
 * details ("Subject: Science", "Max. Marks: 50", "Name: ______"); the column layout puts field8
 * (institution) and field9 (examination title) on top and field1–field7 in two columns.
 */
export const PaperHeader = z.object({
  id: z.union([z.string(), z.number()]),
  styleType: z.enum(HEADER_STYLES),
  layoutType: z.enum(HEADER_LAYOUTS),
  field1: field,
  field2: field,
  field3: field,
  field4: field,
  field5: field,
  field6: field,
  field7: field,
  field8: field,
  field9: field,
  image: PaperImage.optional(),
});
export type PaperHeader = z.infer<typeof PaperHeader>;

export const PaperQuestion = z.object({
  id: z.union([z.string(), z.number()]),
  /** Plain text; a run of three or more underscores is printed as a blank to fill in; \n breaks a line. */
  text: z.string().max(5000),
  options: z.array(z.string().max(1000)).max(12).optional(),
  image: PaperImage.optional(),
  /** Overrides the marks of the question's type. */
  marks: z.number().min(0).max(100).optional(),
  /** Answer key only: the option index (mcq), the words of a blank, or a model answer. */
  answer: z.union([z.string().max(5000), z.number().int().min(0)]).optional(),
  /** Answer key only: the marking points. */
  points: z.array(z.string().max(1000)).max(30).optional(),
});
export type PaperQuestion = z.infer<typeof PaperQuestion>;

export const PaperSection = z.object({
  type: QuestionType,
  /** Replaces the standard title (for example a title in the paper's language). */
  title: z.string().max(200).optional(),
  questions: z.array(PaperQuestion).max(500),
});
export type PaperSection = z.infer<typeof PaperSection>;

export const PaperModel = z.object({
  header: PaperHeader,
  instructions: z.array(z.string().max(1000)).max(30).optional(),
  sections: z.array(PaperSection).max(20),
  /** `answerKey` prints each question's answer and marking points under it. */
  mode: z.enum(['paper', 'answerKey']).default('paper'),
});
/** A paper as given to the engine (`mode` may be left out). */
export type PaperModel = z.input<typeof PaperModel>;

/** Marks of one question: its own, or its type's. */
export function marksOf(type: QuestionType, question: Pick<PaperQuestion, 'marks'>): number {
  return question.marks ?? MARKS_PER_TYPE[type];
}

/** The section's marks: "[5 × 1 = 5]" when every question carries the same marks, "[7]" otherwise. */
export function sectionMarksLabel(section: PaperSection): string {
  const marks = section.questions.map((q) => marksOf(section.type, q));
  const total = marks.reduce((a, b) => a + b, 0);
  const first = marks[0] ?? 0;
  if (marks.every((m) => m === first)) return `[${marks.length} × ${first} = ${total}]`;
  return `[${total}]`;
}

/** The label of option `index`: (A), (B) … */
export function optionLabel(index: number): string {
  return `(${String.fromCharCode(65 + index)})`;
}
