import type {
  Expression,
  ExpressionBuilder,
  Insertable,
  Kysely,
  Selectable,
  SqlBool,
  Updateable,
} from 'kysely';
import type { QuestionType } from '../../common/paper/model';
import type { Engine } from './database';
import {
  createQuestionSearch,
  searchWords,
  type QuestionFilter,
  type SearchOptions,
} from './question-search';
import type { Database, QuestionTable } from './schema';

export type QuestionRow = Omit<
  Selectable<QuestionTable>,
  'seed_key' | 'random_key' | 'created_at' | 'updated_at'
> & {
  chapter_name: string | null;
};
export type NewQuestion = Insertable<QuestionTable>;
export type QuestionChanges = Updateable<QuestionTable>;

/** Who is looking: a signed-in teacher also sees their own questions, never another teacher's. */
export type ViewerId = number | undefined;

export interface QuestionFilters {
  type?: QuestionType;
  subject?: number;
  subject_title?: number;
  standard?: number;
  chapter?: number;
  difficulty?: QuestionTable['difficulty'];
  language?: QuestionTable['language'];
  q?: string;
  owner?: 'me' | 'shared';
}

export interface DrawSlice {
  subject: number;
  standard: number;
  type: QuestionType;
  count: number;
  /** Where on the random_key line the draw starts, in [0, 1). */
  start: number;
  exclude: number[];
}

// Explicit columns: what a reply shows (never the PostgreSQL tsvector, the seed's bookkeeping or the times).
const COLUMNS = [
  'questions.question_id',
  'questions.type',
  'questions.question',
  'questions.options',
  'questions.answer_index',
  'questions.answer_text',
  'questions.points',
  'questions.marks',
  'questions.difficulty',
  'questions.language',
  'questions.subject_id',
  'questions.subject_title_id',
  'questions.standard',
  'questions.chapter_id',
  'questions.image_url',
  'questions.owner_id',
] as const;

const visibleTo = (viewerId: ViewerId) => (eb: ExpressionBuilder<Database, 'questions'>) =>
  viewerId === undefined
    ? eb('questions.owner_id', 'is', null)
    : eb.or([eb('questions.owner_id', 'is', null), eb('questions.owner_id', '=', viewerId)]);

/** A list's filters: what the viewer may see, the catalogue filters, and the page's start. */
function listFilter(f: QuestionFilters, viewerId: ViewerId, after: number | undefined): QuestionFilter {
  return (eb) => {
    const terms: Array<Expression<SqlBool>> = [visibleTo(viewerId)(eb)];
    if (f.type) terms.push(eb('questions.type', '=', f.type));
    if (f.subject) terms.push(eb('questions.subject_id', '=', f.subject));
    if (f.subject_title) terms.push(eb('questions.subject_title_id', '=', f.subject_title));
    if (f.standard) terms.push(eb('questions.standard', '=', f.standard));
    if (f.chapter) terms.push(eb('questions.chapter_id', '=', f.chapter));
    if (f.difficulty) terms.push(eb('questions.difficulty', '=', f.difficulty));
    if (f.language) terms.push(eb('questions.language', '=', f.language));
    if (f.owner === 'shared') terms.push(eb('questions.owner_id', 'is', null));
    if (f.owner === 'me') terms.push(eb('questions.owner_id', '=', viewerId ?? -1));
    if (after !== undefined) terms.push(eb('questions.question_id', '>', after));
    return eb.and(terms);
  };
}

