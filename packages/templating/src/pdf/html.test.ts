import { describe, expect, it } from 'vitest';
import { readContractHtml } from './html';

const plain = { bold: false, italic: false, underline: false };

describe('reading the HTML of a rendered contract', () => {
  it('keeps bold, italic and underline runs and collapses spaces as a browser shows them', () => {
    expect(
      readContractHtml('<p>  El <strong>ARTISTA</strong>\n   cobrará <em><u>12.500 €</u></em> </p>'),
    ).toEqual([
      {
        kind: 'paragraph',
        level: 0,
        align: 'justify',
        runs: [
          { text: 'El ', style: plain },
          { text: 'ARTISTA', style: { ...plain, bold: true } },
          { text: ' cobrará ', style: plain },
          { text: '12.500 €', style: { bold: false, italic: true, underline: true } },
        ],
      },
    ]);
  });

  it('reads headings as bold, the alignment the editor set, line breaks and blank paragraphs', () => {
    const [heading, centred, blank] = readContractHtml(
      '<h2>Cláusulas</h2><p style="text-align: center">Bilbao,<br>2027</p><p></p>',
    );
    expect(heading).toMatchObject({ level: 2, runs: [{ text: 'Cláusulas', style: { bold: true } }] });
    expect(centred).toMatchObject({
      align: 'center',
      runs: [{ text: 'Bilbao,' }, { lineBreak: true }, { text: '2027' }],
    });
    expect(blank).toMatchObject({ kind: 'paragraph', runs: [] });
  });

  it('tells a page break from a plain rule', () => {
    expect(readContractHtml('<p>a</p><hr data-page-break><p>b</p><hr>').map((block) => block.kind)).toEqual([
      'paragraph',
      'pageBreak',
      'paragraph',
      'rule',
    ]);
  });

  it('reads nested lists with their numbering start, and table header cells as bold with the column widths set in the editor', () => {
    const [list, table] = readContractHtml(
      '<ol start="3"><li><p>uno</p><ul><li><p>sub</p></li></ul></li><li>dos</li></ol>' +
        '<table><thead><tr><th>Concepto</th></tr></thead><tbody><tr><td colspan="2" colwidth="120"><p>Caché</p></td></tr></tbody></table>',
    );
    expect(list).toMatchObject({
      kind: 'list',
      ordered: true,
      start: 3,
      items: [
        [
          { runs: [{ text: 'uno' }] },
          { kind: 'list', ordered: false, items: [[{ runs: [{ text: 'sub' }] }]] },
        ],
        [{ runs: [{ text: 'dos' }] }],
      ],
    });
    expect(table).toMatchObject({
      kind: 'table',
      rows: [
        [
          {
            colspan: 1,
            header: true,
            widths: [null],
            blocks: [{ runs: [{ text: 'Concepto', style: { bold: true } }] }],
          },
        ],
        [
          {
            colspan: 2,
            header: false,
            widths: [120, null],
            blocks: [{ runs: [{ text: 'Caché', style: plain }] }],
          },
        ],
      ],
    });
  });

  it('decodes entities and composes accents typed as two characters, so each is one glyph', () => {
    const [paragraph] = readContractHtml('<p>caf&eacute; &amp; cafe\u0301&nbsp;&euro;</p>');
    expect(paragraph).toMatchObject({ runs: [{ text: 'café & café\u00a0€' }] });
  });

  it('leaves out what a browser would not show, such as pasted styles', () => {
    expect(
      readContractHtml('<style>p { color: red }</style><p>Cláusula</p><script>alert(1)</script>'),
    ).toEqual([
      { kind: 'paragraph', level: 0, align: 'justify', runs: [{ text: 'Cláusula', style: plain }] },
    ]);
  });

  it('takes an image in a paragraph out as a block of its own', () => {
    expect(readContractHtml('<p>Plano:<img src="plano" width="300"> fin</p>')).toMatchObject([
      { kind: 'paragraph', runs: [{ text: 'Plano:' }] },
      { kind: 'image', src: 'plano', width: 300, height: null },
      { kind: 'paragraph', runs: [{ text: 'fin' }] },
    ]);
  });
});
