import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { QUESTION_TYPES, type QuestionType } from '../../../../common/paper/model';
import { subjectNameOf, TYPE_LABELS } from '../paper-content';

/** Where the bank had fewer questions of a type than were asked for, the paper says so. */
export function ShortfallNotice({
  shortfall,
  subject,
  standard,
}: {
  shortfall: Partial<Record<QuestionType, number>>;
  subject: number;
  standard: number;
}) {
  const missing = QUESTION_TYPES.filter((t) => (shortfall[t] ?? 0) > 0);
  if (missing.length === 0) return null;
  const list = missing.map((t) => `${TYPE_LABELS[t]}: ${shortfall[t]} fewer`).join(', ');
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title="Not enough questions in the bank"
    >
      The bank has fewer questions for {subjectNameOf(subject) ?? 'this subject'}, Standard {standard} than
      you asked for ({list}). The paper uses every question there is.
    </Alert>
  );
}
