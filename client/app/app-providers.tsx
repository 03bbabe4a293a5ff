import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { config } from 'zod/v4/core';
import { ApiError } from '../lib/api-client';

// zod would probe `new Function` once to speed up parsing; the CSP forbids eval, so it must not try.
// Every screen that validates anything renders inside these providers; the landing page parses nothing.
config({ jitless: true });

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // A 4xx will not get better by asking again.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

export function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <ModalsProvider>
        <Notifications position="top-center" />
        <Outlet />
      </ModalsProvider>
    </QueryClientProvider>
  );
}
