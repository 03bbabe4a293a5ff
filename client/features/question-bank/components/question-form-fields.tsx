import { Fieldset, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { findSubject, STANDARDS, SUBJECTS } from '../../../../common/catalogue';
import { MARKS_PER_TYPE, QUESTION_TYPES, QuestionType } from '../../../../common/paper/model';
import {
  DIFFICULTIES,
  Difficulty,
  LANGUAGES,
  MARKS_MAX,
  QUESTION_TEXT_MAX,
  QuestionLanguage,
} from '../../../../common/question';
import type { ChapterItem } from '../../../../common/question-api';
import { DIFFICULTY_LABELS, LANGUAGE_LABELS, TYPE_LABELS } from '../question-labels';
import { titlesFor, valuesForType } from '../question-form-values';
import { AnswerFields } from './answer-fields';
import { LEGEND_STYLES, type QuestionForm } from './form-parts';
import { QuestionImageField } from './question-image-field';

const SUBJECT_OPTIONS = SUBJECTS.map((s) => ({ value: String(s.subject_id), label: s.subject_name }));
const STANDARD_OPTIONS = STANDARDS.map((n) => ({ value: String(n), label: `Standard ${n}` }));
const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));
const LANGUAGE_OPTIONS = LANGUAGES.map((l) => ({ value: l, label: LANGUAGE_LABELS[l] }));

interface QuestionFormFieldsProps {
  form: QuestionForm;
  chapters: ChapterItem[];
  isChaptersError: boolean;
}

export function QuestionFormFields({ form, chapters, isChaptersError }: QuestionFormFieldsProps) {
  const { values } = form;
  const titles = titlesFor(values.subject, values.standard);
  const chapterChoices = chapters.filter(
    (c) =>
      !values.subject_title || c.subject_title === null || String(c.subject_title) === values.subject_title,
  );
  const hasChapterChoice = Boolean(values.subject && values.standard);

  const onSubject = (subject: string | null) =>
    form.setValues({
      subject,
      subject_title: null,
      chapter: null,
      language: (subject && findSubject(Number(subject))?.language) || values.language,
    });
  const onStandard = (standard: string | null) => {
    const isTitleKept = titlesFor(values.subject, standard).some(
      (t) => String(t.subject_title_id) === values.subject_title,
    );
    form.setValues({ standard, chapter: null, subject_title: isTitleKept ? values.subject_title : null });
  };
  const onSubjectTitle = (title: string | null) => {
    const chapter = chapters.find((c) => String(c.chapter_id) === values.chapter);
    const isChapterKept =
      !title || !chapter || chapter.subject_title === null || String(chapter.subject_title) === title;
    form.setValues({ subject_title: title, chapter: isChapterKept ? values.chapter : null });
  };
  const onChapter = (chapterId: string | null) => {
    const chapter = chapters.find((c) => String(c.chapter_id) === chapterId);
    const title = values.subject_title ?? (chapter?.subject_title ? String(chapter.subject_title) : null);
    form.setValues({ chapter: chapterId, subject_title: title });
  };

  return (
    <Stack gap="md">
      <Fieldset legend="Where it belongs" variant="unstyled" styles={LEGEND_STYLES}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            size="md"
            label="Subject"
            data={SUBJECT_OPTIONS}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('subject')}
            onChange={onSubject}
          />
          <Select
            size="md"
            label="Subject title"
            placeholder={values.subject ? 'Any title' : 'Choose a subject first'}
            data={titles.map((t) => ({ value: String(t.subject_title_id), label: t.title_name }))}
            disabled={!values.subject}
            clearable
            {...form.getInputProps('subject_title')}
            onChange={onSubjectTitle}
          />
          <Select
            size="md"
            label="Standard"
            data={STANDARD_OPTIONS}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('standard')}
            onChange={onStandard}
          />
          <Select
            size="md"
            label="Chapter"
            placeholder={hasChapterChoice ? 'No chapter' : 'Choose subject and standard'}
            data={chapterChoices.map((c) => ({ value: String(c.chapter_id), label: c.name }))}
            disabled={!hasChapterChoice}
            searchable
            clearable
            nothingFoundMessage="No chapters yet"
            {...form.getInputProps('chapter')}
            error={form.errors.chapter ?? (isChaptersError ? 'Could not load the chapters.' : undefined)}
            onChange={onChapter}
          />
        </SimpleGrid>
      </Fieldset>

      <Fieldset legend="The question" variant="unstyled" styles={LEGEND_STYLES}>
        <Stack gap="sm">
          <SimpleGrid cols={2} spacing="sm">
            <Select
              size="md"
              label="Type"
              data={TYPE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('type')}
              onChange={(type) => type && form.setValues(valuesForType(values, QuestionType.parse(type)))}
            />
            <Select
              size="md"
              label="Difficulty"
              data={DIFFICULTY_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('difficulty')}
              onChange={(d) => d && form.setFieldValue('difficulty', Difficulty.parse(d))}
            />
            <Select
              size="md"
              label="Language"
              data={LANGUAGE_OPTIONS}
              allowDeselect={false}
              {...form.getInputProps('language')}
              onChange={(l) => l && form.setFieldValue('language', QuestionLanguage.parse(l))}
            />
            <NumberInput
              size="md"
              label="Marks"
              placeholder={String(MARKS_PER_TYPE[values.type])}
              min={0}
              max={MARKS_MAX}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('marks')}
            />
          </SimpleGrid>
          <Textarea
            size="md"
            label="Question"
            withAsterisk
            autosize
            minRows={3}
            maxRows={12}
            maxLength={QUESTION_TEXT_MAX}
            description={
              values.type === 'blank' ? 'Write the blank as ______ (three or more underscores).' : undefined
            }
            {...form.getInputProps('question')}
          />
          <QuestionImageField
            value={values.image_url}
            error={form.errors.image_url}
            onChange={(url) => form.setFieldValue('image_url', url)}
            onError={(message) => form.setFieldError('image_url', message)}
          />
        </Stack>
      </Fieldset>

      <AnswerFields form={form} />
    </Stack>
  );
}
