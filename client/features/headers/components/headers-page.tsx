import {
  ActionIcon,
  Alert,
  Badge,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { PaperHeader } from '../../../../common/paper/model';
import type { HeaderRecord } from '../../../../common/paper-api';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import type { PaperEngine } from '../../../../common/paper/engine';
import { toPaperHeader } from '../../paper/header-image';
import { HeaderPreview } from '../../paper/header-preview';
import { usePaperEngine } from '../../paper/use-paper-engine';
import { deleteHeader, fetchHeaders } from '../api';
import { EngineStatus } from './engine-status';

export type BuilderFrom = 'prebuild' | 'custom';

export function readFrom(state: unknown): BuilderFrom | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return from === 'prebuild' || from === 'custom' ? from : undefined;
}

export function HeadersPage() {
  const navigate = useNavigate();
  const from = readFrom(useLocation().state);
  const engineState = usePaperEngine();
  const headers = useQuery({ queryKey: ['headers'], queryFn: fetchHeaders });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Choose a header</Title>
        <Text c="dimmed">
          {from === 'custom'
            ? 'For your personalised paper. You can change every line on the next page.'
            : from === 'prebuild'
              ? 'For your pre-built paper. You can change every line on the next page.'
              : 'Pick the header your paper starts with. You can change every line on the next page.'}
        </Text>
      </div>
      {headers.isPending && <Text>Loading...</Text>}
      {headers.error && (
        <Alert color="red">{errorMessage(headers.error, 'Could not load the headers.')}</Alert>
      )}
      {engineState.status !== 'ready' ? (
        <EngineStatus state={engineState} />
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          {(headers.data ?? []).map((header) => (
            <HeaderCard
              key={header.id}
              header={header}
              engine={engineState.engine}
              onOpen={() =>
                navigate(`/dashboard/generate/edit-header/${header.id}`, { state: { header, from } })
              }
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function HeaderCard({
  header,
  engine,
  onOpen,
}: {
  header: HeaderRecord;
  engine: PaperEngine;
  onOpen(): void;
}) {
  const queryClient = useQueryClient();
  const [paperHeader, setPaperHeader] = useState<PaperHeader | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void toPaperHeader(header).then((h) => isCurrent && setPaperHeader(h));
    return () => {
      isCurrent = false;
    };
  }, [header]);
  const remove = useMutation({
    mutationFn: () => deleteHeader(header.id),
    onSuccess: () => {
      notify.success('Header template deleted.');
      void queryClient.invalidateQueries({ queryKey: ['headers'] });
    },
    onError: (error) => notify.error(errorMessage(error, 'Could not delete the template.')),
  });
  const onDelete = async () => {
    if (
      await confirmAction({
        message: `Delete your template "${header.name}"?`,
        confirmLabel: 'Delete',
        danger: true,
      })
    ) {
      remove.mutate();
    }
  };

  return (
    <Card padding="md" data-testid={`header-card-${header.id}`}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} truncate>
            {header.name}
          </Text>
          <Badge variant="light">{header.layoutType}</Badge>
          {header.is_own && <Badge color="saffron.7">Mine</Badge>}
        </Group>
        {header.is_own && (
          <ActionIcon
            variant="subtle"
            color="red"
            size={44}
            aria-label={`Delete template ${header.name}`}
            onClick={() => void onDelete()}
          >
            <IconTrash size={20} />
          </ActionIcon>
        )}
      </Group>
      <UnstyledButton
        onClick={onOpen}
        aria-label={`Use header ${header.name}`}
        style={{
          border: '1px solid var(--mantine-color-gray-3)',
          borderRadius: 6,
          overflow: 'hidden',
          display: 'block',
          width: '100%',
        }}
      >
        {paperHeader ? (
          <HeaderPreview engine={engine} header={paperHeader} />
        ) : (
          <Text p="md">Loading...</Text>
        )}
      </UnstyledButton>
    </Card>
  );
}
