// The entry of a PDF thread (see thread.ts): the thread compiles the TypeScript tasks with tsx, so
// it runs the same way under the server's bundle, under tsx and under vitest.
import { register } from 'tsx/esm/api';

register();
export const { render, checkAnnex, seal } = await import('./thread-tasks.ts');
