import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueSeed } from '../../db/seed/seed';
import { bearer, createTestTeacher, type TestTeacher } from '../../test/factories';
import {
  HTML_PAGE,
  JPEG_2X2,
  multipartBody,
  PNG_HEADER_ON_SCRIPT,
  pngImage,
  SVG_IMAGE,
  WEBP_2X2,
} from '../../test/image-fixtures';
import { createOwnQuestion } from '../../test/question-factories';
import { createTestContext, TEST_ENGINES, type TestContext } from '../../test/test-context';

describe.each(TEST_ENGINES)('question images on %s', (engine) => {
  let ctx: TestContext;
  let teacher: TestTeacher;
  let uploadsDir: string;
  beforeAll(async () => {
    ctx = await createTestContext(engine, { seed: [catalogueSeed] });
    teacher = await createTestTeacher(ctx.app);
    uploadsDir = path.join(ctx.config.dataDir, 'uploads');
  });
  afterAll(async () => ctx.close());

  const stored = () => (fs.existsSync(uploadsDir) ? fs.readdirSync(uploadsDir) : []);
  const upload = (file: Buffer, options: Parameters<typeof multipartBody>[1] = {}, token = teacher.token) => {
    const body = multipartBody(file, options);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/question/image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('stores a PNG under a name of its own and serves it as an image, read-only', async () => {
    const png = pngImage(40, 30);
    const res = await upload(png, { filename: '../../etc/passwd.png' });
    expect(res.statusCode).toBe(201);
    const { image_url, width, height } = res.json();
    expect(image_url).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.png$/);
    expect([width, height]).toEqual([40, 30]);
    const served = await ctx.app.inject({ url: image_url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(png)).toBe(true);
    expect((await ctx.app.inject({ method: 'DELETE', url: image_url })).statusCode).toBe(404);
  });

  it('accepts JPEG and WebP, typed by their content whatever their name', async () => {
    const jpeg = await upload(JPEG_2X2, { filename: 'photo.png', contentType: 'image/png' });
    expect(jpeg.json().image_url).toMatch(/\.jpg$/);
    expect((await ctx.app.inject({ url: jpeg.json().image_url })).headers['content-type']).toBe('image/jpeg');
    const webp = await upload(WEBP_2X2, { filename: 'x.gif' });
    expect(webp.json().image_url).toMatch(/\.webp$/);
  });

  it('refuses SVG, HTML, a PNG header glued on a script and a 3 MB file, storing nothing', async () => {
    const before = stored();
    const cases: Array<[string, Buffer, Parameters<typeof multipartBody>[1]]> = [
      ['SVG', SVG_IMAGE, { filename: 'logo.svg', contentType: 'image/svg+xml' }],
      ['HTML', HTML_PAGE, { filename: 'page.png', contentType: 'image/png' }],
      ['PNG header on a script', PNG_HEADER_ON_SCRIPT, { filename: 'x.png' }],
      ['a PNG with data after its end', Buffer.concat([pngImage(), Buffer.from('<script>1</script>')]), {}],
      ['3 MB', pngImage(4, 3, 3 * 1024 * 1024), {}],
      ['empty', Buffer.alloc(0), {}],
    ];
    for (const [what, file, options] of cases) {
      const res = await upload(file, options);
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, what).toBeLessThan(500);
      expect(res.json().message, what).toEqual(expect.any(String));
    }
    expect(stored()).toEqual(before);
  });

  it('asks for a token, a multipart body and a file', async () => {
    const body = multipartBody(pngImage());
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/question/image', ...body });
    expect(anonymous.statusCode).toBe(401);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/question/image',
      headers: bearer(teacher.token),
      payload: { image: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/question/image',
      headers: { ...bearer(teacher.token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('answers 404 or 400 for files that are not uploads', async () => {
    expect((await ctx.app.inject({ url: `/api/uploads/${'b'.repeat(32)}.png` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/uploads/..%2F..%2Fprashna.sqlite' })).statusCode).toBe(400);
  });

  it('shows the image on a question and deletes it with its last question', async () => {
    const { image_url } = (await upload(pngImage())).json();
    const question = await createOwnQuestion(ctx.app, teacher.token, { image_url });
    expect(question.image_url).toBe(image_url);
    const file = path.join(uploadsDir, path.basename(image_url));
    expect(fs.existsSync(file)).toBe(true);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/question/${question.question_id}`,
      headers: bearer(teacher.token),
    });
    expect(fs.existsSync(file)).toBe(false);
  });
});
