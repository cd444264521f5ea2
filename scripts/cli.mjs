// `npm run db:migrate`, `npm run db:seed-demo`: the server's command line, run through tsx.
import { register } from 'tsx/esm/api';

register();
await import('../apps/server/src/cli.ts');
