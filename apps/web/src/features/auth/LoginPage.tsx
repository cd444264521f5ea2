import { Alert, Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { z } from 'zod';
import { paramOfLocale, type Translate, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { setMe, trpc } from '../../trpc';

const credentialsSchema = (t: Translate) =>
  z.object({
    email: z
      .string()
      .trim()
      .min(1, t('validation.required'))
      .pipe(z.email({ error: t('validation.email') })),
    password: z.string().min(1, t('validation.required')),
  });

export function LoginPage() {
  const locale = useLocale();
  // a new form per locale, so that the validation messages follow the language
  return <LoginForm key={locale} />;
}

function LoginForm() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(`${t('login.title')} · ${t('app.name')}`);

  const schema = useMemo(() => credentialsSchema(t), [t]);
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(schema, { sync: true }),
  });

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async (me) => {
        setMe(me);
        await navigate({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) } });
      },
    }),
  );

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            login.mutate({ email: values.email.trim(), password: values.password }),
          )}
        >
          <Stack>
            <Title order={2} ta="center">
              {t('login.title')}
            </Title>
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('login.password')}
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              autoComplete="current-password"
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={login.isPending}>
              {t('login.submit')}
            </Button>
            {login.isError && (
              <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                {errorMessageOf(login.error)}
              </Alert>
            )}
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
