import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import { catalogueSeed } from '../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../test/factories';
import {
  HTML_PAGE,
  JPEG_2X2,
  PNG_HEADER_ON_SCRIPT,
  pngImage,
  SVG_IMAGE,
  WEBP_2X2,
} from '../test/image-fixtures';
import { IMAGE_UPLOADS_PER_MINUTE } from '../lib/uploads';
import { scanFiles } from '../test/security-world';
import { createTestContext, TEST_ENGINES, type TestContext } from '../test/test-context';

// Issue 9, uploads: every route that takes a file refuses what is not a PNG, JPEG or WebP of at most
// 2 MB with a 4xx {message}, whatever the file is called; stores what it accepts under a name of its own
// in DATA_DIR/uploads only; and leaves no file behind for what it refuses.

interface Part {
  name: string;
  /** Present for a file part; written into the header as it is (NUL, slashes, percent signs and all). */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body written by hand, so that file names reach the server byte for byte. */
function rawMultipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----prashnaUpload7MA4YWxkTrZu0gW';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      `form-data; name="${part.name}"` + (part.filename === undefined ? '' : `; filename="${part.filename}"`);
    const type = part.filename === undefined ? '' : `Content-Type: ${part.contentType ?? 'image/png'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`, 'latin1'));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The three routes that take a file, each with the fields it needs beside it. */
const UPLOAD_ROUTES = {
  'question image': { url: '/api/question/image', field: 'file', fields: () => [] as Part[] },
  'header image': { url: '/api/headers/image', field: 'file', fields: () => [] as Part[] },
  'paper logo': {
    url: '/api/papers/add',
    field: 'logo',
    fields: (teacher: TestTeacher): Part[] => [
      { name: 'user_id', data: String(teacher.user.id) },
      { name: 'type', data: 'default' },
      { name: 'date', data: '2026-11-21' },
      { name: 'body', data: '<p>Unit test</p>' },
    ],
  },
} as const;
type UploadRoute = keyof typeof UPLOAD_ROUTES;
const ROUTE_NAMES = Object.keys(UPLOAD_ROUTES) as UploadRoute[];

const PNG = pngImage(12, 9);
/** A PNG of exactly the size limit (a text chunk pads it). */
const PNG_AT_LIMIT = pngImage(4, 3, UPLOAD_MAX_BYTES - pngImage(4, 3).length - 12);

/** Files that are not images we accept, whatever their names say. */
const REFUSED: Array<{ what: string; data: Buffer; filename: string; contentType: string; status: number }> =
  [
    { what: 'SVG', data: SVG_IMAGE, filename: 'logo.svg', contentType: 'image/svg+xml', status: 415 },
    { what: 'SVG named .png', data: SVG_IMAGE, filename: 'logo.png', contentType: 'image/png', status: 415 },
    { what: 'HTML', data: HTML_PAGE, filename: 'page.html', contentType: 'text/html', status: 415 },
    {
      what: 'HTML named .jpg',
      data: HTML_PAGE,
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
      status: 415,
    },
    {
      what: 'PNG header on a script',
      data: PNG_HEADER_ON_SCRIPT,
      filename: 'x.png',
      contentType: 'image/png',
      status: 415,
    },
    {
      what: 'polyglot: a whole PNG followed by an HTML page',
      data: Buffer.concat([PNG, HTML_PAGE]),
      filename: 'x.png',
      contentType: 'image/png',
      status: 415,
    },
    {
      what: 'polyglot: GIF and JavaScript',
      data: Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\x00\x00*/=1;alert(document.domain);//;'),
      filename: 'x.gif',
      contentType: 'image/gif',
      status: 415,
    },
    {
      what: 'JPEG markers on an HTML page',
      data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML_PAGE, Buffer.from([0xff, 0xd9])]),
      filename: 'x.jpg',
      contentType: 'image/jpeg',
      status: 415,
    },
    {
      what: 'a script',
      data: Buffer.from('#!/bin/sh\nrm -rf /\n'),
      filename: 'x.sh',
      contentType: 'text/x-sh',
      status: 415,
    },
    {
      what: '0-byte file',
      data: Buffer.alloc(0),
      filename: 'empty.png',
      contentType: 'image/png',
      status: 400,
    },
    {
      what: 'a PNG one byte over 2 MB',
      data: pngImage(4, 3, UPLOAD_MAX_BYTES - pngImage(4, 3).length - 11),
      filename: 'big.png',
      contentType: 'image/png',
      status: 413,
    },
    {
      what: 'a 5 MB file',
      data: Buffer.alloc(5 * 1024 * 1024, 0x41),
      filename: 'huge.png',
      contentType: 'image/png',
      status: 413,
    },
  ];

/** File names that try to climb out of the uploads folder or confuse it. */
const PATH_LIKE_NAMES = [
  '../../etc/passwd.png',
  '../../../../../../tmp/escaped.png',
  '..\\x.png',
  '..\\\\..\\\\x.png',
  '/etc/passwd.png',
  'a\0b.png',
  '..%2f..%2fx.png',
  '%2e%2e%2f%2e%2e%2fx.png',
  'C:\\Windows\\x.png',
  '.htaccess',
  'x.png\r\nContent-Type: text/html',
  `${'a'.repeat(2000)}.png`,
  'ा१२३.png',
];

