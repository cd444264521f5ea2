import { Parser } from 'htmlparser2';

/** Tags that end a line of their own in the plain-text part of a mail. */
const blockTags = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'li', 'tr', 'table', 'ul', 'ol', 'hr', 'br']);

/**
 * The plain-text part of an HTML mail: its text with entities decoded, a line per paragraph,
 * heading, list item and table row, a tab between table cells and "• " before list items.
 */
export function htmlText(html: string): string {
  let text = '';
  const parser = new Parser(
    {
      ontext: (chunk) => {
        text += chunk.replace(/[ \t\r\n]+/g, ' ');
      },
      onopentag: (name) => {
        if (name === 'li') text += '• ';
        if (name === 'br') text += '\n';
      },
      onclosetag: (name) => {
        if (name === 'td' || name === 'th') text += '\t';
        else if (blockTags.has(name) && name !== 'br') text += '\n';
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, '').replace(/^ +/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
