import type { Me } from '@bolo/api';
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertCircle, IconCopy, IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { downloadBlob } from '../../lib/download';
import { showSuccess } from '../../lib/toast';
import { refreshMe, trpc } from '../../trpc';
import { Section } from './Section';

type Step = 'idle' | 'totpSetup' | 'recoveryCodes' | 'backToSms';

/** Two-factor verification: its state, turning it on with SMS, an authenticator app, and back to SMS. */
export function TwoFactorSection({ me }: { me: Me }) {
  const t = useT();
  const [step, setStep] = useState<Step>('idle');
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>([]);

  const enableSms = useMutation(
    trpc.user.enableSmsTwoFactor.mutationOptions({
      onSuccess: async () => {
        showSuccess(t('profile.fa.smsEnabled'));
        await refreshMe();
      },
    }),
  );

  const state = !me.faEnabled
    ? t('profile.fa.off')
    : me.twoFactorMethod === 'totp'
      ? t('profile.fa.onTotp')
      : t('profile.fa.onSms');

  return (
    <Section title={t('profile.fa.title')}>
      <Group gap="sm">
        <Text size="sm">{t('profile.fa.state')}</Text>
        <Badge
          color={me.faEnabled ? 'green' : 'gray'}
          variant="light"
          leftSection={<IconShieldCheck size={14} />}
        >
          {state}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {t('profile.fa.intro')}
      </Text>

      {step === 'idle' && (
        <Group>
          {!me.faEnabled && (
            <Button variant="light" onClick={() => enableSms.mutate()} loading={enableSms.isPending}>
              {t('profile.fa.enableSms')}
            </Button>
          )}
          {me.twoFactorMethod !== 'totp' && (
            <Button variant="light" onClick={() => setStep('totpSetup')}>
              {t('profile.fa.setupTotp')}
            </Button>
          )}
          {me.twoFactorMethod === 'totp' && (
            <Button variant="light" color="gray" onClick={() => setStep('backToSms')}>
              {t('profile.fa.backToSms')}
            </Button>
          )}
        </Group>
      )}

      {step === 'totpSetup' && (
        <TotpSetup
          onCancel={() => setStep('idle')}
          onConfirmed={(codes) => {
            setRecoveryCodes(codes);
            setStep('recoveryCodes');
          }}
        />
      )}
      {step === 'recoveryCodes' && (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes([]);
            setStep('idle');
          }}
        />
      )}
      {step === 'backToSms' && <BackToSms onDone={() => setStep('idle')} />}
    </Section>
  );
}

function TotpSetup({
  onCancel,
  onConfirmed,
}: {
  onCancel: () => void;
  onConfirmed: (codes: string[]) => void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  const begin = useMutation(trpc.user.beginTotp.mutationOptions());
  const confirm = useMutation(
    trpc.user.confirmTotp.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async ({ recoveryCodes }) => {
        onConfirmed(recoveryCodes);
        showSuccess(t('profile.fa.totpEnabled'));
        await refreshMe();
      },
    }),
  );

  // the secret is created on demand, once per opening of this step
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate();
  }, [begin.mutate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) confirm.mutate({ code: code.trim() });
  };

  if (begin.isIdle || begin.isPending) return <Text size="sm">{t('app.loading')}</Text>;
  if (!begin.data) {
    return (
      <Group>
        <Button variant="default" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <List type="ordered" size="sm" spacing={4}>
          <List.Item>{t('profile.fa.totpStep1')}</List.Item>
          <List.Item>{t('profile.fa.totpStep2')}</List.Item>
          <List.Item>{t('profile.fa.totpStep3')}</List.Item>
        </List>
        <Group align="flex-start" gap="xl">
          <Image src={begin.data.qrCode} alt={t('profile.fa.qrAlt')} w={180} h={180} radius="sm" />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('profile.fa.secret')}
            </Text>
            <Group gap="xs">
              <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                {begin.data.secret}
              </Code>
              <CopyButton value={begin.data.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={copy}
                    leftSection={<IconCopy size={12} />}
                  >
                    {copied ? t('common.copied') : t('common.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Group>
        <TextInput
          label={t('twofactor.code')}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          w={220}
          autoFocus
          error={confirm.isError ? errorMessageOf(confirm.error) : undefined}
        />
        <Group>
          <Button type="submit" loading={confirm.isPending}>
            {t('profile.fa.confirmTotp')}
          </Button>
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT();
  const text = codes.join('\n');
  const download = () =>
    downloadBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'bolo-recovery-codes.txt');
  return (
    <Stack>
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertCircle size={18} />}
        title={t('profile.fa.recoveryTitle')}
      >
        {t('profile.fa.recoveryText')}
      </Alert>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} maw={360} aria-label={t('profile.fa.recoveryTitle')}>
        {codes.map((code) => (
          <Code key={code} fz="md">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          )}
        </CopyButton>
        <Button variant="light" leftSection={<IconDownload size={16} />} onClick={download}>
          {t('common.download')}
        </Button>
        <Button onClick={onDone}>{t('profile.fa.recoverySaved')}</Button>
      </Group>
    </Stack>
  );
}

function BackToSms({ onDone }: { onDone: () => void }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const remove = useMutation(
    trpc.user.removeTotp.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async () => {
        showSuccess(t('profile.fa.backToSmsDone'));
        onDone();
        await refreshMe();
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) remove.mutate({ password });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Text size="sm">{t('profile.fa.backToSmsIntro')}</Text>
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('login.togglePassword') }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoFocus
          maw={320}
          error={remove.isError ? errorMessageOf(remove.error) : undefined}
        />
        <Group>
          <Button type="submit" color="red" loading={remove.isPending}>
            {t('profile.fa.backToSms')}
          </Button>
          <Button variant="default" onClick={onDone}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
