import { Card, SimpleGrid, TextInput } from '@mantine/core';

/** The custom paper's college and exam names: they print as the header's two title lines. */
export function PaperNamesCard({
  collegeName,
  examName,
  onCollegeName,
  onExamName,
}: {
  collegeName: string;
  examName: string;
  onCollegeName(value: string): void;
  onExamName(value: string): void;
}) {
  return (
    <Card padding="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="College name"
          value={collegeName}
          onChange={(e) => onCollegeName(e.currentTarget.value)}
          maxLength={300}
        />
        <TextInput
          label="Exam name"
          value={examName}
          onChange={(e) => onExamName(e.currentTarget.value)}
          maxLength={300}
        />
      </SimpleGrid>
    </Card>
  );
}
