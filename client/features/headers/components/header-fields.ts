import type { HeaderRecord } from '../../../../common/paper-api';

export type FieldKey =
  'field1' | 'field2' | 'field3' | 'field4' | 'field5' | 'field6' | 'field7' | 'field8' | 'field9';

/** Which line each field is on a given layout (common/paper/header-templates.ts places them). */
export function fieldsFor(layout: HeaderRecord['layoutType']): Array<{ key: FieldKey; label: string }> {
  const details = (from: number) =>
    [3, 4, 5, 6, 7].map((n, i) => ({
      key: `field${n}` as FieldKey,
      label: `Detail ${from + i} (e.g. "Marks: 50")`,
    }));
  if (layout === 'column') {
    return [
      { key: 'field8', label: 'Institution' },
      { key: 'field9', label: 'Examination title' },
      { key: 'field1', label: 'Detail 1 (e.g. "Subject Name: Physics")' },
      { key: 'field2', label: 'Detail 2 (e.g. "Subject Code: 041")' },
      ...details(3),
    ];
  }
  return [{ key: 'field1', label: 'Institute name' }, { key: 'field2', label: 'Exam name' }, ...details(1)];
}
