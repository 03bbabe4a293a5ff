// `npm test`: the whole suite — format, lint, types, unit and service tests, build, browser journeys.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import { ensureDependencies, run } from './lib.mjs';

const CHROMIUM = '/usr/bin/chromium';

function ensureSystemTools() {
  const missing = [];
  if (!fs.existsSync(CHROMIUM)) missing.push('chromium');
  if (
    spawnSync('sh', ['-c', 'command -v pdftotext && command -v pdftoppm'], { stdio: 'ignore' }).status !== 0
  ) {
    missing.push('poppler-utils');
  }
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ The browser journeys and PDF checks need Debian packages: ${missing.join(' ')}.\n` +
        `  Install them as root: sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`• Installing ${missing.join(', ')} with apt-get…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

ensureDependencies();
ensureSystemTools();
console.log(`• Engines: SQLite${process.env.DATABASE_URL ? ' and PostgreSQL (DATABASE_URL)' : ''}`);
run('npm', ['run', 'format:check']);
run('npm', ['run', 'lint']);
run('npm', ['run', 'typecheck']);
run('npm', ['run', 'build']);
run('npm', ['run', 'test:unit']);
// A free port for the journeys' server, so that two runs on one machine never collide.
const port = await new Promise((resolve) => {
  const probe = net.createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
run('npm', ['run', 'test:e2e'], { env: { ...process.env, E2E_PORT: String(process.env.E2E_PORT ?? port) } });
console.log('\n✓ All checks passed.');
