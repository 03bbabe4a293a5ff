import { ID_MAX } from './limits';
import { z } from 'zod';
import { HEADER_LAYOUTS, HEADER_STYLES } from './paper/model';

const headerField = z.string().trim().max(300, 'at most 300 characters').optional();

/** A header template as the API serves it: the four shared ones (ids 1–4) and a teacher's own. */
export const HeaderRecord = z
  .object({
    id: z.number().int(),
    name: z.string(),
    styleType: z.enum(HEADER_STYLES),
    layoutType: z.enum(HEADER_LAYOUTS),
    field1: z.string(),
    field2: z.string(),
    field3: z.string(),
    field4: z.string(),
    field5: z.string(),
    field6: z.string(),
    field7: z.string(),
    field8: z.string(),
    field9: z.string(),
    image: z.string().nullable(),
    is_own: z.boolean(),
  })
  .meta({ id: 'HeaderRecord' });
export type HeaderRecord = z.infer<typeof HeaderRecord>;

export const HeaderSaveRequest = z
  .object({
    name: z.string().trim().min(1, 'Give the template a name.').max(80, 'at most 80 characters'),
    styleType: z.enum(HEADER_STYLES),
    layoutType: z.enum(HEADER_LAYOUTS),
    field1: headerField,
    field2: headerField,
    field3: headerField,
    field4: headerField,
    field5: headerField,
    field6: headerField,
    field7: headerField,
    field8: headerField,
    field9: headerField,
    /** An uploaded image (/api/uploads/…) or a web address of one; null for none. */
    image: z
      .string()
      .trim()
      .max(2000)
      .regex(
        /^(\/api\/uploads\/[a-f0-9]{32}\.(png|jpg|webp)|https?:\/\/\S+)$/,
        'Use an uploaded image or an http(s) address.',
      )
      .nullable()
      .optional(),
  })
  .meta({ id: 'HeaderSaveRequest' });
export type HeaderSaveRequest = z.infer<typeof HeaderSaveRequest>;

export const PAPER_TYPES = ['default', 'custom'] as const;
const na = z.string().trim().max(200, 'at most 200 characters').default('NA');

/** The spec's multipart fields of `POST /papers/add` (the logo file travels beside them). */
export const PaperAddFields = z
  .object({
    user_id: z.coerce.number().int().positive().max(ID_MAX),
    type: z.enum(PAPER_TYPES),
    school_name: na,
    standard: na,
    timing: z.string().trim().max(100).default(''),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'The date is written YYYY-MM-DD.'),
    division: na,
    address: na,
    subject: na,
    board: na,
    body: z.string().max(1_000_000, 'The paper is too large.').default(''),
    /** The structured paper (header and sections) as JSON, so that it can be reopened. */
    paper: z.string().max(1_000_000, 'The paper is too large.').optional(),
  })
  .meta({ id: 'PaperAddFields' });
export type PaperAddFields = z.infer<typeof PaperAddFields>;

export const SavedPaper = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    type: z.enum(PAPER_TYPES),
    logo: z.string().nullable(),
    subject: z.string(),
    standard: z.string(),
    school_name: z.string(),
    board: z.string(),
    division: z.string(),
    address: z.string(),
    timing: z.string(),
    date: z.string(),
    body: z.string(),
    createdAt: z.string(),
    /** The structured paper, when it was saved with one (GET /papers/{id} only). */
    paper: z.unknown().optional(),
  })
  .meta({ id: 'SavedPaper' });
export type SavedPaper = z.infer<typeof SavedPaper>;

export const PapersListQuery = z.object({
  type: z.enum(PAPER_TYPES).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.coerce.number().int().positive().max(ID_MAX).optional(),
});
export const PapersListReply = z
  .object({ papers: z.array(SavedPaper), next_cursor: z.number().int().nullable(), total: z.number().int() })
  .meta({ id: 'PapersListReply' });
export type PapersListReply = z.infer<typeof PapersListReply>;

export const PaperSaveReply = z
  .object({ message: z.string(), paper: SavedPaper })
  .meta({ id: 'PaperSaveReply' });
export const DeletePaperReply = z
  .object({ success: z.boolean(), message: z.string() })
  .meta({ id: 'DeletePaperReply' });
