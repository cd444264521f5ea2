/** Spec §4 and §9: a script chunk that fails to load reloads the page, at most once every 60 s. */
const RELOAD_GUARD_MS = 60_000;
const LAST_RELOAD_KEY = 'bolo.chunkReloadAt';

const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || chunkErrorPattern.test(error.message));

/** Reloads unless a reload already happened in the last 60 s; answers whether it reloads. */
export function reloadForChunkError(): boolean {
  const last = Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(LAST_RELOAD_KEY, String(Date.now()));
  window.location.reload();
  return true;
}

/** Vite raises `vite:preloadError` when a dynamic import's chunk cannot be fetched (e.g. after a deploy). */
export function listenForChunkErrors(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
}
