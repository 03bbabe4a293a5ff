import { describe, expect, it } from 'vitest';
import { sanitizePaperHtml } from './sanitize-paper-html';

describe('sanitizePaperHtml', () => {
  it('keeps the paper structure and its classes', () => {
    const html =
      '<article class="paper"><header class="paper-header"><h1>Sunrise School</h1></header>' +
      '<section><h2>A) Multiple Choice Questions</h2><ol><li class="question"><p>Which planet?</p></li></ol></section></article>';
    expect(sanitizePaperHtml(html)).toBe(html);
  });

  it('drops scripts, handlers and script addresses', () => {
    const out = sanitizePaperHtml(
      '<p>Safe</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a>' +
        '<svg onload="alert(4)"></svg><p style="background:url(javascript:alert(5))">styled</p>',
    );
    expect(out).not.toMatch(/script|onerror|onload|javascript|background/i);
    expect(out).toContain('<p>Safe</p>');
  });

  it('names no element, so stored text cannot clobber the globals of the page', () => {
    const out = sanitizePaperHtml('<p id="__xss" class="answer">clobber</p><form name="__xss"></form>');
    expect(out).toBe('<p class="answer">clobber</p>');
  });
});
