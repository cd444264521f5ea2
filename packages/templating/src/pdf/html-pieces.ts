/** Pieces of the HTML the typesetter reads that the generated documents (settlement sheet, invoice) share. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A table cell `width` editor pixels wide, its text left or right aligned, bold when `strong`. */
export const tableCell = (tag: 'td' | 'th', text: string, width: number, right: boolean, strong = false) => {
  const content = strong ? `<strong>${escapeHtml(text)}</strong>` : escapeHtml(text);
  return `<${tag} colwidth="${width}"><p style="text-align: ${right ? 'right' : 'left'}">${content}</p></${tag}>`;
};

/** A paragraph of plain text, left aligned. */
export const paragraph = (text: string) => `<p style="text-align: left">${escapeHtml(text)}</p>`;

/** A paragraph "**label:** value", left aligned; nothing when there is no value. */
export const labelledParagraph = (label: string, value: string | null | undefined) =>
  value ? `<p style="text-align: left"><strong>${escapeHtml(label)}:</strong> ${escapeHtml(value)}</p>` : '';
