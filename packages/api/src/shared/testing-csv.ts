/**
 * What a spreadsheet sees of a CSV file when it splits on `separator`: the cells of each record,
 * a quoted field kept whole (separators and line breaks inside it included, `""` a quote), as
 * Excel and LibreOffice read it. The byte-order mark is not part of the first cell. For tests.
 */
export function spreadsheetCells(text: string, separator: ';' | ','): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === separator) {
      record.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      records.push([...record, field]);
      record = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || record.length > 0) records.push([...record, field]);
  return records;
}
