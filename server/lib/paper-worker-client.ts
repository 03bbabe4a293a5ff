import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { PaperExportError } from '../../common/paper/export-error';
import type { PaperJob, PaperJobReply } from './paper-worker';

// Runs ./paper-worker in a thread started on the first job and ended once it has been idle for a while,
// which gives back all the memory rendering took (in the main thread the WASM memory and the grown heap
// stayed for the process's life). Jobs and replies are matched by id; a thread that exits or crashes
// fails the jobs it held, and the next job starts a fresh one.

/** How long a thread with nothing to do lives on, for the next job to find it warm. */
const PAPER_WORKER_IDLE_MS = 10_000;

// From the bundle the thread runs the build's own paper-worker.mjs entry, which sits beside every
// chunk; from the TypeScript sources (tsx, vitest) it runs paper-worker.ts under tsx. import.meta.url
// cannot tell the two apart (the build rewrites it to the source file's address, see
// scripts/build-server.mjs); the running file's name can.
const isFromSources = import.meta.filename.endsWith('.ts');

function startWorker(): Worker {
  if (!isFromSources) return new Worker(pathToFileURL(path.join(import.meta.dirname, 'paper-worker.mjs')));
  // Node 20 applies no module hooks named in a worker's execArgv (nodejs/node#47747), so the thread
  // registers tsx itself before it imports the TypeScript entry, and inherits none of this process's flags.
  const tsx = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const entry = JSON.stringify(new URL('./paper-worker.ts', import.meta.url).href);
  const source = `import(${tsx}).then(({ register }) => { register(); return import(${entry}); });`;
  return new Worker(source, { eval: true, execArgv: [] });
}

interface Waiting {
  resolve(pdf: Uint8Array): void;
  reject(error: Error): void;
}

interface Thread {
  worker: Worker;
  waiting: Map<number, Waiting>;
  idleTimer?: NodeJS.Timeout;
}

type PaperJobInput = Omit<PaperJob, 'id'>;

/** The worker's error again, with its stack for the log; a PaperExportError (for the teacher) stays one. */
function errorOf(reply: { name: string; message: string; stack?: string }): Error {
  const isExportError = reply.name === 'PaperExportError';
  const error = isExportError ? new PaperExportError(reply.message) : new Error(reply.message);
  error.name = reply.name;
  if (reply.stack) error.stack = reply.stack;
  return error;
}

export function createPaperWorkerClient(options: { idleMs?: number } = {}) {
  const idleMs = options.idleMs ?? PAPER_WORKER_IDLE_MS;
  let current: Thread | undefined;
  let nextId = 1;

  function stop(thread: Thread): Promise<number> {
    clearTimeout(thread.idleTimer);
    if (current === thread) current = undefined;
    return thread.worker.terminate();
  }

  /** With nothing to do, the thread no longer keeps the process alive, and ends unless a job comes. */
  function idleAfterJob(thread: Thread) {
    if (thread.waiting.size > 0 || current !== thread) return;
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => void stop(thread), idleMs).unref();
  }

  function start(): Thread {
    const worker = startWorker();
    const thread: Thread = { worker, waiting: new Map() };
    let failure: Error | undefined;
    worker.on('message', (reply: PaperJobReply) => {
      const job = thread.waiting.get(reply.id);
      if (!job) return;
      thread.waiting.delete(reply.id);
      if ('pdf' in reply) job.resolve(reply.pdf);
      else job.reject(errorOf(reply.error));
      idleAfterJob(thread);
    });
    worker.on('error', (error) => {
      // The thread is ending: the jobs it holds fail when it has, new ones go to a fresh thread.
      failure = error;
      if (current === thread) current = undefined;
    });
    worker.on('messageerror', (error) => {
      failure = error;
      void stop(thread);
    });
    worker.on('exit', (code) => {
      clearTimeout(thread.idleTimer);
      if (current === thread) current = undefined;
      if (thread.waiting.size === 0) return;
      const reason = failure ? `: ${failure.message}` : ` (exit code ${code})`;
      const error = new Error(`The PDF could not be made: the paper renderer stopped${reason}`, {
        cause: failure,
      });
      for (const job of thread.waiting.values()) job.reject(error);
      thread.waiting.clear();
    });
    return thread;
  }

  return {
    /** The PDF of the job, painted in the worker thread. */
    render(input: PaperJobInput): Promise<Uint8Array> {
      return new Promise<Uint8Array>((resolve, reject) => {
        const thread = (current ??= start());
        clearTimeout(thread.idleTimer);
        thread.worker.ref();
        const id = nextId++;
        thread.waiting.set(id, { resolve, reject });
        try {
          thread.worker.postMessage({ id, ...input } satisfies PaperJob);
        } catch (error) {
          thread.waiting.delete(id);
          idleAfterJob(thread);
          throw error;
        }
      });
    },

    /** Ends the thread now (jobs still running fail); the next job starts another. */
    async close(): Promise<void> {
      if (current) await stop(current);
    },
  };
}
