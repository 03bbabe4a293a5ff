import type { ImageLoader } from './images';

// Kept apart from the PDF painter so that screens can name these without loading pdfkit.

export interface RenderPdfOptions {
  /** Called after each page is painted: page k of n. */
  onProgress?(page: number, total: number): void;
  /** Loads an image's bytes (default: fetch). */
  loadImage?: ImageLoader;
  title?: string;
}

/** An export that failed for a reason the teacher can act on; the message says which. */
export class PaperExportError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaperExportError';
  }
}