describe.each(TEST_ENGINES)('uploads on %s', (engine) => {
  let root: string;
  let dataDir: string;
  let ctx: TestContext;
  let teacher: TestTeacher;
  beforeAll(async () => {
    // DATA_DIR is a folder of its own inside `root`, so that the test sees anything written beside it.
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'prashna-uploads-'));
    dataDir = path.join(root, 'data');
    ctx = await createTestContext(engine, { seed: [catalogueSeed], env: { DATA_DIR: dataDir } });
    teacher = await createTestTeacher(ctx.app);
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Each test comes from an address of its own (the upload routes limit requests per address).
  let address = 0;
  beforeEach(() => {
    address += 1;
  });
  const remoteAddress = () => `127.0.1.${address}`;
  const uploadsDir = () => path.join(dataDir, 'uploads');
  const send = (route: UploadRoute, parts: Part[], token = teacher.token) => {
    const body = rawMultipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: UPLOAD_ROUTES[route].url,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
      remoteAddress: remoteAddress(),
    });
  };
  const upload = (route: UploadRoute, file: Omit<Part, 'name'>) =>
    send(route, [...UPLOAD_ROUTES[route].fields(teacher), { name: UPLOAD_ROUTES[route].field, ...file }]);
  const paperCount = async () =>
    Number(
      (
        await ctx.database.db
          .selectFrom('papers')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** Everything in the parent of DATA_DIR (so DATA_DIR and what might be written beside it). */
  const everything = () => scanFiles(root);
  const expectRefused = (res: LightMyRequestResponse, what: string, status?: number) => {
    expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, what).toBeLessThan(500);
    if (status) expect(res.statusCode, what).toBe(status);
    expect(res.json(), what).toMatchObject({ message: expect.any(String) });
  };
  /** The one upload a successful answer stored: in DATA_DIR/uploads, under a name of the server's. */
  const storedUrl = (route: UploadRoute, res: LightMyRequestResponse): string => {
    const body = res.json() as { image_url?: string; paper?: { logo: string } };
    return route === 'paper logo' ? body.paper!.logo : body.image_url!;
  };

  it.each(ROUTE_NAMES)(
    '%s: refuses every file that is not an accepted image, storing nothing',
    async (route) => {
      const before = everything();
      const papers = await paperCount();
      for (const file of REFUSED) expectRefused(await upload(route, file), file.what, file.status);
      expect(everything()).toEqual(before);
      expect(await paperCount()).toBe(papers);
    },
  );

  it.each(ROUTE_NAMES)('%s: takes PNG, JPEG and WebP up to exactly 2 MB, by content', async (route) => {
    const files = [
      { data: PNG, filename: 'photo.jpg', ext: 'png' },
      { data: JPEG_2X2, filename: 'x.webp', ext: 'jpg' },
      { data: WEBP_2X2, filename: 'x', ext: 'webp' },
      { data: PNG_AT_LIMIT, filename: 'limit.png', ext: 'png' },
    ];
    expect(PNG_AT_LIMIT.length).toBe(UPLOAD_MAX_BYTES);
    for (const file of files) {
      const res = await upload(route, { ...file, contentType: 'application/octet-stream' });
      expect(res.statusCode, res.body).toBe(201);
      const url = storedUrl(route, res);
      expect(url).toMatch(new RegExp(`^/api/uploads/[a-f0-9]{32}\\.${file.ext}$`));
      const served = await ctx.app.inject({ url });
      expect(served.rawPayload.equals(file.data)).toBe(true);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['content-security-policy']).toContain('sandbox');
    }
  });

  it.each(ROUTE_NAMES)('%s: stores an image under its own name whatever it is called', async (route) => {
    const outside = () =>
      Object.keys(everything()).filter((file) => !file.startsWith(`data${path.sep}uploads${path.sep}`));
    const before = outside();
    for (const filename of PATH_LIKE_NAMES) {
      const res = await upload(route, { data: PNG, filename });
      expect(res.statusCode, `${JSON.stringify(filename.slice(0, 40))}: ${res.body}`).toBe(201);
      const name = path.basename(storedUrl(route, res));
      expect(fs.readFileSync(path.join(uploadsDir(), name)).equals(PNG)).toBe(true);
      // The same names on a file that is not an image are refused.
      expectRefused(await upload(route, { data: HTML_PAGE, filename }), filename.slice(0, 40), 415);
    }
    expect(outside()).toEqual(before);
    expect(fs.readdirSync(uploadsDir()).every((name) => /^[a-f0-9]{32}\.(png|jpg|webp)$/.test(name))).toBe(
      true,
    );
    for (const escaped of ['/etc/passwd.png', '/tmp/escaped.png', path.join(os.tmpdir(), 'escaped.png')]) {
      expect(fs.existsSync(escaped), escaped).toBe(false);
    }
  });

  it.each(ROUTE_NAMES)('%s: refuses several files in one request, storing none of them', async (route) => {
    const before = everything();
    const { field } = UPLOAD_ROUTES[route];
    const cases: Array<[string, Part[]]> = [
      [
        'two images',
        [
          { name: field, filename: 'a.png', data: PNG },
          { name: field, filename: 'b.png', data: PNG },
        ],
      ],
      [
        'an image and an HTML page',
        [
          { name: field, filename: 'a.png', data: PNG },
          { name: field, filename: 'b.png', data: HTML_PAGE },
        ],
      ],
      [
        'an image and a file in another field',
        [
          { name: field, filename: 'a.png', data: PNG },
          { name: 'other', filename: 'b.png', data: PNG },
        ],
      ],
    ];
    for (const [what, files] of cases) {
      expectRefused(await send(route, [...UPLOAD_ROUTES[route].fields(teacher), ...files]), what);
    }
    expect(everything()).toEqual(before);
  });

  it.each(ROUTE_NAMES)(
    '%s: refuses a missing file, a wrong body and a stranger, storing nothing',
    async (route) => {
      const before = everything();
      const papers = await paperCount();
      const { url, field } = UPLOAD_ROUTES[route];
      const fields = UPLOAD_ROUTES[route].fields(teacher);
      const attempts: Array<[string, Promise<LightMyRequestResponse>]> = [
        ['no token', send(route, [...fields, { name: field, filename: 'a.png', data: PNG }], '')],
        [
          'JSON body',
          ctx.app.inject({
            method: 'POST',
            url,
            headers: bearer(teacher.token),
            payload: { file: PNG.toString('base64') },
          }),
        ],
        [
          'raw PNG body',
          ctx.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(teacher.token), 'content-type': 'image/png' },
            payload: PNG,
          }),
        ],
        [
          'truncated multipart',
          ctx.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(teacher.token), 'content-type': 'multipart/form-data; boundary=xyz' },
            payload: `--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n\r\n${PNG.toString('latin1')}`,
          }),
        ],
        [
          'multipart without a boundary',
          ctx.app.inject({
            method: 'POST',
            url,
            headers: { ...bearer(teacher.token), 'content-type': 'multipart/form-data' },
            payload: 'x',
          }),
        ],
      ];
      if (route !== 'paper logo') {
        attempts.push(['no file part', send(route, [{ name: 'note', data: 'hello' }])]);
        attempts.push([
          'image in a text field',
          send(route, [{ name: field, data: PNG.toString('latin1') }]),
        ]);
      }
      for (const [what, attempt] of attempts) expectRefused(await attempt, what);
      expect(everything()).toEqual(before);
      expect(await paperCount()).toBe(papers);
      if (route === 'paper logo') {
        // The logo is optional: a text field of that name is no file, and the paper is saved without one.
        const res = await send(route, [...fields, { name: field, data: PNG.toString('latin1') }]);
        expect([res.statusCode, res.json().paper.logo]).toEqual([201, null]);
        expect(everything()).toEqual(before);
      }
    },
  );

  it('withstands a flood of 200 uploads at once: refuses the bad ones, stores only what it accepted', async () => {
    const before = new Set(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
    const outsideBefore = Object.keys(everything()).filter((f) => !f.startsWith(`data${path.sep}uploads`));
    const bad = REFUSED.filter((file) => file.data.length < 100_000);
    const flood = Array.from({ length: 200 }, (_, i) => {
      const route = ROUTE_NAMES[i % ROUTE_NAMES.length]!;
      const isValid = i % 5 === 0;
      const file = isValid ? { data: PNG, filename: `ok${i}.png` } : bad[i % bad.length]!;
      return upload(route, file).then((res) => ({
        route,
        isValid,
        what: 'what' in file ? file.what : 'PNG',
        res,
      }));
    });
    const answers = await Promise.all(flood);
    const stored: string[] = [];
    for (const { route, isValid, what, res } of answers) {
      if (isValid && res.statusCode === 201) stored.push(path.basename(storedUrl(route, res)));
      else if (isValid) expectRefused(res, 'valid image in the flood', 429);
      else expectRefused(res, what);
    }
    expect(stored.length).toBeGreaterThan(0);
    const after = fs.readdirSync(uploadsDir()).filter((name) => !before.has(name));
    expect(after.sort()).toEqual(stored.sort());
    expect(Object.keys(everything()).filter((f) => !f.startsWith(`data${path.sep}uploads`))).toEqual(
      outsideBefore,
    );
    expect((await ctx.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });

  it.each(['question image', 'header image'] as const)(
    '%s: takes at most its per-minute share of a flood of 200 valid images, refusing the rest with 429',
    async (route) => {
      const before = new Set(fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) => upload(route, { data: PNG, filename: `flood${i}.png` })),
      );
      const accepted = answers.filter((res) => res.statusCode === 201);
      expect(accepted).toHaveLength(IMAGE_UPLOADS_PER_MINUTE);
      for (const res of answers.filter((r) => r.statusCode !== 201))
        expectRefused(res, 'over the limit', 429);
      const added = fs.readdirSync(uploadsDir()).filter((name) => !before.has(name));
      expect(added.sort()).toEqual(accepted.map((res) => path.basename(storedUrl(route, res))).sort());
    },
  );
});
