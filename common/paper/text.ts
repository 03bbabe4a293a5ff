// Text measurement: font choice per character run, HarfBuzz shaping with a cache, and line breaking.
// The layout, the SVG preview and the PDF painter all measure through `TextShaper.shape`, so what
// the layout measures is exactly what gets painted.

import { FALLBACK_ORDER, INDIC_FONT, fontScaleOf, type FontId, type FontWeight } from './font-files';
import type { HbFont, HbGlyph } from './harfbuzz';

export interface ShapedText {
  glyphs: HbGlyph[];
  /** Advance in font units. */
  advance: number;
  unitsPerEm: number;
}

export interface FontRun {
  font: FontId;
  text: string;
  /** Super- or subscript drawn from the base character (no paper font has ⁴ or ₂). */
  shift?: Shift;
}

export type Shift = 'sup' | 'sub';

export interface TextStyle {
  size: number;
  weight: FontWeight;
}

/** A run placed on a line: x relative to the line start, width and size in points. */
export interface PlacedRun {
  x: number;
  width: number;
  size: number;
  font: FontId;
  text: string;
  /** Baseline shift upwards in points (super- and subscripts). */
  rise?: number;
}

export interface PlacedBlank {
  x: number;
  width: number;
}

export interface TextLine {
  width: number;
  runs: PlacedRun[];
  blanks: PlacedBlank[];
  /** The line's text in logical order, blanks as underscores: what copying the line gives. */
  text: string;
}

type Piece = { kind: 'text'; text: string } | { kind: 'blank'; underscores: number };
interface Word {
  pieces: Piece[];
}

const BLANK = /_{3,}/g;

/** Super- and subscript characters the fonts lack, drawn as their base character raised or lowered. */
const shifted = (shift: Shift, from: string, to: string) =>
  [...from].map((c, i): [string, [Shift, string]] => [c, [shift, [...to][i]!]]);
const SHIFTED = new Map<string, [Shift, string]>([
  ...shifted('sup', '⁰ⁱ⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ⁿ', '0i456789+−=()n'),
  ...shifted('sub', '₀₁₂₃₄₅₆₇₈₉₊₋₌₍₎ₐₑₒₓₔₕₖₗₘₙₚₛₜ', '0123456789+−=()aeoxəhklmnpst'),
]);
const SHIFT_SCALE = 0.65;
const RISE: Record<Shift, number> = { sup: 0.36, sub: -0.14 };
const CACHE_LIMIT = 50_000;

function scriptFontOf(cp: number, weight: FontWeight): FontId | undefined {
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff)) {
    return INDIC_FONT.deva[weight];
  }
  if (cp >= 0x0a80 && cp <= 0x0aff) return INDIC_FONT.gujr[weight];
  return undefined;
}

/** Marks and joiners that belong with the character before them, dandas shared by both scripts, spaces. */
function isInherited(cp: number): boolean {
  return (
    cp === 0x20 ||
    cp === 0xa0 ||
    (cp >= 0x0300 && cp <= 0x036f) ||
    cp === 0x200c ||
    cp === 0x200d ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    cp === 0x0951 ||
    cp === 0x0952 ||
    cp === 0x0964 ||
    cp === 0x0965 ||
    cp === 0x25cc
  );
}

export class TextShaper {
  private readonly cache = new Map<string, ShapedText>();
  /** Broken paragraphs: after an edit, only the edited text is broken again. Lines are never mutated. */
  private readonly paragraphs = new Map<string, { lines: TextLine[]; missing: string[] }>();
  /** Characters no font has, as met while splitting runs (or found in a cached paragraph). */
  readonly missing = new Set<string>();
  private paragraphMissing: Set<string> | undefined;

  constructor(private readonly fonts: ReadonlyMap<FontId, HbFont>) {}

  fontOf(id: FontId): HbFont {
    const font = this.fonts.get(id);
    if (!font) throw new Error(`Paper font ${id} is not loaded`);
    return font;
  }

