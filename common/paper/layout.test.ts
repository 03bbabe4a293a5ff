import { beforeAll, describe, expect, it } from 'vitest';
import { createPaperEngine, type PaperEngine } from './engine';
import { A4, type PaperLayout, type TextItem } from './layout-types';
import { PAGE_FRAME } from './layout';
import { HEADER_LAYOUTS, QUESTION_TYPES, SECTION_TITLES, sectionMarksLabel, type PaperModel } from './model';
import { loadNodeFonts } from './node-fonts';
import { samplePaper } from './sample-papers';

let engine: PaperEngine;
beforeAll(async () => {
  engine = await createPaperEngine(await loadNodeFonts());
});

/** A small seeded generator, so a failing paper can be made again from its seed. */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)]!;
  return { next, int, pick };
}

const WORDS = [
  'the',
  'photosynthesis',
  'water',
  'cycle',
  'explain',
  '(a)',
  'कृपया',
  'प्रश्न',
  'क्षत्रिय',
  'हिन्दी',
  'ज़्यादा',
  'कूँ',
  'ગુજરાતી',
  'પ્રશ્ન',
  'શ્રેષ્ઠ',
  'અંતર',
  'અંક',
  '45',
  '×',
  '₹60',
  '=',
  '√2',
  '→',
  '°C',
  '______',
  '?',
  'ExtraordinarilyLongWordWithoutAnySpacesThatMustBeBrokenBetweenLettersToFitTheColumn',
];

function randomText(r: ReturnType<typeof random>, words: number): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) out.push(r.next() < 0.03 ? '\n' : r.pick(WORDS));
  return out.join(' ').replace(/ \n /g, '\n');
}

function randomPaper(seed: number, count: number): PaperModel {
  const r = random(seed);
  const sections = QUESTION_TYPES.map((type) => ({
    type,
    questions: [] as PaperModel['sections'][number]['questions'],
  }));
  for (let i = 0; i < count; i++) {
    const section = r.pick(sections);
    const long = r.next() < 0.1;
    section.questions.push({
      id: `q${i}`,
      text: randomText(r, long ? r.int(150, 450) : r.int(1, 40)),
      options:
        section.type === 'mcq'
          ? Array.from({ length: r.int(2, 12) }, () => randomText(r, r.int(1, 25)))
          : undefined,
      image:
        r.next() < 0.15 ? { src: `img-${i}.png`, width: r.int(5, 3000), height: r.int(5, 4000) } : undefined,
      marks: r.next() < 0.1 ? r.int(1, 10) : undefined,
    });
  }
  const layoutType = r.pick(HEADER_LAYOUTS);
  return {
    header: {
      id: seed,
      styleType: 'style1',
      layoutType,
      field1: `HEADER-MARK ${randomText(r, r.int(1, 12))}`,
      field2: randomText(r, r.int(0, 8)),
      field3: 'Subject: Science',
      field4: randomText(r, r.int(0, 6)),
      field5: 'Name:',
      field6: 'Roll No.: ______',
      field7: randomText(r, r.int(0, 10)),
      field8: `HEADER-MARK ${randomText(r, r.int(1, 6))}`,
      field9: randomText(r, r.int(0, 6)),
      image: r.next() < 0.5 ? { src: 'logo.png', width: r.int(10, 900), height: r.int(10, 900) } : undefined,
    },
    instructions:
      r.next() < 0.5 ? Array.from({ length: r.int(1, 8) }, () => randomText(r, r.int(3, 30))) : undefined,
    sections: sections.filter(() => r.next() < 0.95),
    mode: r.next() < 0.2 ? 'answerKey' : 'paper',
  };
}

const EPS = 0.01;
const isFooter = (item: TextItem) => item.text.startsWith('Page ') && item.y > PAGE_FRAME.bottom;

