import { describe, expect, it } from 'vitest';
import { readContractHtml } from './html';
import { settlementSheetHtml } from './settlement';

describe('settlement sheet', () => {
  it('is one table the typesetter reads, its texts escaped, amounts right-aligned', () => {
    const html = settlementSheetHtml({
      title: 'Liquidación <b>X</b>',
      heading: ['Apolo & Co'],
      columns: ['Concepto', 'Detalle', 'Importe'],
      rows: [{ label: 'Gasto: <script>', detail: '', amount: '-1,00 €', strong: true }],
      lang: 'es',
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    const blocks = readContractHtml(html);
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'paragraph', 'table']);
    const table = blocks[2];
    if (table?.kind !== 'table') throw new Error('no table');
    expect(table.rows).toHaveLength(2);
    const amount = table.rows[1]?.[2]?.blocks[0];
    expect(amount).toMatchObject({ kind: 'paragraph', align: 'right' });
    expect(JSON.stringify(table.rows[1]?.[0])).toContain('Gasto: <script>');
  });
});
