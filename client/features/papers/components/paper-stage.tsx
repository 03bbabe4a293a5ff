import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { PaperEngine } from '../../../../common/paper/engine';
import type { PaperLayout } from '../../../../common/paper/layout-types';
import type { PaperModel } from '../../../../common/paper/model';
import { errorMessage } from '../../../lib/api-client';
import { PaperPreview } from '../../paper/paper-preview';
import type { PaperEngineState } from '../../paper/use-paper-engine';

/** The layout of a model, or the reason it cannot be laid out. */
export function usePaperLayout(engine: PaperEngine | undefined, model: PaperModel | undefined) {
  return useMemo((): { layout?: PaperLayout; error?: string } => {
    if (!engine || !model) return {};
    try {
      return { layout: engine.layout(model) };
    } catch (error) {
      return { error: errorMessage(error, 'The paper could not be laid out.') };
    }
  }, [engine, model]);
}

interface PaperStageProps {
  engineState: PaperEngineState;
  model: PaperModel | undefined;
  width: number;
  onQuestionClick?(questionId: string | number): void;
  selectedQuestionId?: string | number;
  /** Shown while the model itself is not ready (drawing the questions, loading the header). */
  pendingText?: string;
}

// The pages of a paper on the desk, or what stands in their way (engine loading or failed).
export function PaperStage({ engineState, model, width, pendingText, ...clicks }: PaperStageProps) {
  const engine = engineState.status === 'ready' ? engineState.engine : undefined;
  const { layout, error } = usePaperLayout(engine, model);
  if (engineState.status === 'failed') {
    return (
      <Alert color="red" title="The paper cannot be shown">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{engineState.error.message}</Text>
          <Button variant="light" color="red" onClick={engineState.retry}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (error)
    return (
      <Alert color="red" title="The paper cannot be shown">
        {error}
      </Alert>
    );
  if (!layout) {
    return (
      <Center mih={300} bg="#e4e6eb" style={{ borderRadius: 8 }}>
        <Stack align="center" gap="xs">
          <Loader aria-hidden="true" />
          <Text c="dimmed">
            {engineState.status === 'loading' ? 'Preparing the paper...' : (pendingText ?? 'Loading...')}
          </Text>
        </Stack>
      </Center>
    );
  }
  return <PaperPreview layout={layout} width={width} {...clicks} />;
}
