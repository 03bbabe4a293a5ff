// `npm run bench:api`: throughput and latency of four API calls under load (autocannon, 50 connections),
// against the server as `npm start` runs it (a process of its own on loopback, a fresh SQLite data
// folder, LOG_LEVEL=warn), asked as a browser asks (Accept-Encoding: gzip, deflate, br, zstd), each
// measured in rounds alternating with a bare Fastify "hello" route in a process of its own, so that the
// ratio to it is comparable between machines.
// RATE_LIMIT_SCALE=1000: login allows 20 attempts a minute per address and username (server/config.ts);
// the bench logs one teacher in, from one address, for 13 s at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signupPayload } from '../../server/test/factories';
import { paperForm } from '../../server/test/paper-form';
import { root } from '../questions/bench-database';
import { startServer } from '../questions/bench-server';

/** Each side is measured for ROUNDS × ROUND_SECONDS, in rounds that alternate with the other side. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const ROUND_SECONDS = Number(process.env.BENCH_ROUND_SECONDS ?? 3);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** BENCH_CASES=name,name: measure only these calls (e.g. `BENCH_CASES="question list"`). */
const ONLY = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
const RATE_LIMIT_SCALE = '1000';
/** The spec's sample paper (client/features/papers/paper-content.ts DEFAULT_COUNTS). */
const DEFAULT_COUNTS = { mcq: 5, blank: 6, truefalse: 0, onetwo: 2, short: 2, long: 4, other: 0 };
/** The question list must keep half of bare Fastify's rate with p99 under 50 ms. */
const TARGET = { name: 'question list', ratio: 0.5, p99: 50 };

