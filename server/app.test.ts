import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ENGINES, type TestContext } from './test/test-context';

describe.each(TEST_ENGINES)('the API foundation on %s', (engine) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(engine);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('answers the health check from the database', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', engine });
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('answers unknown API routes with 404 JSON', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ message: 'No API route GET /api/nope.', code: 'NOT_FOUND' });
  });

  it('takes multipart forms only on the routes that read them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/question/random',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="subject"\r\n\r\n1\r\n--x--\r\n',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'This content type is not accepted here.' });
  });

  it('opens nothing to other origins: no CORS headers, and a preflight finds no route', async () => {
    const origin = 'https://elsewhere.example';
    const read = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { origin } });
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/question',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses a JSON body over the limit with 413 JSON', async () => {
    const big = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'The request body is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('serves the OpenAPI document built from the zod schemas, and the docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const body = doc.json() as { openapi: string; paths: Record<string, { get?: { responses?: object } }> };
    expect(body.openapi).toBe('3.1.0');
    expect(body.paths['/api/health']?.get?.responses).toHaveProperty('200');
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('sends a strict Content-Security-Policy without inline scripts', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('lets nothing load, run or frame API JSON', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/subjects?x=1']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      // CSP's frame-ancestors stands for X-Frame-Options; HSTS comes with the pages.
      expect(res.headers['x-frame-options'], url).toBeUndefined();
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
    // The documentation is a page, and a stored PDF opens in the browser's viewer: they keep the app's.
    for (const url of ['/api/docs/', '/api/worksheets/1/file']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).not.toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
    }
  });

  it('keeps cross-origin requests closed', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
