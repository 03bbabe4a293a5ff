import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import type { PaperEngineState } from '../../paper/use-paper-engine';

/** What a paper screen shows while the engine loads, or when it could not. */
export function EngineStatus({ state }: { state: Exclude<PaperEngineState, { status: 'ready' }> }) {
  if (state.status === 'loading') {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs">
          <Loader aria-label="Loading the paper engine" />
          <Text c="dimmed">Loading...</Text>
        </Stack>
      </Center>
    );
  }
  return (
    <Alert color="red" title="The paper could not be drawn" role="alert">
      <Text mb="sm">{state.error.message}</Text>
      <Button onClick={state.retry} variant="light" color="red">
        Try again
      </Button>
    </Alert>
  );
}
