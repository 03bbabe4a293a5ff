import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh, IconWorldUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { findSubject, findSubjectTitle } from '../../../../common/catalogue';
import type { SheetFilters } from '../../../../common/worksheet-api';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { PublishPaperDialog } from '../../../components/publish-paper-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fetchMe } from '../../auth/api';
import { ME_QUERY_KEY } from '../../dashboard/components/dashboard-guard';
import { unpublishWorksheet, type SheetKind, type SheetPage } from '../api';
import { useSheetFilters, useSheetList, type SheetFilterKey } from '../hooks';
import { SheetCard, type SheetCardData } from './sheet-card';
import { SheetFilterBar } from './sheet-filters';

export interface SheetCollectionProps<T> {
  kind: SheetKind;
  title: string;
  intro: string;
  filterKeys: readonly SheetFilterKey[];
  linkText: string;
  emptyText: string;
  /** "worksheet" / "answer sheet", for counts. */
  noun: string;
  fetchPage(filters: SheetFilters, cursor?: string, signal?: AbortSignal): Promise<SheetPage<T>>;
  toCard(item: T): SheetCardData;
}

/** One collection screen: the spec's filters, Loading..., cards, the empty text, and "Load more". */
export function SheetCollection<T>(props: SheetCollectionProps<T>) {
  const { kind, filterKeys, fetchPage, toCard, noun } = props;
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  const user = me.data?.user;
  const [isPublishing, setIsPublishing] = useState(false);
  const { filters, setFilter } = useSheetFilters(filterKeys);
  const list = useSheetList(kind, filters, fetchPage);
  const cards = useMemo(
    () => list.data?.pages.flatMap((page) => page.items.map(toCard)) ?? [],
    [list.data, toCard],
  );
  const total = list.data?.pages[0]?.total ?? 0;

  const removal = useMutation({
    mutationFn: unpublishWorksheet,
    onSuccess: (reply) => {
      notify.success(reply.message);
      void queryClient.invalidateQueries({ queryKey: ['worksheets'] });
      void queryClient.invalidateQueries({ queryKey: ['answersheets'] });
    },
    onError: (error) => notify.error(errorMessage(error, 'The worksheet could not be unpublished.')),
  });
  const { mutate: remove } = removal;
  const onUnpublish = useCallback(
    (worksheetId: number) =>
      void confirmAction({
        title: 'Unpublish',
        message: 'Are you sure you want to unpublish this worksheet? Its answer sheet is removed as well.',
        confirmLabel: 'Unpublish',
        danger: true,
      }).then((isSure) => isSure && remove(worksheetId)),
    [remove],
  );

  // A new worksheet starts where the teacher is looking: the filtered choices, else their profile's.
  const profileSubject = user?.subject ? findSubject(user.subject)?.subject_name : undefined;
  const defaults = {
    board: filters.board,
    subject: filters.subject ?? profileSubject,
    standard: filters.standard ? Number(filters.standard) : user?.standard[0],
    subject_title:
      filters.subject_title ??
      (filters.subject || !user?.subject_title
        ? undefined
        : findSubjectTitle(user.subject_title)?.title_name),
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{props.title}</Title>
          <Text c="dimmed">{props.intro}</Text>
        </div>
        {user && (
          <Button
            variant="outline"
            h={44}
            leftSection={<IconWorldUpload size={18} aria-hidden="true" />}
            onClick={() => setIsPublishing(true)}
          >
            Publish a saved paper
          </Button>
        )}
      </Group>

      <SheetFilterBar keys={filterKeys} filters={filters} onChange={setFilter} />

      {list.isPending ? (
        <Text py="xl" ta="center" role="status">
          Loading...
        </Text>
      ) : cards.length === 0 ? (
        list.isError ? (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed" ta="center">
              {props.emptyText}
            </Text>
            <Button
              variant="light"
              h={44}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              onClick={() => void list.refetch()}
            >
              Try again
            </Button>
          </Stack>
        ) : (
          <Text c="dimmed" ta="center" py="xl">
            {props.emptyText}
          </Text>
        )
      ) : (
        <Stack gap="md">
          <SimpleGrid
            component="ul"
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            p={0}
            m={0}
            aria-label={props.title}
            aria-busy={list.isFetching}
            style={{ listStyle: 'none', opacity: list.isPlaceholderData ? 0.6 : 1 }}
          >
            {cards.map((card) => (
              <SheetCard
                key={card.key}
                sheet={card}
                linkText={props.linkText}
                isAnswerSheet={kind === 'answersheets'}
                onUnpublish={onUnpublish}
                isUnpublishing={removal.isPending && removal.variables === card.ownWorksheetId}
              />
            ))}
          </SimpleGrid>
          <Stack align="center" gap={6}>
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {cards.length} of {total} {total === 1 ? noun : `${noun}s`}
            </Text>
            {list.hasNextPage && (
              <Button
                variant="default"
                h={44}
                loading={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                Load more
              </Button>
            )}
          </Stack>
        </Stack>
      )}

      {user && (
        <PublishPaperDialog
          opened={isPublishing}
          onClose={() => setIsPublishing(false)}
          userId={user.id}
          defaults={defaults}
        />
      )}
    </Stack>
  );
}