interface Case {
  name: string;
  request: { path: string } & Pick<autocannon.Options, 'method' | 'headers' | 'body'>;
}

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startHello(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api/hello-server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the hello server exited (${child.exitCode})`);
    if (
      await fetch(`${url}/hello`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    if (tries > 150) throw new Error('the hello server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every request, to the API and to the bare route alike, says what Chromium says it accepts. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

interface Round {
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function load(base: string, request: Case['request'], seconds: number): Promise<Round> {
  const { path: callPath, headers, ...rest } = request;
  const result = await autocannon({
    url: base + callPath,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { ...BROWSER_HEADERS, ...headers },
    ...rest,
  });
  return {
    requests: result.requests.total,
    seconds: result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Rounds of one side: requests/s over all of them, the median round's p50, the worst round's p99. */
function figuresOf(rounds: Round[]): Figures {
  const sum = (pick: (round: Round) => number) => rounds.reduce((total, round) => total + pick(round), 0);
  const p50s = rounds.map((round) => round.p50).sort((a, b) => a - b);
  return {
    rps: sum((round) => round.requests) / sum((round) => round.seconds),
    p50: p50s[Math.floor((p50s.length - 1) / 2)]!,
    p99: Math.max(...rounds.map((round) => round.p99)),
    non2xx: sum((round) => round.non2xx),
    errors: sum((round) => round.errors),
  };
}

async function call<T>(url: string, init: RequestInit & { json?: unknown }): Promise<T> {
  const { json, ...rest } = init;
  const res = await fetch(url, {
    ...rest,
    ...(json === undefined
      ? {}
      : {
          body: JSON.stringify(json),
          headers: { 'content-type': 'application/json', ...rest.headers },
        }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-bench-api-'));
process.env.RATE_LIMIT_SCALE = RATE_LIMIT_SCALE;
if (!fs.existsSync(path.join(root, 'dist', 'client', 'index.html'))) {
  console.error('No production build in dist/client: run `npm run build` first.');
  process.exit(1);
}
const server = await startServer({ engine: 'sqlite', dataDir, databaseUrl: undefined });
const hello = await startHello();
try {
  const teacher = signupPayload();
  const signedUp = await call<{ token: string; user: { id: number } }>(`${server.url}/api/auth/signup`, {
    method: 'POST',
    json: teacher,
  });
  const auth = { authorization: `Bearer ${signedUp.token}` };
  const form = await paperForm(signedUp.user.id, 'Bench Vidyalaya');
  const listed = await call<unknown[]>(`${server.url}/api/question?subject=1&standard=6`, { headers: auth });

  const cases: Case[] = [
    {
      name: 'login',
      request: {
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: teacher.username, password: teacher.password }),
      },
    },
    { name: 'question list', request: { path: '/api/question?subject=1&standard=6', headers: auth } },
    {
      name: 'random paper',
      request: {
        method: 'POST',
        path: '/api/question/random',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ subject: 1, standard: 6, counts: DEFAULT_COUNTS }),
      },
    },
    {
      name: 'paper save',
      request: {
        method: 'POST',
        path: '/api/papers/add',
        headers: { ...auth, ...form.headers },
        body: form.payload,
      },
    },
  ];

  const rows: Array<{ name: string; hello: Figures; api: Figures }> = [];
  for (const c of cases.filter((one) => !ONLY || ONLY.includes(one.name))) {
    process.stdout.write(`• ${c.name}…`);
    await load(hello.url, { path: '/hello' }, WARMUP_SECONDS);
    await load(server.url, c.request, WARMUP_SECONDS);
    // The machine is shared: alternating short rounds (each side first in turn) lets both sides see
    // the same background load, where one long window each would compare two different moments.
    const helloRounds: Round[] = [];
    const apiRounds: Round[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const measureHello = async () =>
        helloRounds.push(await load(hello.url, { path: '/hello' }, ROUND_SECONDS));
      const measureApi = async () => apiRounds.push(await load(server.url, c.request, ROUND_SECONDS));
      if (round % 2 === 0) await measureHello().then(measureApi);
      else await measureApi().then(measureHello);
    }
    rows.push({ name: c.name, hello: figuresOf(helloRounds), api: figuresOf(apiRounds) });
    process.stdout.write(' done\n');
  }

  const cpus = os.cpus();
  console.log(
    `\nAPI under load: ${CONNECTIONS} connections, ${ROUNDS} rounds of ${ROUND_SECONDS} s per side (alternating ` +
      `with bare Fastify) after ${WARMUP_SECONDS} s of warm-up; p50 of the median round, p99 of the ` +
      `worst; SQLite, RATE_LIMIT_SCALE=${RATE_LIMIT_SCALE}\n` +
      `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}, Node ${process.version}, load average ` +
      `${os.loadavg()[0]!.toFixed(1)}; the question list answers ${listed.length} questions\n`,
  );
  const fmt = (f: Figures) =>
    `${f.rps.toFixed(0).padStart(7)}  ${f.p50.toFixed(1).padStart(6)}  ${f.p99.toFixed(1).padStart(6)}`;
  console.log('                    ---- API ----------------  ---- bare Fastify --------');
  console.log('call                  req/s  p50 ms  p99 ms    req/s  p50 ms  p99 ms   ratio  non-2xx');
  for (const { name, hello: h, api: a } of rows) {
    console.log(
      `${name.padEnd(18)}  ${fmt(a)}  ${fmt(h)}  ${(a.rps / h.rps).toFixed(2).padStart(6)}  ` +
        `${String(a.non2xx + a.errors).padStart(7)}`,
    );
  }
  const target = rows.find((row) => row.name === TARGET.name);
  const failed = rows.filter((row) => row.api.non2xx + row.api.errors > 0).map((row) => row.name);
  const failures = failed.length > 0 ? `; calls that were not all answered 2xx: ${failed.join(', ')} ✗` : '';
  let ok = failed.length === 0;
  if (target) {
    const ratio = target.api.rps / target.hello.rps;
    ok &&= ratio >= TARGET.ratio && target.api.p99 < TARGET.p99;
    console.log(
      `\ntarget: the question list at ≥ ${TARGET.ratio * 100}% of bare Fastify's req/s ` +
        `(${(ratio * 100).toFixed(0)}% ${ratio >= TARGET.ratio ? '✓' : '✗'}) with p99 < ${TARGET.p99} ms ` +
        `(${target.api.p99.toFixed(1)} ms ${target.api.p99 < TARGET.p99 ? '✓' : '✗'})${failures}`,
    );
  } else {
    console.log(`\n(the ${TARGET.name} was not measured, so its target is not checked)${failures}`);
  }
  process.exitCode = ok ? 0 : 1;
} finally {
  await Promise.all([server.stop(), hello.stop()]);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
