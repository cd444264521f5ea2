// Writes the sample contract to /tmp/bolo-sample-contract.pdf to look at (e.g. `pdftoppm -png -r 80`).
import { writeFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { renderContractPdf } = await import('../packages/templating/src/pdf/contract.ts');
const { sampleContract } = await import('../packages/templating/src/pdf/sample-contract.ts');

const path = process.argv[2] ?? '/tmp/bolo-sample-contract.pdf';
writeFileSync(path, await renderContractPdf(sampleContract()));
console.log(path);
