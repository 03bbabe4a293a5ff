import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';

// How requests are checked: by the routes' zod schemas (fastify-type-provider-zod). A GET's query
// string comes back over and over with the same values (every teacher opening the question bank asks
// for the same first pages), and parsing it through its schema was the largest single piece of the
// server's own work on a kept page of the question list (bench/api). So the checked query of the most
// recent query strings of each route is kept, frozen, and handed out again: a parse is pure, and the
// same input gives the same output. Failed checks are not kept (they are cheap and a client's to fix).

/** Query strings kept per route; the key is the parsed query's JSON, so the memory stays small. */
const QUERIES_KEPT = 256;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export const requestValidatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  if (route.httpPart !== 'querystring') return validate;
  const kept = new LRUCache<string, { value: unknown }>({ max: QUERIES_KEPT });
  return (data: unknown) => {
    const key = JSON.stringify(data);
    const known = kept.get(key);
    if (known) return known;
    const result = validate(data) as Exclude<
      ReturnType<FastifyValidationResult>,
      boolean | PromiseLike<unknown>
    >;
    if (result.error) return result;
    const checked = { value: deepFreeze(result.value) };
    kept.set(key, checked);
    return checked;
  };
};
