import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { runSeed } from './db/seed/seed';

// The one server process: migrate, seed, serve; stop cleanly on SIGTERM/SIGINT.
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const applied = await migrateToLatest(database.db);
  await runSeed(database.db, { config });
  const app = await buildApp({ config, database });
  if (applied.length > 0) app.log.info({ migrations: applied }, 'migrations applied');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Prashna is serving at http://localhost:${config.port} (${database.engine})`);
}

main().catch((error: unknown) => {
  console.error('Prashna could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
