import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '../../common/limits';
import { AppError, badRequest } from './app-error';
import { inspectImage, type ImageInfo } from './image-check';

// Uploaded images (question images, paper logos and header images) under DATA_DIR/uploads, named by
// the server, served read-only from /api/uploads/<name> (DECISIONS.md, Uploads). An upload is checked
// in memory first, so nothing is written when it is refused.

export const UPLOADS_URL_PREFIX = '/api/uploads/';
/** A stored file's name: 32 random hex digits and the extension of its detected type. */
export const UPLOAD_NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp)$/;
const MIME_BY_EXT: Record<string, ImageInfo['mime']> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

export interface SavedUpload extends ImageInfo {
  /** Where the browser gets it: /api/uploads/<name>. */
  url: string;
  /** Where it is on disk. */
  file: string;
}

export interface StoredUpload {
  file: string;
  mime: ImageInfo['mime'];
  size: number;
}

const TOO_LARGE = `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB.`;
/** Image uploads per address and minute, on each upload route (a flood must not fill the disk). */
export const IMAGE_UPLOADS_PER_MINUTE = 60;
export const NOT_AN_IMAGE = 'Only PNG, JPEG or WebP images can be uploaded.';

export function createUploads(options: { dataDir: string; maxBytes?: number }) {
  const dir = path.join(options.dataDir, 'uploads');
  const maxBytes = options.maxBytes ?? UPLOAD_MAX_BYTES;
  const nameOf = (url: string): string | undefined => {
    const name = url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : url;
    return UPLOAD_NAME_PATTERN.test(name) ? name : undefined;
  };

  async function readPart(part: MultipartFile): Promise<Buffer> {
    try {
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
      return data;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
      }
      throw error;
    }
  }

  /** The file's bytes, once they proved to be an image we accept. */
  async function checkImage(part: MultipartFile | undefined, field = 'file') {
    if (!part) throw badRequest('Choose an image file to upload.', field);
    const data = await readPart(part);
    if (data.length === 0) throw badRequest('The file is empty.', field);
    const info = inspectImage(data);
    if (!info) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE, field);
    return { data, info };
  }

  async function storeImage({ data, info }: { data: Buffer; info: ImageInfo }): Promise<SavedUpload> {
    const name = `${crypto.randomBytes(16).toString('hex')}.${info.ext}`;
    const file = path.join(dir, name);
    await fs.promises.mkdir(dir, { recursive: true });
    await fs.promises.writeFile(file, data, { flag: 'wx', mode: 0o644 });
    return { ...info, url: UPLOADS_URL_PREFIX + name, file };
  }

  return {
    dir,

    /** Checks the uploaded file and stores it under a random name; refuses anything but an image. */
    async saveImage(part: MultipartFile | undefined): Promise<SavedUpload> {
      return storeImage(await checkImage(part));
    },

    /**
     * Reads a whole multipart request that carries one image in `field`, and stores it only then: a second
     * file, a file in another field or no file at all refuses the request (and nothing is stored).
     */
    async saveOnlyImage(parts: AsyncIterable<Multipart>, field = 'file'): Promise<SavedUpload> {
      let image: Awaited<ReturnType<typeof checkImage>> | undefined;
      for await (const part of parts) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== field) {
          throw badRequest(`Unexpected file field "${part.fieldname}".`, part.fieldname);
        }
        if (image) throw badRequest('Send one image per request.', field);
        image = await checkImage(part, field);
      }
      return storeImage(image ?? (await checkImage(undefined, field)));
    },

    /** The stored file behind a name or URL, when there is one. */
    async findUpload(nameOrUrl: string): Promise<StoredUpload | undefined> {
      const name = nameOf(nameOrUrl);
      if (!name) return undefined;
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) return undefined;
      return { file, mime: MIME_BY_EXT[path.extname(name).slice(1)]!, size: stat.size };
    },

    /** A copy of a stored file under a new name (its own lifetime), or undefined when it is gone. */
    async copyUpload(nameOrUrl: string): Promise<string | undefined> {
      const name = nameOf(nameOrUrl);
      if (!name) return undefined;
      const copy = `${crypto.randomBytes(16).toString('hex')}${path.extname(name)}`;
      try {
        await fs.promises.copyFile(path.join(dir, name), path.join(dir, copy), fs.constants.COPYFILE_EXCL);
      } catch {
        return undefined;
      }
      return UPLOADS_URL_PREFIX + copy;
    },

    /** Removes a stored file; a missing file or a URL that is not an upload is ignored. */
    async deleteUpload(nameOrUrl: string): Promise<void> {
      const name = nameOf(nameOrUrl);
      if (name) await fs.promises.rm(path.join(dir, name), { force: true });
    },
  };
}

export type Uploads = ReturnType<typeof createUploads>;
