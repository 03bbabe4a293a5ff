import { memo, type CSSProperties, type KeyboardEvent } from 'react';
import { cssFamilyOf } from '../../../common/paper/font-files';
import type { LayoutItem, LayoutPage, PaperLayout, QuestionRegion } from '../../../common/paper/layout-types';
import classes from './paper-preview.module.css';

// The on-screen paper: every page of one layout as an SVG in PDF points, scaled to `width` CSS pixels
// (794 for the default paper, 748 for the custom one; narrower windows scale it down further). Pages
// sit on a grey desk; each question is a clickable region reporting its question id. A question split
// over two pages has a region on each; only the first carries the element id.

export interface PaperPreviewProps {
  layout: PaperLayout;
  /** Display width of a page in CSS pixels. */
  width: number;
  onQuestionClick?(questionId: string | number): void;
  /** The question being edited: its region and its page are marked. */
  selectedQuestionId?: string | number;
}

const deskStyle: CSSProperties = {
  background: '#e4e6eb',
  padding: '24px 12px',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 24,
};

export function PaperPreview({ layout, width, onQuestionClick, selectedQuestionId }: PaperPreviewProps) {
  return (
    <div style={deskStyle} data-testid="paper-preview">
      {layout.pages.map((page, index) => (
        <PreviewPage
          key={index}
          page={page}
          index={index}
          layout={layout}
          width={width}
          onQuestionClick={onQuestionClick}
          selectedQuestionId={
            page.regions.some((r) => r.questionId === selectedQuestionId) ? selectedQuestionId : undefined
          }
        />
      ))}
    </div>
  );
}

interface PreviewPageProps {
  page: LayoutPage;
  index: number;
  layout: PaperLayout;
  width: number;
  onQuestionClick?(questionId: string | number): void;
  selectedQuestionId?: string | number;
}

const PreviewPage = memo(function PreviewPage({
  page,
  index,
  layout,
  width,
  onQuestionClick,
  selectedQuestionId,
}: PreviewPageProps) {
  const isActive = selectedQuestionId !== undefined;
  const style: CSSProperties = {
    width: `min(${width}px, 100%)`,
    aspectRatio: `${layout.width} / ${layout.height}`,
    background: '#ffffff',
    boxShadow: isActive ? '0 0 0 2px #3142b0, 0 4px 18px rgba(0,0,0,0.18)' : '0 2px 12px rgba(0,0,0,0.16)',
    borderRadius: 2,
  };
  return (
    <div
      style={style}
      data-page={index + 1}
      aria-label={`Page ${index + 1} of ${layout.pages.length}`}
      role="group"
    >
      <svg
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        width="100%"
        height="100%"
        style={{ display: 'block', textRendering: 'geometricPrecision' }}
      >
        {page.items.map((item, i) => (
          <Item key={i} item={item} />
        ))}
        {page.regions.map((region, i) => (
          <Region
            key={`r${i}`}
            region={region}
            isFirst={!region.isContinued}
            isSelected={region.questionId === selectedQuestionId}
            onClick={onQuestionClick}
          />
        ))}
      </svg>
    </div>
  );
});

export function Item({ item }: { item: LayoutItem }) {
  switch (item.kind) {
    case 'text':
      return (
        <>
          {item.runs.map((run, i) => (
            <text
              key={i}
              x={run.x}
              y={item.y - (run.rise ?? 0)}
              fontFamily={cssFamilyOf(run.font)}
              fontSize={run.size}
              fill={item.color}
              style={{ whiteSpace: 'pre' }}
            >
              {run.text}
            </text>
          ))}
        </>
      );
    case 'rule':
      return (
        <line
          x1={item.x1}
          y1={item.y1}
          x2={item.x2}
          y2={item.y2}
          stroke={item.color}
          strokeWidth={item.lineWidth}
        />
      );
    case 'box':
      return (
        <rect
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          fill={item.fill ?? 'none'}
          stroke={item.stroke ?? 'none'}
          strokeWidth={item.lineWidth}
        />
      );
    case 'image':
      return (
        <image
          href={item.src}
          x={item.x}
          y={item.y}
          width={item.width}
          height={item.height}
          preserveAspectRatio="none"
        />
      );
  }
}

interface RegionProps {
  region: QuestionRegion;
  isFirst: boolean;
  isSelected: boolean;
  onClick?(questionId: string | number): void;
}

function Region({ region, isFirst, isSelected, onClick }: RegionProps) {
  const activate = () => onClick?.(region.questionId);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      activate();
    }
  };
  return (
    <rect
      id={isFirst ? `paper-question-${region.sectionIndex}-${region.questionId}` : undefined}
      data-question-id={String(region.questionId)}
      className={classes.region}
      x={region.x - 6}
      y={region.y - 2}
      width={region.width + 12}
      height={region.height + 4}
      rx={3}
      data-selected={isSelected || undefined}
      data-clickable={onClick ? true : undefined}
      tabIndex={onClick ? 0 : undefined}
      role={onClick ? 'button' : undefined}
      aria-label={onClick ? `Question ${region.number}: edit or replace` : undefined}
      onClick={onClick ? activate : undefined}
      onKeyDown={onClick ? onKeyDown : undefined}
    >
      <title>{`Question ${region.number}`}</title>
    </rect>
  );
}
