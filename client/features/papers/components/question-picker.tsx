import {
  Button,
  Checkbox,
  Group,
  ScrollArea,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { QUESTION_TYPES, type QuestionType } from '../../../../common/paper/model';
import type { QuestionItem } from '../../../../common/question-api';
import { useBankQuestions } from '../hooks/use-bank-questions';
import { TYPE_LABELS } from '../paper-content';
import { STANDARD_OPTIONS, SUBJECT_OPTIONS } from './draw-controls';
import { QuestionSummary } from './question-summary';
import classes from './papers.module.css';

export interface PickerFilter {
  type: QuestionType | null;
  subject: number;
  standard: number;
}

interface QuestionPickerProps {
  filter: PickerFilter;
  onFilterChange(next: PickerFilter): void;
  /** Ids of the picked questions of the chosen type. */
  pickedIds: ReadonlySet<number>;
  onToggle(item: QuestionItem): void;
  onDone(): void;
  onClear(): void;
  onSave(): void;
  listHeight: string;
}

const TYPE_OPTIONS = QUESTION_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

// The custom paper's question list: a type, subject and standard, a search, and checkboxes.
export function QuestionPicker({
  filter,
  onFilterChange,
  pickedIds,
  onToggle,
  onDone,
  onClear,
  onSave,
  listHeight,
}: QuestionPickerProps) {
  const [search, setSearch] = useState('');
  const bank = useBankQuestions({ ...filter, search });

  let list: React.ReactNode;
  if (!filter.type) list = <Text c="dimmed">Select a question type first.</Text>;
  else if (bank.isLoading) list = <Text c="dimmed">Loading...</Text>;
  else if (bank.isError)
    list = (
      <Text c="red.8" role="alert">
        Error loading questions.
      </Text>
    );
  else if (bank.questions.length === 0) list = <Text c="dimmed">No questions found.</Text>;
  else
    list = (
      <Stack gap={6}>
        {bank.questions.map((item) => (
          <Checkbox
            key={item.question_id}
            className={classes.choice}
            checked={pickedIds.has(item.question_id)}
            onChange={() => onToggle(item)}
            label={<QuestionSummary text={item.question} options={item.options} />}
            aria-label={item.question}
            data-question-option={item.question_id}
            styles={{ body: { alignItems: 'flex-start' }, labelWrapper: { minWidth: 0, flex: 1 } }}
          />
        ))}
        {bank.isCut && (
          <Text size="xs" c="dimmed">
            More questions match: search to narrow the list.
          </Text>
        )}
      </Stack>
    );

  return (
    <Stack gap="sm">
      <Select
        label="Question type"
        placeholder="Choose a question type"
        data={TYPE_OPTIONS}
        value={filter.type}
        onChange={(v) => onFilterChange({ ...filter, type: (v as QuestionType | null) ?? null })}
        clearable
      />
      <SimpleGrid cols={2} spacing="sm">
        <Select
          label="Subject"
          data={SUBJECT_OPTIONS}
          value={String(filter.subject)}
          onChange={(v) => v && onFilterChange({ ...filter, subject: Number(v) })}
          allowDeselect={false}
        />
        <Select
          label="Standard"
          data={STANDARD_OPTIONS}
          value={String(filter.standard)}
          onChange={(v) => v && onFilterChange({ ...filter, standard: Number(v) })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <TextInput
        aria-label="Search questions"
        placeholder="Search questions..."
        leftSection={<IconSearch size={18} aria-hidden="true" />}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        disabled={!filter.type}
      />
      <Title order={2} fz="lg">
        Select Questions
      </Title>
      <ScrollArea h={listHeight} type="auto" offsetScrollbars aria-label="Select Questions">
        {list}
      </ScrollArea>
      <Group gap="xs" grow>
        <Button variant="default" onClick={onDone}>
          DONE
        </Button>
        <Button variant="light" color="red" onClick={onClear} disabled={!filter.type || pickedIds.size === 0}>
          CLEAR
        </Button>
        <Button color="saffron.7" onClick={onSave}>
          SAVE
        </Button>
      </Group>
    </Stack>
  );
}
