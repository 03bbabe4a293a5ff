// The four header templates of page 1 (DESIGN.md). Which field goes where:
//   horizontal, grid, stacked: field1 institute name, field2 exam name, field3–field7 details;
//   column: field8 institution, field9 examination title, field1–field7 details in two columns.
// A detail "Label: value" prints its label in bold; "Label:" with no value prints a line to write on.
//
// horizontal – a ruled box: logo left, names centred, the details in one row below a rule.
// grid       – names centred over a two-column table of label/value cells, logo at the left.
// stacked    – every line centred, one under another, between double rules; logo on top.
// column     – institution and title centred, then two columns of details (left and right aligned).
// The layout type decides the structure; styleType (style1–style4) is carried for the header pages.

import type { PaperHeader, PaperImage } from './model';
import type { LayoutItem } from './layout-types';
import {
  centredRows,
  INK,
  labelValueRows,
  lineHeightOf,
  baselineOf,
  moveItem,
  stackRows,
  textItem,
  type Row,
} from './rows';
import type { TextShaper } from './text';

const NAME_SIZE = 18;
const EXAM_SIZE = 13;
const DETAIL_SIZE = 10.5;

interface Frame {
  x: number;
  width: number;
}

const fields = (header: PaperHeader, numbers: number[]) =>
  numbers
    .map((n) => header[`field${n}` as keyof PaperHeader] as string | undefined)
    .filter((f): f is string => !!f?.trim());

/** Fits an image of natural CSS-pixel size into a box in points, never enlarging it. */
export function fitImage(image: PaperImage, maxWidth: number, maxHeight: number) {
  const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 0.75);
  return { width: image.width * scale, height: image.height * scale };
}

function rule(x1: number, x2: number, y: number, lineWidth: number): LayoutItem {
  return { kind: 'rule', x1, y1: y, x2, y2: y, lineWidth, color: INK };
}

function titleRows(shaper: TextShaper, header: PaperHeader, numbers: [number, number], frame: Frame): Row[] {
  const [name] = fields(header, [numbers[0]]);
  const [exam] = fields(header, [numbers[1]]);
  const rows: Row[] = [];
  if (name) rows.push(...centredRows(shaper, name, frame.x, frame.width, { size: NAME_SIZE, weight: 700 }));
  if (exam) rows.push(...centredRows(shaper, exam, frame.x, frame.width, { size: EXAM_SIZE, weight: 700 }));
  return rows;
}

/** Places one row of cells left to right, spread over the width; wraps to more rows when needed. */
function detailFlow(shaper: TextShaper, details: string[], frame: Frame): Row[] {
  const gap = 14;
  const cells = details.map((d) => {
    const rows = labelValueRows(shaper, d, 0, frame.width, DETAIL_SIZE);
    const width = Math.max(...rows.flatMap((r) => r.items).map(itemRight), 0);
    return { row: stackRows(rows), width };
  });
  const out: Row[] = [];
  let start = 0;
  while (start < cells.length) {
    let end = start + 1;
    let used = cells[start]!.width;
    while (end < cells.length && used + gap + cells[end]!.width <= frame.width)
      used += gap + cells[end++]!.width;
    const line = cells.slice(start, end);
    const free = frame.width - line.reduce((w, c) => w + c.width, 0);
    const spacing = line.length > 1 ? free / (line.length - 1) : 0;
    let x = frame.x + (line.length > 1 ? 0 : (frame.width - line[0]!.width) / 2);
    const items: LayoutItem[] = [];
    for (const cell of line) {
      items.push(...cell.row.items.map((i) => moveItem(i, x, 0)));
      x += cell.width + spacing;
    }
    out.push({ height: Math.max(...line.map((c) => c.row.height)), items });
    start = end;
  }
  return out;
}

function itemRight(item: LayoutItem): number {
  if (item.kind === 'text') return Math.max(0, ...item.runs.map((r) => r.x + r.width));
  if (item.kind === 'rule') return Math.max(item.x1, item.x2);
  return item.x + item.width;
}

/** Titles with an optional logo on the left; the titles stay centred on the page. */
function logoAndTitles(shaper: TextShaper, header: PaperHeader, frame: Frame, logoBox: number): Row {
  const logo = header.image ? fitImage(header.image, logoBox, logoBox) : undefined;
  const inset = logo ? logoBox + 10 : 0;
  const titles = stackRows(
    titleRows(shaper, header, [1, 2], { x: frame.x + inset, width: frame.width - 2 * inset }),
  );
  const height = Math.max(titles.height, logo?.height ?? 0);
  const items = titles.items.map((i) => moveItem(i, 0, (height - titles.height) / 2));
  if (logo && header.image) {
    items.push({
      kind: 'image',
      x: frame.x + (logoBox - logo.width) / 2,
      y: (height - logo.height) / 2,
      width: logo.width,
      height: logo.height,
      src: header.image.src,
    });
  }
  return { height, items };
}

