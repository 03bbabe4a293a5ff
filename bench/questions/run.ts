// `npm run bench:questions`: the question API at 1,000,000 questions, on SQLite and (with
// DATABASE_URL) PostgreSQL. The server runs as `npm start` runs it, in a process of its own, and is
// called over HTTP one request at a time (each timed to the last byte of its reply); each latency is also given as a ratio to a primary-key
// lookup measured in the same run, which makes runs on different machines comparable.
import http from 'node:http';
import os from 'node:os';
import { loadConfig } from '../../server/config';
import { signupPayload } from '../../server/test/factories';
import { benchTargets, ensureBenchData, type BenchTarget } from './bench-database';
import { memoryOf, resetPeakMemory, startServer } from './bench-server';
import { mb, measure, ms, type Latency } from './measure';

const QUESTIONS = Number(process.env.BENCH_QUESTIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 1000);
const WARMUP = 50;
const TYPES = ['mcq', 'blank', 'truefalse', 'onetwo', 'short', 'long'] as const;
const DEFAULT_PAPER = { mcq: 5, blank: 6, onetwo: 2, short: 2, long: 4 };
const TARGETS: Record<string, number> = {
  'filtered list of 100': 15,
  'full-text search': 30,
  'random draw': 20,
};
const MEMORY_TARGET = 300 * 1024 * 1024;

const randomInt = (from: number, to: number) => from + Math.floor(Math.random() * (to - from + 1));

/**
 * Calls the API over one kept-alive connection, as a browser does (asking for brotli or gzip), and
 * resolves once the last byte of the reply has arrived: the latency measured is the server's, from the
 * request to the whole reply, without the client's own work of decompressing and parsing it (which on
 * this 2-core machine competes with the server for the same cores). `json` asks for the reply plain
 * and parses it, for the calls whose answer the benchmark reads.
 */
function client(base: string, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const request = (path: string, body: object | undefined, encoding: string) =>
    new Promise<Buffer>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        base + path,
        {
          agent,
          method: body ? 'POST' : 'GET',
          // no-cache: every list and search is read from the database, never from the server's kept pages.
          headers: {
            authorization: `Bearer ${token}`,
            'cache-control': 'no-cache',
            'accept-encoding': encoding,
            ...(payload ? { 'content-type': 'application/json' } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const bytes = Buffer.concat(chunks);
            if (res.statusCode === 200) resolve(bytes);
            else reject(new Error(`${path}: ${res.statusCode} ${bytes.toString()}`));
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  return {
    call: (path: string, body?: object): Promise<Buffer> => request(path, body, 'br, gzip'),
    json: async (path: string): Promise<unknown> =>
      JSON.parse((await request(path, undefined, 'identity')).toString()) as unknown,
  };
}

/** Search words from questions of the bank (a realistic mix of common and rare), half as prefixes. */
function searchTerms(sample: Array<{ question: string }>): string[] {
  return sample.flatMap((q, i) => {
    const words = q.question.match(/[\p{L}\p{M}]{4,}/gu) ?? [];
    const word = words[randomInt(0, words.length - 1)];
    return word ? [i % 2 ? word : [...word].slice(0, 4).join('')] : [];
  });
}

async function benchEngine(target: BenchTarget) {
  const present = await ensureBenchData(target, QUESTIONS);
  const server = await startServer(target);
  try {
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(signupPayload()),
    });
    const { call, json } = client(server.url, ((await signup.json()) as { token: string }).token);
    const sample: Array<{ question_id: number; question: string }> = [];
    for (let page = 0; page < 10; page++) {
      sample.push(
        ...((await json(`/api/question?cursor=${randomInt(0, present - 100)}&limit=50`)) as typeof sample),
      );
    }
    const terms = searchTerms(sample);
    const cases: Array<[string, (i: number) => Promise<unknown>]> = [
      ['primary-key lookup', (i) => call(`/api/question/${sample[i % sample.length]!.question_id}`)],
      [
        'filtered list of 100',
        () =>
          call(
            `/api/question?subject=${randomInt(1, 7)}&standard=${randomInt(1, 12)}&type=${TYPES[randomInt(0, 5)]}`,
          ),
      ],
      ['full-text search', (i) => call(`/api/question?q=${encodeURIComponent(terms[i % terms.length]!)}`)],
      [
        'random draw',
        () =>
          call('/api/question/random', {
            subject: randomInt(1, 7),
            standard: randomInt(1, 12),
            counts: DEFAULT_PAPER,
          }),
      ],
    ];
    const started = memoryOf(server.pid);
    resetPeakMemory(server.pid);
    const latencies: Latency[] = [];
    for (const [name, run] of cases) {
      latencies.push(await measure(name, async (i) => void (await run(i)), { runs: RUNS, warmup: WARMUP }));
    }
    return { present, latencies, memory: { ...memoryOf(server.pid), started: started.rss } };
  } finally {
    await server.stop();
  }
}

let ok = true;
for (const target of benchTargets(loadConfig())) {
  const { present, latencies, memory } = await benchEngine(target);
  const [pk, ...results] = latencies as [Latency, ...Latency[]];
  // Other processes on the machine skew the tail: the load average says how quiet the run was.
  const load = os.loadavg()[0]!.toFixed(1);
  console.log(
    `\n${target.engine} — ${present.toLocaleString('en')} questions, ${RUNS} runs each, over HTTP to the last byte ` +
      `(${os.cpus().length} CPUs, load average ${load})`,
  );
  console.log('  call                          p50        p99   p50/pk   p99/pk   target p99');
  const line = (l: Latency, target = '') =>
    `  ${l.name.padEnd(22)}  ${ms(l.p50).padStart(9)}  ${ms(l.p99).padStart(9)}  ` +
    `${(l.p50 / pk.p50).toFixed(1).padStart(6)}×  ${(l.p99 / pk.p99).toFixed(1).padStart(6)}×  ${target}`;
  console.log(line(pk));
  for (const l of results) {
    const limit = TARGETS[l.name]!;
    ok &&= l.p99 < limit;
    console.log(line(l, `< ${limit} ms ${l.p99 < limit ? '✓' : '✗'}`));
  }
  const memoryOk = memory.peak < MEMORY_TARGET;
  ok &&= memoryOk;
  console.log(
    `  server process memory: ${mb(memory.started)} after start, ${mb(memory.peak)} at peak during ` +
      `the calls, ${mb(memory.rss)} at the end (target < ${mb(MEMORY_TARGET)} ${memoryOk ? '✓' : '✗'})`,
  );
}
process.exit(ok ? 0 : 1);
