import type { Kysely } from 'kysely';
import { BOARDS, SUBJECTS, SUBJECT_TITLES } from '../../../common/catalogue';
import type { Config } from '../../config';
import type { Database } from '../schema';
import { headerSeed } from './header-seed';
import { questionSeed } from './question-seed';
import { worksheetSeed } from './worksheet-seed';

export interface SeedContext {
  config: Pick<Config, 'dataDir'>;
}

// The seed is idempotent: every step inserts only what is missing, so it runs at every start.
export interface SeedStep {
  name: string;
  run(db: Kysely<Database>, context: SeedContext): Promise<void>;
}

async function seedCatalogue(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const s of SUBJECTS) {
      await trx
        .insertInto('subjects')
        .values({
          subject_id: s.subject_id,
          subject_name: s.subject_name,
          slug: s.slug,
          language: s.language,
        })
        .onConflict((oc) => oc.column('subject_id').doNothing())
        .execute();
    }
    for (const t of SUBJECT_TITLES) {
      await trx
        .insertInto('subject_titles')
        .values({ subject_title_id: t.subject_title_id, subject_id: t.subject_id, title_name: t.title_name })
        .onConflict((oc) => oc.column('subject_title_id').doNothing())
        .execute();
      for (const standard of t.standards) {
        await trx
          .insertInto('subject_title_standards')
          .values({ subject_title_id: t.subject_title_id, standard })
          .onConflict((oc) => oc.columns(['subject_title_id', 'standard']).doNothing())
          .execute();
      }
    }
    for (const board_name of BOARDS) {
      await trx
        .insertInto('boards')
        .values({ board_name })
        .onConflict((oc) => oc.column('board_name').doNothing())
        .execute();
    }
  });
}

export const catalogueSeed: SeedStep = { name: 'catalogue', run: seedCatalogue };

// The question bank needs the catalogue's subjects and titles; the shared worksheets need the bank.
export const SEED_STEPS: SeedStep[] = [catalogueSeed, questionSeed, headerSeed, worksheetSeed];

export async function runSeed(
  db: Kysely<Database>,
  context: SeedContext,
  steps: SeedStep[] = SEED_STEPS,
): Promise<void> {
  for (const step of steps) await step.run(db, context);
}
