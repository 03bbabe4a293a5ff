import {
  marksOf,
  optionLabel,
  SECTION_TITLES,
  sectionMarksLabel,
  type PaperHeader,
  type PaperModel,
  type PaperQuestion,
} from './model';

// The HTML body of a saved paper (the spec's `body` field): simple semantic markup of the header,
// the sections and their questions, every text escaped. The structured paper travels beside it; this
// is what the History's "View paper" shows, and the server sanitizes it again before storing it.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Escaped text whose line breaks become <br>. */
const textHtml = (text: string) => escapeHtml(text.trim()).replace(/\r?\n/g, '<br>');

const fieldOf = (header: PaperHeader, n: number): string =>
  (header[`field${n}` as keyof PaperHeader] as string | undefined)?.trim() ?? '';

function headerHtml(header: PaperHeader): string {
  const isColumn = header.layoutType === 'column';
  const [name, exam] = isColumn
    ? [fieldOf(header, 8), fieldOf(header, 9)]
    : [fieldOf(header, 1), fieldOf(header, 2)];
  const details = (isColumn ? [1, 2, 3, 4, 5, 6, 7] : [3, 4, 5, 6, 7])
    .map((n) => fieldOf(header, n))
    .filter(Boolean);
  const parts = ['<header class="paper-header">'];
  if (header.image)
    parts.push(`<img class="paper-logo" src="${escapeHtml(header.image.src)}" alt="School logo">`);
  if (name) parts.push(`<h1>${textHtml(name)}</h1>`);
  if (exam) parts.push(`<h2>${textHtml(exam)}</h2>`);
  if (details.length)
    parts.push(`<ul class="paper-details">${details.map((d) => `<li>${textHtml(d)}</li>`).join('')}</ul>`);
  parts.push('</header>');
  return parts.join('');
}

function answerHtml(question: PaperQuestion): string {
  const { answer, options, points } = question;
  let text: string | undefined;
  if (typeof answer === 'number') {
    const option = options?.[answer];
    text = option === undefined ? undefined : `${optionLabel(answer)} ${option}`;
  } else if (answer?.trim()) text = answer;
  const parts: string[] = [];
  if (text) parts.push(`<p class="answer"><strong>Answer:</strong> ${textHtml(text)}</p>`);
  if (points?.length)
    parts.push(`<ul class="points">${points.map((p) => `<li>${textHtml(p)}</li>`).join('')}</ul>`);
  return parts.join('');
}

function questionHtml(question: PaperQuestion, isAnswerKey: boolean): string {
  const parts = [`<li class="question"><p>${textHtml(question.text)}</p>`];
  if (question.image) parts.push(`<img src="${escapeHtml(question.image.src)}" alt="">`);
  if (question.options?.length) {
    const items = question.options.map((o, i) => `<li>${optionLabel(i)} ${textHtml(o)}</li>`).join('');
    parts.push(`<ul class="options">${items}</ul>`);
  }
  if (isAnswerKey) parts.push(answerHtml(question));
  parts.push('</li>');
  return parts.join('');
}

/** The paper as escaped, semantic HTML: header, instructions, lettered sections with their marks. */
export function paperToHtml(model: PaperModel): string {
  const isAnswerKey = model.mode === 'answerKey';
  const parts = ['<article class="paper">', headerHtml(model.header)];
  if (model.instructions?.length) {
    const items = model.instructions.map((i) => `<li>${textHtml(i)}</li>`).join('');
    parts.push(`<section class="instructions"><h3>General Instructions:</h3><ol>${items}</ol></section>`);
  }
  if (isAnswerKey) parts.push('<h2 class="answer-key">Answer Key</h2>');
  let letter = 0;
  let total = 0;
  for (const section of model.sections) {
    if (section.questions.length === 0) continue;
    const title = section.title?.trim() || SECTION_TITLES[section.type];
    const heading = `${String.fromCharCode(65 + letter++)}) ${title}`;
    total += section.questions.reduce((sum, q) => sum + marksOf(section.type, q), 0);
    parts.push(
      `<section class="paper-section"><h3>${textHtml(heading)} <span class="marks">${escapeHtml(sectionMarksLabel(section))}</span></h3>`,
      `<ol class="questions">${section.questions.map((q) => questionHtml(q, isAnswerKey)).join('')}</ol></section>`,
    );
  }
  parts.push(`<p class="total-marks"><strong>Total marks: ${total}</strong></p>`, '</article>');
  return parts.join('');
}
