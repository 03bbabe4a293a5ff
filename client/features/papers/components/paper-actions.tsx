import { Button, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconKey } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { PaperEngine } from '../../../../common/paper/engine';
import type { PaperModel } from '../../../../common/paper/model';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { downloadPaperPdf } from '../../paper/download-paper-pdf';
import classes from './papers.module.css';

type Mode = NonNullable<PaperModel['mode']>;
const FILES: Record<Mode, { name: string; label: string }> = {
  paper: { name: 'exam-paper.pdf', label: 'the paper' },
  answerKey: { name: 'answer-key.pdf', label: 'the answer key' },
};

interface PaperActionsProps {
  engine: PaperEngine | undefined;
  model: PaperModel | undefined;
  /** The screen's own buttons (Save Paper, Reset all), placed before the downloads. */
  children?: ReactNode;
  /** Float at the foot of the enclosing column (sticky) instead of the window's corner. */
  isInColumn?: boolean;
}

// The floating buttons of a paper screen: its own actions, Download (exam-paper.pdf) and Download
// answer key (answer-key.pdf), with a progress bar while the PDF is made.
export function PaperActions({ engine, model, children, isInColumn = false }: PaperActionsProps) {
  const [progress, setProgress] = useState<{ mode: Mode; page: number; total: number } | null>(null);

  const download = async (mode: Mode) => {
    if (!engine || !model) return;
    setProgress({ mode, page: 0, total: 1 });
    try {
      const layout = engine.layout({ ...model, mode });
      setProgress({ mode, page: 0, total: layout.pages.length });
      await downloadPaperPdf(
        engine,
        layout,
        (page, total) => setProgress({ mode, page, total }),
        FILES[mode].name,
      );
    } catch (error) {
      notify.error(errorMessage(error, 'The PDF could not be made. Please try again.'));
    } finally {
      setProgress(null);
    }
  };

  const isBusy = progress !== null;
  const isReady = Boolean(engine && model);
  return (
    <div className={isInColumn ? classes.actionsInColumn : classes.actions}>
      <Stack gap="xs" align="stretch">
        {progress && (
          <Paper withBorder shadow="md" p="sm" role="status" aria-live="polite" maw={320} ml="auto" w="100%">
            <Text size="sm" mb={6}>
              Making {FILES[progress.mode].label}: page {Math.max(progress.page, 1)} of {progress.total}
            </Text>
            <Progress
              value={(100 * progress.page) / progress.total}
              aria-label="PDF progress"
              transitionDuration={150}
            />
          </Paper>
        )}
        <div className={classes.actionRow}>
          {children}
          <Button
            leftSection={<IconDownload size={18} aria-hidden="true" />}
            onClick={() => void download('paper')}
            disabled={!isReady || isBusy}
            loading={progress?.mode === 'paper'}
            style={{ boxShadow: 'var(--mantine-shadow-md)' }}
          >
            Download
          </Button>
          <Button
            variant="white"
            leftSection={<IconKey size={18} aria-hidden="true" />}
            onClick={() => void download('answerKey')}
            disabled={!isReady || isBusy}
            loading={progress?.mode === 'answerKey'}
            style={{
              boxShadow: 'var(--mantine-shadow-md)',
              border: '1px solid var(--mantine-color-indigo-3)',
            }}
          >
            Download answer key
          </Button>
        </div>
      </Stack>
    </div>
  );
}
