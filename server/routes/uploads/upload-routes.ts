import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { UPLOAD_NAME_PATTERN, type Uploads } from '../../lib/uploads';

const UploadParams = z.object({ name: z.string().regex(UPLOAD_NAME_PATTERN, 'Not an upload name.') });

// Uploaded images, read-only. Names are random and files never change, so browsers may keep them;
// the type comes from the checked content, and nosniff plus a sandboxing CSP keep it an image.
export async function registerUploadRoutes(api: FastifyInstance, deps: { uploads: Uploads }): Promise<void> {
  const r = api.withTypeProvider<ZodTypeProvider>();
  r.get('/uploads/:name', { schema: { tags: ['uploads'], params: UploadParams } }, async (request, reply) => {
    const upload = await deps.uploads.findUpload(request.params.name);
    if (!upload) throw notFound('Image not found.');
    return reply
      .type(upload.mime)
      .header('content-length', upload.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(upload.file));
  });
}
