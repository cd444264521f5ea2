import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChecks } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { pageRecords, usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { NotificationEventLink } from './EventLink';
import { useMarkRead } from './live';
import { type NotificationRow, notificationText } from './wording';

type Shown = 'all' | 'unread';

/** `/notifications`: the reader's notifications, newest first, paged; unread ones in bold. */
export function NotificationsPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(`${t('page.notifications')} · ${t('app.name')}`);
  const { page, size, setPage, tableProps } = usePagedTable('notifications.perPage');
  const [shown, setShown] = useState<Shown>('all');
  const list = useQuery({
    ...trpc.notifications.list.queryOptions({ page, size, unreadOnly: shown === 'unread' }),
    placeholderData: keepPreviousData,
  });
  const unread = useQuery(trpc.notifications.unreadCount.queryOptions()).data?.unreadCount ?? 0;
  const markRead = useMarkRead();
  const readOne = (row: NotificationRow) => {
    if (!row.readAt) markRead.some.mutate({ ids: [row.id] });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <PageTitle>{t('page.notifications')}</PageTitle>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('notifications.show')}
            value={shown}
            onChange={(value) => {
              setShown(value === 'unread' ? 'unread' : 'all');
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('notifications.show.all') },
              { value: 'unread', label: t('notifications.show.unread') },
            ]}
          />
          <Button
            variant="light"
            leftSection={<IconChecks size={16} />}
            disabled={unread === 0}
            loading={markRead.all.isPending}
            onClick={() => markRead.all.mutate()}
          >
            {t('notifications.markAllRead')}
          </Button>
        </Group>
      </Group>
      {unread === 0 && list.data?.total ? (
        <Text size="sm" c="dimmed">
          {t('notifications.allRead')}
        </Text>
      ) : null}

      <DataTable<NotificationRow>
        {...tableProps}
        {...pageRecords(list, {
          empty: t(shown === 'all' ? 'notifications.none' : 'notifications.noneUnread'),
          error: t('notifications.loadError'),
        })}
        rowStyle={(row) => (row.readAt ? undefined : { background: 'var(--mantine-color-brand-0)' })}
        columns={[
          {
            accessor: 'createdAt',
            title: t('notifications.col.date'),
            width: 180,
            render: (row) => formatDateTime(row.createdAt, locale),
          },
          {
            accessor: 'kind',
            title: t('notifications.col.text'),
            render: (row) => (
              <Group gap="xs" wrap="nowrap">
                {!row.readAt && (
                  <Badge size="xs" variant="filled">
                    {t('notifications.unread')}
                  </Badge>
                )}
                <Text size="sm" fw={row.readAt ? 400 : 700}>
                  {notificationText(t, locale, row)}
                </Text>
              </Group>
            ),
          },
          {
            accessor: 'eventName',
            title: t('notifications.col.event'),
            render: (row) => <NotificationEventLink row={row} onOpen={() => readOne(row)} />,
          },
          {
            accessor: 'readAt',
            title: '',
            textAlign: 'right',
            render: (row) =>
              row.readAt ? null : (
                <Button size="compact-xs" variant="subtle" onClick={() => readOne(row)}>
                  {t('notifications.markRead')}
                </Button>
              ),
          },
        ]}
      />
    </Stack>
  );
}
