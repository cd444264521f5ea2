import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { useCheckedForm } from './checked-form';
import { emailRule, newPasswordRules, PASSWORD_MIN, refusedPasswordCodes } from './rules';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <PageTitle ta="center">{title}</PageTitle>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** "Forgot your password?": the answer is the same whether the account exists or not. */
export function ForgotPasswordForm({ onBack, onSent }: { onBack: () => void; onSent: () => void }) {
  const t = useT();
  useDocumentTitle(`${t('forgot.title')} · ${t('app.name')}`);
  const form = useCheckedForm({ email: '' }, { email: emailRule(t) });
  const remember = useMutation(
    trpc.auth.rememberPassword.mutationOptions({ meta: { errorDisplay: 'inline' }, onSuccess: onSent }),
  );

  return (
    <Card title={t('forgot.title')}>
      <form noValidate onSubmit={form.onSubmit((values) => remember.mutate({ email: values.email.trim() }))}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('forgot.intro')}
          </Text>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            autoFocus
            {...form.getInputProps('email')}
          />
          <Button type="submit" fullWidth loading={remember.isPending}>
            {t('forgot.submit')}
          </Button>
          {remember.isError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(remember.error)}
            </Alert>
          )}
          <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
            {t('forgot.back')}
          </Anchor>
        </Stack>
      </form>
    </Card>
  );
}

/** The page a mailed reset or invitation link opens: choose a password. */
export function SetPasswordForm({
  token,
  onDone,
  onAskNewLink,
}: {
  token: string;
  onDone: () => void;
  onAskNewLink: () => void;
}) {
  const t = useT();
  useDocumentTitle(`${t('setPassword.title')} · ${t('app.name')}`);
  const form = useCheckedForm({ password: '', repeat: '' }, newPasswordRules(t));
  const setPassword = useMutation(
    trpc.auth.setPassword.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: onDone,
      onError: (error) => {
        if (refusedPasswordCodes.includes(errorCodeOf(error) ?? '')) {
          form.setFieldError('password', errorMessageOf(error));
        }
      },
    }),
  );
  const linkInvalid = setPassword.isError && errorCodeOf(setPassword.error) === 'code_not_valid';
  const fieldError = refusedPasswordCodes.includes(errorCodeOf(setPassword.error) ?? '');

  if (linkInvalid) {
    return (
      <Card title={t('setPassword.title')}>
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {t('setPassword.invalidLink')}
        </Alert>
        <Button onClick={onAskNewLink} autoFocus>
          {t('setPassword.askNewLink')}
        </Button>
      </Card>
    );
  }

  return (
    <Card title={t('setPassword.title')}>
      <form
        noValidate
        onSubmit={form.onSubmit((values) => setPassword.mutate({ token, password: values.password }))}
      >
        <Stack>
          <Text size="sm" c="dimmed">
            {t('setPassword.intro', { min: PASSWORD_MIN })}
          </Text>
          <PasswordInput
            label={t('setPassword.password')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            autoComplete="new-password"
            autoFocus
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('setPassword.repeat')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            autoComplete="new-password"
            {...form.getInputProps('repeat')}
          />
          <Button type="submit" fullWidth loading={setPassword.isPending}>
            {t('setPassword.submit')}
          </Button>
          {setPassword.isError && !fieldError && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
              {errorMessageOf(setPassword.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  );
}
