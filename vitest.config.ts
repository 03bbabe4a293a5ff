import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['{client,server,common,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Service tests share one PostgreSQL database when DATABASE_URL is set: run files one at a time.
    fileParallelism: false,
  },
});
