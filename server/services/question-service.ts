import { LRUCache } from 'lru-cache';
import { findSubject, findSubjectTitle } from '../../common/catalogue';
import { MARKS_PER_TYPE, QUESTION_TYPES, type QuestionType } from '../../common/paper/model';
import type { QuestionCreate } from '../../common/question';
import {
  QuestionList,
  type ChapterItem,
  type QuestionItem,
  type QuestionListQuery,
  type RandomDrawReply,
  type RandomDrawRequest,
} from '../../common/question-api';
import type { ChaptersRepository } from '../db/chapters-repository';
import type { NewQuestion, QuestionsRepository, ViewerId } from '../db/questions-repository';
import { badRequest, forbidden, notFound, unauthorized } from '../lib/app-error';
import { serializerFor } from '../lib/reply-serializer';
import type { Uploads } from '../lib/uploads';
import { toChapterItem, toQuestionItem } from './question-presenter';

export interface QuestionServiceDeps {
  questions: QuestionsRepository;
  chapters: ChaptersRepository;
  uploads: Uploads;
  now?: () => Date;
  /** Where a random draw starts on the random_key line, in [0, 1). */
  random?: () => number;
}

/**
 * A page of the question list: at most `limit` questions, as the JSON array the API sends, and the
 * cursor of the next page. Kept pages hold only these bytes (outside the JavaScript heap): a page of
 * 100 question objects kept alive costs the garbage collector on every pass, the bytes nothing.
 */
export interface QuestionPage {
  readonly json: Buffer;
  readonly count: number;
  readonly nextCursor: string | undefined;
}
const serializeItems = serializerFor(QuestionList);

/**
 * Pages of the question list are kept until a question changes through this service, or for
 * LIST_CACHE_TTL_MS at most, which bounds how long a change made outside this process (another server
 * process, `npm run seed:bulk`) can go unseen.
 */
export const LIST_CACHE_TTL_MS = 30_000;
/** At most this many questions are kept in cached pages (with their JSON, a few MB). */
const LIST_CACHE_MAX_QUESTIONS = 5_000;

export const QUESTION_NOT_FOUND = 'Question not found.';
const SHARED_IS_READ_ONLY =
  'Questions of the shared bank cannot be changed. Add a question of your own instead.';

type QuestionColumns = Omit<NewQuestion, 'random_key' | 'created_at' | 'updated_at' | 'owner_id'>;
const nfc = (text: string) => text.normalize('NFC');

