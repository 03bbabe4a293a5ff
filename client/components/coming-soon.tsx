import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

// The one placeholder allowed: a screen that a later issue builds.
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>{title}</Title>
        <Text size="lg" c="dimmed">
          Coming soon: this screen is being built.
        </Text>
        <Button component={Link} to="/" variant="light">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
