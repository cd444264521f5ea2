// The entry of a PDF thread (see thread.ts): the thread compiles the TypeScript tasks with tsx,
// as the server's own thread does (scripts/server.mjs).
import { register } from 'tsx/esm/api';

register();
export const { render, checkAnnex } = await import('./thread-tasks.ts');
