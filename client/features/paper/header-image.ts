import type { PaperHeader, PaperImage } from '../../../common/paper/model';
import type { HeaderRecord } from '../../../common/paper-api';

/** Loads an image to learn its natural size (the paper places it at its real aspect ratio). */
export function measureImage(src: string): Promise<PaperImage> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve({ src, width: image.naturalWidth || 1, height: image.naturalHeight || 1 });
    image.onerror = () => reject(new Error('This image could not be loaded. Upload the file instead.'));
    image.src = src;
  });
}

/** A stored header template as the paper engine's header, measuring its image when it has one. */
export async function toPaperHeader(record: HeaderRecord): Promise<PaperHeader> {
  const { image, name: _name, is_own: _isOwn, ...fields } = record;
  const header: PaperHeader = { ...fields };
  if (image && record.layoutType !== 'column') {
    header.image = await measureImage(image).catch(() => undefined);
  }
  return header;
}
