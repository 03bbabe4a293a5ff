// Image bytes for the PDF. pdfkit embeds PNG and JPEG only; uploads may also be WebP, which the browser
// re-encodes to PNG through a canvas. Node (server-side rendering) gets PNG and JPEG as they are.

export type ImageLoader = (src: string) => Promise<Uint8Array>;

export const fetchImage: ImageLoader = async (src) => {
  const response = await fetch(src);
  if (!response.ok) throw new Error(`Could not load image ${src.slice(0, 80)} (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
};

const isPng = (b: Uint8Array) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
const isJpeg = (b: Uint8Array) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** PNG or JPEG bytes that pdfkit can embed. */
export async function toEmbeddableImage(bytes: Uint8Array): Promise<Uint8Array> {
  if (isPng(bytes) || isJpeg(bytes)) return bytes;
  if (typeof createImageBitmap === 'function' && typeof OffscreenCanvas === 'function') {
    const bitmap = await createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return new Uint8Array(await blob.arrayBuffer());
  }
  throw new Error('Only PNG and JPEG images can be printed here');
}
