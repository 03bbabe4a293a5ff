// Fills A4 pages top to bottom with blocks. A block moves whole to the next page when it does not fit;
// only a block taller than a whole page is split, between rows. Each question's rows on a page become
// one click region.

import type { LayoutItem, LayoutPage, QuestionRegion } from './layout-types';
import { blockHeight, moveItem, type Block, type Row } from './rows';

export interface PageFrame {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

interface PageBuilder {
  items: LayoutItem[];
  regions: QuestionRegion[];
  y: number;
}

/** Consecutive rows of one question (or of none, such as a heading) form a group. */
function groupRows(rows: Row[]): Row[][] {
  const groups: Row[][] = [];
  let last: Row | undefined;
  for (const row of rows) {
    const same =
      last &&
      last.question?.questionId === row.question?.questionId &&
      last.question?.sectionIndex === row.question?.sectionIndex;
    if (same) groups[groups.length - 1]!.push(row);
    else groups.push([row]);
    last = row;
  }
  return groups;
}

export function paginate(blocks: Block[], frame: PageFrame): LayoutPage[] {
  const pages: PageBuilder[] = [];
  let page: PageBuilder = newPage();
  const capacity = frame.bottom - frame.top;
  const seen = new Set<string>();

  function newPage(): PageBuilder {
    const p = { items: [], regions: [], y: frame.top };
    pages.push(p);
    return p;
  }

  function place(row: Row) {
    for (const item of row.items) page.items.push(moveItem(item, 0, page.y));
    if (row.question) {
      const { questionId, sectionIndex, number } = row.question;
      const last = page.regions[page.regions.length - 1];
      if (last && last.questionId === questionId && last.sectionIndex === sectionIndex) {
        last.height = page.y + row.height - last.y;
      } else {
        const key = `${sectionIndex}\u0001${questionId}`;
        page.regions.push({
          questionId,
          sectionIndex,
          number,
          isContinued: seen.has(key),
          x: frame.left,
          y: page.y,
          width: frame.right - frame.left,
          height: row.height,
        });
        seen.add(key);
      }
    }
    page.y += row.height;
  }

  const placeBlock = (block: Block, isPart = false) => {
    const height = blockHeight(block);
    const atTop = page.y === frame.top;
    const space = atTop ? 0 : block.spaceBefore;
    if (page.y + space + height <= frame.bottom + 1e-6) {
      page.y += space;
      block.rows.forEach(place);
      return;
    }
    if (height <= capacity + 1e-6) {
      page = newPage();
      block.rows.forEach(place);
      return;
    }
    // Taller than a page. A heading with its first question: keep the question whole if it fits alone.
    const groups = isPart ? [] : groupRows(block.rows);
    if (groups.length > 1) {
      groups.forEach((rows, i) => placeBlock({ rows, spaceBefore: i === 0 ? block.spaceBefore : 0 }, true));
      return;
    }
    // A single question taller than a page: start on a fresh page unless this one is mostly empty.
    if (!atTop && page.y - frame.top > capacity / 4) page = newPage();
    else page.y += space;
    for (const row of block.rows) {
      if (page.y + row.height > frame.bottom + 1e-6 && page.y > frame.top) page = newPage();
      place(row);
    }
  };
  blocks.forEach((block) => placeBlock(block));
  return pages.map(({ items, regions }) => ({ items, regions }));
}
