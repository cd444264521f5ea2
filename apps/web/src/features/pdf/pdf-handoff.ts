import { randomUuid } from '../../lib/random-id';

/** A PDF one page made (a contract preview) for `/pdfview?doc={id}` to show. */
export interface HandedPdf {
  blob: Blob;
  name: string;
}

/** The newest documents handed over are kept; older ones are let go (a preview is a few hundred KB). */
const KEEP = 5;
const CHANNEL = 'bolo-pdf-handoff';
/** How long the viewer waits for another tab to answer for a document it does not hold. */
const ASK_MS = 1_500;

type HandoffMessage = { kind: 'want'; id: string } | { kind: 'have'; id: string; pdf: HandedPdf };

const kept = new Map<string, HandedPdf>();
let answering: BroadcastChannel | null = null;

const hasChannel = () => typeof BroadcastChannel !== 'undefined';

/** This tab answers other tabs of Bolo (a viewer opened in a new tab) asking for a document it holds. */
function answerOtherTabs(): void {
  if (answering || !hasChannel()) return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (message: MessageEvent<HandoffMessage>) => {
    const { data } = message;
    if (data?.kind !== 'want') return;
    const pdf = kept.get(data.id);
    if (pdf) channel.postMessage({ kind: 'have', id: data.id, pdf } satisfies HandoffMessage);
  };
  answering = channel;
}

/**
 * Keeps `pdf` in memory and answers the id `/pdfview?doc=` takes. Nothing is stored anywhere else,
 * so a preview of unsaved text never leaves the browser; once the page that made it is closed or
 * reloaded the id finds nothing, and the viewer says so.
 */
export function handOverPdf(pdf: HandedPdf): string {
  const id = randomUuid();
  kept.set(id, pdf);
  for (const old of kept.keys()) {
    if (kept.size <= KEEP) break;
    kept.delete(old);
  }
  answerOtherTabs();
  return id;
}

/** The document handed over as `id`: from this tab, or from another tab of Bolo that holds it; null when none does. */
export async function takePdf(id: string): Promise<HandedPdf | null> {
  const here = kept.get(id);
  if (here) return here;
  if (!hasChannel()) return null;
  const channel = new BroadcastChannel(CHANNEL);
  try {
    return await new Promise<HandedPdf | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), ASK_MS);
      channel.onmessage = (message: MessageEvent<HandoffMessage>) => {
        const { data } = message;
        if (data?.kind !== 'have' || data.id !== id) return;
        clearTimeout(timer);
        resolve(data.pdf);
      };
      channel.postMessage({ kind: 'want', id } satisfies HandoffMessage);
    });
  } finally {
    channel.close();
  }
}
