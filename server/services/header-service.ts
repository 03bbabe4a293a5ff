import type { HeaderRecord, HeaderSaveRequest } from '../../common/paper-api';
import type { HeaderRow, PapersRepository } from '../db/papers-repository';
import { forbidden, notFound } from '../lib/app-error';
import type { AuthContext } from './auth-service';

export const HEADER_NOT_FOUND = 'Header data not found.';

function presentHeader(row: HeaderRow, userId: number | undefined): HeaderRecord {
  return {
    id: row.id,
    name: row.name,
    styleType: row.style_type as HeaderRecord['styleType'],
    layoutType: row.layout_type as HeaderRecord['layoutType'],
    field1: row.field1,
    field2: row.field2,
    field3: row.field3,
    field4: row.field4,
    field5: row.field5,
    field6: row.field6,
    field7: row.field7,
    field8: row.field8,
    field9: row.field9,
    image: row.image,
    is_own: userId !== undefined && row.owner_id === userId,
  };
}

export function createHeaderService(deps: { papers: PapersRepository }) {
  const { papers } = deps;
  return {
    async listHeaders(auth: AuthContext | undefined): Promise<HeaderRecord[]> {
      const userId = auth?.user.id;
      return (await papers.listHeaders(userId)).map((row) => presentHeader(row, userId));
    },

    async getHeader(auth: AuthContext | undefined, id: number): Promise<HeaderRecord> {
      const row = await papers.findHeader(id);
      if (!row || (row.owner_id !== null && row.owner_id !== auth?.user.id)) throw notFound(HEADER_NOT_FOUND);
      return presentHeader(row, auth?.user.id);
    },

    /** Saves an edited header as the teacher's own template. */
    async saveHeader(auth: AuthContext, input: HeaderSaveRequest): Promise<HeaderRecord> {
      // The column layout has no image (spec: Edit Header).
      const image = input.layoutType === 'column' ? null : (input.image ?? null);
      const row = await papers.insertHeader({
        owner_id: auth.user.id,
        name: input.name,
        style_type: input.styleType,
        layout_type: input.layoutType,
        field1: input.field1 ?? '',
        field2: input.field2 ?? '',
        field3: input.field3 ?? '',
        field4: input.field4 ?? '',
        field5: input.field5 ?? '',
        field6: input.field6 ?? '',
        field7: input.field7 ?? '',
        field8: input.field8 ?? '',
        field9: input.field9 ?? '',
        image,
        created_at: new Date().toISOString(),
      });
      return presentHeader(row, auth.user.id);
    },

    async deleteHeader(auth: AuthContext, id: number): Promise<void> {
      const row = await papers.findHeader(id);
      if (!row || (row.owner_id !== null && row.owner_id !== auth.user.id)) throw notFound(HEADER_NOT_FOUND);
      if (row.owner_id === null) throw forbidden('The shared templates cannot be deleted.');
      await papers.deleteHeader(id);
    },
  };
}

export type HeaderService = ReturnType<typeof createHeaderService>;
