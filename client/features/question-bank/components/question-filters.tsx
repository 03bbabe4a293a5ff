import {
  Button,
  Collapse,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue, useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { STANDARDS, SUBJECTS } from '../../../../common/catalogue';
import { QUESTION_TYPES } from '../../../../common/paper/model';
import { DIFFICULTIES } from '../../../../common/question';
import { SEARCH_TEXT_MAX } from '../../../../common/question-api';
import type { QuestionFilters } from '../api';
import { useChapters, type FilterKey } from '../hooks';
import { DIFFICULTY_LABELS, TYPE_LABELS } from '../question-labels';

const SEARCH_DELAY_MS = 300;
const NARROW_QUERY = '(max-width: 48em)';

const SUBJECT_OPTIONS = SUBJECTS.map((s) => ({ value: String(s.subject_id), label: s.subject_name }));
const STANDARD_OPTIONS = STANDARDS.map((n) => ({ value: String(n), label: `Standard ${n}` }));
const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));
const DIFFICULTY_OPTIONS = DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }));
const OWNER_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'me', label: 'Mine' },
  { value: 'shared', label: 'Shared' },
];

interface QuestionFiltersProps {
  filters: QuestionFilters;
  onChange(patch: Partial<Record<FilterKey, string | number | null>>): void;
}

const asValue = (value: string | number | undefined) => (value === undefined ? null : String(value));

export function QuestionFilterBar({ filters, onChange }: QuestionFiltersProps) {
  const chapters = useChapters(filters.subject, filters.standard);
  const [search, setSearch] = useState(filters.q ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const hasChapterChoice = Boolean(filters.subject && filters.standard);
  const hasFilters = Object.values(filters).some((v) => v !== undefined);
  // On a phone the five selects would push the list off the screen: they fold behind a button.
  const isNarrow = useMediaQuery(NARROW_QUERY, window.matchMedia(NARROW_QUERY).matches, {
    getInitialValueInEffect: false,
  });
  const [isOpen, { toggle }] = useDisclosure(false);
  const choiceCount = [
    filters.subject,
    filters.standard,
    filters.chapter,
    filters.type,
    filters.difficulty,
  ].filter((v) => v !== undefined).length;

  useEffect(() => {
    if (debouncedSearch !== (filters.q ?? '')) onChange({ q: debouncedSearch });
    // Only a settled search writes the address; the address changing does not re-run this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const clearAll = () => {
    setSearch('');
    onChange({
      subject: null,
      standard: null,
      chapter: null,
      type: null,
      difficulty: null,
      owner: null,
      q: null,
    });
  };

  return (
    <Stack gap="sm" component="section" aria-label="Filters">
      <TextInput
        label="Search"
        placeholder="Search the question text"
        type="search"
        value={search}
        maxLength={SEARCH_TEXT_MAX}
        onChange={(event) => setSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        size="md"
      />
      <Collapse expanded={!isNarrow || isOpen} id="question-filter-fields">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3, lg: 5 }} spacing="sm">
          <Select
            size="md"
            label="Subject"
            placeholder="Any subject"
            data={SUBJECT_OPTIONS}
            value={asValue(filters.subject)}
            onChange={(value) => onChange({ subject: value, chapter: null })}
            clearable
          />
          <Select
            size="md"
            label="Standard"
            placeholder="Any standard"
            data={STANDARD_OPTIONS}
            value={asValue(filters.standard)}
            onChange={(value) => onChange({ standard: value, chapter: null })}
            clearable
          />
          <Select
            size="md"
            label="Chapter"
            placeholder={
              !filters.subject ? 'Choose subject' : !filters.standard ? 'Choose standard' : 'Any chapter'
            }
            data={(chapters.data ?? []).map((c) => ({ value: String(c.chapter_id), label: c.name }))}
            value={asValue(filters.chapter)}
            onChange={(value) => onChange({ chapter: value })}
            disabled={!hasChapterChoice}
            error={chapters.error ? 'Could not load the chapters.' : undefined}
            nothingFoundMessage="No chapters yet"
            searchable
            clearable
          />
          <Select
            size="md"
            label="Type"
            placeholder="Any type"
            data={TYPE_OPTIONS}
            value={asValue(filters.type)}
            onChange={(value) => onChange({ type: value })}
            clearable
          />
          <Select
            size="md"
            label="Difficulty"
            placeholder="Any difficulty"
            data={DIFFICULTY_OPTIONS}
            value={asValue(filters.difficulty)}
            onChange={(value) => onChange({ difficulty: value })}
            clearable
          />
        </SimpleGrid>
      </Collapse>
      <Group justify={isNarrow ? 'flex-start' : 'space-between'} gap="sm">
        <SegmentedControl
          aria-label="Whose questions"
          data={OWNER_OPTIONS}
          value={filters.owner ?? 'all'}
          onChange={(value) => onChange({ owner: value === 'all' ? null : value })}
          size="md"
        />
        {isNarrow && (
          <Button
            variant="default"
            onClick={toggle}
            aria-expanded={isOpen}
            aria-controls="question-filter-fields"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden="true" />}
          >
            {choiceCount ? `Filters (${choiceCount})` : 'Filters'}
          </Button>
        )}
        {hasFilters && (
          <Button
            variant="subtle"
            leftSection={<IconFilterOff size={18} aria-hidden="true" />}
            onClick={clearAll}
          >
            Clear filters
          </Button>
        )}
      </Group>
    </Stack>
  );
}
