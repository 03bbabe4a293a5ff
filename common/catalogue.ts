// The fixed catalogue: boards, subjects, subject titles and the standards each title is taught in.
// Ids are stable: the seed, the API and saved papers refer to them.

export const STANDARDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export const BOARDS = ['NCERT', 'GUJARAT BOARD', 'CBSE'] as const;
export type Board = (typeof BOARDS)[number];

export type Language = 'en' | 'hi' | 'gu';

export interface SubjectEntry {
  subject_id: number;
  subject_name: string;
  slug: string;
  language: Language;
}

export const SUBJECTS: readonly SubjectEntry[] = [
  { subject_id: 1, subject_name: 'Mathematics', slug: 'mathematics', language: 'en' },
  { subject_id: 2, subject_name: 'English', slug: 'english', language: 'en' },
  { subject_id: 3, subject_name: 'Science', slug: 'science', language: 'en' },
  { subject_id: 4, subject_name: 'Social Studies', slug: 'social-studies', language: 'en' },
  { subject_id: 5, subject_name: 'Hindi', slug: 'hindi', language: 'hi' },
  { subject_id: 6, subject_name: 'Gujarati', slug: 'gujarati', language: 'gu' },
  { subject_id: 7, subject_name: 'Drawing', slug: 'drawing', language: 'en' },
];

export interface SubjectTitleEntry {
  subject_title_id: number;
  subject_id: number;
  title_name: string;
  standards: readonly number[];
}

const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

export const SUBJECT_TITLES: readonly SubjectTitleEntry[] = [
  { subject_title_id: 1, subject_id: 1, title_name: 'Arithmetic', standards: range(1, 8) },
  { subject_title_id: 2, subject_id: 1, title_name: 'Algebra', standards: range(6, 12) },
  { subject_title_id: 3, subject_id: 1, title_name: 'Geometry', standards: range(1, 12) },
  { subject_title_id: 4, subject_id: 1, title_name: 'Statistics', standards: range(6, 12) },
  { subject_title_id: 5, subject_id: 1, title_name: 'Trigonometry', standards: range(10, 12) },
  { subject_title_id: 6, subject_id: 1, title_name: 'Calculus', standards: range(11, 12) },
  { subject_title_id: 7, subject_id: 2, title_name: 'Grammar', standards: range(1, 12) },
  { subject_title_id: 8, subject_id: 2, title_name: 'Literature', standards: range(1, 12) },
  { subject_title_id: 9, subject_id: 2, title_name: 'Writing Skills', standards: range(3, 12) },
  { subject_title_id: 10, subject_id: 3, title_name: 'Environmental Studies', standards: range(1, 5) },
  { subject_title_id: 11, subject_id: 3, title_name: 'Physics', standards: range(6, 12) },
  { subject_title_id: 12, subject_id: 3, title_name: 'Chemistry', standards: range(6, 12) },
  { subject_title_id: 13, subject_id: 3, title_name: 'Biology', standards: range(6, 12) },
  { subject_title_id: 14, subject_id: 4, title_name: 'History', standards: range(1, 12) },
  { subject_title_id: 15, subject_id: 4, title_name: 'Geography', standards: range(1, 12) },
  { subject_title_id: 16, subject_id: 4, title_name: 'Civics', standards: range(1, 12) },
  { subject_title_id: 17, subject_id: 4, title_name: 'Economics', standards: range(9, 12) },
  { subject_title_id: 18, subject_id: 5, title_name: 'Vyakaran', standards: range(1, 12) },
  { subject_title_id: 19, subject_id: 5, title_name: 'Sahitya', standards: range(1, 12) },
  { subject_title_id: 20, subject_id: 6, title_name: 'Vyakaran', standards: range(1, 12) },
  { subject_title_id: 21, subject_id: 6, title_name: 'Sahitya', standards: range(1, 12) },
  { subject_title_id: 22, subject_id: 7, title_name: 'Sketching', standards: range(1, 12) },
  { subject_title_id: 23, subject_id: 7, title_name: 'Painting', standards: range(1, 12) },
  { subject_title_id: 24, subject_id: 7, title_name: 'Design', standards: range(5, 12) },
];

export function findSubject(subjectId: number): SubjectEntry | undefined {
  return SUBJECTS.find((s) => s.subject_id === subjectId);
}

export function findSubjectTitle(subjectTitleId: number): SubjectTitleEntry | undefined {
  return SUBJECT_TITLES.find((t) => t.subject_title_id === subjectTitleId);
}
