import { Alert, Badge, Button, Card, Drawer, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDeviceFloppy, IconListCheck, IconRefresh } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { SUBJECTS } from '../../../../common/catalogue';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { usePaperEngine } from '../../paper/use-paper-engine';
import { useCurrentUser } from '../hooks/use-current-user';
import { useCustomPaper } from '../hooks/use-custom-paper';
import { useSavePaper } from '../hooks/use-save-paper';
import { subjectNameOf, totalMarksOf } from '../paper-content';
import { PaperActions } from './paper-actions';
import { PaperNamesCard } from './paper-names-card';
import { PaperStage } from './paper-stage';
import { QuestionPicker, type PickerFilter } from './question-picker';
import { SavePaperDialog } from './save-paper-dialog';
import classes from './papers.module.css';

const joinKnown = (values: Array<string | undefined>) =>
  [...new Set(values.filter((v): v is string => Boolean(v)))].join(', ') || undefined;

// The custom paper (/dashboard/generate/custompaper): the live paged preview beside the question list.
export function CustomPaperPage() {
  const engineState = usePaperEngine();
  const engine = engineState.status === 'ready' ? engineState.engine : undefined;
  const user = useCurrentUser();
  const paper = useCustomPaper();
  // Below the lg breakpoint the list opens in a drawer over the preview; beside it on wider screens.
  const isNarrow = useMediaQuery('(max-width: 74.99em)') ?? false;
  const [isListOpen, setListOpen] = useState(true);
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const [isSaveOpen, setSaveOpen] = useState(false);
  const { save, isSaving } = useSavePaper();
  const [filter, setFilter] = useState<PickerFilter>(() => ({
    type: null,
    subject: user?.subject ?? SUBJECTS[0]!.subject_id,
    standard: user?.standard[0] ?? 1,
  }));

  const pickedIds = useMemo(
    () => new Set(paper.sections.find((s) => s.type === filter.type)?.questions.map((q) => q.question_id)),
    [paper.sections, filter.type],
  );
  const picked = paper.sections.flatMap((s) => s.questions);
  const printedSections = paper.model?.sections ?? [];

  const openSave = () => {
    if (picked.length === 0) return notify.error('Pick at least one question before saving the paper.');
    setSaveOpen(true);
  };
  const savePaper = (logo: File | null) =>
    paper.model
      ? save({
          type: 'custom',
          model: paper.model,
          subject: joinKnown(picked.map((q) => subjectNameOf(q.subject))),
          standard: joinKnown(picked.map((q) => (q.standard ? String(q.standard) : undefined))),
          logo,
        })
      : Promise.resolve(false);

  const resetAll = async () => {
    const isSure = await confirmAction({
      title: 'Reset all',
      message: 'Remove every selected question and restore the default college and exam names?',
      confirmLabel: 'Reset all',
      danger: true,
    });
    if (isSure) paper.resetAll();
  };

  const picker = (
    <QuestionPicker
      filter={filter}
      onFilterChange={setFilter}
      pickedIds={pickedIds}
      onToggle={(item) => void paper.toggleQuestion(item)}
      onDone={() => (isNarrow ? setDrawerOpen(false) : setListOpen(false))}
      onClear={() => filter.type && paper.clearType(filter.type)}
      onSave={openSave}
      listHeight={isNarrow ? 'calc(100dvh - 420px)' : 'max(220px, calc(100vh - 490px))'}
    />
  );
  const openListButton = (
    <Button
      variant="light"
      fullWidth={isNarrow}
      leftSection={<IconListCheck size={18} aria-hidden="true" />}
      onClick={() => (isNarrow ? setDrawerOpen(true) : setListOpen(true))}
    >
      Select Questions
    </Button>
  );
  const resetButton = (
    <Button
      variant="white"
      color="red"
      leftSection={<IconRefresh size={18} aria-hidden="true" />}
      onClick={() => void resetAll()}
      style={{ boxShadow: 'var(--mantine-shadow-md)', border: '1px solid var(--mantine-color-red-3)' }}
    >
      Reset all
    </Button>
  );
  // Wide: the buttons float at the foot of the preview column (clear of the list); narrow: a bar.
  const actions = (
    <PaperActions engine={engine} model={paper.model} isInColumn={!isNarrow}>
      {(isNarrow || !isListOpen) && (
        <Button
          color="saffron.7"
          leftSection={<IconDeviceFloppy size={18} aria-hidden="true" />}
          onClick={openSave}
          style={{ boxShadow: 'var(--mantine-shadow-md)' }}
        >
          Save Paper
        </Button>
      )}
      {!isNarrow && resetButton}
    </PaperActions>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} fz={{ base: 26, sm: 36 }}>
          Personalized Paper
        </Title>
        <Badge size="xl" variant="light" tt="none" data-testid="total-marks">
          {picked.length} questions · Total marks: {totalMarksOf(printedSections)}
        </Badge>
      </Group>
      {paper.headerError && (
        <Alert color="red" title="The header could not be loaded">
          {paper.headerError.message}
        </Alert>
      )}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <PaperNamesCard
              collegeName={paper.collegeName}
              examName={paper.examName}
              onCollegeName={paper.setCollegeName}
              onExamName={paper.setExamName}
            />
            {isNarrow && (
              <Group gap="sm" wrap="nowrap">
                <div style={{ flex: 1 }}>{openListButton}</div>
                {resetButton}
              </Group>
            )}
            <PaperStage engineState={engineState} model={paper.model} width={748} />
            {!isNarrow && actions}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }} visibleFrom="lg">
          {!isNarrow && (
            <Card padding="md" style={{ position: 'sticky', top: 80 }}>
              {isListOpen ? (
                picker
              ) : (
                <Stack gap="sm" align="flex-start">
                  <Text c="dimmed">The question list is closed.</Text>
                  {openListButton}
                </Stack>
              )}
            </Card>
          )}
        </Grid.Col>
      </Grid>
      {isNarrow && (
        <Drawer
          opened={isDrawerOpen}
          onClose={() => setDrawerOpen(false)}
          position="bottom"
          size="92%"
          title="Add questions"
        >
          {picker}
        </Drawer>
      )}
      {isNarrow && <div className={classes.afterPreview} />}
      {isNarrow && actions}
      <SavePaperDialog
        opened={isSaveOpen}
        isSaving={isSaving}
        onClose={() => setSaveOpen(false)}
        onSave={savePaper}
      />
    </Stack>
  );
}
