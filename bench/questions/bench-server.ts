import fs from 'node:fs';
import { startServer as startServerProcess, type ServerProcess } from '../../scripts/stress/server-process';
import type { BenchTarget } from './bench-database';

// The server under test: the compiled server in a process of its own, as `npm start` runs it, so
// that its memory is the server's alone and every call crosses real HTTP.

export function startServer(target: BenchTarget): Promise<ServerProcess> {
  return startServerProcess({ DATA_DIR: target.dataDir, DATABASE_URL: target.databaseUrl ?? '' });
}

/**
 * Starts the peak count afresh (Linux: writing 5 to clear_refs resets VmHWM), so that the peak
 * measured is that of the calls under test, not of start-up work such as rendering seed files.
 */
export function resetPeakMemory(pid: number): void {
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** The resident memory of a process now and at its peak, from /proc (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
  return { rss: kib('VmRSS'), peak: kib('VmHWM') };
}
