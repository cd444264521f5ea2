import {
  Alert,
  Button,
  Drawer,
  Group,
  PasswordInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { showSavedValues } from '../forms/saved-values';
import { asksForPassword } from '../user/details';
import { refreshAdminUsers } from './cache';
import type { AdminUser } from './types';

/** Create or edit a user: the drawer's form is made anew for each user it opens. */
export function UserDrawer({
  opened,
  onClose,
  user,
}: {
  opened: boolean;
  onClose: () => void;
  user: AdminUser | null;
}) {
  const t = useT();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={user ? t('admin.users.editTitle') : t('admin.users.createTitle')}
    >
      {opened && <UserForm key={user?.id ?? 'new'} user={user} onClose={onClose} />}
    </Drawer>
  );
}

const valuesOf = (user: AdminUser | null) => ({
  email: user?.email ?? '',
  name: user?.name ?? '',
  lastName: user?.lastName ?? '',
  phone: user?.phone ?? '',
  role: user?.role.name ?? '',
  faEnabled: user?.faEnabled ?? false,
  currentPassword: '',
});

function UserForm({ user: initial, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const t = useT();
  const [user, setUser] = useState(initial);
  const roles = useQuery(trpc.admin.roles.list.queryOptions());
  const schema = useMemo(
    () =>
      z
        .object({
          email: z
            .string()
            .trim()
            .min(1, t('validation.required'))
            .pipe(z.email({ error: t('validation.email') })),
          name: z.string().trim().min(1, t('validation.required')),
          lastName: z.string().trim(),
          phone: z.string().trim(),
          role: z.string().min(1, t('validation.required')),
          faEnabled: z.boolean(),
          currentPassword: z.string(),
        })
        .refine((values) => !values.faEnabled || values.phone.length > 0, {
          message: t('admin.users.phoneForSms'),
          path: ['phone'],
        }),
    [t],
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: valuesOf(user),
    validate: schemaResolver(schema, { sync: true }),
  });

  const fieldOf: Record<string, 'email' | 'role' | 'phone' | 'currentPassword'> = {
    email_account_in_use: 'email',
    rol_name_not_found: 'role',
    sms_phone_invalid: 'phone',
    current_password_required: 'currentPassword',
    invalid_password: 'currentPassword',
  };
  const onError = (error: unknown) => {
    const field = fieldOf[errorCodeOf(error) ?? ''];
    if (field) form.setFieldError(field, errorMessageOf(error));
  };
  const onSaved = async (message: string) => {
    showSuccess(message);
    onClose();
    await refreshAdminUsers();
  };
  const create = useMutation(
    trpc.admin.users.create.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (created) => onSaved(t('admin.users.created', { email: created.email })),
      onError,
    }),
  );
  const update = useMutation(
    trpc.admin.users.update.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => onSaved(t('admin.users.saved')),
      onError,
    }),
  );
  const save = user ? update : create;
  const code = errorCodeOf(save.error);
  const conflict = code === 'version_conflict';
  const shownInField = code !== undefined && code in fieldOf;

  const reload = async () => {
    if (!user) return;
    const fresh = await queryClient.fetchQuery({
      ...trpc.admin.users.find.queryOptions({ id: user.id }),
      staleTime: 0,
    });
    setUser(fresh);
    showSavedValues(form, valuesOf(fresh));
    update.reset();
  };

  const values = form.getValues();
  // editing someone's contact or weakening their sign-in asks for the administrator's own password
  const needsPassword =
    user !== null &&
    (asksForPassword({ email: user.email, phone: user.phone ?? '' }, values) ||
      (user.faEnabled && !values.faEnabled));

  const submit = form.onSubmit((values) => {
    if (needsPassword && !values.currentPassword) {
      form.setFieldError('currentPassword', t('validation.required'));
      return;
    }
    const fields = {
      email: values.email.trim(),
      name: values.name.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim() || null,
      role: values.role,
      faEnabled: values.faEnabled,
    };
    if (user) {
      update.mutate({
        id: user.id,
        version: user.version,
        ...fields,
        ...(needsPassword && { currentPassword: values.currentPassword }),
      });
    } else create.mutate(fields);
  });

  const roleOptions = (roles.data ?? []).map((role) => role.name);

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {!user && (
          <Text size="sm" c="dimmed">
            {t('admin.users.inviteHint')}
          </Text>
        )}
        <TextInput
          label={t('login.email')}
          type="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <TextInput label={t('profile.name')} withAsterisk {...form.getInputProps('name')} />
        <TextInput label={t('profile.lastName')} {...form.getInputProps('lastName')} />
        <TextInput
          label={t('profile.phone')}
          type="tel"
          placeholder="+34 612 345 678"
          {...form.getInputProps('phone')}
        />
        <Select
          label={t('admin.users.col.role')}
          withAsterisk
          data={roleOptions}
          searchable
          allowDeselect={false}
          nothingFoundMessage={t('admin.roles.empty')}
          placeholder={roles.isPending ? t('app.loading') : undefined}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('role')}
        />
        <Switch
          label={t('admin.users.faEnabled')}
          description={t('admin.users.faEnabledHint')}
          {...form.getInputProps('faEnabled', { type: 'checkbox' })}
        />
        {needsPassword && (
          <PasswordInput
            label={t('admin.users.yourPassword')}
            description={t('admin.users.yourPasswordHint')}
            autoComplete="current-password"
            withAsterisk
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            {...form.getInputProps('currentPassword')}
          />
        )}
        {conflict && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              {errorMessageOf(save.error)}
              <Button size="xs" variant="white" onClick={() => void reload()}>
                {t('admin.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        {save.isError && !conflict && !shownInField && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorMessageOf(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={Boolean(user) && !form.isDirty()}>
            {user ? t('profile.save') : t('admin.users.createSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