function expectInsideMargins(layout: PaperLayout) {
  const { left, right, top, bottom } = PAGE_FRAME;
  layout.pages.forEach((page, k) => {
    for (const item of page.items) {
      const where = `page ${k + 1}, ${JSON.stringify(item).slice(0, 120)}`;
      if (item.kind === 'text') {
        if (isFooter(item)) {
          expect(item.text, where).toBe(`Page ${k + 1} of ${layout.pages.length}`);
          expect(item.y, where).toBeLessThan(A4.height - 10);
          continue;
        }
        for (const run of item.runs) {
          expect(run.x, where).toBeGreaterThanOrEqual(left - EPS);
          expect(run.x + run.width, where).toBeLessThanOrEqual(right + EPS);
        }
        // The line box: from 0.98 em above the baseline to 0.52 em below.
        expect(item.y - item.size * 0.98, where).toBeGreaterThanOrEqual(top - EPS);
        expect(item.y + item.size * 0.52, where).toBeLessThanOrEqual(bottom + EPS);
      } else if (item.kind === 'rule') {
        for (const x of [item.x1, item.x2]) expect(x >= left - EPS && x <= right + EPS, where).toBe(true);
        for (const y of [item.y1, item.y2]) expect(y >= top - EPS && y <= bottom + EPS, where).toBe(true);
      } else {
        expect(item.x, where).toBeGreaterThanOrEqual(left - EPS);
        expect(item.x + item.width, where).toBeLessThanOrEqual(right + EPS);
        expect(item.y, where).toBeGreaterThanOrEqual(top - EPS);
        expect(item.y + item.height, where).toBeLessThanOrEqual(bottom + EPS);
      }
    }
    for (const region of page.regions) {
      expect(region.y).toBeGreaterThanOrEqual(top - EPS);
      expect(region.y + region.height).toBeLessThanOrEqual(bottom + EPS);
    }
  });
}

function expectNoSplitQuestion(layout: PaperLayout) {
  const capacity = PAGE_FRAME.bottom - PAGE_FRAME.top;
  const parts = new Map<string, { pages: number[]; height: number }>();
  layout.pages.forEach((page, k) =>
    page.regions.forEach((region) => {
      const key = `${region.sectionIndex}/${region.questionId}`;
      const part = parts.get(key) ?? { pages: [], height: 0 };
      part.pages.push(k);
      part.height += region.height;
      parts.set(key, part);
    }),
  );
  for (const [key, part] of parts) {
    if (part.pages.length > 1) {
      // Only a question taller than a whole page may continue, and only onto the next pages.
      expect(part.height, `question ${key} split over pages ${part.pages}`).toBeGreaterThan(capacity);
      part.pages.forEach((p, i) => i > 0 && expect(p).toBe(part.pages[i - 1]! + 1));
    }
  }
}

function textsOf(layout: PaperLayout, pageIndex: number): string[] {
  return layout.pages[pageIndex]!.items.flatMap((i) => (i.kind === 'text' ? [i.text] : []));
}

function expectHeaderOnFirstPageOnly(layout: PaperLayout) {
  const marked = layout.pages.map((_, k) => textsOf(layout, k).some((t) => t.includes('HEADER-MARK')));
  expect(marked[0]).toBe(true);
  expect(marked.slice(1).some(Boolean)).toBe(false);
}

function expectNumberingAndMarks(layout: PaperLayout, model: PaperModel) {
  const regions = layout.pages.flatMap((p) => p.regions).filter((r) => !r.isContinued);
  const texts = layout.pages.flatMap((_, k) => textsOf(layout, k));
  let letter = 0;
  model.sections.forEach((section, sectionIndex) => {
    const numbers = regions.filter((r) => r.sectionIndex === sectionIndex).map((r) => r.number);
    expect(numbers).toEqual(section.questions.map((_, i) => i + 1));
    expect(regions.filter((r) => r.sectionIndex === sectionIndex).map((r) => r.questionId)).toEqual(
      section.questions.map((q) => q.id),
    );
    if (section.questions.length === 0) return;
    const heading = `${String.fromCharCode(65 + letter++)}) ${SECTION_TITLES[section.type]}`;
    const at = texts.findIndex((t) => t === heading);
    expect(at, heading).toBeGreaterThanOrEqual(0);
    expect(texts).toContain(sectionMarksLabel(section));
  });
}

