import { Button, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SiteFooter } from '../landing/site-footer';
import { SiteNav } from '../landing/site-nav';

export function AboutPage() {
  return (
    <>
      <SiteNav />
      <Container size="md" py={64} component="main">
        <Stack gap="lg">
          <Title order={1}>About Prashna</Title>
          <Text fz="lg">
            Prashna (प्रश्न, પ્રશ્ન: “question”) helps school teachers in India build exam papers and worksheets
            from a question bank and print them, for standards 1 to 12 and the NCERT, CBSE and Gujarat Board
            syllabi.
          </Text>
          <Title order={2}>What a teacher can do</Title>
          <List spacing="sm" size="lg">
            <List.Item>
              Draw a complete paper at random from the bank for a subject and standard, or pick every question
              by hand.
            </List.Item>
            <List.Item>
              Choose one of four paper headers and fill in the school, exam, date and marks.
            </List.Item>
            <List.Item>
              Swap or edit any question, then download an A4 PDF that prints exactly as it looks on screen.
            </List.Item>
            <List.Item>
              Write papers in English, Hindi or Gujarati, with correct Devanagari and Gujarati type.
            </List.Item>
            <List.Item>
              Save papers, reopen them later, and print answer keys, worksheets and answer sheets.
            </List.Item>
          </List>
          <Title order={2}>Subjects</Title>
          <Text fz="lg">
            Mathematics, English, Science, Social Studies, Hindi, Gujarati and Drawing, with questions of
            every kind: multiple choice, fill in the blanks, one or two word answers, short and long answers,
            and true or false.
          </Text>
          <Button component={Link} to="/auth/register" size="lg" color="saffron.7" w="fit-content">
            Create your free account
          </Button>
        </Stack>
      </Container>
      <SiteFooter />
    </>
  );
}