// The SQL of the question bank. Lists are keyset-paged on question_id: each page is an index range.
export function createQuestionsRepository(
  db: Kysely<Database>,
  engine: Engine,
  options: { search?: SearchOptions } = {},
) {
  const search = createQuestionSearch(db, engine, options.search);
  const fromQuestions = () =>
    db
      .selectFrom('questions')
      .leftJoin('chapters', 'chapters.chapter_id', 'questions.chapter_id')
      .select(COLUMNS)
      .select('chapters.name as chapter_name');
  const selectQuestions = (viewerId: ViewerId) => fromQuestions().where(visibleTo(viewerId));

  return {
    /**
     * A page of questions after `after`, at most `limit`. `resumeAfter` is set when a search stopped
     * early with a short page: the next page goes on after that id.
     */
    async listQuestions(page: {
      filters: QuestionFilters;
      viewerId: ViewerId;
      after: number | undefined;
      limit: number;
    }): Promise<{ rows: QuestionRow[]; resumeAfter?: number }> {
      const { filters, viewerId, after, limit } = page;
      const filter = listFilter(filters, viewerId, after);
      const query = fromQuestions().where(filter);
      const words = filters.q ? searchWords(filters.q) : [];
      if (words.length === 0) {
        return { rows: await query.orderBy('questions.question_id').limit(limit).execute() };
      }
      return search.page({ query, filter, words, after, limit });
    },

    findQuestion: (questionId: number, viewerId: ViewerId): Promise<QuestionRow | undefined> =>
      selectQuestions(viewerId).where('questions.question_id', '=', questionId).executeTakeFirst(),

    findQuestions: (questionIds: number[], viewerId: ViewerId): Promise<QuestionRow[]> =>
      questionIds.length === 0
        ? Promise.resolve([])
        : selectQuestions(viewerId).where('questions.question_id', 'in', questionIds).execute(),

    /**
     * For each slice, up to `count` ids of its type, walking the (subject, standard, type,
     * random_key) index from a random point and wrapping round to its start: a few index reads,
     * however large the bank. Every slice is drawn in one statement (a UNION ALL of one bounded walk
     * per type), and one more for the slices that came short before the wrap, so a paper's draw
     * waits for the database twice at most, not once or twice per type.
     */
    async drawQuestionIds(slices: DrawSlice[], viewerId: ViewerId): Promise<number[][]> {
      const walk = (slice: DrawSlice, side: '>=' | '<', count: number) => {
        let query = db
          .selectFrom('questions')
          .select(['question_id', 'type', 'random_key'])
          .where('subject_id', '=', slice.subject)
          .where('standard', '=', slice.standard)
          .where('type', '=', slice.type)
          .where('random_key', side, slice.start)
          .where(visibleTo(viewerId));
        if (slice.exclude.length > 0) query = query.where('question_id', 'not in', slice.exclude);
        // Wrapped, because a member of a compound select may not have its own ORDER BY and LIMIT.
        return db.selectFrom(query.orderBy('random_key').limit(count).as('walk')).selectAll();
      };
      const drawn = slices.map((): number[] => []);
      const take = async (side: '>=' | '<') => {
        const walks = slices.flatMap((slice, i) => {
          const wanted = slice.count - drawn[i]!.length;
          return wanted > 0 ? [walk(slice, side, wanted)] : [];
        });
        if (walks.length === 0) return;
        const rows = await walks.reduce((all, one) => all.unionAll(one)).execute();
        rows.sort((a, b) => a.random_key - b.random_key);
        for (const row of rows)
          drawn[slices.findIndex((slice) => slice.type === row.type)]!.push(row.question_id);
      };
      await take('>=');
      await take('<');
      return drawn;
    },

    async insertQuestion(values: NewQuestion): Promise<number> {
      const row = await db
        .insertInto('questions')
        .values(values)
        .returning('question_id')
        .executeTakeFirstOrThrow();
      return row.question_id;
    },

    async updateOwnQuestion(questionId: number, ownerId: number, values: QuestionChanges): Promise<boolean> {
      const result = await db
        .updateTable('questions')
        .set(values)
        .where('question_id', '=', questionId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async deleteOwnQuestion(questionId: number, ownerId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('questions')
        .where('question_id', '=', questionId)
        .where('owner_id', '=', ownerId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** Deletes every question of a teacher and answers the images they used. */
    async deleteQuestionsOfOwner(ownerId: number): Promise<string[]> {
      const rows = await db
        .deleteFrom('questions')
        .where('owner_id', '=', ownerId)
        .returning('image_url')
        .execute();
      return [...new Set(rows.flatMap((row) => (row.image_url ? [row.image_url] : [])))];
    },

    async isImageUsed(imageUrl: string): Promise<boolean> {
      const row = await db
        .selectFrom('questions')
        .select('question_id')
        .where('image_url', '=', imageUrl)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type QuestionsRepository = ReturnType<typeof createQuestionsRepository>;