describe('paper layout', () => {
  it('lays out the sample paper: header, sections A)–E) with marks, numbers restarting', () => {
    const model = samplePaper('en');
    const layout = engine.layout(model);
    expect(layout.pages).toHaveLength(4);
    const page1 = textsOf(layout, 0);
    expect(page1.slice(0, 2)).toEqual([
      'Shree Saraswati Vidya Mandir, Ahmedabad',
      'First Term Examination 2026–27',
    ]);
    expect(page1).toContain('A) Multiple Choice Questions');
    expect(page1).toContain('[5 × 1 = 5]');
    expect(page1.filter((t) => t === '1.').length).toBeGreaterThanOrEqual(3);
    const all = layout.pages.flatMap((_, k) => textsOf(layout, k));
    expect(all).toContain('E) Long Answer Questions');
    expect(all).toContain('[4 × 5 = 20]');
    expect(
      layout.pages.every(
        (_, k) => !textsOf(layout, k).slice(1).includes('Shree Saraswati Vidya Mandir, Ahmedabad'),
      ),
    );
    expect(layout.missingCharacters).toEqual([]);
    expectInsideMargins(layout);
    expectNoSplitQuestion(layout);
  });

  it('puts short MCQ options in two columns and long ones in one', () => {
    const layout = engine.layout({
      header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'School' },
      sections: [
        {
          type: 'mcq',
          questions: [
            {
              id: 'short',
              text: 'Short options?',
              options: ['Oxygen', 'Carbon dioxide', 'Nitrogen', 'Hydrogen'],
            },
            {
              id: 'long',
              text: 'Long options?',
              options: [
                'A'.repeat(5),
                'An option far too long to sit in half the width of the page beside another one',
                'C',
                'D',
              ],
            },
          ],
        },
      ],
    });
    const items = layout.pages[0]!.items.filter((i): i is TextItem => i.kind === 'text');
    const y = (label: string, after: string) => {
      const start = items.findIndex((i) => i.text === after);
      return items.slice(start).find((i) => i.text === label)!;
    };
    // Two columns: (A) and (B) share a line, (C) is below (A).
    expect(y('(B)', 'Short options?').y).toBe(y('(A)', 'Short options?').y);
    expect(y('(C)', 'Short options?').runs[0]!.x).toBe(y('(A)', 'Short options?').runs[0]!.x);
    // One column: every label at the left, each on its own line.
    const labels = ['(A)', '(B)', '(C)', '(D)'].map((l) => y(l, 'Long options?'));
    expect(new Set(labels.map((l) => l.runs[0]!.x)).size).toBe(1);
    expect(new Set(labels.map((l) => l.y)).size).toBe(4);
  });

  it('draws blanks as underlines and keeps images at their aspect ratio', () => {
    const layout = engine.layout({
      header: { id: 1, styleType: 'style3', layoutType: 'stacked', field1: 'School' },
      sections: [
        { type: 'blank', questions: [{ id: 1, text: 'The SI unit of force is the ______.' }] },
        {
          type: 'short',
          questions: [
            { id: 2, text: 'Look at the figure.', image: { src: 'fig.png', width: 800, height: 400 } },
          ],
        },
      ],
    });
    const items = layout.pages[0]!.items;
    const blankLine = items.find(
      (i) => i.kind === 'text' && i.text === 'The SI unit of force is the ______.',
    );
    expect(blankLine).toBeDefined();
    expect(
      items.filter((i) => i.kind === 'rule' && i.y1 === i.y2 && i.x2 - i.x1 > 60 && i.x2 - i.x1 < 100),
    ).toHaveLength(1);
    const image = items.find((i) => i.kind === 'image' && i.src === 'fig.png');
    expect(image?.kind === 'image' && image.width / image.height).toBeCloseTo(2, 6);
  });

  it('prints answers and marking points in answer-key mode', () => {
    const layout = engine.layout({
      header: { id: 1, styleType: 'style4', layoutType: 'column', field8: 'School', field9: 'Test' },
      mode: 'answerKey',
      sections: [
        {
          type: 'mcq',
          questions: [{ id: 1, text: 'Gas?', options: ['Oxygen', 'Carbon dioxide'], answer: 1 }],
        },
        { type: 'blank', questions: [{ id: 2, text: 'Force is measured in ______.', answer: 'newtons' }] },
        {
          type: 'long',
          questions: [
            { id: 3, text: 'Explain.', answer: 'Because.', points: ['Names the cause', 'Gives an example'] },
          ],
        },
      ],
    });
    const texts = textsOf(layout, 0);
    expect(texts).toContain('Answer Key');
    expect(texts).toContain('Answer: (B) Carbon dioxide');
    expect(texts).toContain('Answer: newtons');
    expect(texts).toContain('Answer: Because.');
    expect(texts).toEqual(
      expect.arrayContaining(['Marking points:', '•', 'Names the cause', 'Gives an example']),
    );
  });

  it('moves a question whole to the next page rather than splitting it', () => {
    let moved = 0;
    for (let fillers = 20; fillers <= 45; fillers++) {
      const filler = Array.from({ length: fillers }, (_, i) => ({
        id: `f${i}`,
        text: 'A question of one line.',
      }));
      const layout = engine.layout({
        header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'School' },
        sections: [
          { type: 'short', questions: [...filler, { id: 'big', text: randomText(random(7), 100) }] },
        ],
      });
      expectNoSplitQuestion(layout);
      const at = layout.pages.findIndex((p) => p.regions.some((r) => r.questionId === 'big'));
      const big = layout.pages[at]!.regions.find((r) => r.questionId === 'big')!;
      if (at > 0 && layout.pages[at]!.regions[0] === big) {
        // It starts a page because it did not fit below the question before it.
        const previous = layout.pages[at - 1]!.regions.at(-1)!;
        expect(previous.y + previous.height + big.height).toBeGreaterThan(PAGE_FRAME.bottom);
        moved++;
      }
    }
    expect(moved).toBeGreaterThan(3);
  });

  it('reports characters it cannot print, on every layout of the paper', () => {
    const model: PaperModel = {
      header: { id: 1, styleType: 'style1', layoutType: 'horizontal', field1: 'School' },
      sections: [{ type: 'short', questions: [{ id: 1, text: 'Draw a snowman ☃ here.' }] }],
    };
    expect(engine.layout(model).missingCharacters).toEqual(['☃']);
    expect(engine.layout(model).missingCharacters).toEqual(['☃']);
    expect(engine.layout(samplePaper('gu')).missingCharacters).toEqual([]);
  });

  it('rejects a model that is not a paper', () => {
    expect(() => engine.layout({ header: { id: 1 }, sections: [] } as unknown as PaperModel)).toThrow();
  });

  // Generated papers of 1–200 questions: long texts, long words, images of any shape, up to 12 options.
  const cases = [1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 120, 144, 160, 180, 199, 200].map((count, i) => [
    count,
    1000 + i,
  ]);
  it.each(cases)(
    'keeps a generated paper of %i questions inside the margins, unsplit, numbered (seed %i)',
    (count, seed) => {
      const model = randomPaper(seed, count);
      const layout = engine.layout(model);
      expectInsideMargins(layout);
      expectNoSplitQuestion(layout);
      expectHeaderOnFirstPageOnly(layout);
      expectNumberingAndMarks(layout, model);
      const regions = layout.pages.flatMap((p) => p.regions).filter((r) => !r.isContinued);
      expect(regions).toHaveLength(count);
    },
  );
});
