import { useRouterState } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessageKey, Messages } from './es';
import { type Locale, localeOfPath, locales } from './locale';

export type { MessageKey } from './es';
export * from './locale';

/** Each locale's messages are a chunk of their own: a page loads only its locale's (define.ts). */
const loaders: Record<Locale, () => Promise<Messages>> = {
  es: () => import('./es').then((module) => module.es),
  en: () => import('./en').then((module) => module.en),
};
const catalogues: Partial<Record<Locale, Messages>> = {};
const onLoaded = new Set<() => void>();

/**
 * Loads a locale's messages once. The app renders after the page's locale is in (main.tsx), and
 * every route waits for its locale (features/auth/gates.ts), so a switch never shows raw keys.
 */
export async function loadMessages(locale: Locale): Promise<void> {
  if (catalogues[locale]) return;
  catalogues[locale] = await loaders[locale]();
  for (const listener of onLoaded) listener();
}

const subscribeToLoads = (listener: () => void) => {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
};
const loadedCount = () => Object.keys(catalogues).length;

/** The locale's messages; while a switch is still fetching them, the ones already on screen. */
function catalogueOf(locale: Locale): Messages {
  const catalogue = catalogues[locale] ?? locales.map((other) => catalogues[other]).find(Boolean);
  if (!catalogue) throw new Error('translate() before loadMessages(): no messages are loaded');
  return catalogue;
}

/** Whether `key` names a message (a label looked up from a field's name, which may have none). */
export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(catalogueOf('es'), key);

export type MessageVars = Record<string, string | number>;

/** A message in a locale, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const text = catalogueOf(locale)[key];
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = vars[name];
    return value === undefined ? whole : String(value);
  });
}

/** The locale of the current URL (works everywhere under the router, the 404 page included). */
export function useLocale(): Locale {
  return useRouterState({ select: (state) => localeOfPath(state.location.pathname) });
}

export type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** `const t = useT(); t('login.title')`; renders again when a locale's messages arrive. */
export function useT(): Translate {
  const locale = useLocale();
  const loaded = useSyncExternalStore(subscribeToLoads, loadedCount);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loaded` changes what translate() finds
  return useCallback((key: MessageKey, vars?: MessageVars) => translate(locale, key, vars), [locale, loaded]);
}

/** A message about `count` things: the `one` form for a single thing, else `many` (both get `{count}`). */
export const countText = (
  t: Translate,
  count: number,
  keys: { one: MessageKey; many: MessageKey },
  vars?: MessageVars,
): string => t(count === 1 ? keys.one : keys.many, { ...vars, count });