function horizontal(shaper: TextShaper, header: PaperHeader, frame: Frame): Row[] {
  const pad = 10;
  const inner = { x: frame.x + pad, width: frame.width - 2 * pad };
  const top = logoAndTitles(shaper, header, inner, 58);
  const details = detailFlow(shaper, fields(header, [3, 4, 5, 6, 7]), inner);
  const items: LayoutItem[] = top.items.map((i) => moveItem(i, 0, pad));
  let y = pad + top.height + 6;
  if (details.length > 0) {
    items.push(rule(frame.x, frame.x + frame.width, y, 0.6));
    y += 5;
    for (const row of details) {
      items.push(...row.items.map((i) => moveItem(i, 0, y)));
      y += row.height;
    }
    y += 4;
  }
  items.unshift({ kind: 'box', x: frame.x, y: 0, width: frame.width, height: y, lineWidth: 1, stroke: INK });
  return [{ height: y, items }];
}

function grid(shaper: TextShaper, header: PaperHeader, frame: Frame): Row[] {
  const top = logoAndTitles(shaper, header, frame, 54);
  const details = fields(header, [3, 4, 5, 6, 7]);
  const items: LayoutItem[] = [...top.items];
  let y = top.height + 8;
  if (details.length > 0) {
    const colWidth = frame.width / 2;
    const pad = 6;
    const tableTop = y;
    for (let i = 0; i < details.length; i += 2) {
      const cells = [details[i], details[i + 1]].map((d, c) =>
        d
          ? stackRows(
              labelValueRows(shaper, d, frame.x + c * colWidth + pad, colWidth - 2 * pad, DETAIL_SIZE),
            )
          : undefined,
      );
      const height = Math.max(...cells.map((c) => c?.height ?? 0)) + 2 * 3;
      for (const cell of cells) if (cell) items.push(...cell.items.map((it) => moveItem(it, 0, y + 3)));
      y += height;
      if (i + 2 < details.length) items.push(rule(frame.x, frame.x + frame.width, y, 0.5));
    }
    items.push({
      kind: 'rule',
      x1: frame.x + colWidth,
      y1: tableTop,
      x2: frame.x + colWidth,
      y2: y,
      lineWidth: 0.5,
      color: INK,
    });
    items.push({
      kind: 'box',
      x: frame.x,
      y: tableTop,
      width: frame.width,
      height: y - tableTop,
      lineWidth: 1,
      stroke: INK,
    });
  }
  return [{ height: y, items }];
}

function stacked(shaper: TextShaper, header: PaperHeader, frame: Frame): Row[] {
  const items: LayoutItem[] = [
    rule(frame.x, frame.x + frame.width, 0.75, 1.5),
    rule(frame.x, frame.x + frame.width, 3.5, 0.5),
  ];
  let y = 9;
  if (header.image) {
    const logo = fitImage(header.image, 120, 48);
    items.push({
      kind: 'image',
      x: frame.x + (frame.width - logo.width) / 2,
      y,
      ...logo,
      src: header.image.src,
    });
    y += logo.height + 4;
  }
  const rows = [
    ...titleRows(shaper, header, [1, 2], frame),
    ...fields(header, [3, 4, 5, 6, 7]).flatMap((d) =>
      labelValueRows(shaper, d, frame.x, frame.width, 11, 'center'),
    ),
  ];
  for (const row of rows) {
    items.push(...row.items.map((i) => moveItem(i, 0, y)));
    y += row.height;
  }
  y += 5;
  items.push(
    rule(frame.x, frame.x + frame.width, y, 0.5),
    rule(frame.x, frame.x + frame.width, y + 2.75, 1.5),
  );
  return [{ height: y + 3.5, items }];
}

function column(shaper: TextShaper, header: PaperHeader, frame: Frame): Row[] {
  const titles = stackRows(titleRows(shaper, header, [8, 9], frame));
  const details = fields(header, [1, 2, 3, 4, 5, 6, 7]);
  const items: LayoutItem[] = [...titles.items];
  let y = titles.height + 6;
  if (details.length > 0) {
    items.push(rule(frame.x, frame.x + frame.width, y, 0.8));
    y += 5;
    const half = Math.ceil(details.length / 2);
    const colWidth = frame.width / 2 - 8;
    const left = stackRows(
      details.slice(0, half).flatMap((d) => labelValueRows(shaper, d, frame.x, colWidth, DETAIL_SIZE)),
    );
    const right = stackRows(
      details
        .slice(half)
        .flatMap((d) =>
          labelValueRows(shaper, d, frame.x + frame.width - colWidth, colWidth, DETAIL_SIZE, 'right'),
        ),
    );
    items.push(...left.items.map((i) => moveItem(i, 0, y)), ...right.items.map((i) => moveItem(i, 0, y)));
    y += Math.max(left.height, right.height) + 4;
    items.push(rule(frame.x, frame.x + frame.width, y, 0.8));
  }
  return [{ height: y + 1, items }];
}

/** The header rows for page 1. */
export function headerRows(shaper: TextShaper, header: PaperHeader, frame: Frame): Row[] {
  switch (header.layoutType) {
    case 'horizontal':
      return horizontal(shaper, header, frame);
    case 'grid':
      return grid(shaper, header, frame);
    case 'stacked':
      return stacked(shaper, header, frame);
    case 'column':
      return column(shaper, header, frame);
  }
}

/** A single centred line, used for the answer key's title. */
export function centredLine(shaper: TextShaper, text: string, frame: Frame, size: number): Row {
  const line = shaper.line(text, { size, weight: 700 });
  return {
    height: lineHeightOf(size),
    items: textItem(line, frame.x + (frame.width - line.width) / 2, baselineOf(size), size),
  };
}
