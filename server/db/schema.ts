import type { Generated } from 'kysely';
import type { QuestionType } from '../../common/paper/model';
import type { Difficulty, QuestionLanguage } from '../../common/question';

// The database's tables as Kysely sees them. Timestamps are ISO-8601 UTC text on both engines.
export interface SubjectTable {
  subject_id: number;
  subject_name: string;
  slug: string;
  language: string;
}

export interface SubjectTitleTable {
  subject_title_id: number;
  subject_id: number;
  title_name: string;
}

export interface SubjectTitleStandardTable {
  subject_title_id: number;
  standard: number;
}

export interface BoardTable {
  board_id: Generated<number>;
  board_name: string;
}

export interface UserTable {
  id: Generated<number>;
  username: string;
  /** Lower-cased username: usernames are unique regardless of case. */
  username_key: string;
  email: string;
  password_hash: string;
  name: string;
  phone_number: string;
  user_type: string;
  school_name: string;
  school_principal_name: string;
  school_address_city: string;
  school_address_state: string;
  school_address_pincode: string;
  school_address: string;
  subject_id: number | null;
  subject_title_id: number | null;
  /** The classes taught, as comma-separated numbers ("6,7,8"). */
  standards: string;
  is_verified: number;
  is_number_verified: number;
  created_at: string;
}

export interface SessionTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface EmailCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify' | 'reset';
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ChapterTable {
  chapter_id: Generated<number>;
  subject_id: number;
  standard: number;
  subject_title_id: number | null;
  name: string;
  position: number;
}

/** A question of the bank. Full-text search lives beside it (questions_fts on SQLite, `search` on PostgreSQL). */
export interface QuestionTable {
  question_id: Generated<number>;
  type: QuestionType;
  question: string;
  /** JSON array of the options (mcq only). */
  options: string | null;
  /** mcq: the index of the correct option. */
  answer_index: number | null;
  /** Other types: the word(s) or the model answer. */
  answer_text: string | null;
  /** JSON array of marking points (short, long). */
  points: string | null;
  marks: number;
  difficulty: Difficulty;
  language: QuestionLanguage;
  subject_id: number;
  subject_title_id: number | null;
  standard: number;
  chapter_id: number | null;
  image_url: string | null;
  /** Null for the shared bank, else the teacher who wrote it. */
  owner_id: number | null;
  seed_key: string | null;
  /** Uniform in [0, 1), for random draws along an index. */
  random_key: number;
  created_at: string;
  updated_at: string;
}

export interface HeaderTable {
  id: Generated<number>;
  /** null for the four shared templates; a teacher's id for their own. */
  owner_id: number | null;
  name: string;
  style_type: string;
  layout_type: string;
  field1: string;
  field2: string;
  field3: string;
  field4: string;
  field5: string;
  field6: string;
  field7: string;
  field8: string;
  field9: string;
  image: string | null;
  created_at: string;
}

export interface PaperTable {
  id: Generated<number>;
  user_id: number;
  type: string;
  logo: string | null;
  school_name: string;
  standard: string;
  subject: string;
  board: string;
  division: string;
  address: string;
  timing: string;
  date: string;
  /** Sanitized HTML of the paper as it was saved. */
  body: string;
  /** The structured paper (PaperModel JSON), so that it can be reopened and re-rendered. */
  content: string | null;
  created_at: string;
}

/** A worksheet of the collection: the shared ones (owner null, seeded) and those teachers published. */
export interface WorksheetTable {
  worksheet_id: Generated<number>;
  owner_id: number | null;
  /** The saved paper it was published from. */
  paper_id: number | null;
  standard: number;
  /** One of the boards, or '' when none applies. */
  board: string;
  /** Subject and subject title by name, as the collection's filters show them. */
  subject: string;
  subject_title: string;
  title: string;
  logo: string | null;
  /** The PDF's name under DATA_DIR/worksheets. */
  file: string;
  seed_key: string | null;
  created_at: string;
}

/** The answer sheet of one worksheet (same descriptive fields, its own PDF). */
export interface AnswerSheetTable {
  answer_sheet_id: Generated<number>;
  worksheet_id: number;
  owner_id: number | null;
  standard: number;
  board: string;
  subject: string;
  subject_title: string;
  title: string;
  logo: string | null;
  file: string;
  created_at: string;
}

export interface Database {
  users: UserTable;
  sessions: SessionTable;
  email_codes: EmailCodeTable;
  subjects: SubjectTable;
  subject_titles: SubjectTitleTable;
  subject_title_standards: SubjectTitleStandardTable;
  boards: BoardTable;
  chapters: ChapterTable;
  questions: QuestionTable;
  headers: HeaderTable;
  papers: PaperTable;
  worksheets: WorksheetTable;
  answer_sheets: AnswerSheetTable;
}
