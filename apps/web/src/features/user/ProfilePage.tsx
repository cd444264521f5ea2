import type { Me } from '@bolo/api';
import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { refreshMe, trpc } from '../../trpc';
import { PASSWORD_MIN, refusedPasswordCodes } from '../auth/rules';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { asksForPassword, emailChanged } from './details';
import { FeedsSection } from './FeedsSection';
import { Section } from './Section';
import { TwoFactorSection } from './TwoFactorSection';

/** `/user`: the signed-in person's details, password and two-factor verification. */
export function ProfilePage() {
  const t = useT();
  useDocumentTitle(`${t('page.user')} · ${t('app.name')}`);
  const profile = useQuery(trpc.user.profile.queryOptions());

  return (
    <Stack gap="lg" maw={820}>
      <PageTitle>{t('page.user')}</PageTitle>
      {profile.isPending && <Loading />}
      {profile.isError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          <Group justify="space-between">
            {errorMessageOf(profile.error)}
            <Button size="xs" variant="white" color="red" onClick={() => void profile.refetch()}>
              {t('events.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {profile.data && (
        <>
          <DetailsSection me={profile.data} />
          <PasswordSection me={profile.data} />
          <TwoFactorSection me={profile.data} />
          <FeedsSection />
        </>
      )}
    </Stack>
  );
}

/** The field that shows each error the details can be refused with. */
const fieldOfError: Record<string, 'email' | 'phone' | 'currentPassword'> = {
  email_account_in_use: 'email',
  sms_phone_invalid: 'phone',
  current_password_required: 'currentPassword',
  invalid_password: 'currentPassword',
};

function DetailsSection({ me }: { me: Me }) {
  const t = useT();
  const schema = useMemo(
    () =>
      z.object({
        name: z.string().trim().min(1, t('validation.required')),
        lastName: z.string().trim(),
        email: z
          .string()
          .trim()
          .min(1, t('validation.required'))
          .pipe(z.email({ error: t('validation.email') })),
        phone: z.string().trim(),
        currentPassword: z.string(),
      }),
    [t],
  );
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: me.name,
      lastName: me.lastName,
      email: me.email,
      phone: me.phone ?? '',
      currentPassword: '',
    },
    validate: schemaResolver(schema, { sync: true }),
  });
  const values = form.getValues();
  const needsPassword = asksForPassword(form.getInitialValues(), values);

  const save = useMutation(
    trpc.user.updateDetails.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async (_ok, sent) => {
        // a new email waits for its link: the form keeps showing the email in use
        const pending = emailChanged(me, sent);
        form.setInitialValues({
          ...form.getValues(),
          ...(pending && { email: me.email }),
          currentPassword: '',
        });
        form.reset();
        showSuccess(
          pending ? t('profile.details.emailPending', { email: sent.email }) : t('profile.details.saved'),
        );
        await refreshMe();
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        const field = code && fieldOfError[code];
        if (field) form.setFieldError(field, errorMessageOf(error));
      },
    }),
  );
  const fieldError = Object.hasOwn(fieldOfError, errorCodeOf(save.error) ?? '');

  const submit = form.onSubmit((values) => {
    if (needsPassword && !values.currentPassword) {
      form.setFieldError('currentPassword', t('validation.required'));
      return;
    }
    save.mutate({
      id: me.id,
      name: values.name.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim() || null,
      ...(needsPassword && { currentPassword: values.currentPassword }),
    });
  });

  return (
    <Section title={t('profile.details.title')}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('profile.name')}
              autoComplete="given-name"
              withAsterisk
              {...form.getInputProps('name')}
            />
            <TextInput
              label={t('profile.lastName')}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="email"
              withAsterisk
              {...form.getInputProps('email')}
            />
            <TextInput
              label={t('profile.phone')}
              type="tel"
              autoComplete="tel"
              placeholder="+34 612 345 678"
              description={me.faEnabled && me.twoFactorMethod === 'sms' ? t('profile.phoneHint') : undefined}
              {...form.getInputProps('phone')}
            />
          </SimpleGrid>
          {needsPassword && (
            <PasswordInput
              label={t('profile.password.current')}
              description={
                emailChanged(form.getInitialValues(), values)
                  ? `${t('profile.details.passwordHint')} ${t('profile.details.emailNotice')}`
                  : t('profile.details.passwordHint')
              }
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              maw={360}
              {...form.getInputProps('currentPassword')}
            />
          )}
          {save.isError && !fieldError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(save.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            {form.isDirty() && (
              <Text size="sm" c="dimmed">
                {t('profile.unsaved')}
              </Text>
            )}
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              {t('profile.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}

function PasswordSection({ me }: { me: Me }) {
  const t = useT();
  const schema = useMemo(
    () =>
      z
        .object({
          currentPassword: z.string().min(1, t('validation.required')),
          newPassword: z.string().min(PASSWORD_MIN, t('validation.passwordMin', { min: PASSWORD_MIN })),
          confirmPassword: z.string().min(1, t('validation.required')),
        })
        .refine((values) => values.newPassword === values.confirmPassword, {
          message: t('validation.passwordMismatch'),
          path: ['confirmPassword'],
        }),
    [t],
  );
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(schema, { sync: true }),
  });
  const change = useMutation(
    trpc.user.changePassword.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => {
        form.reset();
        showSuccess(t('profile.password.changed'));
      },
      onError: (error) => {
        const code = errorCodeOf(error);
        if (code === 'invalid_password') form.setFieldError('currentPassword', errorMessageOf(error));
        if (code === 'Password_not_match') form.setFieldError('confirmPassword', errorMessageOf(error));
        if (code && refusedPasswordCodes.includes(code))
          form.setFieldError('newPassword', errorMessageOf(error));
      },
    }),
  );
  const fieldError = ['invalid_password', 'Password_not_match', ...refusedPasswordCodes].includes(
    errorCodeOf(change.error) ?? '',
  );
  const toggle = { 'aria-label': t('login.togglePassword') };

  return (
    <Section title={t('profile.password.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => change.mutate({ id: me.id, ...values }))}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <PasswordInput
              label={t('profile.password.current')}
              autoComplete="current-password"
              visibilityToggleButtonProps={toggle}
              key={form.key('currentPassword')}
              {...form.getInputProps('currentPassword')}
            />
            <PasswordInput
              label={t('profile.password.new')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              key={form.key('newPassword')}
              {...form.getInputProps('newPassword')}
            />
            <PasswordInput
              label={t('profile.password.repeat')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              key={form.key('confirmPassword')}
              {...form.getInputProps('confirmPassword')}
            />
          </SimpleGrid>
          {change.isError && !fieldError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(change.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={change.isPending}>
              {t('profile.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
