// Runs the TypeScript server in this process (tsx compiles on load; no separate build step).
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/main.ts');
