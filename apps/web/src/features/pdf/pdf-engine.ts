import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy, TextLayer } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// This module is imported on demand by the viewer: pdf.js (≈ 400 kB) and its worker stay out of
// the main bundle and out of every other page.
GlobalWorkerOptions.workerSrc = workerUrl;

export type { PDFDocumentProxy };

/** Opens a PDF from its bytes (pdf.js takes them over: pass a copy if they are still needed). */
export const openPdf = (data: Uint8Array): Promise<PDFDocumentProxy> =>
  // no eval: fonts are drawn through paths, as pdf.js advises for documents one did not write
  getDocument({ data, isEvalSupported: false }).promise;

/** CSS pixels per PDF point: zoom 1 shows a page at its printed size on a 96 dpi screen. */
const CSS_UNITS = 96 / 72;

/** The size of a page in CSS pixels at zoom 1. */
export async function pageSize(doc: PDFDocumentProxy, pageNumber: number) {
  const page = await doc.getPage(pageNumber);
  const { width, height } = page.getViewport({ scale: CSS_UNITS });
  return { width, height };
}

/**
 * Draws a page into `canvas` at `zoom`, sharp on high-density screens, and lays its text over it
 * in `textLayer` (transparent, so it can be selected, searched and read aloud). Answers a function
 * that cancels the drawing, for when the page or the zoom changes before it ends.
 */
export function drawPage(
  doc: PDFDocumentProxy,
  pageNumber: number,
  zoom: number,
  canvas: HTMLCanvasElement,
  textLayer: HTMLDivElement,
): { done: Promise<void>; cancel: () => void } {
  let cancelled = false;
  let cancelTask = () => {};
  const done = (async () => {
    const page = await doc.getPage(pageNumber);
    if (cancelled) return;
    const viewport = page.getViewport({ scale: zoom * CSS_UNITS });
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.floor(viewport.width * ratio);
    canvas.height = Math.floor(viewport.height * ratio);
    canvas.style.width = `${Math.floor(viewport.width)}px`;
    canvas.style.height = `${Math.floor(viewport.height)}px`;
    const task = page.render({
      canvas,
      viewport,
      transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
    });
    cancelTask = () => task.cancel();
    textLayer.replaceChildren();
    textLayer.style.setProperty('--total-scale-factor', String(viewport.scale));
    const text = new TextLayer({
      textContentSource: page.streamTextContent(),
      container: textLayer,
      viewport,
    });
    await Promise.all([task.promise, text.render()]);
  })();
  return {
    done: done.catch((error: unknown) => {
      if (!(error instanceof Error && error.name === 'RenderingCancelledException')) throw error;
    }),
    cancel: () => {
      cancelled = true;
      cancelTask();
    },
  };
}
