import { ActionIcon, Box, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconExternalLink, IconTrash } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { SheetFallbackImage } from './sheet-fallback-image';

export interface SheetCardData {
  key: number;
  logo: string | null;
  subject: string;
  subjectTitle: string;
  standard: number;
  board: string;
  createdAt: string;
  title: string;
  url: string;
  /** The worksheet to unpublish, when the signed-in teacher published it. */
  ownWorksheetId: number | null;
}

const LOGO_SIZE = 72;

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}

function Logo({ src, isAnswerSheet }: { src: string | null; isAnswerSheet: boolean }) {
  const [hasFailed, setHasFailed] = useState(false);
  if (!src || hasFailed) return <SheetFallbackImage size={LOGO_SIZE} isAnswerSheet={isAnswerSheet} />;
  return (
    <img
      src={src}
      alt=""
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      loading="lazy"
      onError={() => setHasFailed(true)}
      style={{ objectFit: 'contain', borderRadius: 12, background: '#fff', border: '1px solid #e9ecef' }}
    />
  );
}

/** A title that says more than the subject title and class shown beside it (a published paper's). */
const hasOwnTitle = (sheet: SheetCardData) =>
  Boolean(sheet.title) &&
  sheet.title !== `${sheet.subjectTitle || sheet.subject} · Standard ${sheet.standard}`;

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" component="div">
      <Text span c="dimmed" size="sm">
        {label}:
      </Text>{' '}
      <Text span fw={500} size="sm">
        {value}
      </Text>
    </Text>
  );
}

interface SheetCardProps {
  sheet: SheetCardData;
  linkText: string;
  isAnswerSheet: boolean;
  onUnpublish?(worksheetId: number): void;
  isUnpublishing?: boolean;
}

export const SheetCard = memo(function SheetCard({
  sheet,
  linkText,
  isAnswerSheet,
  onUnpublish,
  isUnpublishing,
}: SheetCardProps) {
  const headingId = `sheet-${isAnswerSheet ? 'a' : 'w'}-${sheet.key}`;
  return (
    <Card component="li" padding="md" aria-labelledby={headingId} h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Group align="flex-start" wrap="nowrap" gap="md">
          <Box style={{ flexShrink: 0 }}>
            <Logo src={sheet.logo} isAnswerSheet={isAnswerSheet} />
          </Box>
          <Stack gap={2} miw={0}>
            <Title order={2} fz="lg" id={headingId}>
              {sheet.subject}
            </Title>
            <Text fw={600} c="indigo.8">
              {sheet.subjectTitle || '—'}
            </Text>
            {hasOwnTitle(sheet) && (
              <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                {sheet.title}
              </Text>
            )}
          </Stack>
        </Group>
        <Stack gap={2}>
          <Group gap="lg">
            <Detail label="Class" value={String(sheet.standard)} />
            <Detail label="Board" value={sheet.board || 'N/A'} />
          </Group>
          <Detail label="Created" value={formatDate(sheet.createdAt)} />
        </Stack>
        <Group gap="xs" wrap="nowrap">
          <Button
            component="a"
            href={sheet.url}
            target="_blank"
            rel="noopener"
            variant="light"
            h={44}
            style={{ flex: 1 }}
            px="sm"
            aria-describedby={headingId}
            rightSection={<IconExternalLink size={18} aria-hidden="true" />}
          >
            {linkText}
          </Button>
          {sheet.ownWorksheetId !== null && onUnpublish && (
            <Tooltip label="Unpublish (you published it)" withArrow>
              <ActionIcon
                variant="light"
                color="red"
                size={44}
                aria-label="Unpublish"
                loading={isUnpublishing}
                onClick={() => onUnpublish(sheet.ownWorksheetId!)}
              >
                <IconTrash size={20} aria-hidden="true" />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Card>
  );
});
