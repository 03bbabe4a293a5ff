import { Button, Group, Modal, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconWorldUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BOARDS, SUBJECTS } from '../../common/catalogue';
import type { PapersListReply, SavedPaper } from '../../common/paper-api';
import {
  PublishPaperRequest,
  SHEET_TITLE_MAX,
  STANDARD_CHOICES,
  subjectTitlesFor,
  type PublishPaperReply,
} from '../../common/worksheet-api';
import { ApiError, apiRequest, errorMessage } from '../lib/api-client';
import { notify } from './notify';

// Publishing a saved paper as a worksheet (with its answer sheet) into the public collections. Shared UI:
// the worksheets screens open it to pick one of the teacher's papers, the history opens it for one paper.

/** `POST /papers/{id}/publish`: the server renders the worksheet and its answer sheet. */
export const publishPaper = (paperId: number, body: PublishPaperRequest) =>
  apiRequest<PublishPaperReply>(`/papers/${paperId}/publish`, { method: 'POST', body });

/** Query keys the collections (and the dashboard's counts) live under. */
const COLLECTION_KEYS = [['worksheets'], ['answersheets']] as const;
const PAPER_CHOICES_LIMIT = 100;
const NO_BOARD = 'none';
const BOARD_CHOICES = [
  ...BOARDS.map((b) => ({ value: b, label: b })),
  { value: NO_BOARD, label: 'None (N/A)' },
];
const SUBJECT_CHOICES = SUBJECTS.map((s) => s.subject_name);

export interface PublishPaperDialogProps {
  opened: boolean;
  onClose(): void;
  /** The signed-in teacher (whose saved papers may be published). */
  userId: number;
  /** The paper to publish; without one the dialog offers the teacher's saved papers. */
  paperId?: number;
  /** Starting choices, for example the teacher's subject and standard. */
  defaults?: { subject?: string; subject_title?: string; standard?: number; board?: string };
  onPublished?(reply: PublishPaperReply): void;
}

interface PublishValues {
  paper: string | null;
  title: string;
  board: string | null;
  subject: string | null;
  standard: string | null;
  subject_title: string | null;
}

const toRequest = (values: PublishValues) => ({
  title: values.title.trim() || undefined,
  board: values.board === NO_BOARD ? '' : values.board,
  subject: values.subject,
  standard: values.standard ? Number(values.standard) : undefined,
  subject_title: values.subject_title ?? '',
});
const validateRequest = schemaResolver(PublishPaperRequest, { sync: true });

function paperLabel(paper: SavedPaper): string {
  const kind = paper.type === 'custom' ? 'Custom paper' : 'Pre-built paper';
  const subject = paper.subject && paper.subject !== 'NA' ? ` · ${paper.subject}` : '';
  return `${kind}${subject} · ${paper.date} ${paper.timing} (no. ${paper.id})`;
}

export function PublishPaperDialog(props: PublishPaperDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Publish as worksheet" centered size="lg">
      {/* Mounted while open only: each opening starts from the given defaults. */}
      {props.opened && <PublishPaperForm {...props} />}
    </Modal>
  );
}

function PublishPaperForm({ onClose, userId, paperId, defaults, onPublished }: PublishPaperDialogProps) {
  const queryClient = useQueryClient();
  const hasPaper = paperId !== undefined;
  const papers = useQuery({
    queryKey: ['papers', 'publish-choices', userId],
    queryFn: () =>
      apiRequest<PapersListReply>(`/papers/user/${userId}`, { query: { limit: PAPER_CHOICES_LIMIT } }),
    enabled: !hasPaper,
  });
  const standard = defaults?.standard;
  const form = useForm<PublishValues>({
    mode: 'controlled',
    initialValues: {
      paper: hasPaper ? String(paperId) : null,
      title: '',
      board: defaults?.board === undefined ? null : defaults.board || NO_BOARD,
      subject: defaults?.subject ?? null,
      standard: standard ? String(standard) : null,
      subject_title: defaults?.subject_title ?? null,
    },
    validate: (values) => ({
      ...validateRequest(toRequest(values)),
      ...(values.paper ? {} : { paper: 'Choose one of your saved papers.' }),
    }),
  });
  const titleChoices = form.values.subject
    ? subjectTitlesFor(form.values.subject, form.values.standard ? Number(form.values.standard) : undefined)
    : [];

  const mutation = useMutation({
    mutationFn: (values: PublishValues) =>
      publishPaper(Number(values.paper), PublishPaperRequest.parse(toRequest(values))),
    onSuccess: (reply) => {
      notify.success(`${reply.message} It is in the Worksheets and Answer Sheets collections.`);
      for (const queryKey of COLLECTION_KEYS) void queryClient.invalidateQueries({ queryKey });
      onPublished?.(reply);
      onClose();
    },
    onError: (error) => {
      const message = errorMessage(error, 'The paper could not be published. Please try again.');
      if (error instanceof ApiError && error.field && error.field in form.values)
        form.setFieldError(error.field, message);
      notify.error(message);
    },
  });

  // A subject title belongs to a subject and its standards: a change of either may void the choice.
  const keepTitle = (subject: string | null, std: string | null) => {
    const valid = subject ? subjectTitlesFor(subject, std ? Number(std) : undefined) : [];
    if (form.values.subject_title && !valid.includes(form.values.subject_title))
      form.setFieldValue('subject_title', null);
  };

  return (
    <form onSubmit={form.onSubmit((values) => mutation.mutate(values))} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The server prints the paper as a worksheet and, from the question bank, its answer sheet. Both
          appear in the collections for every teacher; you can unpublish them later.
        </Text>
        {!hasPaper && (
          <Select
            label="Saved paper"
            placeholder={papers.isPending ? 'Loading...' : 'Choose a paper'}
            required
            data={(papers.data?.papers ?? []).map((p) => ({ value: String(p.id), label: paperLabel(p) }))}
            nothingFoundMessage="You have no saved papers yet. Save a paper first."
            error={
              papers.isError ? errorMessage(papers.error, 'Your papers could not be loaded.') : undefined
            }
            {...form.getInputProps('paper')}
          />
        )}
        <TextInput
          label="Title"
          description="Leave empty to use the paper's exam name."
          maxLength={SHEET_TITLE_MAX}
          {...form.getInputProps('title')}
        />
        <Select
          label="Board"
          placeholder="Choose a board"
          required
          data={BOARD_CHOICES}
          {...form.getInputProps('board')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label="Subject"
            required
            data={SUBJECT_CHOICES}
            placeholder="Choose a subject"
            {...form.getInputProps('subject')}
            onChange={(value) => {
              form.setFieldValue('subject', value);
              keepTitle(value, form.values.standard);
            }}
          />
          <Select
            label="Standard"
            required
            data={STANDARD_CHOICES}
            placeholder="Choose a standard"
            {...form.getInputProps('standard')}
            onChange={(value) => {
              form.setFieldValue('standard', value);
              keepTitle(form.values.subject, value);
            }}
          />
        </SimpleGrid>
        <Select
          label="Subject title"
          required
          data={titleChoices}
          disabled={titleChoices.length === 0}
          placeholder={titleChoices.length === 0 ? 'Choose the subject and standard first' : undefined}
          {...form.getInputProps('subject_title')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={mutation.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="saffron.7"
            loading={mutation.isPending}
            leftSection={<IconWorldUpload size={18} aria-hidden="true" />}
          >
            Publish
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
