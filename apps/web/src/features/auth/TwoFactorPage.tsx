import { Alert, Anchor, Button, Center, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconDeviceMobileMessage } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { queryClient, setMe, trpc, useMe } from '../../trpc';
import { PageTitle } from '../layout/PageTitle';
import { useLogout } from './use-logout';

/** After a send, "send again" waits this long (the server allows three sends in ten minutes). */
const RESEND_WAIT_SECONDS = 30;

/** Seconds left until `until` (a timestamp), ticking every second; 0 when past. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** Keeps what a code may hold: digits for SMS and authenticator codes, `xxxxx-xxxxx` for recovery codes. */
const cleanCode = (value: string, recovery: boolean) =>
  recovery ? value.replace(/[^0-9a-zA-Z-]/g, '').slice(0, 11) : value.replace(/\D/g, '').slice(0, 6);

/**
 * The two-factor step (spec §4, §5): a code by SMS, or from an authenticator app (or a recovery code).
 * Passing it refreshes who is signed in and opens the app.
 */
export function TwoFactorPage() {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const logout = useLogout();
  const me = useMe();
  useDocumentTitle(`${t('twofactor.title')} · ${t('app.name')}`);

  const method = me?.twoFactorMethod ?? 'sms';
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [resendAt, setResendAt] = useState(0);
  const secondsLeft = useSecondsLeft(resendAt);
  const inputRef = useRef<HTMLInputElement>(null);

  const send = useMutation(
    trpc.auth.sendSmsCode.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSettled: () => setResendAt(Date.now() + RESEND_WAIT_SECONDS * 1000),
      onSuccess: () => inputRef.current?.focus(),
    }),
  );

  const verify = useMutation(
    trpc.auth.verifyTwoFactor.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async () => {
        const fresh = await queryClient.fetchQuery({ ...trpc.auth.me.queryOptions(), staleTime: 0 });
        setMe(fresh);
        await navigate({ to: '/{-$locale}', params: { locale: paramOfLocale(locale) } });
      },
      onError: () => inputRef.current?.select(),
    }),
  );

  // SMS: one code is sent on arrival (a ref, so a remount in development does not send twice)
  const sentOnArrival = useRef(false);
  useEffect(() => {
    if (method !== 'sms' || sentOnArrival.current) return;
    sentOnArrival.current = true;
    send.mutate();
  }, [method, send.mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = code.trim();
    if (!value) {
      inputRef.current?.focus();
      return;
    }
    verify.mutate({ code: value });
  };

  const sendError = send.isError
    ? errorCodeOf(send.error) === 'rate_limited'
      ? t('twofactor.rateLimited')
      : errorMessageOf(send.error)
    : undefined;

  const codeLabel = recovery ? t('twofactor.recoveryCode') : t('twofactor.code');
  const intro =
    method === 'sms'
      ? t('twofactor.intro')
      : recovery
        ? t('twofactor.introRecovery')
        : t('twofactor.introTotp');

  return (
    <Center py="xl">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={460}>
        <form noValidate onSubmit={submit}>
          <Stack>
            <PageTitle ta="center">{t('twofactor.title')}</PageTitle>
            <Text size="sm" c="dimmed" ta="center">
              {intro}
            </Text>

            {method === 'sms' && (
              <Stack gap="xs">
                {send.isSuccess && (
                  <Alert
                    color="brand"
                    variant="light"
                    icon={<IconDeviceMobileMessage size={18} />}
                    role="status"
                  >
                    {t('twofactor.sentTo', { to: send.data.to })}
                  </Alert>
                )}
                {sendError && (
                  <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
                    {sendError}
                  </Alert>
                )}
                <Group justify="center">
                  <Button
                    variant="light"
                    size="xs"
                    onClick={() => send.mutate()}
                    loading={send.isPending}
                    disabled={secondsLeft > 0}
                  >
                    {send.isIdle
                      ? t('twofactor.send')
                      : secondsLeft > 0
                        ? t('twofactor.resendIn', { seconds: secondsLeft })
                        : t('twofactor.resend')}
                  </Button>
                </Group>
              </Stack>
            )}

            <TextInput
              ref={inputRef}
              key={recovery ? 'recovery' : 'code'}
              label={codeLabel}
              value={code}
              onChange={(event) => setCode(cleanCode(event.currentTarget.value, recovery))}
              inputMode={recovery ? 'text' : 'numeric'}
              autoComplete="one-time-code"
              placeholder={recovery ? 'xxxxx-xxxxx' : '123456'}
              maxLength={recovery ? 11 : 6}
              autoFocus
              size="md"
              styles={{ input: { letterSpacing: '0.3em', textAlign: 'center', fontFamily: 'monospace' } }}
              error={verify.isError ? errorMessageOf(verify.error) : undefined}
            />
            <Button type="submit" fullWidth loading={verify.isPending}>
              {t('twofactor.submit')}
            </Button>

            {method === 'totp' && (
              <Anchor
                component="button"
                type="button"
                size="sm"
                ta="center"
                onClick={() => {
                  setRecovery((value) => !value);
                  setCode('');
                  verify.reset();
                }}
              >
                {recovery ? t('twofactor.useApp') : t('twofactor.useRecovery')}
              </Anchor>
            )}

            <Button variant="subtle" onClick={() => logout.mutate()} loading={logout.isPending}>
              {t('twofactor.signOut')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
