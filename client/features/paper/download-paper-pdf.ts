import type { PaperEngine, PaperLayout } from '../../../common/paper/engine';

/**
 * Makes the PDF of a layout and saves it as `exam-paper.pdf` (DECISIONS.md). `onProgress` gets page k
 * of n for a progress bar; a failure rejects with the engine's readable error.
 */
export async function downloadPaperPdf(
  engine: PaperEngine,
  layout: PaperLayout,
  onProgress?: (page: number, total: number) => void,
  fileName = 'exam-paper.pdf',
): Promise<void> {
  const bytes = await engine.renderPdf(layout, { onProgress });
  const url = URL.createObjectURL(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/pdf' }));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
