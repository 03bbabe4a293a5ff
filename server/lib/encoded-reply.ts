import zlib from 'node:zlib';
import negotiator, { type CacheStore } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';

// Replies that are sent many times over (a page of the question list, kept until the bank changes):
// their JSON is written once, and compressed once per encoding the browsers ask for, then the same
// bytes go out to every request for them. A page of 46 questions is 15 KB of JSON and 2.5 KB with
// brotli, which matters on a school's slow mobile connection as much as to the server.

const JSON_TYPE = 'application/json; charset=utf-8';
/** Smaller replies are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

type Encoding = 'br' | 'gzip';
const brotli = (quality: number, json: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
  },
});
/**
 * The first request for a reply waits for this, so it is the fast end of each format: for the heaviest
 * page (100 Gujarati long answers, 133 KB of JSON) brotli 2 takes 0.7 ms and gives 30.6 KB, where
 * brotli 4 took 1.3 ms for 29.7 KB and gzip's default level 5.3 ms for 24.6 KB.
 */
const compressFast: Record<Encoding, (json: Buffer) => Buffer> = {
  br: (json) => zlib.brotliCompressSync(json, brotli(2, json)),
  gzip: (json) => zlib.gzipSync(json, { level: 1 }),
};
/**
 * When the same reply is asked for again, the format's best (brotli 11, gzip 9: about a third smaller
 * than the fast forms) is made off the main thread, in libuv's pool, and replaces it for every later
 * request.
 */
const compressBest: Record<
  Encoding,
  (json: Buffer, done: (error: Error | null, best: Buffer) => void) => void
> = {
  br: (json, done) => zlib.brotliCompress(json, brotli(11, json), done),
  gzip: (json, done) => zlib.gzip(json, { level: 9 }, done),
};

interface Encoded {
  json: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** How many times each compressed form was sent: a reply asked for again is worth the best. */
  sent?: Partial<Record<Encoding, number>>;
}

/**
 * Sends values that stay the same object while they are valid (the key of a WeakMap) as JSON,
 * whose bytes `toJson` gives, compressed once per encoding.
 */
export function createEncodedReplies<T extends object>(toJson: (value: T) => Buffer) {
  const encoded = new WeakMap<T, Encoded>();
  // Accept-Encoding values come from clients: the negotiator remembers only the most common ones.
  const encodings = new negotiator.Negotiator<Encoding>({
    supportedValues: ['br', 'gzip'],
    cache: new LRUCache<string, string>({ max: 64 }) as unknown as CacheStore,
  });

  return function send(request: FastifyRequest, reply: FastifyReply, value: T): FastifyReply {
    let entry = encoded.get(value);
    if (!entry) {
      entry = { json: toJson(value) };
      encoded.set(value, entry);
    }
    void reply.type(JSON_TYPE).header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      entry.json.length >= COMPRESS_FROM_BYTES && accepted ? encodings.negotiate(accepted) : null;
    if (!encoding) return reply.send(entry.json);
    const body = (entry[encoding] ??= compressFast[encoding](entry.json));
    const sent = (entry.sent ??= {});
    if ((sent[encoding] = (sent[encoding] ?? 0) + 1) === 2) {
      const kept = entry;
      compressBest[encoding](kept.json, (error, best) => {
        if (!error) kept[encoding] = best;
      });
    }
    // A Buffer with a JSON content type is sent as it is.
    return reply.header('content-encoding', encoding).send(body);
  };
}
