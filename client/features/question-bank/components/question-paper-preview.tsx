import { Alert, Box, Button, Center, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useDeferredValue, useMemo, useState } from 'react';
import type { PaperLayout } from '../../../../common/paper/layout-types';
import { PaperPreview } from '../../paper/paper-preview';
import { usePaperEngine } from '../../paper/use-paper-engine';
import { useImageSize } from '../hooks';
import type { QuestionFormValues } from '../question-form-values';
import { printedBounds, toPreviewModel, type PreviewMode } from '../question-preview-model';

const PAGE_WIDTH = 560;
/** The desk around each page in <PaperPreview>: 12 px at the sides, 24 px above. */
const DESK_X = 12;
const DESK_Y = 24;
const MAX_SCALE = 1.4;

interface QuestionPaperPreviewProps {
  values: QuestionFormValues;
  chapterName: string | undefined;
}

// How the question prints: a one-question paper laid out by the paper engine, the same layout the
// paper screens and the PDF use. Typing stays smooth: the layout follows a deferred copy of the form.
export function QuestionPaperPreview({ values, chapterName }: QuestionPaperPreviewProps) {
  const engineState = usePaperEngine();
  const [mode, setMode] = useState<PreviewMode>('paper');
  const imageSize = useImageSize(values.image_url);
  const deferred = useDeferredValue(values);
  const engine = engineState.status === 'ready' ? engineState.engine : null;

  const result = useMemo(() => {
    if (!engine || !deferred.question.trim()) return null;
    const image = deferred.image_url && imageSize ? { src: deferred.image_url, ...imageSize } : undefined;
    try {
      return { layout: engine.layout(toPreviewModel(deferred, { image, chapterName, mode })) };
    } catch {
      return { error: 'This question cannot be laid out yet. Check the highlighted fields.' };
    }
  }, [engine, deferred, imageSize, chapterName, mode]);

  return (
    <Stack gap="xs" component="section" aria-labelledby="question-preview-title">
      <Title order={2} fz="lg" id="question-preview-title">
        On paper
      </Title>
      <SegmentedControl
        aria-label="Show the question as"
        data={[
          { value: 'paper', label: 'Question paper' },
          { value: 'answerKey', label: 'Answer key' },
        ]}
        value={mode}
        onChange={(value) => setMode(value as PreviewMode)}
      />
      <Box
        style={{ borderRadius: 8, overflow: 'hidden' }}
        bd="1px solid var(--mantine-color-gray-3)"
        bg="white"
      >
        {engineState.status === 'failed' ? (
          <Alert color="red" m="sm" title="The paper preview could not be loaded.">
            <Button variant="light" color="red" mt="xs" onClick={engineState.retry}>
              Try again
            </Button>
          </Alert>
        ) : engineState.status === 'loading' ? (
          <Center py="xl">
            <Loader aria-label="Loading the paper preview" />
          </Center>
        ) : !result ? (
          <Text c="dimmed" ta="center" p="xl">
            Type the question to see it as it will print.
          </Text>
        ) : 'error' in result ? (
          <Text c="red" p="md" role="alert">
            {result.error}
          </Text>
        ) : (
          <PrintedPart layout={result.layout} />
        )}
      </Box>
    </Stack>
  );
}

/**
 * The printed part of page 1 at a readable size: the whole page laid out by the engine and drawn by
 * <PaperPreview>, shown through a window over the header and the question. A question that does not
 * fit under the header moves to page 2; then every page is shown whole.
 */
function PrintedPart({ layout }: { layout: PaperLayout }) {
  const { ref, width: boxWidth } = useElementSize();
  if (layout.pages.length > 1) {
    return (
      <Box mah="70vh" style={{ overflow: 'auto' }}>
        <PaperPreview layout={layout} width={PAGE_WIDTH} />
      </Box>
    );
  }
  const bounds = printedBounds(layout);
  const scale = Math.min(MAX_SCALE, boxWidth / (bounds.x1 - bounds.x0));
  const pageWidth = layout.width * scale;
  return (
    <div ref={ref}>
      {boxWidth > 0 && (
        <div
          style={{ position: 'relative', overflow: 'hidden', height: (bounds.y1 - bounds.y0) * scale }}
          data-testid="question-on-paper"
        >
          <div
            style={{
              position: 'absolute',
              left: (boxWidth - (bounds.x1 - bounds.x0) * scale) / 2 - (DESK_X + bounds.x0 * scale),
              top: -(DESK_Y + bounds.y0 * scale),
              width: pageWidth + 2 * DESK_X,
            }}
          >
            <PaperPreview layout={layout} width={pageWidth} />
          </div>
        </div>
      )}
    </div>
  );
}
