// The entry of a template thread (see template-thread.ts): it compiles the TypeScript tasks with
// tsx, as the PDF threads do, so it runs the same way under the server's bundle, tsx and vitest.
import { register } from 'tsx/esm/api';

register();
export const { check, render } = await import('./template-tasks.ts');
