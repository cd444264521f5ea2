import { Anchor, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { pageRecords, usePagedTable } from '../../lib/paged-table';
import { trpc } from '../../trpc';
import { MailDrawer } from './MailDrawer';
import { MailStatusBadge } from './MailStatus';
import { isNamedMailKind } from './mail-view';
import { type MailRow, type MailStatus, mailStatuses } from './types';

/** A queued mail usually leaves within a second: while the page shows one, it is read again this often. */
const FOLLOW_QUEUED_MS = 2_000;

const isStatus = (value: string): value is MailStatus => (mailStatuses as readonly string[]).includes(value);

/** The mailbox: every mail of the outbox, newest first, paged on the server; a row opens the mail. */
export function MailTab() {
  const t = useT();
  const locale = useLocale();
  const { page, size, setPage, tableProps } = usePagedTable('admin.perPage');
  const [status, setStatus] = useState<MailStatus | 'all'>('all');
  const [openId, setOpenId] = useState<number | null>(null);

  const input = { page, size, ...(status === 'all' ? {} : { status }) };
  const list = useQuery({
    ...trpc.mail.list.queryOptions(input),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((mail) => mail.status === 'queued') ? FOLLOW_QUEUED_MS : false,
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {t('mailbox.intro')}
        </Text>
        <SegmentedControl
          aria-label={t('mailbox.status')}
          value={status}
          onChange={(value) => {
            setStatus(isStatus(value) ? value : 'all');
            setPage(1);
          }}
          data={[
            { value: 'all', label: t('mailbox.status.all') },
            ...mailStatuses.map((value) => ({ value, label: t(`mailbox.status.${value}`) })),
          ]}
        />
      </Group>

      <DataTable<MailRow>
        {...tableProps}
        highlightOnHover
        {...pageRecords(list, {
          empty: t(status === 'all' ? 'mailbox.empty' : 'mailbox.emptyFiltered'),
          error: t('admin.loadError'),
        })}
        onRowClick={({ record }) => setOpenId(record.id)}
        columns={[
          {
            accessor: 'createdAt',
            title: t('mailbox.col.date'),
            render: (mail) => formatDateTime(mail.createdAt, locale),
          },
          {
            accessor: 'kind',
            title: t('mailbox.col.kind'),
            render: (mail) => (isNamedMailKind(mail.kind) ? t(`mailbox.kind.${mail.kind}`) : mail.kind),
          },
          {
            accessor: 'to',
            title: t('mailbox.col.to'),
            render: (mail) => (
              <Text size="sm" lineClamp={2} maw={260}>
                {mail.to.join(', ')}
              </Text>
            ),
          },
          {
            accessor: 'subject',
            title: t('mailbox.col.subject'),
            render: (mail) => (
              // a button, so the keyboard opens the mail as a click on the row does
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="left"
                aria-label={t('mailbox.open', { subject: mail.subject })}
                onClick={(event) => {
                  event.stopPropagation();
                  setOpenId(mail.id);
                }}
              >
                {mail.subject}
              </Anchor>
            ),
          },
          {
            accessor: 'status',
            title: t('mailbox.status'),
            render: (mail) => <MailStatusBadge mail={mail} />,
          },
        ]}
      />
      <MailDrawer id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
