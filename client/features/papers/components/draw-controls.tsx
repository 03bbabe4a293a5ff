import {
  Button,
  Card,
  Collapse,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconArrowsShuffle, IconChevronDown } from '@tabler/icons-react';
import { STANDARDS, SUBJECTS } from '../../../../common/catalogue';
import { QUESTION_TYPES } from '../../../../common/paper/model';
import { DRAW_PER_TYPE_MAX, DRAW_TOTAL_MAX } from '../../../../common/question-api';
import type { DrawSettings } from '../hooks/use-prebuilt-paper';
import { canHaveFreshQuestions } from '../fresh-questions';
import { TYPE_LABELS } from '../paper-content';

export const SUBJECT_OPTIONS = SUBJECTS.map((s) => ({ value: String(s.subject_id), label: s.subject_name }));
export const STANDARD_OPTIONS = STANDARDS.map((n) => ({ value: String(n), label: `Standard ${n}` }));

interface DrawControlsProps {
  settings: DrawSettings;
  onChange(next: DrawSettings): void;
  onDraw(): void;
  isDrawing: boolean;
}

// What the pre-built paper is drawn from: subject, standard and the number of questions of each type.
export function DrawControls({ settings, onChange, onDraw, isDrawing }: DrawControlsProps) {
  const total = Object.values(settings.counts).reduce((a, b) => a + b, 0);
  const isTotalValid = total > 0 && total <= DRAW_TOTAL_MAX;
  // On a phone the counts fold away, so that the paper is near the top of the screen.
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const [isCountsOpen, counts] = useDisclosure(false);
  return (
    <Card padding="md">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label="Subject"
            data={SUBJECT_OPTIONS}
            value={String(settings.subject)}
            onChange={(v) => v && onChange({ ...settings, subject: Number(v) })}
            allowDeselect={false}
          />
          <Select
            label="Standard"
            data={STANDARD_OPTIONS}
            value={String(settings.standard)}
            onChange={(v) => v && onChange({ ...settings, standard: Number(v) })}
            allowDeselect={false}
          />
        </SimpleGrid>
        {isPhone && (
          <Button
            variant="subtle"
            justify="space-between"
            rightSection={
              <IconChevronDown
                size={18}
                aria-hidden="true"
                style={{ transform: isCountsOpen ? 'rotate(180deg)' : undefined }}
              />
            }
            onClick={counts.toggle}
            aria-expanded={isCountsOpen}
            fullWidth
          >
            Number of questions of each type
          </Button>
        )}
        <Collapse expanded={!isPhone || isCountsOpen}>
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm">
            {QUESTION_TYPES.map((type) => (
              <NumberInput
                key={type}
                label={TYPE_LABELS[type]}
                min={0}
                max={DRAW_PER_TYPE_MAX}
                clampBehavior="strict"
                allowDecimal={false}
                allowNegative={false}
                value={settings.counts[type]}
                onChange={(v) =>
                  onChange({
                    ...settings,
                    counts: { ...settings.counts, [type]: typeof v === 'number' ? v : 0 },
                  })
                }
                styles={{
                  label: {
                    whiteSpace: 'nowrap',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    maxWidth: '100%',
                  },
                }}
              />
            ))}
          </SimpleGrid>
        </Collapse>
        {canHaveFreshQuestions(settings.subject, settings.standard) && (
          <Switch
            label="Fresh maths questions"
            description="Up to half of the MCQ, blank, one-word and short questions are made new, with worked answers in the answer key. Applies when you draw."
            checked={settings.hasFreshQuestions}
            onChange={(e) => onChange({ ...settings, hasFreshQuestions: e.currentTarget.checked })}
            size="md"
            styles={{ body: { alignItems: 'center', minHeight: 44 } }}
          />
        )}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c={isTotalValid ? 'dimmed' : 'red.8'} role={isTotalValid ? undefined : 'alert'}>
            {isTotalValid ? `${total} questions in all` : `Ask for 1 to ${DRAW_TOTAL_MAX} questions in all.`}
          </Text>
          <Button
            leftSection={<IconArrowsShuffle size={18} aria-hidden="true" />}
            onClick={onDraw}
            loading={isDrawing}
            disabled={!isTotalValid}
          >
            Draw again
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
