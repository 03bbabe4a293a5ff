import { Avatar, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { SavedPaper } from '../../../../common/paper-api';

export function PaperCard({
  paper,
  onView,
  onDelete,
}: {
  paper: SavedPaper;
  onView(): void;
  onDelete(): void;
}) {
  const [hasLogoFailed, setLogoFailed] = useState(false);
  const subject = paper.subject && paper.subject !== 'NA' ? paper.subject : 'Paper';
  const showLogo = paper.logo && !hasLogoFailed;
  return (
    <Card padding="md" data-testid={`paper-card-${paper.id}`}>
      <Group wrap="nowrap" align="flex-start">
        {showLogo ? (
          <img
            src={paper.logo!}
            alt={`Logo of ${subject}`}
            width={56}
            height={56}
            style={{ objectFit: 'contain', borderRadius: 8, border: '1px solid var(--mantine-color-gray-3)' }}
            onError={() => setLogoFailed(true)}
          />
        ) : (
          <Avatar size={56} radius="md" color="indigo" aria-label={`No logo: ${subject}`}>
            {subject.charAt(0).toUpperCase()}
          </Avatar>
        )}
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700} truncate>
            {subject}
            {paper.standard && paper.standard !== 'NA' ? ` · Standard ${paper.standard}` : ''}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color={paper.type === 'custom' ? 'saffron.7' : 'indigo'}>
              {paper.type === 'custom' ? 'Custom' : 'Default'}
            </Badge>
            <Text size="sm" c="dimmed">
              {paper.date}
            </Text>
          </Group>
        </Stack>
      </Group>
      <Group mt="md" gap="sm">
        <Button leftSection={<IconEye size={18} />} onClick={onView} variant="light">
          View
        </Button>
        <Button leftSection={<IconTrash size={18} />} onClick={onDelete} variant="subtle" color="red">
          Delete
        </Button>
      </Group>
    </Card>
  );
}
