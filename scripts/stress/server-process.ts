import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuthReply } from '../../common/auth';
import { signupPayload } from '../../server/test/factories';

// The server as `npm start` runs it (`node dist/server/main.mjs`, compiled from this checkout), in a
// process of its own on loopback, so that the stress tests can kill it, restart it and take its
// database away, and the benchmarks measure what a school would run.

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Sends a signal and resolves once the process has gone, with its exit code or signal. */
  stop(signal?: NodeJS.Signals): Promise<string>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let built = false;
/**
 * Compiles the server from the sources as they are now, once per run, with the paper fonts it loads
 * (without them it would build them in memory at its first PDF, as `npm start` never lets it).
 */
function buildServer(): void {
  if (built) return;
  for (const args of [['--import', 'tsx', 'scripts/build-fonts.ts'], ['scripts/build-server.mjs']]) {
    const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) throw new Error(`${args.at(-1)} failed (${result.status ?? result.signal})`);
  }
  built = true;
}

export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  buildServer();
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code}`)),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    if (
      await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (tries > 600) throw new Error('the server did not start within 120 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

export async function signUpTeacher(url: string): Promise<{ token: string; userId: number }> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signupPayload()),
  });
  if (res.status !== 201) throw new Error(`signup: ${res.status} ${await res.text()}`);
  const reply = (await res.json()) as AuthReply;
  return { token: reply.token, userId: reply.user.id };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
