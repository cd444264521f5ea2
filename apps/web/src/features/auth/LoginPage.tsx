import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { paramOfLocale, type Translate, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { setMe, trpc } from '../../trpc';
import { Loading } from '../layout/Loading';
import { PageTitle } from '../layout/PageTitle';
import { useCheckedForm } from './checked-form';
import { emailRule } from './rules';

/** The forgotten-password and new-password forms: their code only when one is asked for. */
const ForgotPasswordForm = lazy(() =>
  import('./PasswordForms').then((module) => ({ default: module.ForgotPasswordForm })),
);
const SetPasswordForm = lazy(() =>
  import('./PasswordForms').then((module) => ({ default: module.SetPasswordForm })),
);

/** Both fields required, the email well formed. */
const credentialRules = (t: Translate) => ({
  email: emailRule(t),
  password: (password: string) => (password === '' ? t('validation.required') : null),
});

const routeApi = getRouteApi('/{-$locale}/_open/login');

type LoginView = 'login' | 'forgot';
export type LoginNotice = 'passwordSet' | 'resetSent' | undefined;

/** A spinner in the card's place while a form's code comes. */
const Waiting = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);

export function LoginPage() {
  const locale = useLocale();
  const navigate = routeApi.useNavigate();
  const { setPassword } = routeApi.useSearch();
  const [view, setView] = useState<LoginView>('login');
  const [notice, setNotice] = useState<LoginNotice>();

  // a new form per locale, so that the validation messages follow the language
  if (setPassword) {
    return (
      <Waiting>
        <SetPasswordForm
          key={locale}
          token={setPassword}
          onDone={() => {
            setNotice('passwordSet');
            setView('login');
            void navigate({ search: {}, replace: true });
          }}
          onAskNewLink={() => {
            setNotice(undefined);
            setView('forgot');
            void navigate({ search: {}, replace: true });
          }}
        />
      </Waiting>
    );
  }
  if (view === 'forgot') {
    return (
      <Waiting>
        <ForgotPasswordForm
          key={locale}
          onBack={() => setView('login')}
          onSent={() => {
            setNotice('resetSent');
            setView('login');
          }}
        />
      </Waiting>
    );
  }
  return (
    <LoginForm
      key={locale}
      notice={notice}
      onForgot={() => {
        setNotice(undefined);
        setView('forgot');
      }}
    />
  );
}

function LoginForm({ notice, onForgot }: { notice: LoginNotice; onForgot: () => void }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  useDocumentTitle(`${t('login.title')} · ${t('app.name')}`);

  const form = useCheckedForm({ email: '', password: '' }, credentialRules(t));

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
            <PageTitle ta="center">{t('login.title')}</PageTitle>
            {notice && (
              <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} role="status">
                {notice === 'passwordSet' ? t('setPassword.done') : t('forgot.sent')}
              </Alert>
            )}
            <TextInput
              label={t('login.email')}
              type="email"
              autoComplete="username"
              autoFocus
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t('login.password')}
              visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Button type="submit" fullWidth loading={login.isPending}>
              {t('login.submit')}
            </Button>
            <Anchor component="button" type="button" size="sm" ta="center" onClick={onForgot}>
              {t('forgot.link')}
            </Anchor>
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
