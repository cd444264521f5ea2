// The entry of the export thread (see export-thread.ts): it compiles export.ts with tsx, as the PDF
// threads do, so it runs the same way under the server's bundle, under tsx and under vitest.
import { register } from 'tsx/esm/api';

register();
const { reportFile, sheetFile } = await import('./export.ts');

export const write = ({ rows, sheet }) => reportFile(rows, sheet);
export const writeSheet = (table) => sheetFile(table);
