import { useMemo } from 'react';
import type { PaperEngine } from '../../../common/paper/engine';
import type { PaperHeader } from '../../../common/paper/model';
import { Item } from './paper-preview';

export interface HeaderPreviewProps {
  engine: PaperEngine;
  header: PaperHeader;
  /** Display width of the full page width in CSS pixels (the header is cropped from page 1). */
  width?: number;
}

// The header alone, as page 1 prints it: the engine lays out a paper with no questions and the
// preview shows the top of the page down to the header's last line.
export function HeaderPreview({ engine, header, width = 794 }: HeaderPreviewProps) {
  const { layout, bottom } = useMemo(() => {
    const result = engine.layout({ header, sections: [] });
    const page = result.pages[0]!;
    // Everything above the page footer belongs to the header.
    const footerTop = result.height - 48;
    let lowest = 0;
    for (const item of page.items) {
      const itemBottom =
        item.kind === 'text'
          ? item.y + item.size * 0.3
          : item.kind === 'rule'
            ? Math.max(item.y1, item.y2)
            : item.y + item.height;
      if (itemBottom < footerTop) lowest = Math.max(lowest, itemBottom);
    }
    return { layout: result, bottom: lowest + 14 };
  }, [engine, header]);
  const page = layout.pages[0]!;
  return (
    <div
      style={{
        width: `min(${width}px, 100%)`,
        aspectRatio: `${layout.width} / ${bottom}`,
        background: '#fff',
      }}
      role="img"
      aria-label={
        [header.field8, header.field9, header.field1, header.field2].filter(Boolean).join(', ') ||
        'Paper header'
      }
    >
      <svg viewBox={`0 0 ${layout.width} ${bottom}`} width="100%" height="100%" style={{ display: 'block' }}>
        {page.items.map((item, i) =>
          (item.kind === 'text' ? item.y : item.kind === 'rule' ? item.y1 : item.y) < bottom ? (
            <Item key={i} item={item} />
          ) : null,
        )}
      </svg>
    </div>
  );
}
