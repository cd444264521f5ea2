import { DomUtils, parseDocument } from 'htmlparser2';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export { png, sampleContract, sampleContractHtml } from './pdf/sample-contract';

/** One page's text as a PDF reader extracts it: the content, and apart the layout's artifacts. */
export type ExtractedPage = { text: string; artifacts: string[] };

/** The text a PDF reader (pdf.js) extracts, page by page. */
export async function extractPdfText(bytes: Uint8Array): Promise<ExtractedPage[]> {
  // A copy, as a plain Uint8Array: pdf.js takes over (detaches) the buffer it is given, and refuses a Buffer.
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: ExtractedPage[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent({ includeMarkedContent: true });
    const page: ExtractedPage = { text: '', artifacts: [] };
    let inArtifact = false;
    for (const item of content.items) {
      // pdf.js gives the tag of a marked-content sequence without declaring it in its types.
      if ('type' in item) inArtifact = 'tag' in item && item.tag === 'Artifact';
      else if (inArtifact) {
        if (item.str) page.artifacts.push(item.str);
      } else page.text += item.hasEOL ? `${item.str}\n` : item.str;
    }
    pages.push(page);
  }
  await pdf.destroy();
  return pages;
}

/** The text of an HTML fragment, as a reader sees it (tags gone, entities decoded). */
export const htmlText = (html: string) => DomUtils.textContent(parseDocument(html));

/** Text without any white space, to compare what line breaking may have moved. */
export const withoutSpaces = (text: string) => text.replace(/\s+/g, '');
/** Text with its runs of white space made one space. */
export const collapsed = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A PDF of `pages` pages, each saying "{title}, hoja N". */
export async function annexPdf(title: string, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n++)
    doc.addPage().drawText(`${title}, hoja ${n}`, { x: 72, y: 720, font, size: 14 });
  return doc.save();
}
