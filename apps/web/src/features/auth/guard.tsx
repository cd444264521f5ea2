import type { Me } from '@bolo/api';
import { notifications } from '@mantine/notifications';
import { redirect } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { currentLocale, type Locale, localeOfParam, paramOfLocale, translate } from '../../i18n';
import { useMe } from '../../trpc';
import { type Requirement, roleAllows } from '../admin/access';

/** The spec §6 message, as a toast. */
export function showForbidden(locale: Locale = currentLocale()): void {
  notifications.show({
    id: 'forbidden',
    color: 'red',
    title: translate(locale, 'guard.title'),
    message: translate(locale, 'guard.forbidden'),
  });
}

export interface GuardArgs {
  context: { me: Me };
  params: { locale?: string };
  preload: boolean;
}

/**
 * Page guard for a route's `beforeLoad` (spec §6): a role without the access is sent home with the
 * message, so the page never renders. A preload (hovering a link) is refused quietly.
 */
export const requireAccess =
  (requirement: Requirement): ((args: GuardArgs) => void) =>
  ({ context, params, preload }) => {
    if (roleAllows(context.me.role, requirement)) return;
    const locale = localeOfParam(params.locale);
    if (!preload) showForbidden(locale);
    throw redirect({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) }, replace: true });
  };

/** Whether the signed-in user's role allows a page or component. */
export function useCan(requirement: Requirement): boolean {
  const me = useMe();
  return roleAllows(me?.role, requirement);
}

/** Component guard (spec §6): renders its children only when the role allows them. */
export function Guard({ access, children }: { access: Requirement; children: ReactNode }) {
  return useCan(access) ? children : null;
}
