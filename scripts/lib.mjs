// Plain Node helpers for `npm start` and `npm test`: they run before dependencies may be installed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

/** Installs the dependencies when node_modules is missing or older than package-lock.json. */
export function ensureDependencies() {
  const lock = path.join(root, 'package-lock.json');
  const installed = path.join(root, 'node_modules', '.package-lock.json');
  const isFresh = fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs;
  if (isFresh && fs.existsSync(path.join(root, 'node_modules', 'better-sqlite3', 'build'))) return;
  console.log('• Installing dependencies (npm ci; better-sqlite3 compiles in about 2 minutes)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
