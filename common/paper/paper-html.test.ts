import { describe, expect, it } from 'vitest';
import type { PaperModel } from './model';
import { escapeHtml, paperToHtml } from './paper-html';

const paper = (overrides: Partial<PaperModel> = {}): PaperModel => ({
  header: {
    id: 1,
    styleType: 'style1',
    layoutType: 'horizontal',
    field1: 'Shree Saraswati Vidya Mandir',
    field2: 'Unit Test 1',
    field3: 'Subject: Science',
    field4: 'Standard: 8',
  },
  sections: [
    {
      type: 'mcq',
      questions: [
        { id: 1, text: 'Which gas do plants take in?', options: ['Oxygen', 'Carbon dioxide'], answer: 1 },
      ],
    },
    { type: 'blank', questions: [] },
    {
      type: 'long',
      questions: [
        {
          id: 2,
          text: 'Explain the water cycle.',
          answer: 'Evaporation, condensation…',
          points: ['Diagram'],
        },
      ],
    },
  ],
  ...overrides,
});

describe('paperToHtml', () => {
  it('writes the header, lettered sections with their marks, numbered questions and options', () => {
    const html = paperToHtml(paper());
    expect(html).toContain('<h1>Shree Saraswati Vidya Mandir</h1>');
    expect(html).toContain('<h2>Unit Test 1</h2>');
    expect(html).toContain('<li>Subject: Science</li>');
    // Empty sections are left out and do not take a letter.
    expect(html).toContain('A) Multiple Choice Questions <span class="marks">[1 × 1 = 1]</span>');
    expect(html).toContain('B) Long Answer Questions <span class="marks">[1 × 5 = 5]</span>');
    expect(html).not.toContain('Fill in the Blanks');
    expect(html).toContain('<li>(B) Carbon dioxide</li>');
    expect(html).toContain('Total marks: 6');
    // A question paper carries no answers.
    expect(html).not.toContain('Answer:');
  });

  it('prints answers and marking points in answer-key mode', () => {
    const html = paperToHtml(paper({ mode: 'answerKey' }));
    expect(html).toContain('Answer Key');
    expect(html).toContain('<strong>Answer:</strong> (B) Carbon dioxide');
    expect(html).toContain('<ul class="points"><li>Diagram</li></ul>');
  });

  it('escapes every text, so no script or handler can be written into the body', () => {
    const html = paperToHtml(
      paper({
        header: {
          id: 1,
          styleType: 'style1',
          layoutType: 'horizontal',
          field1: '<script>alert(1)</script>',
          field2: 'A "quoted" & <b>bold</b> exam',
        },
        sections: [
          {
            type: 'mcq',
            questions: [
              {
                id: 1,
                text: 'What is <img src=x onerror=alert(1)>?\nSecond line',
                options: ['<script>x</script>', "it's"],
              },
            ],
          },
        ],
      }),
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; exam');
    expect(html).toContain('What is &lt;img src=x onerror=alert(1)&gt;?<br>Second line');
    expect(html).toContain('(B) it&#39;s');
  });

  it('puts the column layout’s institution and title on top', () => {
    const html = paperToHtml(
      paper({
        header: {
          id: 4,
          styleType: 'style4',
          layoutType: 'column',
          field1: 'Subject: Physics',
          field8: 'Institute',
          field9: 'Winter 2026',
        },
      }),
    );
    expect(html).toContain(
      '<h1>Institute</h1><h2>Winter 2026</h2><ul class="paper-details"><li>Subject: Physics</li>',
    );
  });

  it('escapes an image address', () => {
    expect(escapeHtml('x" onerror="alert(1)')).toBe('x&quot; onerror=&quot;alert(1)');
  });
});
