/** Locales, the URL prefix rule (es without prefix, en under /en) and the NEXT_LOCALE cookie. */
export const locales = ['es', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export const LOCALE_COOKIE = 'NEXT_LOCALE';
const LOCALE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The `{-$locale}` param accepts only `en`; no param means Spanish. */
export const isLocaleParam = (param: string | undefined): boolean => param === undefined || param === 'en';

export const localeOfParam = (param: string | undefined): Locale => (param === 'en' ? 'en' : 'es');

/** The value of the `{-$locale}` param for a locale: Spanish has no prefix. */
export const paramOfLocale = (locale: Locale): 'en' | undefined => (locale === 'en' ? 'en' : undefined);

export const localeOfPath = (pathname: string): Locale => (/^\/en(\/|$)/.test(pathname) ? 'en' : 'es');

/** The locale of the page the browser shows now (for code outside React: request headers, modals). */
export const currentLocale = (): Locale => localeOfPath(window.location.pathname);

export function readLocaleCookie(): Locale | undefined {
  const match = document.cookie.match(/(?:^|;\s*)NEXT_LOCALE=([^;]*)/);
  const value = match?.[1];
  return value === 'es' || value === 'en' ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  if (readLocaleCookie() === locale) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers staff still use; the value is one of two fixed tokens
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_SECONDS}; samesite=lax`;
}

/** The cookie if set, otherwise the browser language. */
export function preferredLocale(): Locale {
  const cookie = readLocaleCookie();
  if (cookie) return cookie;
  return navigator.language.toLowerCase().startsWith('en') ? 'en' : defaultLocale;
}

/** The same path in another locale: `/en/calendar` ⇄ `/calendar`. */
export function switchLocalePath(pathname: string, locale: Locale): string {
  const bare = pathname.replace(/^\/en(?=\/|$)/, '') || '/';
  if (locale === 'es') return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}
