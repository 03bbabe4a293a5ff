import { paperToHtml } from '../../common/paper/paper-html';
import { samplePaper } from '../../common/paper/sample-papers';
import { multipartBody } from './multipart';

/**
 * The multipart body of `POST /api/papers/add` as the browser sends it for the spec's sample paper
 * (client/features/papers/hooks/use-save-paper.ts): the spec's fields, the HTML body and the
 * structured paper. `label` makes the paper's school name, and so the stored row, unique.
 */
export function paperFields(userId: number, label: string): Record<string, string> {
  const model = samplePaper('en');
  model.header = { ...model.header, field1: label };
  return {
    user_id: String(userId),
    type: 'default',
    school_name: label,
    standard: '6',
    timing: '10:00:00',
    date: '2026-03-14',
    division: 'A',
    address: 'Ashram Road, Ahmedabad',
    subject: 'English',
    board: 'CBSE',
    body: paperToHtml({ ...model, mode: 'paper' }),
    paper: JSON.stringify({ ...model, mode: 'paper' }),
  };
}

export async function paperForm(
  userId: number,
  label: string,
  logo?: { data: Buffer; type: string; name: string },
) {
  return multipartBody(paperFields(userId, label), logo ? [{ field: 'logo', ...logo }] : []);
}
