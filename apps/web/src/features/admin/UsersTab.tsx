import { Badge, Button, Group, Menu, Stack, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import {
  IconLogout,
  IconPencil,
  IconPlus,
  IconSearch,
  IconShieldOff,
  IconUserCheck,
  IconUserOff,
} from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { type MessageKey, useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useSearchedTable } from '../../lib/paged-table';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { RowMenu } from '../layout/RowMenu';
import { refreshAdminUsers } from './cache';
import { type AdminUser, type UserSortField, userSortFields } from './types';
import { UserDrawer } from './UserDrawer';

type RowAction = 'disable' | 'enable' | 'resetTwoFactor' | 'signOut';

/** The users of the application: searched, sorted and paged on the server. */
export function UsersTab() {
  const t = useT();
  const locale = useLocale();
  const { input, searchProps, tableProps } = useSearchedTable<AdminUser, UserSortField>({
    perPageLabel: 'admin.perPage',
    sortFields: userSortFields,
    initialSort: { field: 'createdAt', order: 'desc' },
  });
  const [drawerOpen, drawer] = useDisclosure(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const list = useQuery({ ...trpc.admin.users.list.queryOptions(input), placeholderData: keepPreviousData });

  const onDone = (key: MessageKey) => async () => {
    showSuccess(t(key));
    await refreshAdminUsers();
  };
  const setDisabled = useMutation(trpc.admin.users.setDisabled.mutationOptions());
  const resetTwoFactor = useMutation(
    trpc.admin.users.resetTwoFactor.mutationOptions({ onSuccess: onDone('admin.users.resetTwoFactorDone') }),
  );
  const signOut = useMutation(
    trpc.admin.users.signOut.mutationOptions({ onSuccess: onDone('admin.users.signOutDone') }),
  );

  const confirm = (user: AdminUser, action: RowAction) => {
    const who = `${user.name} ${user.lastName}`.trim() || user.email;
    modals.openConfirmModal({
      title: t(`admin.users.${action}.title`),
      centered: true,
      children: <Text size="sm">{t(`admin.users.${action}.text`, { name: who, email: user.email })}</Text>,
      labels: { confirm: t(`admin.users.${action}.confirm`), cancel: t('common.cancel') },
      confirmProps: { color: action === 'enable' ? 'brand' : 'red' },
      onConfirm: () => {
        if (action === 'disable' || action === 'enable') {
          setDisabled.mutate(
            { id: user.id, disabled: action === 'disable' },
            {
              onSuccess: onDone(
                action === 'disable' ? 'admin.users.disabledDone' : 'admin.users.enabledDone',
              ),
            },
          );
        } else if (action === 'resetTwoFactor') resetTwoFactor.mutate({ id: user.id });
        else signOut.mutate({ id: user.id });
      },
    });
  };

  const openEditor = (user: AdminUser | null) => {
    setEditing(user);
    drawer.open();
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <TextInput
          aria-label={t('admin.users.search')}
          placeholder={t('admin.users.search')}
          leftSection={<IconSearch size={16} />}
          {...searchProps}
          w={300}
        />
        <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
          {t('admin.users.create')}
        </Button>
      </Group>

      <DataTable<AdminUser>
        {...tableProps}
        highlightOnHover
        records={list.data?.items ?? []}
        fetching={list.isFetching}
        noRecordsText={list.isError ? t('admin.loadError') : t('admin.users.empty')}
        totalRecords={list.data?.total ?? 0}
        onRowClick={({ record }) => openEditor(record)}
        rowStyle={(user) => (user.disabled ? { opacity: 0.55 } : undefined)}
        columns={[
          {
            accessor: 'name',
            title: t('admin.users.col.name'),
            sortable: true,
            render: (user) => `${user.name} ${user.lastName}`.trim(),
          },
          { accessor: 'email', title: t('login.email'), sortable: true },
          {
            accessor: 'role',
            title: t('admin.users.col.role'),
            sortable: true,
            render: (user) => user.role.name,
          },
          {
            accessor: 'faEnabled',
            title: t('admin.users.col.twoFactor'),
            render: (user) =>
              user.faEnabled ? (
                <Badge variant="light" color="green">
                  {user.twoFactorMethod === 'totp' ? t('admin.users.faTotp') : t('admin.users.faSms')}
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  {t('admin.users.faOff')}
                </Badge>
              ),
          },
          {
            accessor: 'disabled',
            title: t('admin.users.col.state'),
            render: (user) =>
              user.disabled ? (
                <Badge color="red" variant="light">
                  {t('admin.users.stateDisabled')}
                </Badge>
              ) : (
                <Badge color="brand" variant="light">
                  {t('admin.users.stateActive')}
                </Badge>
              ),
          },
          {
            accessor: 'lastSignInAt',
            title: t('admin.users.col.lastSignIn'),
            render: (user) => formatDateTime(user.lastSignInAt, locale),
          },
          {
            accessor: 'createdAt',
            title: t('admin.users.col.createdAt'),
            sortable: true,
            render: (user) => formatDateTime(user.createdAt, locale),
          },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (user) => (
              <RowMenu label={t('admin.users.actions', { email: user.email })}>
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={() => openEditor(user)}>
                  {t('admin.users.edit')}
                </Menu.Item>
                {user.disabled ? (
                  <Menu.Item
                    leftSection={<IconUserCheck size={16} />}
                    onClick={() => confirm(user, 'enable')}
                  >
                    {t('admin.users.enable.confirm')}
                  </Menu.Item>
                ) : (
                  <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => confirm(user, 'disable')}>
                    {t('admin.users.disable.confirm')}
                  </Menu.Item>
                )}
                <Menu.Item
                  leftSection={<IconShieldOff size={16} />}
                  onClick={() => confirm(user, 'resetTwoFactor')}
                >
                  {t('admin.users.resetTwoFactor.confirm')}
                </Menu.Item>
                <Menu.Item leftSection={<IconLogout size={16} />} onClick={() => confirm(user, 'signOut')}>
                  {t('admin.users.signOut.confirm')}
                </Menu.Item>
              </RowMenu>
            ),
          },
        ]}
      />

      <UserDrawer opened={drawerOpen} onClose={drawer.close} user={editing} />
    </Stack>
  );
}
