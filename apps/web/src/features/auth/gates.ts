import type { Me } from '@bolo/api';
import { notFound, type ParsedLocation, redirect } from '@tanstack/react-router';
import {
  isLocaleParam,
  type Locale,
  loadAllMessages,
  loadMessages,
  localeOfParam,
  paramOfLocale,
  preferredLocale,
  readLocaleCookie,
  switchLocalePath,
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
 * `{-$locale}` takes `en` or nothing: any other first segment is a page that does not exist. The
 * language cookie, which only the language switch writes, decides the language of every page: an
 * address in the other one (a deep link, a bookmark) goes to the same page in the cookie's. Without
 * the cookie the address decides, and the bare root `/` the browser's language. A page renders
 * once its locale's messages are in, so switching the language never shows raw keys.
 */
export async function localeGate(
  param: string | undefined,
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
): Promise<void> {
  if (!isLocaleParam(param)) throw notFound();
  const atRoot = param === undefined && location.pathname === '/';
  const wanted = atRoot ? preferredLocale() : (readLocaleCookie() ?? localeOfParam(param));
  if (wanted !== localeOfParam(param)) {
    const hash = location.hash ? `#${location.hash}` : '';
    throw redirect({
      href: `${switchLocalePath(location.pathname, wanted)}${location.searchStr}${hash}`,
      replace: true,
    });
  }
  await loadMessages(wanted);
}

/**
 * Staff pages, in the spec's order (§4): auth → two-factor (the locale is settled above them). They
 * render once the staff pages' messages are in too, fetched beside the session.
 */
export async function staffGate(param: string | undefined): Promise<{ me: Me }> {
  const locale = localeOfParam(param);
  const [me] = await Promise.all([fetchMe(), loadAllMessages(locale)]);
  if (!me) throw toLogin(locale);
  if (needsTwoFactor(me)) throw toTwoFactor(locale);
  return { me };
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
