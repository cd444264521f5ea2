// `npm run bench`: every benchmark in turn.
await import('./list.mjs');
await import('./masters.mjs');
await import('./pdf.mjs');
await import('./mail.mjs');
