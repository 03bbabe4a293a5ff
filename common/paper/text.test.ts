import { beforeAll, describe, expect, it } from 'vitest';
import { FONT_IDS, type FontId } from './font-files';
import { loadHarfBuzz, type HbFont } from './harfbuzz';
import { loadNodeFonts } from './node-fonts';
import { TextShaper, blankWidth } from './text';

let shaper: TextShaper;

beforeAll(async () => {
  const fonts = await loadNodeFonts();
  const hb = await loadHarfBuzz(fonts.harfbuzzWasm);
  shaper = new TextShaper(
    new Map(FONT_IDS.map((id) => [id, hb.openFont(fonts.files[id])] as [FontId, HbFont])),
  );
});

describe('font runs', () => {
  it('sets Indic letters in their script font and digits, Latin and punctuation in Noto Sans', () => {
    expect(shaper.splitRuns('प्रश्न 1: (क) कृपया?', 400)).toEqual([
      { font: 'deva-400', text: 'प्रश्न ' },
      { font: 'sans-400', text: '1: (' },
      { font: 'deva-400', text: 'क' },
      { font: 'sans-400', text: ') ' },
      { font: 'deva-400', text: 'कृपया' },
      { font: 'sans-400', text: '?' },
    ]);
    expect(shaper.splitRuns('અંક 40', 700)).toEqual([
      { font: 'gujr-700', text: 'અંક ' },
      { font: 'sans-700', text: '40' },
    ]);
  });

  it('keeps the danda with the script before it and finds symbols in the fallback fonts', () => {
    expect(shaper.splitRuns('उत्तर दें।', 400).map((r) => r.font)).toEqual(['deva-400']);
    expect(shaper.splitRuns('₹60 → √2 ≤ π', 400).map((r) => [r.font, r.text])).toEqual([
      ['sans-ext-400', '₹'],
      ['sans-400', '60 '],
      ['math-400', '→ √'],
      ['sans-400', '2 '],
      ['math-400', '≤ '],
      ['greek-400', 'π'],
    ]);
    expect(shaper.missing.size).toBe(0);
  });

  it('draws super- and subscripts the fonts lack from their base characters', () => {
    expect(shaper.splitRuns('H₂O x⁴', 400)).toEqual([
      { font: 'sans-400', text: 'H' },
      { font: 'sans-400', text: '2', shift: 'sub' },
      { font: 'sans-400', text: 'O x' },
      { font: 'sans-400', text: '4', shift: 'sup' },
    ]);
    const [line] = shaper.breakLines('H₂O and 10⁻³ m', { size: 10, weight: 400 }, 400);
    expect(line!.text).toBe('H₂O and 10⁻³ m');
    expect(line!.runs.map((r) => [r.text, r.rise ?? 0])).toEqual([
      ['H', 0],
      ['2', -1.4],
      ['O and 10', 0],
      ['−', 3.6],
      ['³ m', 0],
    ]);
    expect(shaper.missing.size).toBe(0);
  });

  it('reports characters no font has', () => {
    shaper.missing.clear();
    shaper.splitRuns('Snowman ☃', 400);
    expect([...shaper.missing]).toEqual(['☃']);
  });
});

describe('line breaking', () => {
  const style = { size: 11, weight: 400 } as const;

  it('keeps every line within the width and loses no word', () => {
    const text =
      'एक गाँव में रामू नाम का एक मेहनती किसान रहता था। Every morning Meera walked past the old banyan tree. ગુજરાતી પ્રશ્ન શ્રેષ્ઠ અંતર અંક.';
    for (const width of [60, 120, 250, 480]) {
      const lines = shaper.breakLines(text, style, width);
      for (const line of lines) expect(line.width).toBeLessThanOrEqual(width + 1e-6);
      expect(lines.map((l) => l.text).join(' ')).toBe(text);
    }
  });

  it('splits a word wider than the line between letters, and honours line breaks', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3);
    const lines = shaper.breakLines(word, style, 100);
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.map((l) => l.text).join('')).toBe(word);
    expect(shaper.breakLines('first\nsecond', style, 400).map((l) => l.text)).toEqual(['first', 'second']);
  });

  it('turns three or more underscores into a blank to write on', () => {
    const [line] = shaper.breakLines('2 m = ______ cm', style, 400);
    expect(line!.blanks).toHaveLength(1);
    expect(line!.blanks[0]!.width).toBe(blankWidth(6, 11));
    expect(line!.text).toBe('2 m = ______ cm');
    expect(line!.runs.map((r) => r.text)).toEqual(['2 m = ', 'cm']);
  });

  it('measures a joined run exactly as the sum of its words', () => {
    const [line] = shaper.breakLines('Which gas do plants take in?', style, 1000);
    expect(line!.runs).toHaveLength(1);
    expect(line!.width).toBeCloseTo(shaper.measure('sans-400', 'Which gas do plants take in?', 11), 6);
  });
});
