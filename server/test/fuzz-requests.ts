import fc from 'fast-check';
import { pngImage } from './image-fixtures';
import type { ApiRoute, JsonSchema } from './openapi-routes';

// Malformed and boundary requests for every route of the OpenAPI document, for the fuzz test: values
// shaped by each route's schema and then broken (wrong types, missing and extra fields, huge strings,
// unicode, deep JSON, odd ids and query strings, wrong content types, malformed JSON and multipart).

/** Who sends the request: resolved when it is sent, so that a fresh token replaces a spent one. */
export type FuzzAuth = { kind: 'none' } | { kind: 'valid' } | { kind: 'header'; value: string };

export interface FuzzRequest {
  route: ApiRoute | undefined;
  method: string;
  url: string;
  auth: FuzzAuth;
  headers: Record<string, string>;
  payload: string | Buffer | undefined;
}

const HUGE = 'x'.repeat(200_000);
const OVER_BODY_LIMIT = `{"name":"${'y'.repeat(1_100_000)}"}`;
const DEEP_ARRAY = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const DEEP_OBJECT = `${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`;

/** Values of every type and edge, for a field whatever its schema says. */
const weird: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    2 ** 53 + 1,
    -(2 ** 63),
    1e308,
    Number.MIN_VALUE,
    '',
    ' ',
    '0',
    '-1',
    'NaN',
    'null',
    '\u0000',
    '\ud800',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '𝕏🙂👩🏽‍🏫',
    'परीक्षा પરીક્ષા',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '%00%2e%2e',
    HUGE,
    [],
    {},
    [[[[[[[[]]]]]]]],
    JSON.parse('{"__proto__":{"isAdmin":true}}'),
    { constructor: { prototype: { isAdmin: true } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value the schema allows (roughly), to carry the broken parts past the first checks. */
function shaped(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return weird;
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => shaped(option, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const entries = Object.entries(properties).map(
        ([key, value]) => [key, shaped(value, depth + 1)] as const,
      );
      return fc.record(Object.fromEntries(entries), { requiredKeys: schema.required ?? [] });
    }
    case 'array':
      return fc.array(shaped(schema.items, depth + 1), { maxLength: 4 });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 100, 2 ** 31) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -5, max: schema.maximum ?? 100, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return fc.oneof(
        fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 20, 40) }),
        fc.constantFrom('asha@school.test', 'correct horse 42', '123456', '2026-11-21', 'Mathematics'),
      );
    default:
      return weird;
  }
}

/** A schema-shaped value with one part broken: a field dropped, retyped or added, or the whole replaced. */
function broken(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const base = shaped(schema);
  return fc.oneof(
    { weight: 3, arbitrary: base },
    {
      weight: 4,
      arbitrary: fc.tuple(base, fc.nat(), weird).map(([value, pick, replacement]) => {
        if (!value || typeof value !== 'object' || Array.isArray(value)) return replacement;
        const keys = Object.keys(value);
        const copy: Record<string, unknown> = { ...value };
        if (keys.length === 0) return { extra: replacement };
        const key = keys[pick % keys.length]!;
        if (pick % 3 === 0) delete copy[key];
        else copy[key] = replacement;
        return copy;
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string({ maxLength: 12 }), weird)
        .map(([value, key, extra]) =>
          value && typeof value === 'object' ? { ...value, [key]: extra } : value,
        ),
    },
    { weight: 1, arbitrary: weird },
  );
}

/**
 * A valid example with one part broken: a field (top-level or one level down) dropped, replaced by an odd
 * value, or joined by an unknown one; or left whole (which reaches the deepest code).
 */
function mutated<T extends Record<string, unknown>>(example: T, valueOf: fc.Arbitrary<unknown> = weird) {
  return fc.tuple(fc.nat(), fc.nat(9), valueOf).map(([pick, how, value]) => {
    const copy = structuredClone(example) as Record<string, unknown>;
    const keys = Object.keys(copy);
    const key = keys[pick % keys.length]!;
    const inner = copy[key];
    if (how === 0) return copy;
    if (how === 1) delete copy[key];
    else if (how === 2) copy[`extra${pick % 3}`] = value;
    else if (how === 3 && inner && typeof inner === 'object' && !Array.isArray(inner)) {
      const innerKeys = Object.keys(inner);
      const innerKey = innerKeys[pick % Math.max(1, innerKeys.length)] ?? 'x';
      copy[key] = { ...inner, [innerKey]: value };
    } else copy[key] = value;
    return copy;
  });
}

/** A raw JSON-ish body: valid JSON of the wrong shape, malformed JSON, huge or deep documents. */
const rawJsonBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '{"a":',
    '}',
    'null',
    'NaN',
    '[]',
    '"text"',
    '{"a":1,"a":2}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '\ufeff{}',
    '{"a":"\\ud800"}',
    "{'single': 'quotes'}",
    DEEP_ARRAY,
    DEEP_OBJECT,
    OVER_BODY_LIMIT,
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)),
);

