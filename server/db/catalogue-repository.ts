import type { Kysely } from 'kysely';
import type { Database } from './schema';

export function createCatalogueRepository(db: Kysely<Database>) {
  return {
    listSubjects: () =>
      db.selectFrom('subjects').select(['subject_id', 'subject_name']).orderBy('subject_id').execute(),
    findSubject: (id: number) =>
      db
        .selectFrom('subjects')
        .select(['subject_id', 'subject_name'])
        .where('subject_id', '=', id)
        .executeTakeFirst(),
    listTitles: (subjectId: number) =>
      db
        .selectFrom('subject_titles')
        .select(['subject_title_id', 'title_name'])
        .where('subject_id', '=', subjectId)
        .orderBy('subject_title_id')
        .execute(),
    findTitle: (id: number) =>
      db
        .selectFrom('subject_titles')
        .select(['subject_title_id'])
        .where('subject_title_id', '=', id)
        .executeTakeFirst(),
    async listStandards(subjectTitleId: number): Promise<number[]> {
      const rows = await db
        .selectFrom('subject_title_standards')
        .select('standard')
        .where('subject_title_id', '=', subjectTitleId)
        .orderBy('standard')
        .execute();
      return rows.map((r) => r.standard);
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
