// Lays a paper model out on A4 pages: header (page 1 only), instructions, then each non-empty section
// as a lettered heading with its marks and its numbered questions (numbers restart per section).

import { centredLine, fitImage, headerRows } from './header-templates';
import { A4, type LayoutItem, type PaperLayout } from './layout-types';
import {
  PaperModel,
  SECTION_TITLES,
  optionLabel,
  sectionMarksLabel,
  type PaperQuestion,
  type PaperSection,
} from './model';
import { paginate, type PageFrame } from './paginate';
import {
  ANSWER_INK,
  INK,
  MUTED,
  baselineOf,
  labelValueRows,
  lineHeightOf,
  moveItem,
  textItem,
  textRows,
  type Block,
  type QuestionTag,
  type Row,
} from './rows';
import type { TextShaper, TextStyle } from './text';

export const PAGE_FRAME: PageFrame = { left: 48, right: A4.width - 48, top: 40, bottom: A4.height - 50 };
const CONTENT_WIDTH = PAGE_FRAME.right - PAGE_FRAME.left;
const BODY: TextStyle = { size: 11, weight: 400 };
const NUMBER_COLUMN = 24;
const OPTION_GAP = 14;
const IMAGE_MAX_HEIGHT = 190;
const FOOTER_BASELINE = A4.height - 26;

export function layoutPaper(shaper: TextShaper, input: PaperModel): PaperLayout {
  const model = PaperModel.parse(input);
  shaper.missing.clear();
  const frame = { x: PAGE_FRAME.left, width: CONTENT_WIDTH };
  const blocks: Block[] = [{ rows: headerRows(shaper, model.header, frame), spaceBefore: 0 }];
  if (model.instructions?.length) blocks.push(instructionsBlock(shaper, model.instructions));
  const isAnswerKey = model.mode === 'answerKey';
  if (isAnswerKey) blocks.push({ rows: [centredLine(shaper, 'Answer Key', frame, 14)], spaceBefore: 10 });

  let letter = 0;
  model.sections.forEach((section, sectionIndex) => {
    if (section.questions.length === 0) return;
    const heading = headingRow(shaper, section, String.fromCharCode(65 + letter++));
    section.questions.forEach((question, i) => {
      const tag = { questionId: question.id, sectionIndex, number: i + 1 };
      const rows = questionRows(shaper, question, tag, isAnswerKey);
      if (i === 0) blocks.push({ rows: [heading, ...rows], spaceBefore: 14 });
      else blocks.push({ rows, spaceBefore: 8 });
    });
  });

  const pages = paginate(blocks, PAGE_FRAME);
  pages.forEach((page, k) => {
    const line = shaper.line(`Page ${k + 1} of ${pages.length}`, { size: 9, weight: 400 });
    page.items.push(...textItem(line, (A4.width - line.width) / 2, FOOTER_BASELINE, 9, MUTED));
  });
  return { width: A4.width, height: A4.height, pages, missingCharacters: [...shaper.missing] };
}

function instructionsBlock(shaper: TextShaper, instructions: string[]): Block {
  const size = 10.5;
  const rows: Row[] = textRows(
    [shaper.line('General Instructions:', { size, weight: 700 })],
    PAGE_FRAME.left,
    size,
  );
  instructions.forEach((text, i) => {
    const label = shaper.line(`${i + 1}.`, { size, weight: 400 });
    const lines = shaper.breakLines(text, { size, weight: 400 }, CONTENT_WIDTH - 18);
    const body = textRows(lines, PAGE_FRAME.left + 18, size);
    body[0]!.items.unshift(...textItem(label, PAGE_FRAME.left + 14 - label.width, baselineOf(size), size));
    rows.push(...body);
  });
  return { rows, spaceBefore: 12 };
}

function headingRow(shaper: TextShaper, section: PaperSection, letter: string): Row {
  const size = 12;
  const marks = shaper.line(sectionMarksLabel(section), { size: 11, weight: 700 });
  const titleWidth = CONTENT_WIDTH - marks.width - 16;
  const title = `${letter}) ${section.title ?? SECTION_TITLES[section.type]}`;
  const lines = shaper.breakLines(title, { size, weight: 700 }, titleWidth);
  const rows = textRows(lines, PAGE_FRAME.left, size);
  rows[0]!.items.push(...textItem(marks, PAGE_FRAME.right - marks.width, baselineOf(size), 11));
  const height = rows.reduce((h, r) => h + r.height, 0) + 4;
  const items: LayoutItem[] = [];
  let y = 0;
  for (const row of rows) {
    items.push(...row.items.map((i) => moveItem(i, 0, y)));
    y += row.height;
  }
  return { height, items };
}

