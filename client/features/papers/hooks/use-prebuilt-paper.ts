import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SUBJECTS } from '../../../../common/catalogue';
import { randomSeed } from '../../../../common/generators/random';
import {
  QUESTION_TYPES,
  type PaperModel,
  type PaperQuestion,
  type PaperSection,
  type QuestionType,
} from '../../../../common/paper/model';
import type { DrawCounts } from '../../../../common/question-api';
import { errorMessage } from '../../../lib/api-client';
import { drawQuestions } from '../api';
import { canHaveFreshQuestions, mixFreshQuestions } from '../fresh-questions';
import { DEFAULT_COUNTS, standardOf, subjectIdOf, toPaperQuestion } from '../paper-content';
import { useBuilderState, usePaperHeader } from './use-paper-header';
import { useCurrentUser } from './use-current-user';

export type Counts = Required<DrawCounts>;

export interface DrawSettings {
  subject: number;
  standard: number;
  counts: Counts;
  /** Mathematics 1–8: replace part of the drawn questions by freshly generated ones. */
  hasFreshQuestions: boolean;
}

/** The paper on the page: what it was drawn from, its sections, and what the bank lacked. */
export interface PrebuiltPaper {
  subject: number;
  standard: number;
  sections: PaperSection[];
  shortfall: Partial<Record<QuestionType, number>>;
  /** A question was replaced or edited by hand since the draw. */
  isChanged: boolean;
}

/** The pre-built paper: drawn at random from the bank (or reopened from History), then changed by hand. */
export function usePrebuiltPaper() {
  const user = useCurrentUser();
  const state = useBuilderState();
  const chosenHeader = usePaperHeader();
  const reopened = state.paper;
  const [settings, setSettings] = useState<DrawSettings>(() => ({
    subject: subjectIdOf(state.subject) ?? user?.subject ?? SUBJECTS[0]!.subject_id,
    standard: standardOf(state.standard) ?? user?.standard[0] ?? 1,
    counts: DEFAULT_COUNTS,
    hasFreshQuestions: false,
  }));
  const [paper, setPaper] = useState<PrebuiltPaper | undefined>(() =>
    reopened
      ? {
          subject: settings.subject,
          standard: settings.standard,
          sections: reopened.sections,
          shortfall: {},
          isChanged: false,
        }
      : undefined,
  );
  const [isDrawing, setIsDrawing] = useState(false);
  const [drawError, setDrawError] = useState<string>();
  const lastDraw = useRef(0);

  const draw = useCallback(async (from: DrawSettings) => {
    const attempt = ++lastDraw.current;
    setIsDrawing(true);
    setDrawError(undefined);
    try {
      const counts = Object.fromEntries(Object.entries(from.counts).filter(([, n]) => n > 0));
      const reply = await drawQuestions({ subject: from.subject, standard: from.standard, counts });
      const types = QUESTION_TYPES.filter((t) => from.counts[t] > 0);
      const sections = await Promise.all(
        types.map(async (type) => ({
          type,
          questions: await Promise.all((reply.questions[type] ?? []).map(toPaperQuestion)),
        })),
      );
      if (attempt !== lastDraw.current) return;
      const content =
        from.hasFreshQuestions && canHaveFreshQuestions(from.subject, from.standard)
          ? mixFreshQuestions(sections, reply.shortfall, from.counts, from.standard, randomSeed())
          : { sections, shortfall: reply.shortfall };
      setPaper({
        subject: from.subject,
        standard: from.standard,
        sections: content.sections,
        shortfall: content.shortfall,
        isChanged: false,
      });
    } catch (error) {
      if (attempt === lastDraw.current) setDrawError(errorMessage(error, 'Could not draw the questions.'));
    } finally {
      if (attempt === lastDraw.current) setIsDrawing(false);
    }
  }, []);

  const isFirstDrawDone = useRef(false);
  useEffect(() => {
    if (reopened || isFirstDrawDone.current) return;
    isFirstDrawDone.current = true;
    void draw(settings);
  }, [reopened, draw, settings]);

  const changeQuestion = useCallback((questionId: PaperQuestion['id'], next: PaperQuestion) => {
    setPaper(
      (current) =>
        current && {
          ...current,
          isChanged: true,
          sections: current.sections.map((section) => ({
            ...section,
            questions: section.questions.map((q) => (q.id === questionId ? next : q)),
          })),
        },
    );
  }, []);

  const header = reopened?.header ?? chosenHeader.header;
  const model = useMemo<PaperModel | undefined>(
    () =>
      header && paper
        ? { header, instructions: reopened?.instructions, sections: paper.sections, mode: 'paper' }
        : undefined,
    [header, paper, reopened?.instructions],
  );

  return {
    settings,
    setSettings,
    paper,
    model,
    headerError: reopened ? null : chosenHeader.error,
    isDrawing,
    drawError,
    draw,
    changeQuestion,
  };
}