  /** Splits text into runs of one font each: Indic letters to their script's font, the rest by coverage. */
  splitRuns(text: string, weight: FontWeight): FontRun[] {
    const runs: FontRun[] = [];
    let current: FontRun | undefined;
    for (let ch of text) {
      let cp = ch.codePointAt(0)!;
      let shift: Shift | undefined;
      let font: FontId | undefined = scriptFontOf(cp, weight);
      if (
        !font &&
        current &&
        !current.shift &&
        isInherited(cp) &&
        this.fontOf(current.font).coverage.has(cp)
      ) {
        font = current.font;
      }
      if (!font) font = this.coveringFont(cp, weight);
      if (!font && SHIFTED.has(ch)) {
        [shift, ch] = SHIFTED.get(ch)!;
        cp = ch.codePointAt(0)!;
        font = this.coveringFont(cp, weight);
      }
      if (!font) {
        if (cp > 0x20) {
          this.missing.add(ch);
          this.paragraphMissing?.add(ch);
        }
        font = current?.font ?? FALLBACK_ORDER[weight][0]!;
      }
      if (current && current.font === font && current.shift === shift) current.text += ch;
      else runs.push((current = shift ? { font, text: ch, shift } : { font, text: ch }));
    }
    return runs;
  }

  private coveringFont(cp: number, weight: FontWeight): FontId | undefined {
    return FALLBACK_ORDER[weight].find((id) => this.fonts.get(id)?.coverage.has(cp));
  }

  /** Font size of a run on a line of `size`. */
  runSize(run: FontRun, size: number): number {
    return size * fontScaleOf(run.font) * (run.shift ? SHIFT_SCALE : 1);
  }

  /** Width in points of one run on a line of `size`. */
  measureRun(run: FontRun, size: number): number {
    const shaped = this.shape(run.font, run.text);
    return (shaped.advance * this.runSize(run, size)) / shaped.unitsPerEm;
  }

  shape(font: FontId, text: string): ShapedText {
    const key = `${font}\u0001${text}`;
    let shaped = this.cache.get(key);
    if (!shaped) {
      const hb = this.fontOf(font);
      const glyphs = hb.shape(text);
      shaped = { glyphs, advance: glyphs.reduce((sum, g) => sum + g.xAdvance, 0), unitsPerEm: hb.unitsPerEm };
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      this.cache.set(key, shaped);
    }
    return shaped;
  }

  /** Width in points of text in one font, for a line of `size` (the font's own scale applied). */
  measure(font: FontId, text: string, size: number): number {
    const shaped = this.shape(font, text);
    return (shaped.advance * size * fontScaleOf(font)) / shaped.unitsPerEm;
  }

  /** One line of text without breaking (headings, labels, page numbers). */
  line(text: string, style: TextStyle): TextLine {
    return this.breakLines(text.replace(/\n/g, ' '), style, Infinity)[0]!;
  }

  /**
   * Breaks text into lines at most `maxWidth` wide: at spaces, at \n, and inside a word only when the
   * word alone is wider than a line. `firstIndent` narrows the first line (a label before it).
   */
  breakLines(text: string, style: TextStyle, maxWidth: number, firstIndent = 0): TextLine[] {
    const key = `${style.size}\u0001${style.weight}\u0001${maxWidth}\u0001${firstIndent}\u0001${text}`;
    let entry = this.paragraphs.get(key);
    if (entry) {
      for (const ch of entry.missing) this.missing.add(ch);
    } else {
      this.paragraphMissing = new Set();
      const lines = this.breakParagraphs(text, style, maxWidth, firstIndent);
      entry = { lines, missing: [...this.paragraphMissing] };
      this.paragraphMissing = undefined;
      if (this.paragraphs.size >= CACHE_LIMIT) this.paragraphs.clear();
      this.paragraphs.set(key, entry);
    }
    return entry.lines;
  }

  private breakParagraphs(text: string, style: TextStyle, maxWidth: number, firstIndent: number): TextLine[] {
    const lines: TextLine[] = [];
    for (const paragraph of text.split('\n')) {
      const words = parseWords(paragraph).flatMap((w) => this.splitLongWord(w, style, maxWidth));
      if (words.length === 0) {
        lines.push({ width: 0, runs: [], blanks: [], text: '' });
        continue;
      }
      const widths = words.map((w) => this.wordWidth(w, style));
      let start = 0;
      while (start < words.length) {
        const limit = maxWidth - (lines.length === 0 ? firstIndent : 0);
        let end = start + 1;
        let width = widths[start]!;
        while (end < words.length) {
          const next = width + this.spaceAfter(words[end - 1]!, style) + widths[end]!;
          if (next > limit + 1e-6) break;
          width = next;
          end++;
        }
        lines.push(this.buildLine(words.slice(start, end), style));
        start = end;
      }
    }
    return lines;
  }

