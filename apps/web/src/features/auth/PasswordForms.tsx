import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { regexes } from 'zod/v4/core';
import { type Translate, useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { trpc } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';

/** The API's rule for a new password. */
export const PASSWORD_MIN = 8;
/** The API's refusals of a new password that is long enough (NIST 800-63B): shown on its field. */
export const refusedPasswordCodes = ['password_too_common', 'password_like_email'];

/**
 * A new password typed twice: at least 8 characters, and both the same ('Contraseña No Coincide'),
 * which is only checked once the first is long enough and the second typed.
 */
export const newPasswordRules = (t: Translate) => ({
  password: (password: string) =>
    password.length >= PASSWORD_MIN ? null : t('validation.passwordMin', { min: PASSWORD_MIN }),
  repeat: (repeat: string, { password }: { password: string }) => {
    if (repeat === '') return t('validation.required');
    return password.length < PASSWORD_MIN || repeat === password ? null : t('validation.passwordMismatch');
  },
});

/**
 * An email address typed in a form: required, then well formed as the API's zod schemas take it
 * (zod's own pattern, without zod's schemas on the sign-in page), checked trimmed as it is sent.
 */
export const emailRule = (t: Translate) => (value: string) => {
  const email = value.trim();
  if (email === '') return t('validation.required');
  return regexes.email.test(email) ? null : t('validation.email');
};

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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: emailRule(t) },
  });
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
            key={form.key('email')}
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
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', repeat: '' },
    validate: newPasswordRules(t),
  });
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
            key={form.key('password')}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label={t('setPassword.repeat')}
            visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
            autoComplete="new-password"
            key={form.key('repeat')}
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
