/** Locales, the URL prefix rule (es without prefix, en under /en) and the NEXT_LOCALE cookie. */
export declare const locales: readonly ['es', 'en'];
export type Locale = (typeof locales)[number];
export declare const defaultLocale: Locale;
export declare const LOCALE_COOKIE = 'NEXT_LOCALE';
/** The `{-$locale}` param accepts only `en`; no param means Spanish. */
export declare const isLocaleParam: (param: string | undefined) => boolean;
export declare const localeOfParam: (param: string | undefined) => Locale;
/** The value of the `{-$locale}` param for a locale: Spanish has no prefix. */
export declare const paramOfLocale: (locale: Locale) => 'en' | undefined;
export declare const localeOfPath: (pathname: string) => Locale;
/** The locale of the page the browser shows now (for code outside React: request headers, modals). */
export declare const currentLocale: () => Locale;
export declare function readLocaleCookie(): Locale | undefined;
export declare function writeLocaleCookie(locale: Locale): void;
/** The cookie if set, otherwise the browser language. */
export declare function preferredLocale(): Locale;
/** The same path in another locale: `/en/calendar` ⇄ `/calendar`. */
export declare function switchLocalePath(pathname: string, locale: Locale): string;
