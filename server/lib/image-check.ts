import zlib from 'node:zlib';

// Recognises PNG, JPEG and WebP by their content, not their name: the magic bytes and then the
// container's structure down to the end of the file, so that a valid header glued onto something
// else (a script, an HTML page) is refused. Pixel data is not decoded.

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  width: number;
  height: number;
}

/** Larger images are no use on an A4 page and cost memory in every browser that paints them. */
export const IMAGE_MAX_SIDE = 10_000;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function inspectImage(data: Buffer): ImageInfo | undefined {
  const info = inspectPng(data) ?? inspectJpeg(data) ?? inspectWebp(data);
  if (!info || info.width < 1 || info.height < 1) return undefined;
  if (info.width > IMAGE_MAX_SIDE || info.height > IMAGE_MAX_SIDE) return undefined;
  return info;
}

// Chunks of length, type, data and CRC from IHDR to IEND, each CRC checked, nothing after IEND.
function inspectPng(data: Buffer): ImageInfo | undefined {
  if (data.length < 8 + 25 + 12 || !data.subarray(0, 8).equals(PNG_SIGNATURE)) return undefined;
  let offset = 8;
  let width = 0;
  let height = 0;
  let hasData = false;
  for (let index = 0; offset + 12 <= data.length; index++) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (!/^[A-Za-z]{4}$/.test(type) || end > data.length) return undefined;
    const crc = data.readUInt32BE(end - 4);
    if (zlib.crc32(data.subarray(offset + 4, end - 4)) !== crc) return undefined;
    if (index === 0) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      width = data.readUInt32BE(offset + 8);
      height = data.readUInt32BE(offset + 12);
    }
    if (type === 'IDAT') hasData = true;
    if (type === 'IEND') {
      return end === data.length && hasData ? { mime: 'image/png', ext: 'png', width, height } : undefined;
    }
    offset = end;
  }
  return undefined;
}

// Marker segments from SOI to the start of scan, a frame header among them, and EOI at the very end.
function inspectJpeg(data: Buffer): ImageInfo | undefined {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== 0xd8 || data[2] !== 0xff) return undefined;
  if (data[data.length - 2] !== 0xff || data[data.length - 1] !== 0xd9) return undefined;
  let offset = 2;
  let size: { width: number; height: number } | undefined;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1]!;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > data.length) return undefined;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return undefined;
      size = { height: data.readUInt16BE(offset + 5), width: data.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) return size ? { mime: 'image/jpeg', ext: 'jpg', ...size } : undefined;
    if (marker === 0xd9 || marker === 0xd8) return undefined;
    offset += 2 + length;
  }
  return undefined;
}

// A RIFF container whose size is the file's, then chunks to the end; the first chunk gives the size.
function inspectWebp(data: Buffer): ImageInfo | undefined {
  if (
    data.length < 30 ||
    data.toString('latin1', 0, 4) !== 'RIFF' ||
    data.toString('latin1', 8, 12) !== 'WEBP'
  )
    return undefined;
  if (data.readUInt32LE(4) + 8 !== data.length) return undefined;
  let offset = 12;
  let size: { width: number; height: number } | undefined;
  while (offset < data.length) {
    if (offset + 8 > data.length) return undefined;
    const type = data.toString('latin1', offset, offset + 4);
    const length = data.readUInt32LE(offset + 4);
    const body = offset + 8;
    const end = body + length + (length % 2);
    if (!/^[A-Z0-9 ]{4}$/i.test(type) || body + length > data.length || end > data.length) return undefined;
    if (offset === 12) size = webpSize(type, data.subarray(body, body + length));
    if (!size) return undefined;
    offset = end;
  }
  return size ? { mime: 'image/webp', ext: 'webp', ...size } : undefined;
}

function webpSize(type: string, chunk: Buffer): { width: number; height: number } | undefined {
  if (type === 'VP8 ' && chunk.length >= 10 && chunk[3] === 0x9d && chunk[4] === 0x01 && chunk[5] === 0x2a) {
    return { width: chunk.readUInt16LE(6) & 0x3fff, height: chunk.readUInt16LE(8) & 0x3fff };
  }
  if (type === 'VP8L' && chunk.length >= 5 && chunk[0] === 0x2f) {
    const bits = chunk.readUInt32LE(1);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (type === 'VP8X' && chunk.length >= 10) {
    return { width: chunk.readUIntLE(4, 3) + 1, height: chunk.readUIntLE(7, 3) + 1 };
  }
  return undefined;
}
