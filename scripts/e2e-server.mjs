// Serves the built app for the browser journeys on a fresh data folder, `.e2e-data/`, whose mail outbox
// the journeys read (no SMTP_URL: every mail becomes a file there).
import fs from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const dataDir = path.join(root, '.e2e-data');
fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
// The journeys sign up many teachers from one address within a minute.
process.env.RATE_LIMIT_SCALE = '20';
delete process.env.SMTP_URL;
run('node', ['--import', 'tsx', 'server/main.ts']);
