import type { FontId } from './font-files';

// The laid-out paper: plain data in PDF points (1/72 in), origin at the top left of each page, y down.
// Both painters (SVG preview and PDF) draw exactly these items and nothing else.

export const A4 = { width: 595.28, height: 841.89 } as const;

export interface LayoutRun {
  /** Absolute x of the run's pen start. */
  x: number;
  width: number;
  /** Font size of this run (Indic runs are set a little larger than the line's size). */
  size: number;
  font: FontId;
  /** The characters drawn (a superscript ⁴ is drawn as a raised 4; the line's text keeps ⁴). */
  text: string;
  /** Baseline shift upwards in points, for super- and subscripts. */
  rise?: number;
}

/** One visual line of text; its runs share the baseline `y`. */
export interface TextItem {
  kind: 'text';
  y: number;
  /** The line's nominal size. */
  size: number;
  color: string;
  runs: LayoutRun[];
  /** The line in logical order (what copying it gives), blanks as underscores. */
  text: string;
}

export interface RuleItem {
  kind: 'rule';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  lineWidth: number;
  color: string;
}

export interface BoxItem {
  kind: 'box';
  x: number;
  y: number;
  width: number;
  height: number;
  lineWidth: number;
  stroke?: string;
  fill?: string;
}

export interface ImageItem {
  kind: 'image';
  x: number;
  y: number;
  width: number;
  height: number;
  src: string;
}

export type LayoutItem = TextItem | RuleItem | BoxItem | ImageItem;

/** Where a question sits on a page: the preview's click target. */
export interface QuestionRegion {
  questionId: string | number;
  sectionIndex: number;
  /** The printed number (restarts in each section). */
  number: number;
  /** True on the second page of a question taller than a page. */
  isContinued: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LayoutPage {
  items: LayoutItem[];
  regions: QuestionRegion[];
}

export interface PaperLayout {
  width: number;
  height: number;
  pages: LayoutPage[];
  /** Characters none of the paper's fonts can draw (they print as boxes). */
  missingCharacters: string[];
}
