// `npm run bank:stats`: the coverage table of the shared bank's seed files — questions per subject,
// standard and type — with the pairs below issue 5's minimum marked. Exits 1 when a file is invalid.
import { STANDARDS, SUBJECTS } from '../common/catalogue';
import { QUESTION_TYPES } from '../common/paper/model';
import { listSeedFiles, readSeedFile } from '../server/db/seed/seed-files';

const MINIMUM: Partial<Record<(typeof QUESTION_TYPES)[number], number>> = {
  mcq: 10,
  blank: 12,
  onetwo: 4,
  short: 4,
  long: 8,
  truefalse: 4,
};
const COLUMNS = [...QUESTION_TYPES, 'total', 'chapters'] as const;
const width = (column: string) => Math.max(column.length, 5);

const entries = listSeedFiles();
const header = `${'Subject'.padEnd(16)}${'Std'.padStart(4)}  ${COLUMNS.map((c) => c.padStart(width(c))).join(' ')}`;
console.log(header);
console.log('─'.repeat(header.length + 4));

const totals: Record<string, number> = {};
let problems = 0;
for (const subject of SUBJECTS) {
  for (const standard of STANDARDS) {
    const label = `${subject.subject_name.padEnd(16)}${String(standard).padStart(4)}  `;
    const entry = entries.find((e) => e.subject.subject_id === subject.subject_id && e.standard === standard);
    if (!entry) {
      console.log(`${label}(no file)`);
      problems++;
      continue;
    }
    let counts: Record<string, number>;
    try {
      const file = readSeedFile(entry);
      counts = { total: file.data.questions.length, chapters: file.data.chapters.length };
      for (const q of file.data.questions) counts[q.type] = (counts[q.type] ?? 0) + 1;
    } catch (error) {
      console.log(`${label}INVALID: ${(error as Error).message}`);
      problems++;
      continue;
    }
    const short = Object.entries(MINIMUM).filter(([type, min]) => (counts[type] ?? 0) < min!);
    if (short.length > 0) problems++;
    for (const column of COLUMNS) totals[column] = (totals[column] ?? 0) + (counts[column] ?? 0);
    const cells = COLUMNS.map((c) => String(counts[c] ?? 0).padStart(width(c))).join(' ');
    console.log(
      `${label}${cells}${short.length > 0 ? `  ✗ below minimum: ${short.map(([t]) => t).join(', ')}` : ''}`,
    );
  }
}
console.log('─'.repeat(header.length + 4));
console.log(
  `${'All'.padEnd(20)}  ${COLUMNS.map((c) => String(totals[c] ?? 0).padStart(width(c))).join(' ')}`,
);
console.log(
  `\n${entries.length} files. Minimum per subject and standard: ` +
    `${Object.entries(MINIMUM)
      .map(([t, n]) => `${n} ${t}`)
      .join(', ')}. ` +
    (problems === 0 ? 'Every pair meets it.' : `${problems} pairs missing, invalid or below it.`),
);
process.exit(problems === 0 ? 0 : 1);
