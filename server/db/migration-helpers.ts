import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { engineOf } from './database';

// Helpers shared by migrations so that both engines get the same shape.
export function addIdColumn<T extends string>(
  db: Kysely<unknown>,
  table: CreateTableBuilder<T, never>,
  name = 'id',
): CreateTableBuilder<T, never> {
  return engineOf(db) === 'postgres'
    ? table.addColumn(name, 'serial', (col) => col.primaryKey())
    : table.addColumn(name, 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
