import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  MARKS_PER_TYPE,
  QUESTION_TYPES,
  type PaperHeader,
  type PaperImage,
  type PaperModel,
  type QuestionType,
} from '../../../../common/paper/model';
import type { QuestionItem } from '../../../../common/question-api';
import { loadPaperImage, standardOf, subjectIdOf } from '../paper-content';
import {
  DEFAULT_COLLEGE_NAME,
  DEFAULT_EXAM_NAME,
  DEFAULT_IS_EDITED,
  defaultSections,
  fromPaperSection,
  printedQuestion,
  readCustomPaper,
  writeCustomPaper,
  type QuestionSection,
  type SelectedQuestion,
  type StoredCustomPaper,
} from '../storage';
import { useBuilderState, usePaperHeader } from './use-paper-header';

/** Which header fields carry the college and exam names (the column layout has its own two). */
const nameFieldsOf = (header: PaperHeader) =>
  header.layoutType === 'column' ? (['field8', 'field9'] as const) : (['field1', 'field2'] as const);

/** A bank question as the selection keeps it; its image (if any) is measured by the caller. */
function toSelectedQuestion(item: QuestionItem, image?: PaperImage): SelectedQuestion {
  return {
    question_id: item.question_id,
    type: item.type,
    question: item.question,
    options: item.options,
    image_url: item.image_url,
    image,
    marks: item.marks !== MARKS_PER_TYPE[item.type] ? item.marks : undefined,
    answer: item.answer ?? undefined,
    points: item.points?.length ? item.points : undefined,
    subject: item.subject,
    standard: item.standard,
  };
}

/** The custom paper: the selection and the names, kept in local storage; the header from Edit Header. */
export function useCustomPaper() {
  const state = useBuilderState();
  const location = useLocation();
  const navigate = useNavigate();
  const chosen = usePaperHeader();
  const [stored, setStored] = useState<StoredCustomPaper>(readCustomPaper);

  useEffect(() => writeCustomPaper(stored), [stored]);

  // A saved paper reopened from History, or a header chosen in Edit Header, is taken in once (state
  // adjusted while rendering); the navigation state is then rewritten so that a reload keeps the
  // teacher's later changes instead of taking the paper or the header's names in again.
  const { paper: reopened, subject, standard } = state;
  const header = reopened?.header ?? state.paperHeader ?? chosen.header;
  const takeInKey =
    !state.isNamesApplied && header && (reopened || chosen.isFromEditHeader) ? location.key : null;
  const [takenInKey, setTakenInKey] = useState<string | null>(null);
  if (takeInKey && header && takenInKey !== takeInKey) {
    setTakenInKey(takeInKey);
    const [collegeField, examField] = nameFieldsOf(header);
    setStored((current) => ({
      sections: reopened
        ? reopened.sections.map((s) => fromPaperSection(s, subjectIdOf(subject), standardOf(standard)))
        : current.sections,
      collegeName:
        reopened || !current.isEdited.college
          ? header[collegeField] || current.collegeName
          : current.collegeName,
      examName: reopened || !current.isEdited.exam ? header[examField] || current.examName : current.examName,
      isEdited: reopened ? { college: true, exam: true } : current.isEdited,
    }));
  }
  useEffect(() => {
    if (!takenInKey || takenInKey !== location.key || state.isNamesApplied || !header) return;
    const { paper: _paper, ...rest } = state;
    void navigate(location.pathname, {
      replace: true,
      state: { ...rest, paperHeader: header, isNamesApplied: true },
    });
  }, [takenInKey, location.key, location.pathname, state, header, navigate]);

  const toggleQuestion = useCallback(async (item: QuestionItem) => {
    // Only a question with an image waits (for its size); the others are ticked at once.
    const image = item.image_url ? await loadPaperImage(item.image_url) : undefined;
    setStored((current) => {
      const sections = current.sections.some((s) => s.type === item.type)
        ? current.sections
        : [...current.sections, { type: item.type, questions: [] }].sort(
            (a, b) => QUESTION_TYPES.indexOf(a.type) - QUESTION_TYPES.indexOf(b.type),
          );
      return {
        ...current,
        sections: sections.map((section) => {
          if (section.type !== item.type) return section;
          const isPicked = section.questions.some((q) => q.question_id === item.question_id);
          return {
            ...section,
            questions: isPicked
              ? section.questions.filter((q) => q.question_id !== item.question_id)
              : [...section.questions, toSelectedQuestion(item, image)],
          };
        }),
      };
    });
  }, []);

  const clearType = useCallback((type: QuestionType) => {
    setStored((current) => ({
      ...current,
      sections: current.sections.map((s) => (s.type === type ? { ...s, questions: [] } : s)),
    }));
  }, []);

  const resetAll = useCallback(() => {
    setStored({
      sections: defaultSections(),
      collegeName: DEFAULT_COLLEGE_NAME,
      examName: DEFAULT_EXAM_NAME,
      isEdited: DEFAULT_IS_EDITED,
    });
  }, []);

  const setCollegeName = useCallback((collegeName: string) => {
    setStored((c) => ({ ...c, collegeName, isEdited: { ...c.isEdited, college: true } }));
  }, []);
  const setExamName = useCallback((examName: string) => {
    setStored((c) => ({ ...c, examName, isEdited: { ...c.isEdited, exam: true } }));
  }, []);

  const model = useMemo<PaperModel | undefined>(() => {
    if (!header) return undefined;
    const [collegeField, examField] = nameFieldsOf(header);
    return {
      header: {
        ...header,
        [collegeField]: stored.collegeName.slice(0, 300),
        [examField]: stored.examName.slice(0, 300),
      },
      sections: stored.sections.map((s) => ({ type: s.type, questions: s.questions.map(printedQuestion) })),
      mode: 'paper',
    };
  }, [header, stored]);

  return {
    ...stored,
    model,
    headerError: chosen.error,
    toggleQuestion,
    clearType,
    resetAll,
    setCollegeName,
    setExamName,
  };
}

export type CustomPaper = ReturnType<typeof useCustomPaper>;
export type { QuestionSection };
