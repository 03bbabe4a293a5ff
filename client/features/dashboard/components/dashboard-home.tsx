import { Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconChecklist, IconFileText, IconPencil, IconSparkles, IconWand } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { fetchMe } from '../../auth/api';
import { fetchCollectionCount, fetchPaperCount } from '../api';
import { ME_QUERY_KEY } from './dashboard-guard';

function CountCard({
  label,
  to,
  count,
  Icon,
}: {
  label: string;
  to: string;
  count: number | undefined;
  Icon: typeof IconFileText;
}) {
  return (
    <Card
      component={Link}
      to={to}
      padding="lg"
      // A card that is a link shows the same focus ring as buttons.
      className="mantine-focus-auto"
      style={{ textDecoration: 'none' }}
      aria-label={`${label}: ${count ?? '…'}`}
    >
      <Group justify="space-between" wrap="nowrap">
        <div>
          <Text c="dimmed" fw={600}>
            {label}
          </Text>
          <Text fz={36} fw={800} c="indigo.8" lh={1.2} data-testid={`count-${label}`}>
            {count ?? '…'}
          </Text>
        </div>
        <ThemeIcon size={56} radius="md" variant="light">
          <Icon size={30} stroke={1.6} aria-hidden="true" />
        </ThemeIcon>
      </Group>
    </Card>
  );
}

export function DashboardHome() {
  const navigate = useNavigate();
  const me = useQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  const userId = me.data?.user.id;
  const papers = useQuery({
    queryKey: ['papers', 'count', userId],
    queryFn: () => fetchPaperCount(userId!),
    enabled: Boolean(userId),
  });
  const worksheets = useQuery({
    queryKey: ['worksheets', 'count'],
    queryFn: () => fetchCollectionCount('/worksheets'),
  });
  const answerSheets = useQuery({
    queryKey: ['answersheets', 'count'],
    queryFn: () => fetchCollectionCount('/answersheets'),
  });

  return (
    <Stack gap="xl">
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <CountCard label="Papers" to="/dashboard/history" count={papers.data} Icon={IconFileText} />
        <CountCard
          label="Worksheets"
          to="/dashboard/generate/worksheets"
          count={worksheets.data}
          Icon={IconPencil}
        />
        <CountCard
          label="Answer Sheets"
          to="/dashboard/generate/answersheets"
          count={answerSheets.data}
          Icon={IconChecklist}
        />
      </SimpleGrid>
      <Card padding="xl">
        <Title order={2} fz="xl" mb={4}>
          Exam Paper Builder
        </Title>
        <Text c="dimmed" mb="lg">
          Start from a header; then let Prashna draw the questions, or pick every one yourself.
        </Text>
        <Group>
          <Button
            size="lg"
            color="saffron.7"
            leftSection={<IconWand size={20} />}
            onClick={() => navigate('/dashboard/generate/header', { state: { from: 'prebuild' } })}
          >
            Pre-Built Question Papers
          </Button>
          <Button
            size="lg"
            variant="light"
            leftSection={<IconSparkles size={20} />}
            onClick={() => navigate('/dashboard/generate/header', { state: { from: 'custom' } })}
          >
            Personalized Paper Generator
          </Button>
        </Group>
      </Card>
      <Card padding="xl">
        <Title order={2} fz="xl" mb="md">
          Assessment Materials
        </Title>
        <Group>
          <Button component={Link} to="/dashboard/generate/worksheets" variant="default" size="md">
            Practice Worksheets
          </Button>
          <Button component={Link} to="/dashboard/generate/answersheets" variant="default" size="md">
            Assessment Answers
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
