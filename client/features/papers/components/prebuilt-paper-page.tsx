import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy, IconSparkles } from '@tabler/icons-react';
import { isGeneratedId } from '../../../../common/generators/registry';
import { useMemo, useState } from 'react';
import { confirmAction } from '../../../components/confirm';
import { usePaperEngine } from '../../paper/use-paper-engine';
import { usePrebuiltPaper } from '../hooks/use-prebuilt-paper';
import { useSavePaper } from '../hooks/use-save-paper';
import { subjectNameOf, totalMarksOf } from '../paper-content';
import { DrawControls } from './draw-controls';
import { PaperActions } from './paper-actions';
import { PaperStage } from './paper-stage';
import { ReplaceQuestionModal, type ReplaceTarget } from './replace-question-modal';
import { SavePaperDialog } from './save-paper-dialog';
import { ShortfallNotice } from './shortfall-notice';
import classes from './papers.module.css';

// The pre-built paper (/dashboard/generate/pdf-preview): drawn at random from the bank, every question
// replaceable or editable, then saved or downloaded (DECISIONS.md, Papers).
export function PrebuiltPaperPage() {
  const engineState = usePaperEngine();
  const engine = engineState.status === 'ready' ? engineState.engine : undefined;
  const { settings, setSettings, paper, model, headerError, isDrawing, drawError, draw, changeQuestion } =
    usePrebuiltPaper();
  const [target, setTarget] = useState<ReplaceTarget | null>(null);
  const [isSaveOpen, setSaveOpen] = useState(false);
  const { save, isSaving } = useSavePaper();

  const idsOnPaper = useMemo(
    () => new Set(paper?.sections.flatMap((s) => s.questions.map((q) => q.id)) ?? []),
    [paper],
  );

  const freshCount = useMemo(
    () => paper?.sections.reduce((n, s) => n + s.questions.filter((q) => isGeneratedId(q.id)).length, 0) ?? 0,
    [paper],
  );

  const openQuestion = (questionId: string | number) => {
    for (const section of paper?.sections ?? []) {
      const question = section.questions.find((q) => q.id === questionId);
      if (question) return setTarget({ type: section.type, question });
    }
  };

  const drawAgain = async () => {
    const isSure =
      !paper?.isChanged ||
      (await confirmAction({
        title: 'Draw again',
        message: 'Draw a new paper? The questions you replaced or edited will be lost.',
        confirmLabel: 'Draw again',
      }));
    if (isSure) void draw(settings);
  };

  const savePaper = (logo: File | null) =>
    model && paper
      ? save({
          type: 'default',
          model,
          subject: subjectNameOf(paper.subject),
          standard: String(paper.standard),
          logo,
        })
      : Promise.resolve(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          Pre-Built Question Paper
        </Title>
        {paper && (
          <Badge size="xl" variant="light" tt="none" data-testid="total-marks">
            Total marks: {totalMarksOf(paper.sections)}
          </Badge>
        )}
      </Group>
      <Text c="dimmed">
        Questions are drawn at random from the question bank. Click a question on the paper to replace it or
        to change its words.
      </Text>
      <DrawControls
        settings={settings}
        onChange={setSettings}
        onDraw={() => void drawAgain()}
        isDrawing={isDrawing}
      />
      {drawError && (
        <Alert color="red" title="The questions could not be drawn">
          {drawError}
        </Alert>
      )}
      {headerError && (
        <Alert color="red" title="The header could not be loaded">
          {headerError.message}
        </Alert>
      )}
      {paper && (
        <ShortfallNotice shortfall={paper.shortfall} subject={paper.subject} standard={paper.standard} />
      )}
      {freshCount > 0 && (
        <Alert
          color="indigo"
          variant="light"
          icon={<IconSparkles aria-hidden="true" />}
          data-testid="fresh-notice"
        >
          {freshCount === 1 ? '1 question on this paper was' : `${freshCount} questions on this paper were`}{' '}
          made fresh for you, with their answers worked out in the answer key.
        </Alert>
      )}
      {(paper || !drawError) && (
        <PaperStage
          engineState={engineState}
          model={model}
          width={794}
          onQuestionClick={openQuestion}
          selectedQuestionId={target?.question.id}
          pendingText={isDrawing ? 'Drawing the questions...' : 'Loading...'}
        />
      )}
      <div className={classes.afterPreview} />
      <ReplaceQuestionModal
        target={target}
        subject={paper?.subject ?? settings.subject}
        standard={paper?.standard ?? settings.standard}
        idsOnPaper={idsOnPaper}
        onChange={changeQuestion}
        onClose={() => setTarget(null)}
      />
      <SavePaperDialog
        opened={isSaveOpen}
        isSaving={isSaving}
        onClose={() => setSaveOpen(false)}
        onSave={savePaper}
      />
      <PaperActions engine={engine} model={model}>
        <Button
          color="saffron.7"
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          onClick={() => setSaveOpen(true)}
          disabled={!model}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Save Paper
        </Button>
      </PaperActions>
    </Stack>
  );
}
