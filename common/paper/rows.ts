// Rows and blocks: the units the paginator stacks. A row is a strip of items that never splits (a line
// of text, a row of options, an image); a block is rows that stay on one page when they fit (a question,
// a section heading with its first question, the header).

import type { LayoutItem, TextItem } from './layout-types';
import type { TextLine, TextShaper, TextStyle } from './text';

export interface QuestionTag {
  questionId: string | number;
  sectionIndex: number;
  number: number;
}

export interface Row {
  height: number;
  /** Items with y relative to the row's top. */
  items: LayoutItem[];
  /** Left and right edges of the row's ink, for the question's click region. */
  question?: QuestionTag;
}

export interface Block {
  rows: Row[];
  /** Space above the block, dropped at the top of a page. */
  spaceBefore: number;
}

export const INK = '#000000';
export const MUTED = '#4a4a4a';
export const ANSWER_INK = '#0b4f8a';

/** Line box height and baseline position for a text size. */
export const lineHeightOf = (size: number) => Math.round(size * 1.5 * 100) / 100;
export const baselineOf = (size: number) => Math.round(size * 0.98 * 100) / 100;

/** A text item for one line placed with its start at `x` and its baseline at `y`. */
export function textItem(line: TextLine, x: number, y: number, size: number, color = INK): LayoutItem[] {
  const text: TextItem = {
    kind: 'text',
    y,
    size,
    color,
    runs: line.runs.map((r) => ({ ...r, x: x + r.x })),
    text: line.text,
  };
  const items: LayoutItem[] = text.runs.length > 0 ? [text] : [];
  for (const blank of line.blanks) {
    // Blanks are still part of the copied text: a line made of a blank only keeps an empty item.
    const under = y + size * 0.18;
    items.push({
      kind: 'rule',
      x1: x + blank.x,
      y1: under,
      x2: x + blank.x + blank.width,
      y2: under,
      lineWidth: 0.6,
      color,
    });
  }
  if (text.runs.length === 0 && line.blanks.length > 0) items.unshift({ ...text, runs: [] });
  return items;
}

/** Rows of wrapped text, one per line. */
export function textRows(
  lines: TextLine[],
  x: number,
  size: number,
  color = INK,
  question?: QuestionTag,
): Row[] {
  const height = lineHeightOf(size);
  return lines.map((line) => ({ height, items: textItem(line, x, baselineOf(size), size, color), question }));
}

/** Shifts an item down by `dy` (and right by `dx`). */
export function moveItem(item: LayoutItem, dx: number, dy: number): LayoutItem {
  switch (item.kind) {
    case 'text':
      return {
        ...item,
        y: item.y + dy,
        runs: dx ? item.runs.map((r) => ({ ...r, x: r.x + dx })) : item.runs,
      };
    case 'rule':
      return { ...item, x1: item.x1 + dx, y1: item.y1 + dy, x2: item.x2 + dx, y2: item.y2 + dy };
    default:
      return { ...item, x: item.x + dx, y: item.y + dy };
  }
}

/** Stacks rows into one row (for side-by-side content such as header cells). */
export function stackRows(rows: Row[]): Row {
  const items: LayoutItem[] = [];
  let y = 0;
  for (const row of rows) {
    items.push(...row.items.map((i) => moveItem(i, 0, y)));
    y += row.height;
  }
  return { height: y, items };
}

/** A label such as "Subject:" in bold followed by its value in regular weight, wrapped within `width`. */
export function labelValueRows(
  shaper: TextShaper,
  text: string,
  x: number,
  width: number,
  size: number,
  align: 'left' | 'center' | 'right' = 'left',
  color = INK,
): Row[] {
  const colon = text.indexOf(':');
  const bold: TextStyle = { size, weight: 700 };
  const regular: TextStyle = { size, weight: 400 };
  let lines: TextLine[];
  if (colon > 0 && colon < 40) {
    const label = shaper.line(text.slice(0, colon + 1), bold);
    const value = text.slice(colon + 1).trim() || '________';
    const space = shaper.measure('sans-400', ' ', size);
    const valueLines = shaper.breakLines(value, regular, width, label.width + space);
    const first = valueLines[0]!;
    const offset = label.width + space;
    lines = [
      {
        width: offset + first.width,
        runs: [...label.runs, ...first.runs.map((r) => ({ ...r, x: r.x + offset }))],
        blanks: first.blanks.map((b) => ({ ...b, x: b.x + offset })),
        text: `${label.text} ${first.text}`,
      },
      ...valueLines.slice(1),
    ];
  } else lines = shaper.breakLines(text, regular, width);
  const height = lineHeightOf(size);
  return lines.map((line) => {
    const dx = align === 'left' ? 0 : align === 'center' ? (width - line.width) / 2 : width - line.width;
    return { height, items: textItem(line, x + dx, baselineOf(size), size, color) };
  });
}

/** Centred lines of one style. */
export function centredRows(
  shaper: TextShaper,
  text: string,
  x: number,
  width: number,
  style: TextStyle,
): Row[] {
  const height = lineHeightOf(style.size);
  return shaper.breakLines(text, style, width).map((line) => ({
    height,
    items: textItem(line, x + (width - line.width) / 2, baselineOf(style.size), style.size),
  }));
}

export function blockHeight(block: Block): number {
  return block.rows.reduce((h, r) => h + r.height, 0);
}
