import {
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import type { PaperQuestion, QuestionType } from '../../../../common/paper/model';
import type { QuestionItem } from '../../../../common/question-api';
import { useBankQuestions } from '../hooks/use-bank-questions';
import { TYPE_LABELS, toPaperQuestion } from '../paper-content';
import { EditQuestionForm } from './edit-question-form';
import { QuestionSummary } from './question-summary';
import classes from './papers.module.css';

export interface ReplaceTarget {
  type: QuestionType;
  question: PaperQuestion;
}

interface ReplaceQuestionModalProps {
  target: ReplaceTarget | null;
  subject: number;
  standard: number;
  /** Ids already on the paper: they cannot be chosen twice. */
  idsOnPaper: ReadonlySet<PaperQuestion['id']>;
  onChange(questionId: PaperQuestion['id'], next: PaperQuestion): void;
  onClose(): void;
}

// The spec's question replacement modal, with a second tab to edit the question for this paper only.
export function ReplaceQuestionModal({ target, onClose, ...rest }: ReplaceQuestionModalProps) {
  const isPhone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target ? `Select a New ${TYPE_LABELS[target.type]} Question` : ''}
      size="lg"
      fullScreen={isPhone}
      styles={{ title: { fontWeight: 700, fontSize: 20 } }}
    >
      {target && (
        <ModalBody
          key={String(target.question.id)}
          target={target}
          onClose={onClose}
          isPhone={Boolean(isPhone)}
          {...rest}
        />
      )}
    </Modal>
  );
}

function ModalBody({
  isPhone,
  target,
  subject,
  standard,
  idsOnPaper,
  onChange,
  onClose,
}: ReplaceQuestionModalProps & { target: ReplaceTarget; isPhone: boolean }) {
  const [search, setSearch] = useState('');
  const [choosingId, setChoosingId] = useState<number>();
  const bank = useBankQuestions({ type: target.type, subject, standard, search });

  const choose = async (item: QuestionItem) => {
    setChoosingId(item.question_id);
    const next = await toPaperQuestion(item);
    onChange(target.question.id, next);
    onClose();
  };

  return (
    <Stack gap="md">
      <Tabs defaultValue="replace" keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="replace">Replace from the bank</Tabs.Tab>
          <Tabs.Tab value="edit">Edit this question</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="replace" pt="md">
          <Stack gap="sm">
            <TextInput
              aria-label="Search questions"
              placeholder="Search questions..."
              leftSection={<IconSearch size={18} aria-hidden="true" />}
              value={search}
              onChange={(e) => setSearch(e.currentTarget.value)}
              data-autofocus
            />
            <ScrollArea.Autosize
              mah={isPhone ? 'calc(100dvh - 250px)' : 'min(55vh, 480px)'}
              type="auto"
              offsetScrollbars
            >
              {bank.isLoading ? (
                <Text c="dimmed" py="md">
                  Loading...
                </Text>
              ) : bank.isError ? (
                <Text c="red.8" py="md" role="alert">
                  Error loading questions.
                </Text>
              ) : bank.questions.length === 0 ? (
                <Text c="dimmed" py="md">
                  No questions found.
                </Text>
              ) : (
                <Stack
                  gap={6}
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label="Bank questions"
                >
                  {bank.questions.map((item) => {
                    const isCurrent = item.question_id === target.question.id;
                    const isOnPaper = idsOnPaper.has(item.question_id);
                    return (
                      <li key={item.question_id}>
                        <UnstyledButton
                          className={classes.choice}
                          disabled={isOnPaper || choosingId !== undefined}
                          onClick={() => void choose(item)}
                          data-question-option={item.question_id}
                        >
                          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                            <QuestionSummary text={item.question} options={item.options} />
                            {choosingId === item.question_id ? (
                              <Loader size="xs" aria-label="Replacing" />
                            ) : isOnPaper ? (
                              <Badge
                                variant="light"
                                color={isCurrent ? 'indigo' : 'gray'}
                                tt="none"
                                style={{ flexShrink: 0 }}
                              >
                                {isCurrent ? 'This question' : 'On the paper'}
                              </Badge>
                            ) : null}
                          </Group>
                        </UnstyledButton>
                      </li>
                    );
                  })}
                </Stack>
              )}
              {bank.isCut && (
                <Text size="xs" c="dimmed" pt="xs">
                  More questions match: search to narrow the list.
                </Text>
              )}
            </ScrollArea.Autosize>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="edit" pt="md">
          <EditQuestionForm
            question={target.question}
            onSave={(next) => {
              onChange(target.question.id, next);
              onClose();
            }}
          />
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Stack>
  );
}