const contentTypes = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=zz',
  'image/png',
  'application/octet-stream',
  '*/*',
  ';;;',
  '',
);

interface MultipartPart {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer;
}

function encodeMultipart(parts: MultipartPart[], boundary: string, cut: number): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n${type}\r\n`,
        'utf8',
      ),
    );
    chunks.push(part.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const whole = Buffer.concat(chunks);
  // Sometimes the body is cut short.
  return cut > 0 && cut < whole.length ? whole.subarray(0, whole.length - cut) : whole;
}

const partNames = fc.oneof(
  fc.constantFrom(
    'file',
    'logo',
    'user_id',
    'type',
    'date',
    'body',
    'paper',
    '__proto__',
    'constructor',
    '',
    'a"b',
    'x'.repeat(500),
  ),
  fc.string({ maxLength: 12 }),
);
const partData = fc.oneof(
  fc.constantFrom(
    pngImage(3, 2),
    pngImage(3, 2).subarray(0, 40),
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    Buffer.alloc(0),
    Buffer.from('2026-11-21'),
    Buffer.from('default'),
    Buffer.from('1'),
    Buffer.from('{"header":{},"sections":[]}'),
    Buffer.from(DEEP_ARRAY),
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
  fc.string({ unit: 'binary', maxLength: 40 }).map((text) => Buffer.from(text)),
);
const multipartPart: fc.Arbitrary<MultipartPart> = fc.record(
  {
    name: partNames,
    filename: fc.constantFrom('a.png', '../../etc/passwd.png', 'x\u0000.png', '%2e%2e/x.svg', 'ा.webp', ''),
    contentType: fc.constantFrom('image/png', 'image/svg+xml', 'text/html', 'application/json', ''),
    data: partData,
  },
  { requiredKeys: ['name', 'data'] },
);
const multipartBody = fc
  .tuple(
    fc.array(multipartPart, { maxLength: 6 }),
    fc.constantFrom('fuzzBoundary123', 'x', '-'.repeat(70)),
    fc.oneof(fc.constant(0), fc.nat({ max: 80 })),
    fc.boolean(),
  )
  .map(([parts, boundary, cut, isBoundaryDeclared]) => ({
    payload: encodeMultipart(parts, boundary, cut),
    contentType: isBoundaryDeclared ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
  }));

/** Path parameters: ids of every sign and size, words, encoded tricks. */
const pathValue = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '3',
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '2147483647',
    '2147483648',
    '9007199254740993',
    '99999999999999999999999999',
    'NaN',
    'Infinity',
    'null',
    '..',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '%00',
    '%',
    '%zz',
    '%E0%A4',
    'Gujarat',
    '380009',
    `${'a'.repeat(32)}.png`,
    'ab'.repeat(3000),
  ),
  fc.integer({ min: -(2 ** 40), max: 2 ** 40 }).map(String),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);

/** Query strings: the route's own parameters with odd values, and raw garbage. */
function queryString(route: ApiRoute | undefined): fc.Arbitrary<string> {
  const names = route?.queryParams.map((p) => p.name) ?? [];
  const value = fc.oneof(
    fc.constantFrom('', '1', '0', '-1', '101', '1.5', 'me', 'shared', 'mcq', 'CBSE', 'abc', '9'.repeat(40)),
    fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  );
  const own = fc
    .array(fc.tuple(names.length ? fc.constantFrom(...names) : fc.constant('q'), value), { maxLength: 5 })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
  const raw = fc.constantFrom(
    'limit=1&limit=2',
    'cursor[]=1',
    'limit[a]=1',
    '__proto__[isAdmin]=1',
    'constructor[prototype][isAdmin]=1',
    'a[b][c][d][e][f]=1',
    'q=%',
    'q=%zz',
    '&&&=&=',
    '?=?',
    `q=${'z'.repeat(10_000)}`,
    'subject=1&standard=7&type=mcq&limit=100',
    'owner=me',
  );
  return fc.oneof(own, raw, fc.constant(''));
}

const authHeader: fc.Arbitrary<FuzzAuth> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<FuzzAuth>({ kind: 'valid' }) },
  { weight: 3, arbitrary: fc.constant<FuzzAuth>({ kind: 'none' }) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom(
          'Bearer',
          'Bearer ',
          'Basic YWRtaW46YWRtaW4=',
          `Bearer ${'A'.repeat(43)}`,
          `Bearer ${'A'.repeat(8000)}`,
          'Bearer ../../etc/passwd',
          'Bearer null',
          'bearer  x',
        ),
        fc.string({ maxLength: 60 }).map((s) => `Bearer ${s.replace(/[^\x20-\x7e]/g, '')}`),
      )
      .map((value): FuzzAuth => ({ kind: 'header', value })),
  },
);

const methods = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');

/** A valid request body of a route: JSON, or multipart fields with (optionally) the file field's name. */
export interface RouteExample {
  json?: Record<string, unknown>;
  form?: Record<string, string>;
  fileField?: string;
}

type Body = { payload: string | Buffer | undefined; contentType: string };

/** The example's form with one field broken, and a file (an image or not) in the file field or another. */
function mutatedForm(example: RouteExample): fc.Arbitrary<Body> {
  const text = weird.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? '')));
  return fc
    .tuple(mutated(example.form ?? {}, text), fc.option(partData), fc.boolean(), fc.nat({ max: 3 }))
    .map(([fields, file, isFileFieldRight, cut]) => {
      const parts: MultipartPart[] = Object.entries(fields).map(([name, value]) => ({
        name,
        data: Buffer.from(String(value)),
      }));
      if (file) {
        const name = isFileFieldRight ? (example.fileField ?? 'file') : 'other';
        parts.push({ name, filename: 'x.png', contentType: 'image/png', data: file });
      }
      const boundary = 'fuzzForm42';
      return {
        payload: encodeMultipart(parts, boundary, cut === 3 ? 7 : 0),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

/** One malformed or boundary request, to a route of the document (mostly) or to none. */
export function fuzzRequest(
  routes: ApiRoute[],
  options: { multipart: Set<string>; examples: Record<string, RouteExample> },
): fc.Arbitrary<FuzzRequest> {
  const forRoute = (route: ApiRoute | undefined) => {
    const example = route ? options.examples[route.key] : undefined;
    const isMultipart = route ? options.multipart.has(route.key) : false;
    const bodies: Array<{ weight: number; arbitrary: fc.Arbitrary<Body> }> = [
      { weight: isMultipart ? 4 : 1, arbitrary: multipartBody },
      {
        weight: route?.jsonBody ? 3 : 1,
        arbitrary: fc.tuple(broken(route?.jsonBody), fc.boolean()).map(([value, isJson]) => ({
          payload: JSON.stringify(value),
          contentType: isJson ? 'application/json' : 'text/plain',
        })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(rawJsonBody, contentTypes)
          .map(([payload, contentType]) => ({ payload, contentType })),
      },
      { weight: 1, arbitrary: fc.constant({ payload: undefined, contentType: '' }) },
    ];
    if (example?.json) {
      bodies.push({
        weight: 8,
        arbitrary: mutated(example.json).map((value) => ({
          payload: JSON.stringify(value),
          contentType: 'application/json',
        })),
      });
    }
    if (example?.form) bodies.push({ weight: 8, arbitrary: mutatedForm(example) });
    return fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constant(route?.method ?? 'GET') },
          { weight: 1, arbitrary: methods },
        ),
        params: fc.array(pathValue, { minLength: 4, maxLength: 4 }),
        query: queryString(route),
        auth: authHeader,
        body: fc.oneof(...bodies),
        extraHeaders: fc.oneof(
          { weight: 8, arbitrary: fc.constant<Record<string, string>>({}) },
          {
            weight: 1,
            arbitrary: fc.constantFrom<Record<string, string>>(
              { 'x-request-id': '../../../x' },
              { accept: 'text/html' },
              { 'accept-encoding': 'br, gzip, deflate, *' },
              { 'content-encoding': 'gzip' },
              { 'x-forwarded-for': '1.2.3.4' },
              { origin: 'https://evil.example' },
            ),
          },
        ),
      })
      .map(({ method, params, query, auth, body, extraHeaders }): FuzzRequest => {
        let index = 0;
        const path = route
          ? route.path.replace(/\{\w+\}/g, () => params[index++ % params.length]!)
          : `/api/${params[0]}/${params[1]}`;
        const headers: Record<string, string> = { ...extraHeaders };
        if (body.contentType) headers['content-type'] = body.contentType;
        const hasBody = body.payload !== undefined && method !== 'GET' && method !== 'HEAD';
        return {
          route,
          method,
          url: query ? `${path}?${query}` : path,
          auth,
          headers,
          payload: hasBody ? body.payload : undefined,
        };
      });
  };
  return fc.oneof(
    { weight: 19, arbitrary: fc.constantFrom(...routes).chain(forRoute) },
    { weight: 1, arbitrary: forRoute(undefined) },
  );
}
