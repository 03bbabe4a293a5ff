import { Button, Select, SimpleGrid } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { SheetFilters } from '../../../../common/worksheet-api';
import { FILTER_CHOICES, type SheetFilterKey } from '../hooks';

const FILTER_LABELS: Record<SheetFilterKey, { label: string; placeholder: string }> = {
  board: { label: 'Board', placeholder: 'All boards' },
  subject: { label: 'Subject', placeholder: 'All subjects' },
  standard: { label: 'Standard', placeholder: 'All standards' },
  subject_title: { label: 'Subject title', placeholder: 'All subject titles' },
};

const optionsOf = (key: SheetFilterKey) =>
  FILTER_CHOICES[key].map((value) => ({ value, label: key === 'standard' ? `Standard ${value}` : value }));

interface SheetFilterBarProps {
  keys: readonly SheetFilterKey[];
  filters: SheetFilters;
  onChange(patch: Partial<Record<SheetFilterKey, string | null>>): void;
}

/** The spec's filter selects; each narrows the list further (AND), an empty one means all. */
export function SheetFilterBar({ keys, filters, onChange }: SheetFilterBarProps) {
  const hasFilters = keys.some((key) => filters[key]);
  return (
    <SimpleGrid
      component="section"
      aria-label="Filters"
      cols={{ base: 2, md: keys.length + 1 }}
      spacing="sm"
      verticalSpacing="sm"
      style={{ alignItems: 'end' }}
    >
      {keys.map((key) => (
        <Select
          key={key}
          label={FILTER_LABELS[key].label}
          placeholder={FILTER_LABELS[key].placeholder}
          data={optionsOf(key)}
          value={filters[key] ?? null}
          onChange={(value) => onChange({ [key]: value })}
          clearable
          size="md"
          styles={{ input: { minHeight: 44 } }}
        />
      ))}
      <Button
        variant="default"
        size="md"
        h={44}
        disabled={!hasFilters}
        leftSection={<IconFilterOff size={18} aria-hidden="true" />}
        onClick={() => onChange(Object.fromEntries(keys.map((key) => [key, null])))}
      >
        Clear filters
      </Button>
    </SimpleGrid>
  );
}
