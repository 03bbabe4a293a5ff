// The fonts the paper is laid out with and the PDF embeds: Noto Sans (Latin, its Latin-extended and
// Greek parts), Noto Sans Devanagari, Noto Sans Gujarati, each regular and bold, and a cut of Noto Sans
// Math for the symbols Noto Sans lacks (→ √ ∠ ≤ ≥ ≠ ∞ △ …). The TTFs are made from the @fontsource
// WOFF files by scripts/build-fonts.ts (into common/paper/fonts/, git-ignored).

export const FONT_IDS = [
  'sans-400',
  'sans-700',
  'sans-ext-400',
  'sans-ext-700',
  'greek-400',
  'greek-700',
  'deva-400',
  'deva-700',
  'gujr-400',
  'gujr-700',
  'math-400',
] as const;
export type FontId = (typeof FONT_IDS)[number];

export type FontWeight = 400 | 700;

export interface FontFile {
  id: FontId;
  /** The WOFF file under node_modules/@fontsource. */
  source: string;
  /** Code point ranges kept when the source is much larger than what papers use. */
  keep?: ReadonlyArray<readonly [number, number]>;
  /** Tables left out of the cut (the math font's MATH table pulls in hundreds of size variants). */
  drop?: readonly string[];
}

const fontsource = (pkg: string, file: string) => `@fontsource/${pkg}/files/${file}.woff`;

const LATIN_EXT_KEEP = [
  [0x0020, 0x0020], // space, so a run need not break around it
  [0x0100, 0x024f], // Latin Extended-A and -B (ā, ī, ṁ's base letters, ş …)
  [0x02b0, 0x02ff], // spacing modifier letters (ˣ ʰ …)
  [0x1d00, 0x1dbf], // phonetic extensions (ᴬ ᵃ ᵐ ᵢ …)
  [0x1e00, 0x1eff], // Latin Extended Additional (ṇ, ṛ, ṣ in transliterations)
  [0x20a0, 0x20c0], // currency signs, ₹ among them
] as const;

const MATH_KEEP = [
  [0x0020, 0x0020],
  [0x2070, 0x209f], // super- and subscripts (where the font has them)
  [0x2190, 0x21ff], // arrows
  [0x2200, 0x22ff], // mathematical operators
  [0x2300, 0x2300], // ⌀
  [0x25a0, 0x25ff], // geometric shapes (△ □ ○)
  [0x2605, 0x2606], // ★ ☆
  [0x2610, 0x2612], // ☐ ☑ ☒
  [0x2713, 0x2718], // ✓ ✔ ✗ ✘
  [0x27e8, 0x27e9], // ⟨ ⟩
] as const;

export const FONT_FILES: readonly FontFile[] = [
  { id: 'sans-400', source: fontsource('noto-sans', 'noto-sans-latin-400-normal') },
  { id: 'sans-700', source: fontsource('noto-sans', 'noto-sans-latin-700-normal') },
  {
    id: 'sans-ext-400',
    source: fontsource('noto-sans', 'noto-sans-latin-ext-400-normal'),
    keep: LATIN_EXT_KEEP,
  },
  {
    id: 'sans-ext-700',
    source: fontsource('noto-sans', 'noto-sans-latin-ext-700-normal'),
    keep: LATIN_EXT_KEEP,
  },
  { id: 'greek-400', source: fontsource('noto-sans', 'noto-sans-greek-400-normal') },
  { id: 'greek-700', source: fontsource('noto-sans', 'noto-sans-greek-700-normal') },
  {
    id: 'deva-400',
    source: fontsource('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-400-normal'),
  },
  {
    id: 'deva-700',
    source: fontsource('noto-sans-devanagari', 'noto-sans-devanagari-devanagari-700-normal'),
  },
  { id: 'gujr-400', source: fontsource('noto-sans-gujarati', 'noto-sans-gujarati-gujarati-400-normal') },
  { id: 'gujr-700', source: fontsource('noto-sans-gujarati', 'noto-sans-gujarati-gujarati-700-normal') },
  {
    id: 'math-400',
    source: fontsource('noto-sans-math', 'noto-sans-math-latin-400-normal'),
    keep: MATH_KEEP,
    drop: ['MATH'],
  },
];

/** The fonts a run of each weight may use, most preferred first (math has one weight). */
export const FALLBACK_ORDER: Record<FontWeight, readonly FontId[]> = {
  400: ['sans-400', 'sans-ext-400', 'greek-400', 'math-400', 'deva-400', 'gujr-400'],
  700: ['sans-700', 'sans-ext-700', 'greek-700', 'math-400', 'deva-700', 'gujr-700'],
};

export const INDIC_FONT: Record<'deva' | 'gujr', Record<FontWeight, FontId>> = {
  deva: { 400: 'deva-400', 700: 'deva-700' },
  gujr: { 400: 'gujr-400', 700: 'gujr-700' },
};

/**
 * Size of each font relative to the line's size. Devanagari and Gujarati letters look a size smaller
 * than Latin ones at the same point size (Indian printers set them larger), so their runs grow by 12%.
 */
export const fontScaleOf = (id: FontId) => (id.startsWith('deva') || id.startsWith('gujr') ? 1.12 : 1);

/** The file name of a built font, relative to common/paper/fonts/. */
export const fontFileName = (id: FontId) => `${id}.ttf`;

/** The CSS font-family under which the preview registers a font. */
export const cssFamilyOf = (id: FontId) => `prashna-paper-${id}`;
