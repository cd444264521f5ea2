// The contract PDF: rendering the five-page sample contract (lists, tables, images, header, footer,
// signatories; fonts embedded and subset), median of 20 after a warm-up, against a baseline made in
// the same run: pdf-lib drawing the same text unjustified in standard Helvetica, one drawText a line.
import { DomUtils, parseDocument } from 'htmlparser2';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { register } from 'tsx/esm/api';
import { figure, sized, timeRuns } from './lib.mjs';

register();
const { renderContractPdf } = await import('../packages/templating/src/pdf/contract.ts');
const { sampleContract, sampleContractHtml } = await import(
  '../packages/templating/src/pdf/sample-contract.ts'
);

const RUNS = sized(20, 5);

async function baseline(text) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const [size, width, leading] = [11, 467, 15];
  let page = doc.addPage();
  let y = 780;
  for (const paragraph of text.split(/\n+/).filter((p) => p.trim())) {
    let line = '';
    const draw = () => {
      if (y < 60) {
        page = doc.addPage();
        y = 780;
      }
      page.drawText(line, { x: 64, y, size, font });
      y -= leading;
    };
    for (const word of paragraph.trim().split(/\s+/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, size) > width) {
        draw();
        line = word;
      } else line = candidate;
    }
    draw();
  }
  return doc.save();
}

/** The contract PDF's median render time against the baseline's. */
export async function pdfBench() {
  const text = DomUtils.textContent(parseDocument(sampleContractHtml.replace(/<\/(p|h\d|li|tr)>/g, '$&\n')));
  const ours = await timeRuns(() => renderContractPdf(sampleContract()), RUNS);
  const base = await timeRuns(() => baseline(text), RUNS);
  const pages = (await PDFDocument.load(ours.last)).getPageCount();
  return [
    figure(`contract PDF, ${pages} pages: median render`, ours.median, 'ms', { max: 100 }, base.median),
  ];
}
