import { z } from 'zod';
import { BOARDS, STANDARDS, SUBJECTS, SUBJECT_TITLES } from './catalogue';
import { Standard } from './question';

// The worksheets and answer sheets collections (spec sections 2, 3 and 5; DECISIONS.md): public lists
// with optional filters, the files served by this server, and publishing a saved paper as a worksheet.

export const SHEET_LIST_LIMIT_DEFAULT = 50;
export const SHEET_LIST_LIMIT_MAX = 100;
/** The response header with the number of sheets matching the filters (all pages together). */
export const TOTAL_COUNT_HEADER = 'x-total-count';
export const SHEET_TITLE_MAX = 120;

/** The spec's filter choices, as its screens show them. */
export const SHEET_FILTER_SUBJECTS = [
  'Mathematics',
  'English',
  'Science',
  'Social Studies',
  'Drawing',
  'Hindi',
  'Gujarati',
] as const;
export const SHEET_FILTER_SUBJECT_TITLES = [
  'Algebra',
  'Geometry',
  'Grammar',
  'Literature',
  'Physics',
  'Chemistry',
  'Biology',
] as const;

/** A filter value; an empty one means no filter (spec section 5). */
const filterText = (what: string) =>
  z
    .string()
    .trim()
    .max(100, `${what} can have at most 100 characters.`)
    .optional()
    .transform((value) => (value ? value : undefined));

/** `GET /worksheets` and `GET /answersheets`: filters combine with AND; standard is compared as text. */
export const SheetListQuery = z.object({
  board: filterText('board'),
  subject: filterText('subject'),
  subject_title: filterText('subject_title'),
  standard: filterText('standard'),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit is at least 1.')
    .max(SHEET_LIST_LIMIT_MAX, `limit is at most ${SHEET_LIST_LIMIT_MAX}.`)
    .default(SHEET_LIST_LIMIT_DEFAULT),
  /** The value of the previous page's `x-next-cursor` header. */
  cursor: z
    .string()
    .regex(/^\d{1,10}$/, 'cursor is the value of the x-next-cursor header.')
    .optional(),
});
export type SheetListQuery = z.infer<typeof SheetListQuery>;
/** The list filters; each one absent means no filter. */
export type SheetFilters = Partial<Record<'board' | 'subject' | 'subject_title' | 'standard', string>>;

const sheetCommon = {
  subject: z.string(),
  subject_title: z.string(),
  standard: z.number().int(),
  /** One of the boards, or '' when none applies (shown as N/A). */
  board: z.string(),
  createdAt: z.string(),
  title: z.string(),
  /** The saved paper it was published from; null for the shared collection's own sheets. */
  paper_id: z.number().int().nullable(),
  /** The signed-in teacher published it (and may unpublish it). */
  is_own: z.boolean(),
};

export const Worksheet = z
  .object({
    worksheet_id: z.number().int(),
    worksheet_logo: z.string().nullable(),
    /** The PDF, served by this server. */
    worksheet_url: z.string(),
    ...sheetCommon,
    answer_sheet_id: z.number().int().nullable(),
    answersheet_url: z.string().nullable(),
  })
  .meta({ id: 'Worksheet' });
export type Worksheet = z.infer<typeof Worksheet>;

export const AnswerSheet = z
  .object({
    answer_sheet_id: z.number().int(),
    answer_sheet_logo: z.string().nullable(),
    answersheet_url: z.string(),
    ...sheetCommon,
    worksheet_id: z.number().int(),
    worksheet_url: z.string(),
  })
  .meta({ id: 'AnswerSheet' });
export type AnswerSheet = z.infer<typeof AnswerSheet>;

export const worksheetFileUrl = (id: number) => `/api/worksheets/${id}/file`;
export const answerSheetFileUrl = (id: number) => `/api/answersheets/${id}/file`;

/** The subject titles a worksheet of this subject and standard may carry. */
export function subjectTitlesFor(subjectName: string, standard: number | undefined): string[] {
  const subject = SUBJECTS.find((s) => s.subject_name === subjectName);
  if (!subject) return [];
  return SUBJECT_TITLES.filter(
    (t) => t.subject_id === subject.subject_id && (standard === undefined || t.standards.includes(standard)),
  ).map((t) => t.title_name);
}

/** `POST /papers/{id}/publish`: where the worksheet belongs in the collections. */
export const PublishPaperRequest = z
  .object({
    /** One of the boards, or '' for none (N/A). */
    board: z.enum([...BOARDS, ''], { error: `Choose a board: ${BOARDS.join(', ')}, or none.` }),
    subject: z.enum(
      SUBJECTS.map((s) => s.subject_name),
      { error: 'Choose a subject.' },
    ),
    subject_title: z
      .string({ error: 'Choose a subject title.' })
      .trim()
      .min(1, 'Choose a subject title.')
      .max(100),
    standard: Standard,
    title: z
      .string()
      .trim()
      .max(SHEET_TITLE_MAX, `The title can have at most ${SHEET_TITLE_MAX} characters.`)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (!subjectTitlesFor(value.subject, value.standard).includes(value.subject_title)) {
      ctx.addIssue({
        code: 'custom',
        path: ['subject_title'],
        message: `${value.subject_title} is not a subject title of ${value.subject} in standard ${value.standard}.`,
      });
    }
  })
  .meta({ id: 'PublishPaperRequest' });
export type PublishPaperRequest = z.infer<typeof PublishPaperRequest>;

export const PublishPaperReply = z
  .object({ message: z.string(), worksheet: Worksheet, answer_sheet: AnswerSheet })
  .meta({ id: 'PublishPaperReply' });
export type PublishPaperReply = z.infer<typeof PublishPaperReply>;

export const STANDARD_CHOICES = STANDARDS.map((n) => ({ value: String(n), label: `Standard ${n}` }));
