import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Drawer,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { confirmDestructive } from '../forms/confirm';
import { ADMIN_ROLE, accessNames, isAccessName } from './access';
import { refreshAdminRoles } from './cache';
import type { RoleRow } from './types';

/** Roles and their access lists; ROLE_ADMIN is fixed (it sees everything). */
export function RolesTab() {
  const t = useT();
  const roles = useQuery(trpc.admin.roles.list.queryOptions());
  const [drawerOpen, drawer] = useDisclosure(false);
  const [editing, setEditing] = useState<RoleRow | null>(null);
  const remove = useMutation(
    trpc.admin.roles.delete.mutationOptions({
      onSuccess: async () => {
        showSuccess(t('admin.roles.deleted'));
        await refreshAdminRoles();
      },
    }),
  );

  const openEditor = (role: RoleRow | null) => {
    setEditing(role);
    drawer.open();
  };
  const confirmDelete = (role: RoleRow) =>
    confirmDestructive({
      title: t('admin.roles.deleteTitle'),
      text: t('admin.roles.deleteText', { name: role.name }),
      confirm: t('admin.roles.delete'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate({ id: role.id }),
    });

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} />} onClick={() => openEditor(null)}>
          {t('admin.roles.create')}
        </Button>
      </Group>
      <DataTable<RoleRow>
        withTableBorder
        borderRadius="md"
        shadow="xs"
        highlightOnHover
        minHeight={200}
        records={roles.data ?? []}
        fetching={roles.isFetching}
        noRecordsText={roles.isError ? t('admin.loadError') : t('admin.roles.empty')}
        columns={[
          { accessor: 'name', title: t('admin.roles.col.name') },
          {
            accessor: 'access',
            title: t('admin.roles.col.access'),
            render: (role) =>
              role.name === ADMIN_ROLE ? (
                <Badge variant="light">{t('admin.roles.allAccess')}</Badge>
              ) : role.access.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('admin.roles.noAccess')}
                </Text>
              ) : (
                <Group gap={4}>
                  {role.access.map((name) => (
                    <Badge key={name} variant="outline" size="sm" tt="none" title={name}>
                      {isAccessName(name) ? t(`admin.access.${name}`) : name}
                    </Badge>
                  ))}
                </Group>
              ),
          },
          { accessor: 'userCount', title: t('admin.roles.col.users'), textAlign: 'right' },
          {
            accessor: 'actions',
            title: '',
            textAlign: 'right',
            render: (role) =>
              role.name === ADMIN_ROLE ? null : (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('admin.roles.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('admin.roles.edit')}: ${role.name}`}
                      onClick={() => openEditor(role)}
                    >
                      <IconPencil size={18} />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={role.userCount > 0 ? t('admin.roles.inUse') : t('admin.roles.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('admin.roles.delete')}: ${role.name}`}
                      onClick={() => confirmDelete(role)}
                    >
                      <IconTrash size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
          },
        ]}
      />
      <Drawer
        opened={drawerOpen}
        onClose={drawer.close}
        position="right"
        size="md"
        title={editing ? t('admin.roles.editTitle') : t('admin.roles.createTitle')}
      >
        {drawerOpen && <RoleForm key={editing?.id ?? 'new'} role={editing} onClose={drawer.close} />}
      </Drawer>
    </Stack>
  );
}

function RoleForm({ role, onClose }: { role: RoleRow | null; onClose: () => void }) {
  const t = useT();
  const schema = useMemo(
    () => z.object({ name: z.string().trim().min(1, t('validation.required')), access: z.array(z.string()) }),
    [t],
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: role?.name ?? '', access: role ? [...role.access] : [] },
    validate: schemaResolver(schema, { sync: true }),
  });
  const onSaved = async () => {
    showSuccess(t('admin.roles.saved'));
    onClose();
    await refreshAdminRoles();
  };
  const onError = (error: unknown) => {
    if (errorCodeOf(error) === 'rol_name_in_use') form.setFieldError('name', errorMessageOf(error));
  };
  const create = useMutation(
    trpc.admin.roles.create.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: onSaved,
      onError,
    }),
  );
  const update = useMutation(
    trpc.admin.roles.update.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: onSaved,
      onError,
    }),
  );
  const save = role ? update : create;
  const inField = errorCodeOf(save.error) === 'rol_name_in_use';

  const submit = form.onSubmit((values) => {
    const access = accessNames.filter((name) => values.access.includes(name));
    if (role) update.mutate({ id: role.id, version: role.version, name: values.name.trim(), access });
    else create.mutate({ name: values.name.trim(), access });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <TextInput
          label={t('admin.roles.col.name')}
          withAsterisk
          data-autofocus
          {...form.getInputProps('name')}
        />
        <Checkbox.Group label={t('admin.roles.col.access')} {...form.getInputProps('access')}>
          <SimpleGrid cols={2} mt="xs" spacing="xs">
            {accessNames.map((name) => (
              <Checkbox key={name} value={name} label={t(`admin.access.${name}`)} description={name} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        {save.isError && !inField && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {role ? t('profile.save') : t('admin.roles.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
