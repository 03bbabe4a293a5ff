import type { UseFormReturnType } from '@mantine/form';
import type { QuestionFormValues } from '../question-form-values';

export type QuestionForm = UseFormReturnType<QuestionFormValues>;

/** The form's groups are titled like headings, not like fields. */
export const LEGEND_STYLES = { legend: { fontWeight: 700, fontSize: 16, marginBottom: 4 } };
