import { Button, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmAction } from '../../../components/confirm';
import { notify } from '../../../components/notify';
import { errorMessage } from '../../../lib/api-client';
import { fetchMe } from '../../auth/api';
import { ME_QUERY_KEY } from '../../dashboard/components/dashboard-guard';
import { deletePaper, fetchPapers } from '../api';
import { PaperCard } from './paper-card';

type Filter = 'all' | 'default' | 'custom';

export function HistoryPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const userId = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe }).data?.user.id;
  const papers = useInfiniteQuery({
    queryKey: ['papers', userId, filter],
    queryFn: ({ pageParam }) => fetchPapers(userId!, filter === 'all' ? undefined : filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: Boolean(userId),
  });
  const list = papers.data?.pages.flatMap((page) => page.papers) ?? [];

  const onDelete = async (id: number) => {
    if (
      !(await confirmAction({
        message: 'Are you sure you want to delete this paper?',
        confirmLabel: 'Delete',
        danger: true,
      }))
    )
      return;
    try {
      const reply = await deletePaper(id);
      if (!reply.success) {
        notify.error(reply.message || 'Failed to delete paper');
        return;
      }
      notify.success('Paper deleted successfully');
      // The paper leaves the local list at once; counts refresh in the background.
      queryClient.setQueryData(['papers', userId, filter], (data: typeof papers.data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({ ...page, papers: page.papers.filter((p) => p.id !== id) })),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: ['papers'] });
    } catch (error) {
      notify.error(errorMessage(error, 'An error occurred while deleting the paper'));
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>History</Title>
      <SegmentedControl
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'default', label: 'Default' },
          { value: 'custom', label: 'Custom' },
        ]}
        w="fit-content"
        aria-label="Filter by type"
      />
      {papers.isPending ? (
        <Text>Loading...</Text>
      ) : papers.error ? (
        <Text c="red">{errorMessage(papers.error, 'Could not load your papers.')}</Text>
      ) : list.length === 0 ? (
        <Text fz="lg">No papers found.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {list.map((paper) => (
            <PaperCard
              key={paper.id}
              paper={paper}
              onView={() => navigate(`/dashboard/view/${paper.id}`, { state: { body: paper.body, paper } })}
              onDelete={() => void onDelete(paper.id)}
            />
          ))}
        </SimpleGrid>
      )}
      {papers.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void papers.fetchNextPage()}
          loading={papers.isFetchingNextPage}
          w="fit-content"
        >
          Load more
        </Button>
      )}
    </Stack>
  );
}
