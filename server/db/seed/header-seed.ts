import { sql, type Kysely } from 'kysely';
import { engineOf } from '../database';
import type { Database } from '../schema';
import type { SeedStep } from './seed';

// The four shared header templates of the spec (ids 1–4), one per layout (DESIGN.md).
const SHARED_HEADERS = [
  {
    id: 1,
    name: 'Classic school paper',
    style_type: 'style1',
    layout_type: 'horizontal',
    field1: 'Shree Saraswati Vidya Mandir',
    field2: 'Half-Yearly Examination 2026',
    field3: 'Subject: Science',
    field4: 'Standard: 8',
    field5: 'Date: ____________',
    field6: 'Time: 2 Hours',
    field7: 'Max. Marks: 50',
  },
  {
    id: 2,
    name: 'Details grid',
    style_type: 'style2',
    layout_type: 'grid',
    field1: 'Institute Name',
    field2: 'Unit Test 1',
    field3: 'Subject Name: Mathematics',
    field4: 'Subject Code: 041',
    field5: 'Date: ____________',
    field6: 'Time: 1 Hour',
    field7: 'Marks: 25',
  },
  {
    id: 3,
    name: 'Centred with rules',
    style_type: 'style3',
    layout_type: 'stacked',
    field1: 'Gyan Jyoti High School',
    field2: 'Annual Examination',
    field3: 'Subject: English',
    field4: 'Class: 6',
    field5: 'Time: 3 Hours',
    field6: 'Total Marks: 80',
    field7: 'Name: ______________________   Roll No.: ________',
  },
  {
    id: 4,
    name: 'College two-column',
    style_type: 'style4',
    layout_type: 'column',
    field1: 'Subject Name: Physics',
    field2: 'Subject Code: 3110018',
    field3: 'Date: ____________',
    field4: 'Time: 10:30 to 1:00',
    field5: 'Total Marks: 70',
    field6: 'Enrollment No.: ____________',
    field7: 'Semester: 2',
    field8: 'Institute Name',
    field9: 'Semester Examination, Winter 2026',
  },
];

async function seedHeaders(db: Kysely<Database>): Promise<void> {
  const created_at = new Date().toISOString();
  for (const header of SHARED_HEADERS) {
    await db
      .insertInto('headers')
      .values({ field8: '', field9: '', ...header, owner_id: null, image: null, created_at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  // Explicit ids do not move PostgreSQL's sequence: move it past them so teachers' templates get new ids.
  if (engineOf(db) === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('headers', 'id'), greatest((select max(id) from headers), 1))`.execute(
      db,
    );
  }
}

export const headerSeed: SeedStep = { name: 'headers', run: seedHeaders };
