import { createRequire } from 'node:module';
import type { FastifyRateLimitOptions, FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';

// @fastify/rate-limit's in-memory store answers with the very counter object it keeps, and the plugin
// reads the count from it a microtask later. Requests that reach the limiter in the same tick (a burst
// over keep-alive, or once sessions are checked from memory) then all read the final count, and a burst
// of 200 uploads against a limit of 60 is refused whole instead of 140 of it. This store counts with the
// library's own LocalStore and answers a copy taken at the moment of counting.

interface Counted {
  current: number;
  ttl: number;
}
type Callback = (error: Error | null, result?: Counted) => void;
interface LocalStore {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(options: RateLimitOptions & { path?: string; prefix?: string }): LocalStore;
}
type LocalStoreCtor = new (continueExceeding?: boolean, exponentialBackoff?: boolean) => LocalStore;

const LibraryStore = createRequire(import.meta.url)(
  '@fastify/rate-limit/store/LocalStore.js',
) as LocalStoreCtor;

const snapshot =
  (callback: Callback): Callback =>
  (error, result) =>
    callback(error, result && { current: result.current, ttl: result.ttl });

class SnapshotStore implements FastifyRateLimitStore {
  constructor(private readonly store: LocalStore) {}

  incr(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.incr(key, snapshot(callback), timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number): void {
    this.store.read(key, snapshot(callback), timeWindow, max);
  }

  child(options: RateLimitOptions & { path?: string; prefix?: string }): SnapshotStore {
    return new SnapshotStore(this.store.child(options));
  }
}

/** The `store` option of @fastify/rate-limit: its LocalStore, answering snapshots of the count. */
export class RateLimitStore extends SnapshotStore {
  constructor(options: FastifyRateLimitOptions) {
    // The plugin hands its merged settings, which carry these two beside the typed ones.
    const { continueExceeding, exponentialBackoff } = options as {
      continueExceeding?: boolean;
      exponentialBackoff?: boolean;
    };
    super(new LibraryStore(continueExceeding, exponentialBackoff));
  }
}
