import { useRouterState } from '@tanstack/react-router';
import { useCallback } from 'react';
import { en } from './en';
import { es, type MessageKey, type Messages } from './es';
import { type Locale, localeOfPath } from './locale';

export type { MessageKey } from './es';
export * from './locale';

const catalogues: Record<Locale, Messages> = { es, en };

export type MessageVars = Record<string, string | number>;

/** A message in a locale, with `{name}` placeholders filled from `vars`. */
export function translate(locale: Locale, key: MessageKey, vars?: MessageVars): string {
  const text = catalogues[locale][key];
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

/** `const t = useT(); t('login.title')` */
export function useT(): Translate {
  const locale = useLocale();
  return useCallback((key: MessageKey, vars?: MessageVars) => translate(locale, key, vars), [locale]);
}

/** A message about `count` things: the `one` form for a single thing, else `many` (both get `{count}`). */
export const countText = (
  t: Translate,
  count: number,
  keys: { one: MessageKey; many: MessageKey },
  vars?: MessageVars,
): string => t(count === 1 ? keys.one : keys.many, { ...vars, count });
