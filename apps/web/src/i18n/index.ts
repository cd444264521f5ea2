import { useRouterState } from '@tanstack/react-router';
import { useCallback, useSyncExternalStore } from 'react';
import type { MessageKey, Messages } from './es';
import { type Locale, localeOfPath, locales } from './locale';

export type { MessageKey } from './es';
export * from './locale';

/**
 * A locale's messages come in two chunks (define.ts): those every page needs, which the app waits
 * for before it renders, and those of the staff pages and the counterparty form, which their routes
 * wait for. The sign-in page, the first one a phone opens, does not carry the second (decisions.md).
 */
export type MessagePart = 'common' | 'features';
const loaders: Record<Locale, Record<MessagePart, () => Promise<Partial<Messages>>>> = {
  es: {
    common: () => import('./es').then((module) => module.es),
    features: () => import('./es.features').then((module) => module.esFeatures),
  },
  en: {
    common: () => import('./en').then((module) => module.en),
    features: () => import('./en.features').then((module) => module.enFeatures),
  },
};
const catalogues: Partial<Record<Locale, Partial<Messages>>> = {};
const loadedParts = new Set<`${Locale}.${MessagePart}`>();
const onLoaded = new Set<() => void>();

/**
 * Loads a part of a locale's messages once. The app renders after the page's locale is in
 * (main.tsx), and every route waits for its locale (features/auth/gates.ts), so a switch never
 * shows raw keys.
 */
export async function loadMessages(locale: Locale, part: MessagePart = 'common'): Promise<void> {
  if (loadedParts.has(`${locale}.${part}`)) return;
  const messages = await loaders[locale][part]();
  catalogues[locale] = { ...catalogues[locale], ...messages };
  loadedParts.add(`${locale}.${part}`);
  for (const listener of onLoaded) listener();
}

/** Both parts of a locale's messages: what the staff pages and the counterparty form wait for. */
export const loadAllMessages = (locale: Locale): Promise<unknown> =>
  Promise.all([loadMessages(locale, 'common'), loadMessages(locale, 'features')]);

const subscribeToLoads = (listener: () => void) => {
  onLoaded.add(listener);
  return () => onLoaded.delete(listener);
};
const loadedCount = () => loadedParts.size;

/**
 * The text of `key` in `locale`; while a switch is still fetching the locale's messages, the text
 * already on screen in the other one. A key whose part is not loaded shows as itself rather than
 * break the page (sign-in.spec.ts looks for keys on the pages it walks through).
 */
const messageOf = (locale: Locale, key: MessageKey): string =>
  catalogues[locale]?.[key] ?? locales.map((other) => catalogues[other]?.[key]).find(Boolean) ?? key;

/** Whether `key` names a message (a label looked up from a field's name, which may have none). */
export const isMessageKey = (key: string): key is MessageKey =>
  locales.some((locale) => catalogues[locale] !== undefined && Object.hasOwn(catalogues[locale], key));

export type MessageVars = Record<string, string | number>;

/** A message in a locale, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const text = messageOf(locale, key);
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
