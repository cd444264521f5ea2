import { ActionIcon, Indicator, Loader, Menu, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { trpc, useMe } from '../../trpc';
import { roleAllows } from '../admin/access';
import { useMarkRead, useNotificationStream } from './live';
import { eventTabOf, holdDayOf, type NotificationRow, notificationText } from './wording';

const LATEST = { page: 1, size: 5 };

/** The header's bell, for roles with the notifications page. */
export function NotificationBell() {
  const me = useMe();
  return roleAllows(me?.role, 'Notificaciones') ? <Bell /> : null;
}

/** The unread count, live from the stream (and read again on focus), and a menu of the latest five. */
function Bell() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  useNotificationStream();
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions());
  const count = unread.data?.unreadCount ?? 0;
  const latest = useQuery({ ...trpc.notifications.list.queryOptions(LATEST), enabled: opened });
  const markRead = useMarkRead();
  const params = { locale: paramOfLocale(locale) };

  const open = (row: NotificationRow) => {
    if (!row.readAt) markRead.some.mutate({ ids: [row.id] });
    const holdDay = holdDayOf(row);
    if (row.eventId === null && holdDay) {
      void navigate({ to: '/{-$locale}/calendar', params, search: { view: 'week', date: holdDay } });
      return;
    }
    if (row.eventId === null) return;
    void navigate({
      to: '/{-$locale}/event/{-$id}',
      params: { ...params, id: String(row.eventId) },
      search: { tab: eventTabOf[row.kind] },
    });
  };

  return (
    // the count around the menu, not inside its target: the target's aria-expanded belongs on the button
    <Indicator label={count} size={18} color="red" disabled={count === 0} offset={4}>
      <Menu position="bottom-end" width={340} shadow="md" opened={opened} onChange={setOpened}>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={count ? t('notifications.bellUnread', { count }) : t('notifications.bell')}
            aria-busy={unread.isPending}
            data-testid="notification-bell"
          >
            <IconBell size={22} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{t('notifications.latest')}</Menu.Label>
          {latest.isPending ? (
            <Loader size="sm" m="sm" aria-label={t('app.loading')} />
          ) : latest.data?.items.length ? (
            latest.data.items.map((row) => (
              <Menu.Item key={row.id} onClick={() => open(row)}>
                <Text size="sm" fw={row.readAt ? 400 : 700} lineClamp={3}>
                  {notificationText(t, locale, row)}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(row.createdAt, locale)}
                </Text>
              </Menu.Item>
            ))
          ) : (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {latest.isError ? t('notifications.loadError') : t('notifications.none')}
            </Text>
          )}
          <Menu.Divider />
          <Menu.Item fw={600} onClick={() => void navigate({ to: '/{-$locale}/notifications', params })}>
            {t('notifications.seeAll')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Indicator>
  );
}
