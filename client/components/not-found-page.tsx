import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  return (
    <Container size="sm" py={80} component="main">
      <Stack align="center" gap="md" ta="center">
        <Text fz={72} fw={800} c="indigo.8" lh={1}>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text size="lg" c="dimmed">
          There is no page at <code>{location.pathname}</code>.
        </Text>
        <Button component={Link} to="/" size="md">
          Go to the home page
        </Button>
      </Stack>
    </Container>
  );
}
