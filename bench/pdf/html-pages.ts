import { cssFamilyOf } from '../../common/paper/font-files';
import type { PaperLayout } from '../../common/paper/layout-types';

// The spec's old export worked on HTML pages in the DOM (794 px wide). This draws the same layout as
// such pages (absolutely placed spans, divs for rules and boxes) for html2canvas to capture.
export function renderHtmlPages(layout: PaperLayout, container: HTMLElement, width = 794): HTMLElement[] {
  container.replaceChildren();
  const scale = width / layout.width;
  const px = (v: number) => `${(v * scale).toFixed(2)}px`;
  return layout.pages.map((page) => {
    const el = document.createElement('div');
    el.style.cssText = `position:relative;width:${width}px;height:${px(layout.height)};background:#fff;overflow:hidden`;
    for (const item of page.items) {
      if (item.kind === 'text') {
        for (const run of item.runs) {
          const span = document.createElement('span');
          span.textContent = run.text;
          span.style.cssText = `position:absolute;white-space:pre;left:${px(run.x)};top:${px(item.y - (run.rise ?? 0) - run.size)};line-height:${px(run.size * 1.25)};font-family:${cssFamilyOf(run.font)};font-size:${px(run.size)};color:${item.color}`;
          el.append(span);
        }
      } else if (item.kind === 'rule') {
        const div = document.createElement('div');
        div.style.cssText = `position:absolute;left:${px(item.x1)};top:${px(item.y1 - item.lineWidth / 2)};width:${px(item.x2 - item.x1)};height:${px(Math.max(item.y2 - item.y1, item.lineWidth))};background:${item.color}`;
        el.append(div);
      } else if (item.kind === 'box') {
        const div = document.createElement('div');
        div.style.cssText = `position:absolute;box-sizing:border-box;left:${px(item.x)};top:${px(item.y)};width:${px(item.width)};height:${px(item.height)};border:${px(item.lineWidth)} solid ${item.stroke ?? 'transparent'};background:${item.fill ?? 'transparent'}`;
        el.append(div);
      } else {
        const img = document.createElement('img');
        img.src = item.src;
        img.style.cssText = `position:absolute;left:${px(item.x)};top:${px(item.y)};width:${px(item.width)};height:${px(item.height)}`;
        el.append(img);
      }
    }
    container.append(el);
    return el;
  });
}
