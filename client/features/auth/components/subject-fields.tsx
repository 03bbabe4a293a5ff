import { Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { fetchClasses, fetchSubjects, fetchSubjectTitles } from '../api';
import type { RegisterValues } from './register-page';

type Form = UseFormReturnType<RegisterValues>;

// Subject → subject title → classes: each choice resets what depends on it (spec section 4).
export function SubjectFields({ form }: { form: Form }) {
  const subjectId = form.values.subject;
  const subjects = useQuery({ queryKey: ['subjects'], queryFn: fetchSubjects, staleTime: Infinity });
  const titles = useQuery({
    queryKey: ['subject-titles', subjectId],
    queryFn: () => fetchSubjectTitles(Number(subjectId)),
    enabled: Boolean(subjectId),
    staleTime: Infinity,
  });
  if (subjects.error) console.error('Could not load subjects', subjects.error);
  if (titles.error) console.error('Could not load subject titles', titles.error);

  return (
    <>
      <Select
        label="Subject"
        placeholder="Choose your subject"
        data={(subjects.data ?? []).map((s) => ({ value: String(s.subject_id), label: s.subject_name }))}
        {...form.getInputProps('subject')}
        onChange={(value) => form.setValues({ subject: value, subject_title: null, class: [] })}
        allowDeselect={false}
      />
      <Select
        label="Subject Title"
        placeholder={subjectId ? 'Choose a subject title' : 'Choose a subject first'}
        disabled={!subjectId}
        data={
          titles.error
            ? []
            : (titles.data ?? []).map((t) => ({ value: String(t.subject_title_id), label: t.title_name }))
        }
        {...form.getInputProps('subject_title')}
        onChange={(value) => form.setValues({ subject_title: value, class: [] })}
        allowDeselect={false}
      />
    </>
  );
}

export function ClassChecklist({ form }: { form: Form }) {
  const titleId = form.values.subject_title;
  const classes = useQuery({
    queryKey: ['subject-title-classes', titleId],
    queryFn: () => fetchClasses(Number(titleId)),
    enabled: Boolean(titleId),
    staleTime: Infinity,
  });
  if (classes.error) console.error('Could not load classes', classes.error);
  const list = titleId && !classes.error ? (classes.data ?? []) : [];
  const selected = form.values.class;
  const toggle = (n: number) =>
    form.setFieldValue(
      'class',
      selected.includes(n) ? selected.filter((c) => c !== n) : [...selected, n].sort((a, b) => a - b),
    );

  return (
    <Stack gap={6} role="group" aria-labelledby="classes-label">
      <Text id="classes-label" fw={500} size="sm">
        Classes
      </Text>
      {list.length === 0 ? (
        <Text c="dimmed" size="sm">
          Your classes will appear here after subject selection
        </Text>
      ) : (
        <Group gap="md">
          {list.map((n) => (
            <Checkbox
              key={n}
              label={`Class ${n}`}
              checked={selected.includes(n)}
              onChange={() => toggle(n)}
            />
          ))}
        </Group>
      )}
      {form.errors.class && (
        <Text c="red" size="sm" role="alert">
          {form.errors.class}
        </Text>
      )}
    </Stack>
  );
}
