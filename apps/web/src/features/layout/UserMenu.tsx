import { Avatar, Menu, UnstyledButton } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { useMe } from '../../trpc';
import { useLogout } from '../auth/use-logout';

/** First letter of the first name and of the last name. */
export const initialsOf = (name: string, lastName: string): string =>
  `${name.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();

export function UserMenu() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useMe();
  if (!me) return null;

  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')} title={`${me.name} ${me.lastName}`}>
          <Avatar radius="xl" variant="white" color="brand">
            {initialsOf(me.name, me.lastName)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconUser size={16} />}
          onClick={() => navigate({ to: '/{-$locale}/user', params: { locale: paramOfLocale(locale) } })}
        >
          {t('userMenu.profile')}
        </Menu.Item>
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => logout.mutate()}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
