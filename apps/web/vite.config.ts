import { readFileSync } from 'node:fs';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompress } from './build/precompress';
import { routePreloadsOf } from './build/route-preloads';
import { locales } from './src/i18n/locale';
import { pagePatternsOf, pageRegexSource } from './src/lib/page-paths';
import tsrConfig from './tsr.config.json';

/** The API server `npm run dev` proxies to: the Fastify host on its default port. */
const apiServer = 'http://127.0.0.1:3000';

/**
 * Writes `pages.json`, the app's pages as regular expressions from the route tree just generated,
 * so the server answers 404 for a path that is no page, and `preloads.json`, the chunks each page's
 * route will fetch, which the server names in the page's HTML (apps/server/src/web.ts).
 */
const pagePaths = (): Plugin => ({
  name: 'bolo-page-paths',
  apply: 'build',
  generateBundle(_options, bundle) {
    const routeTree = readFileSync(new URL(tsrConfig.generatedRouteTree, import.meta.url), 'utf8');
    const pages = pagePatternsOf(routeTree).map(pageRegexSource);
    this.emitFile({ type: 'asset', fileName: 'pages.json', source: JSON.stringify({ pages }) });
    const preloads = routePreloadsOf(bundle, locales);
    this.emitFile({ type: 'asset', fileName: 'preloads.json', source: JSON.stringify(preloads) });
  },
});

/** Once Vite has written the app (public files included), the brotli and gzip copies of its files. */
const precompressed = (): Plugin => ({
  name: 'bolo-precompressed',
  apply: 'build',
  async writeBundle({ dir }) {
    if (dir) await precompress(dir);
  },
});

export default defineConfig({
  plugins: [
    // Same settings as `tsr generate` (tsr.config.json), so both write the same src/routeTree.gen.ts.
    tanstackRouter({
      target: 'react',
      routesDirectory: tsrConfig.routesDirectory,
      generatedRouteTree: tsrConfig.generatedRouteTree,
      quoteStyle: 'single',
      autoCodeSplitting: tsrConfig.autoCodeSplitting,
    }),
    react(),
    pagePaths(),
    precompressed(),
  ],
  // bench/bundle.mjs reads .vite/manifest.json to sum a route's first-load JavaScript
  build: {
    manifest: true,
    rolldownOptions: {
      // Rolldown's automatic splitting made a chunk of every set of modules two routes share: the
      // sign-in page fetched 51 files, an event 107, most under 1 KB. A shared chunk under 120 KB is
      // copied into each chunk that imports it instead (Rolldown wraps modules to keep their order,
      // which requires entry signatures it may change): 7 and 10 scripts, fewer bytes (decisions.md)
      preserveEntrySignatures: false,
      output: { codeSplitting: { experimentalInlineCommonChunks: { maxSize: 120 * 1024 } } },
      // tRPC's packages declare no `sideEffects`, so their modules Bolo does not use (the WebSocket
      // link, the streaming parts) rode along; none of them does anything on import
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]@trpc[\\/]/, sideEffects: false }] },
    },
  },
  // Vite marks the page's script and style links and a <meta property="csp-nonce"> with this; the
  // server puts a fresh nonce in its place for each page it sends (apps/server/src/csp.ts)
  html: { cspNonce: 'served-by-bolo' },
  server: {
    port: 5173,
    proxy: { '/trpc': apiServer, '/api': apiServer, '/auth': apiServer, '/health': apiServer },
  },
});