function questionRows(
  shaper: TextShaper,
  question: PaperQuestion,
  tag: QuestionTag,
  isAnswerKey: boolean,
): Row[] {
  const x = PAGE_FRAME.left + NUMBER_COLUMN;
  const width = CONTENT_WIDTH - NUMBER_COLUMN;
  const rows = textRows(shaper.breakLines(question.text, BODY, width), x, BODY.size, INK, tag);
  const number = shaper.line(`${tag.number}.`, BODY);
  rows[0]!.items.unshift(...textItem(number, x - 6 - number.width, baselineOf(BODY.size), BODY.size));

  if (question.image) {
    const size = fitImage(question.image, width, IMAGE_MAX_HEIGHT);
    rows.push({
      height: size.height + 8,
      items: [{ kind: 'image', x, y: 4, width: size.width, height: size.height, src: question.image.src }],
      question: tag,
    });
  }
  if (question.options?.length) rows.push(...optionRows(shaper, question.options, x, width, tag));
  if (isAnswerKey) rows.push(...answerRows(shaper, question, x, width, tag));
  return rows;
}

function optionRows(
  shaper: TextShaper,
  options: string[],
  x: number,
  width: number,
  tag: QuestionTag,
): Row[] {
  const labels = options.map((_, i) => shaper.line(optionLabel(i), BODY));
  const labelWidth = Math.max(...labels.map((l) => l.width)) + 5;
  const columnWidth = (width - OPTION_GAP) / 2;
  const singles = options.map((o) => shaper.breakLines(o, BODY, columnWidth - labelWidth));
  const isTwoColumn = singles.every((lines) => lines.length === 1);
  const rows: Row[] = [];
  const height = lineHeightOf(BODY.size);
  const base = baselineOf(BODY.size);
  if (isTwoColumn) {
    for (let i = 0; i < options.length; i += 2) {
      const items: LayoutItem[] = [];
      for (let c = 0; c < 2 && i + c < options.length; c++) {
        const left = x + c * (columnWidth + OPTION_GAP);
        items.push(...textItem(labels[i + c]!, left, base, BODY.size));
        items.push(...textItem(singles[i + c]![0]!, left + labelWidth, base, BODY.size));
      }
      rows.push({ height, items, question: tag });
    }
    return rows;
  }
  options.forEach((option, i) => {
    const lines = shaper.breakLines(option, BODY, width - labelWidth);
    const optionRows = textRows(lines, x + labelWidth, BODY.size, INK, tag);
    optionRows[0]!.items.unshift(...textItem(labels[i]!, x, base, BODY.size));
    rows.push(...optionRows);
  });
  return rows;
}

function answerRows(
  shaper: TextShaper,
  question: PaperQuestion,
  x: number,
  width: number,
  tag: QuestionTag,
): Row[] {
  const size = 10.5;
  const rows: Row[] = [];
  const { answer, options, points } = question;
  let text: string | undefined;
  if (typeof answer === 'number')
    text = options?.[answer] !== undefined ? `${optionLabel(answer)} ${options[answer]}` : undefined;
  else if (answer?.trim()) text = answer;
  if (text) rows.push(...labelValueRows(shaper, `Answer: ${text}`, x, width, size, 'left', ANSWER_INK));
  if (points?.length) {
    rows.push(...textRows([shaper.line('Marking points:', { size, weight: 700 })], x, size, ANSWER_INK));
    for (const point of points) {
      const lines = shaper.breakLines(point, { size, weight: 400 }, width - 12);
      const pointRows = textRows(lines, x + 12, size, ANSWER_INK);
      pointRows[0]!.items.unshift(
        ...textItem(shaper.line('•', { size, weight: 400 }), x + 3, baselineOf(size), size, ANSWER_INK),
      );
      rows.push(...pointRows);
    }
  }
  if (rows.length === 0)
    rows.push(...labelValueRows(shaper, 'Answer: —', x, width, size, 'left', ANSWER_INK));
  return rows.map((row) => ({ ...row, question: tag }));
}
