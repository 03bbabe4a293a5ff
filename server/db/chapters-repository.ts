import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ChapterTable, Database } from './schema';

export type ChapterRow = Selectable<ChapterTable>;

// The SQL of chapters: per subject and standard, in syllabus order.
export function createChaptersRepository(db: Kysely<Database>) {
  return {
    listChapters: (subjectId: number, standard: number) =>
      db
        .selectFrom('chapters')
        .select(['chapter_id', 'name', 'subject_title_id', 'position'])
        .where('subject_id', '=', subjectId)
        .where('standard', '=', standard)
        .orderBy('position')
        .orderBy('chapter_id')
        .limit(200)
        .execute(),

    findChapter: (chapterId: number) =>
      db.selectFrom('chapters').selectAll().where('chapter_id', '=', chapterId).executeTakeFirst(),
  };
}

export type ChaptersRepository = ReturnType<typeof createChaptersRepository>;

/**
 * Inserts the chapters of one subject and standard, or moves existing ones (same name) to their new
 * position and subject title, and answers the id of each chapter by name.
 */
export async function upsertChapters(
  db: Kysely<Database>,
  chapters: Array<Insertable<ChapterTable>>,
): Promise<Map<string, number>> {
  const first = chapters[0];
  if (!first) return new Map();
  await db
    .insertInto('chapters')
    .values(chapters)
    .onConflict((oc) =>
      oc.columns(['subject_id', 'standard', 'name']).doUpdateSet((eb) => ({
        position: eb.ref('excluded.position'),
        subject_title_id: eb.ref('excluded.subject_title_id'),
      })),
    )
    .execute();
  const rows = await db
    .selectFrom('chapters')
    .select(['chapter_id', 'name'])
    .where('subject_id', '=', first.subject_id)
    .where('standard', '=', first.standard)
    .execute();
  return new Map(rows.map((row) => [row.name, row.chapter_id]));
}