  private wordWidth(word: Word, style: TextStyle): number {
    let width = 0;
    for (const piece of word.pieces) {
      if (piece.kind === 'blank') width += blankWidth(piece.underscores, style.size);
      else
        for (const run of this.splitRuns(piece.text, style.weight)) width += this.measureRun(run, style.size);
    }
    return width;
  }

  /** The space after a word is set in the font of the word's last run when that font has one. */
  private spaceFont(word: Word | undefined, style: TextStyle): FontId {
    const last = word?.pieces[word.pieces.length - 1];
    if (last?.kind === 'text') {
      const run = this.splitRuns(last.text, style.weight).at(-1);
      if (run && !run.shift && this.fontOf(run.font).coverage.has(32)) return run.font;
    }
    return FALLBACK_ORDER[style.weight][0]!;
  }

  private spaceAfter(word: Word, style: TextStyle): number {
    return this.measure(this.spaceFont(word, style), ' ', style.size);
  }

  private splitLongWord(word: Word, style: TextStyle, maxWidth: number): Word[] {
    if (this.wordWidth(word, style) <= maxWidth) return [word];
    // Break between grapheme clusters; a blank inside such a word stays whole.
    const parts: Word[] = [];
    let current: Piece[] = [];
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    for (const piece of word.pieces) {
      const units: Piece[] =
        piece.kind === 'blank'
          ? [piece]
          : [...segmenter.segment(piece.text)].map((s) => ({ kind: 'text', text: s.segment }));
      for (const unit of units) {
        const candidate = appendPiece(current, unit);
        if (current.length > 0 && this.wordWidth({ pieces: candidate }, style) > maxWidth) {
          parts.push({ pieces: current });
          current = appendPiece([], unit);
        } else current = candidate;
      }
    }
    if (current.length > 0) parts.push({ pieces: current });
    return parts;
  }

  /** Places words on one line, joining neighbours of one font into one run (fonts here do not kern
   * across spaces, so a joined run is exactly as wide as its parts). */
  private buildLine(words: Word[], style: TextStyle): TextLine {
    const runs: PlacedRun[] = [];
    const blanks: PlacedBlank[] = [];
    let x = 0;
    let text = '';
    let last: PlacedRun | undefined;
    const addText = (run: FontRun) => {
      const width = this.measureRun(run, style.size);
      const rise = run.shift ? Math.round(RISE[run.shift] * style.size * 1000) / 1000 : undefined;
      if (last && last.font === run.font && last.rise === rise) {
        last.text += run.text;
        last.width += width;
      } else {
        last = { x, width, size: this.runSize(run, style.size), font: run.font, text: run.text };
        if (rise !== undefined) last.rise = rise;
        runs.push(last);
      }
      x += width;
    };
    words.forEach((word, i) => {
      if (i > 0) {
        const font = this.spaceFont(words[i - 1], style);
        if (last && last.font === font) addText({ font, text: ' ' });
        else {
          x += this.measure(font, ' ', style.size);
          last = undefined;
        }
        text += ' ';
      }
      for (const piece of word.pieces) {
        if (piece.kind === 'blank') {
          const width = blankWidth(piece.underscores, style.size);
          blanks.push({ x, width });
          x += width;
          last = undefined;
          text += '_'.repeat(piece.underscores);
        } else {
          for (const run of this.splitRuns(piece.text, style.weight)) addText(run);
          text += piece.text;
        }
      }
    });
    return { width: x, runs, blanks, text };
  }
}

function appendPiece(pieces: Piece[], piece: Piece): Piece[] {
  const last = pieces[pieces.length - 1];
  if (last?.kind === 'text' && piece.kind === 'text') {
    return [...pieces.slice(0, -1), { kind: 'text', text: last.text + piece.text }];
  }
  return [...pieces, piece];
}

/** A blank's printed length grows with its underscores: 6 of them make about 2.5 cm at 11 pt. */
export function blankWidth(underscores: number, size: number): number {
  return Math.min(Math.max(underscores, 4), 16) * size * 1.1;
}

function parseWords(text: string): Word[] {
  const words: Word[] = [];
  for (const token of text.split(/[ \t\r]+/)) {
    if (!token) continue;
    const pieces: Piece[] = [];
    let at = 0;
    for (const match of token.matchAll(BLANK)) {
      if (match.index > at) pieces.push({ kind: 'text', text: token.slice(at, match.index) });
      pieces.push({ kind: 'blank', underscores: match[0].length });
      at = match.index + match[0].length;
    }
    if (at < token.length) pieces.push({ kind: 'text', text: token.slice(at) });
    words.push({ pieces });
  }
  return words;
}
