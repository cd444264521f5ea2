import { describe, expect, it } from 'vitest';
import { htmlText } from './html-text';

describe('the plain-text part of an HTML mail', () => {
  it('keeps the text with its entities decoded, a line per paragraph', () => {
    expect(htmlText('<p>Hola <strong>María</strong>:</p>\n<p>Caché: 15.000,00&nbsp;€ &amp; más</p>')).toBe(
      'Hola María:\nCaché: 15.000,00\u00a0€ & más',
    );
  });

  it('breaks lines at <br>, lists items with a bullet and separates table cells', () => {
    const html = '<p>uno<br>dos</p><ul><li>a</li><li>b</li></ul><table><tr><td>x</td><td>y</td></tr></table>';
    expect(htmlText(html)).toBe('uno\ndos\n• a\n• b\n\nx\ty');
  });
});
