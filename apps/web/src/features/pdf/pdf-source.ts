import { searchOf, textParam } from '../../lib/search-params';

/**
 * `/pdfview`'s search: `src`, a same-origin address the viewer fetches (a GET path of the API);
 * or `doc`, a PDF handed over in memory by another page (`pdf-handoff.ts`) — a `blob:` address
 * cannot be handed over, since Chromium will not let another tab read it. `name` is the file name
 * a download gets.
 */
export const parsePdfSearch = searchOf({ src: textParam(2_000), doc: textParam(100), name: textParam(200) });
export type PdfSearch = ReturnType<typeof parsePdfSearch>;

/**
 * The address to fetch when `src` is ours: a path or URL of `origin`; null for anything else, so a
 * crafted link cannot make the viewer (and the sign-in cookie that goes with it) fetch from
 * another site.
 */
export function sameOriginUrl(src: string, origin: string): string | null {
  // '//host/…' and '\\host' are other sites to a browser, though they look like paths
  if (src.startsWith('//') || src.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(src, origin);
  } catch {
    return null;
  }
  return url.origin === origin && (url.protocol === 'http:' || url.protocol === 'https:') ? url.href : null;
}

/** The file name of a `Content-Disposition` header (`filename*=UTF-8''…` wins over `filename="…"`). */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}

/** A download name that ends in `.pdf` and holds no path separators. */
export function pdfFileName(name: string | null | undefined, fallback = 'documento.pdf'): string {
  const clean = (name ?? '').replace(/[/\\]/g, '-').trim();
  if (!clean) return fallback;
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

/** The zoom levels the − and + buttons step through (1 = the page's size at 96 dpi). */
export const zoomSteps = [0.5, 0.67, 0.75, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3] as const;

/** The next zoom step up (+1) or down (−1) from `zoom`, which may lie between steps (fit to width). */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const min = zoomSteps[0];
  const max = zoomSteps[zoomSteps.length - 1] as number;
  if (direction === 1) return zoomSteps.find((step) => step > zoom + 0.001) ?? max;
  return [...zoomSteps].reverse().find((step) => step < zoom - 0.001) ?? min;
}

/** The zoom at which a page `pageWidth` wide (at zoom 1) fills `available` pixels, within the steps' range. */
export function fitWidthZoom(pageWidth: number, available: number): number {
  if (pageWidth <= 0 || available <= 0) return 1;
  const max = zoomSteps[zoomSteps.length - 1] as number;
  return Math.min(max, Math.max(zoomSteps[0], available / pageWidth));
}

/**
 * The zoom asked for: `auto` (the page at its printed size, smaller when the view is narrower — what
 * the viewer opens with), `fit` (as wide as the view) or a chosen level.
 */
export type Zoom = 'auto' | 'fit' | number;

/** Room kept beside a fitted page for a vertical scroll bar, so it never needs a horizontal one. */
const SCROLLBAR_ROOM = 20;

/** The scale a zoom gives a page `pageWidth` wide (at zoom 1) in a view `available` pixels wide. */
export function zoomScale(zoom: Zoom, pageWidth: number, available: number): number {
  if (typeof zoom === 'number') return zoom;
  const fit = fitWidthZoom(pageWidth, available - SCROLLBAR_ROOM);
  return zoom === 'fit' ? fit : Math.min(1, fit);
}

/** `page` kept between 1 and `count`. */
export const clampPage = (page: number, count: number): number =>
  Math.min(Math.max(1, Math.round(page)), Math.max(1, count));

/** What a key does in the viewer: go to a page, step the zoom, or nothing (the browser keeps it). */
export type KeyCommand = { page: number } | { zoom: 1 | -1 } | null;

export function keyCommand(key: string, page: number, count: number): KeyCommand {
  switch (key) {
    case 'ArrowLeft':
    case 'PageUp':
      return { page: clampPage(page - 1, count) };
    case 'ArrowRight':
    case 'PageDown':
      return { page: clampPage(page + 1, count) };
    case 'Home':
      return { page: 1 };
    case 'End':
      return { page: clampPage(count, count) };
    case '+':
    case '=':
      return { zoom: 1 };
    case '-':
      return { zoom: -1 };
    default:
      return null;
  }
}
