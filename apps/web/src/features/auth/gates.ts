import type { Me } from '@bolo/api';
import { notFound, redirect } from '@tanstack/react-router';
import {
  isLocaleParam,
  type Locale,
  loadMessages,
  localeOfParam,
  paramOfLocale,
  preferredLocale,
  writeLocaleCookie,
} from '../../i18n';
import { fetchMe } from '../../trpc';

/** Two-factor is on for the user and this session has not passed it yet. */
export const needsTwoFactor = (me: Me): boolean => me.faEnabled && !me.twoFactorPassed;

const toLogin = (locale: Locale) =>
  redirect({ to: '/{-$locale}/login', params: { locale: paramOfLocale(locale) } });
const toTwoFactor = (locale: Locale) =>
  redirect({ to: '/{-$locale}/twofactor', params: { locale: paramOfLocale(locale) } });
const toHome = (locale: Locale) => redirect({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) } });

/**
 * `{-$locale}` takes `en` or nothing: any other first segment is a page that does not exist. A page
 * renders once its locale's messages are in, so switching the language never shows raw keys.
 */
export async function localeGate(param: string | undefined): Promise<void> {
  if (!isLocaleParam(param)) throw notFound();
  await loadMessages(localeOfParam(param));
}

/**
 * Staff pages, in the spec's order (§4): auth → two-factor → locale. The bare root `/` follows the
 * locale cookie, or without one the browser language, to `/en`; every other page sets the cookie to its own locale.
 */
export async function staffGate(param: string | undefined, pathname: string): Promise<{ me: Me }> {
  const atRoot = param === undefined && pathname === '/';
  const locale = atRoot ? preferredLocale() : localeOfParam(param);
  const me = await fetchMe();
  if (!me) throw toLogin(locale);
  if (needsTwoFactor(me)) throw toTwoFactor(locale);
  if (atRoot && locale === 'en') throw toHome('en');
  writeLocaleCookie(locale);
  return { me };
}

/** Open pages (login, two-factor, counterparty form): only the locale is handled. */
export function openGate(param: string | undefined): void {
  writeLocaleCookie(localeOfParam(param));
}

/** The login page is for visitors: a signed-in user goes on to where they belong. */
export async function loginGate(param: string | undefined): Promise<void> {
  const locale = localeOfParam(param);
  const me = await fetchMe();
  if (!me) return;
  throw needsTwoFactor(me) ? toTwoFactor(locale) : toHome(locale);
}

/** The two-factor page is only for a signed-in user who still has to pass it. */
export async function twoFactorGate(param: string | undefined): Promise<void> {
  const locale = localeOfParam(param);
  const me = await fetchMe();
  if (!me) throw toLogin(locale);
  if (!needsTwoFactor(me)) throw toHome(locale);
}
