import { Alert, Button, Card, Group, Progress, Stack, Text, Title, Typography } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconDownload, IconEdit, IconKey, IconShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PaperModel } from '../../../../common/paper/model';
import { notify } from '../../../components/notify';
import { PublishPaperDialog } from '../../../components/publish-paper-dialog';
import { errorMessage } from '../../../lib/api-client';
import { downloadPaperPdf } from '../../paper/download-paper-pdf';
import { loadPaperEngine } from '../../paper/load-paper-engine';
import { fetchPaper } from '../api';

export function ViewPaperPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const passedBody = (useLocation().state as { body?: string } | null)?.body;
  const query = useQuery({
    queryKey: ['paper', id],
    queryFn: () => fetchPaper(id),
    enabled: id > 0,
    retry: false,
  });
  const [progress, setProgress] = useState<{ page: number; total: number } | null>(null);
  const [isPublishing, setPublishing] = useState(false);
  if (query.error) console.error('View paper: not found', query.error);
  const body = query.data?.body ?? passedBody;
  const model = query.data?.paper ?? null;

  const download = async (mode: 'paper' | 'answerKey') => {
    if (!model) return;
    setProgress({ page: 0, total: 1 });
    try {
      const engine = await loadPaperEngine();
      const layout = engine.layout({ ...model, mode } as PaperModel);
      await downloadPaperPdf(
        engine,
        layout,
        (page, total) => setProgress({ page, total }),
        mode === 'answerKey' ? 'answer-key.pdf' : 'exam-paper.pdf',
      );
    } catch (error) {
      notify.error(errorMessage(error, 'The PDF could not be made.'));
    } finally {
      setProgress(null);
    }
  };

  const reopen = () => {
    if (!query.data || !model) return;
    const target =
      query.data.type === 'custom' ? '/dashboard/generate/custompaper' : '/dashboard/generate/pdf-preview';
    navigate(target, { state: { paper: model, subject: query.data.subject, standard: query.data.standard } });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>View paper</Title>
        <Group>
          <Button
            leftSection={<IconDownload size={18} />}
            onClick={() => void download('paper')}
            disabled={!model || progress !== null}
          >
            Download
          </Button>
          <Button
            variant="light"
            leftSection={<IconKey size={18} />}
            onClick={() => void download('answerKey')}
            disabled={!model || progress !== null}
          >
            Download answer key
          </Button>
          <Button variant="default" leftSection={<IconEdit size={18} />} onClick={reopen} disabled={!model}>
            Open in builder
          </Button>
          <Button
            variant="default"
            leftSection={<IconShare size={18} />}
            onClick={() => setPublishing(true)}
            disabled={!model}
          >
            Publish as worksheet
          </Button>
        </Group>
      </Group>
      {query.data && (
        <PublishPaperDialog
          opened={isPublishing}
          onClose={() => setPublishing(false)}
          userId={query.data.user_id}
          paperId={query.data.id}
        />
      )}
      {progress && (
        <Stack gap={4} aria-live="polite">
          <Text size="sm">
            {progress.page > 0 ? `Page ${progress.page} of ${progress.total}` : 'Preparing the PDF...'}
          </Text>
          <Progress value={(progress.page / progress.total) * 100} aria-label="PDF progress" />
        </Stack>
      )}
      {query.data && !model && (
        <Alert color="gray">
          This paper was saved without its structure; it can be viewed but not downloaded again.
        </Alert>
      )}
      <Card padding="xl" maw={794} w="100%" mx="auto" shadow="sm" data-testid="paper-body">
        {body ? (
          // The body was sanitized by the server when it was stored and again when it was served.
          <Typography>
            <div dangerouslySetInnerHTML={{ __html: body }} />
          </Typography>
        ) : query.isPending && id > 0 ? (
          <Text>Loading...</Text>
        ) : (
          <Text fz="lg">No Content Available</Text>
        )}
      </Card>
    </Stack>
  );
}
