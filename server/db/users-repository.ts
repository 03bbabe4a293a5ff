import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, EmailCodeTable, UserTable } from './schema';

export type UserRow = Selectable<UserTable>;
export type EmailCodeRow = Selectable<EmailCodeTable>;

// The SQL of accounts: users, sessions and emailed codes.
export function createUsersRepository(db: Kysely<Database>) {
  return {
    findUserById: (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findUserByUsername: (username: string) =>
      db
        .selectFrom('users')
        .selectAll()
        .where('username_key', '=', username.toLowerCase())
        .executeTakeFirst(),

    findUserByEmail: (email: string) =>
      db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst(),

    async insertUser(values: Insertable<UserTable>): Promise<UserRow> {
      return db.insertInto('users').values(values).returningAll().executeTakeFirstOrThrow();
    },

    async updateUser(id: number, values: Updateable<UserTable>): Promise<void> {
      await db.updateTable('users').set(values).where('id', '=', id).execute();
    },

    async deleteUser(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
        await trx.deleteFrom('email_codes').where('user_id', '=', id).execute();
        await trx.deleteFrom('users').where('id', '=', id).execute();
      });
    },

    async insertSession(values: {
      user_id: number;
      token_hash: string;
      created_at: string;
      expires_at: string;
    }) {
      await db.insertInto('sessions').values(values).execute();
    },

    findSession: (tokenHash: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .selectAll('users')
        .select(['sessions.id as session_id', 'sessions.expires_at as session_expires_at'])
        .where('sessions.token_hash', '=', tokenHash)
        .executeTakeFirst(),

    async deleteSession(sessionId: number): Promise<void> {
      await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
    },

    /** Revokes every session of a user, except one when given. */
    async deleteSessionsOfUser(userId: number, exceptSessionId?: number): Promise<void> {
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
      await query.execute();
    },

    latestCode: (userId: number, purpose: EmailCodeRow['purpose']) =>
      db
        .selectFrom('email_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    async replaceCode(values: Insertable<EmailCodeTable>): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('email_codes')
          .where('user_id', '=', values.user_id)
          .where('purpose', '=', values.purpose)
          .execute();
        await trx.insertInto('email_codes').values(values).execute();
      });
    },

    async countCodeAttempt(codeId: number): Promise<void> {
      await db
        .updateTable('email_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', codeId)
        .execute();
    },

    async markCodeUsed(codeId: number, at: string): Promise<void> {
      await db.updateTable('email_codes').set({ used_at: at }).where('id', '=', codeId).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