// The question bank: the shared questions for everyone, and each teacher's own questions for them alone.
export function createQuestionService(deps: QuestionServiceDeps) {
  const { questions, chapters, uploads } = deps;
  const now = deps.now ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const pages = new LRUCache<string, QuestionPage>({
    max: 1000,
    maxSize: LIST_CACHE_MAX_QUESTIONS,
    sizeCalculation: (page) => page.count + 1,
    ttl: LIST_CACHE_TTL_MS,
  });
  /** Counts the changes to the bank, so that a page read before a change is not kept after it. */
  let generation = 0;
  const changed = () => {
    generation += 1;
    pages.clear();
  };

  /** Checks what the schema cannot (ids that must exist and fit together) and shapes the columns. */
  async function columnsOf(input: QuestionCreate): Promise<QuestionColumns> {
    const subject = findSubject(input.subject);
    if (!subject) throw badRequest('There is no such subject.', 'subject');
    let subjectTitleId = input.subject_title ?? null;
    const chapterId = input.chapter ?? null;
    if (chapterId !== null) {
      const chapter = await chapters.findChapter(chapterId);
      if (!chapter || chapter.subject_id !== input.subject || chapter.standard !== input.standard) {
        throw badRequest('This chapter is not a chapter of the subject and standard.', 'chapter');
      }
      if (
        subjectTitleId !== null &&
        chapter.subject_title_id !== null &&
        subjectTitleId !== chapter.subject_title_id
      ) {
        throw badRequest('The chapter belongs to another subject title.', 'subject_title');
      }
      subjectTitleId ??= chapter.subject_title_id;
    }
    if (subjectTitleId !== null) {
      const title = findSubjectTitle(subjectTitleId);
      if (!title || title.subject_id !== input.subject || !title.standards.includes(input.standard)) {
        throw badRequest('This subject title is not taught in this subject and standard.', 'subject_title');
      }
    }
    const imageUrl = input.image_url ?? null;
    if (imageUrl !== null && !(await uploads.findUpload(imageUrl))) {
      throw badRequest('The image was not found. Please upload it again.', 'image_url');
    }
    const isMcq = input.type === 'mcq';
    const points = 'points' in input && input.points?.length ? input.points.map(nfc) : null;
    return {
      type: input.type,
      question: nfc(input.question),
      options: isMcq ? JSON.stringify(input.options.map(nfc)) : null,
      answer_index: isMcq ? input.answer : null,
      answer_text: isMcq || !input.answer ? null : nfc(input.answer),
      points: points ? JSON.stringify(points) : null,
      marks: input.marks ?? MARKS_PER_TYPE[input.type],
      difficulty: input.difficulty,
      language: input.language ?? subject.language,
      subject_id: input.subject,
      subject_title_id: subjectTitleId,
      standard: input.standard,
      chapter_id: chapterId,
      image_url: imageUrl,
    };
  }

  /** A teacher's own question, for a change: another teacher's is not found, a shared one is read-only. */
  async function findOwn(questionId: number, ownerId: number) {
    const row = await questions.findQuestion(questionId, ownerId);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    if (row.owner_id !== ownerId) throw forbidden(SHARED_IS_READ_ONLY);
    return row;
  }

  /** Deletes an uploaded image once no question shows it any more. */
  async function releaseImage(imageUrl: string | null): Promise<void> {
    if (imageUrl && !(await questions.isImageUsed(imageUrl))) await uploads.deleteUpload(imageUrl);
  }

  async function getQuestion(questionId: number, viewerId: ViewerId): Promise<QuestionItem> {
    const row = await questions.findQuestion(questionId, viewerId);
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    return toQuestionItem(row, viewerId);
  }

  return {
    getQuestion,

    /**
     * A page of the list; the same query by the same viewer gets the same page until the bank changes,
     * unless `fresh` asks for it to be read again.
     */
    async listQuestions(
      query: QuestionListQuery,
      viewerId: ViewerId,
      options: { fresh?: boolean } = {},
    ): Promise<QuestionPage> {
      if (query.owner === 'me' && viewerId === undefined) throw unauthorized('Please log in first.');
      // The parsed query's keys come in the schema's order, so equal queries give equal keys.
      const key = JSON.stringify([viewerId ?? null, query]);
      // A fresh read passes the kept pages by and leaves none behind: the next read goes to the
      // database too. (Keeping every fresh page would turn them over as fast as they are asked for.)
      if (options.fresh) pages.delete(key);
      else {
        const cached = pages.get(key);
        if (cached) return cached;
      }
      const readAt = generation;
      const { limit, cursor, ...filters } = query;
      const { rows, resumeAfter } = await questions.listQuestions({
        filters,
        viewerId,
        after: cursor === undefined ? undefined : Number(cursor),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      // A full page goes on after its last question; a search that stopped early, after where it stopped.
      const next = rows.length > limit && last ? last.question_id : resumeAfter;
      const result: QuestionPage = {
        json: Buffer.from(serializeItems(page.map((row) => toQuestionItem(row, viewerId)))),
        count: page.length,
        nextCursor: next === undefined ? undefined : String(next),
      };
      if (readAt === generation && !options.fresh) pages.set(key, result);
      return result;
    },

    async createQuestion(input: QuestionCreate, ownerId: number): Promise<QuestionItem> {
      const at = now().toISOString();
      const questionId = await questions.insertQuestion({
        ...(await columnsOf(input)),
        owner_id: ownerId,
        random_key: random(),
        created_at: at,
        updated_at: at,
      });
      changed();
      return getQuestion(questionId, ownerId);
    },

    async updateQuestion(questionId: number, input: QuestionCreate, ownerId: number): Promise<QuestionItem> {
      const current = await findOwn(questionId, ownerId);
      const columns = await columnsOf(input);
      await questions.updateOwnQuestion(questionId, ownerId, { ...columns, updated_at: now().toISOString() });
      changed();
      if (current.image_url !== columns.image_url) await releaseImage(current.image_url);
      return getQuestion(questionId, ownerId);
    },

    async deleteQuestion(questionId: number, ownerId: number): Promise<void> {
      const current = await findOwn(questionId, ownerId);
      await questions.deleteOwnQuestion(questionId, ownerId);
      changed();
      await releaseImage(current.image_url);
    },

    /** Account deletion: the teacher's questions and the images only they used. */
    async deleteQuestionsOfOwner(ownerId: number): Promise<void> {
      const imageUrls = await questions.deleteQuestionsOfOwner(ownerId);
      changed();
      for (const imageUrl of imageUrls) await releaseImage(imageUrl);
    },

    async drawQuestions(request: RandomDrawRequest, viewerId: ViewerId): Promise<RandomDrawReply> {
      if (!findSubject(request.subject)) throw badRequest('There is no such subject.', 'subject');
      const exclude = [...new Set(request.exclude ?? [])];
      const slices = QUESTION_TYPES.flatMap((type) => {
        const count = request.counts[type] ?? 0;
        return count === 0
          ? []
          : [{ subject: request.subject, standard: request.standard, type, count, exclude, start: random() }];
      });
      const drawnIds = await questions.drawQuestionIds(slices, viewerId);
      const drawn = slices.map((slice, i): [QuestionType, number[]] => [slice.type, drawnIds[i]!]);
      const shortfall: RandomDrawReply['shortfall'] = {};
      for (const [type, ids] of drawn) {
        const count = request.counts[type] ?? 0;
        if (ids.length < count) shortfall[type] = count - ids.length;
      }
      const rows = await questions.findQuestions(
        drawn.flatMap(([, ids]) => ids),
        viewerId,
      );
      const byId = new Map(rows.map((row) => [row.question_id, row]));
      const grouped: RandomDrawReply['questions'] = {};
      for (const [type, ids] of drawn) {
        grouped[type] = ids.flatMap((id) => {
          const row = byId.get(id);
          return row ? [toQuestionItem(row, viewerId)] : [];
        });
      }
      return { questions: grouped, shortfall };
    },

    async listChapters(subjectId: number, standard: number): Promise<ChapterItem[]> {
      return (await chapters.listChapters(subjectId, standard)).map(toChapterItem);
    },
  };
}

export type QuestionService = ReturnType<typeof createQuestionService>;
