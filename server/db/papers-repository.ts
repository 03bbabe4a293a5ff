import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, HeaderTable, PaperTable } from './schema';

export type PaperRow = Selectable<PaperTable>;
export type HeaderRow = Selectable<HeaderTable>;

export function createPapersRepository(db: Kysely<Database>) {
  return {
    insertPaper: (values: Insertable<PaperTable>) =>
      db.insertInto('papers').values(values).returningAll().executeTakeFirstOrThrow(),

    findPaper: (id: number) => db.selectFrom('papers').selectAll().where('id', '=', id).executeTakeFirst(),

    /** A page of a user's papers, newest first, keyset-paged by id. */
    listPapers(userId: number, options: { type?: string; limit: number; cursor?: number }) {
      let query = db.selectFrom('papers').selectAll().where('user_id', '=', userId);
      if (options.type) query = query.where('type', '=', options.type);
      if (options.cursor) query = query.where('id', '<', options.cursor);
      return query
        .orderBy('id', 'desc')
        .limit(options.limit + 1)
        .execute();
    },

    async countPapers(userId: number, type?: string): Promise<number> {
      let query = db
        .selectFrom('papers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId);
      if (type) query = query.where('type', '=', type);
      const row = await query.executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async deletePaper(id: number): Promise<void> {
      await db.deleteFrom('papers').where('id', '=', id).execute();
    },

    listLogosOfUser: async (userId: number) =>
      (
        await db
          .selectFrom('papers')
          .select('logo')
          .where('user_id', '=', userId)
          .where('logo', 'is not', null)
          .execute()
      ).map((r) => r.logo as string),

    async deletePapersOfUser(userId: number): Promise<void> {
      await db.deleteFrom('papers').where('user_id', '=', userId).execute();
    },

    /** The shared templates and the user's own, shared first. */
    listHeaders: (userId: number | undefined) =>
      db
        .selectFrom('headers')
        .selectAll()
        .where((eb) =>
          userId === undefined
            ? eb('owner_id', 'is', null)
            : eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', userId)]),
        )
        .orderBy('id')
        .limit(200)
        .execute(),

    findHeader: (id: number) => db.selectFrom('headers').selectAll().where('id', '=', id).executeTakeFirst(),

    insertHeader: (values: Insertable<HeaderTable>) =>
      db.insertInto('headers').values(values).returningAll().executeTakeFirstOrThrow(),

    async deleteHeader(id: number): Promise<void> {
      await db.deleteFrom('headers').where('id', '=', id).execute();
    },

    listHeaderImagesOfUser: async (userId: number) =>
      (
        await db
          .selectFrom('headers')
          .select('image')
          .where('owner_id', '=', userId)
          .where('image', 'is not', null)
          .execute()
      ).map((r) => r.image as string),

    async deleteHeadersOfUser(userId: number): Promise<void> {
      await db.deleteFrom('headers').where('owner_id', '=', userId).execute();
    },
  };
}

export type PapersRepository = ReturnType<typeof createPapersRepository>;
