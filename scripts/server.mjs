// Runs the server from its bundle (scripts/server-bundle.mjs), built first when a source is newer.
import { pathToFileURL } from 'node:url';
import { ensureServerBundle } from './server-bundle.mjs';

await import(pathToFileURL(await ensureServerBundle()).href);
