import type { SigningView } from '@bolo/api/events/public';
import { Alert, Anchor, Button, Group, Modal, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../../i18n';
import { trpc, trpcClient } from '../../../trpc';
import { MasterSelect } from '../../masters/MasterSelect';
import { LINK_DAYS } from './contracts';
import { DocumentError } from './DocumentParts';
import type { Party } from './emails';
import { authenticatorCode, parseRecipients, partyRecipients } from './signing';

/**
 * Sending a contract for signature: to whom (the party's addresses unless changed), for how many
 * days, and who signs for the company (the company's own signatory unless chosen).
 */
export function SendForSignatureModal({
  opened,
  onClose,
  party,
  eventId,
  onSent,
}: {
  opened: boolean;
  onClose: () => void;
  party: Party;
  eventId: number;
  onSent: (view: SigningView) => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('signing.send')} centered>
      {opened && <SendForm party={party} eventId={eventId} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}

function SendForm({
  party,
  eventId,
  onClose,
  onSent,
}: {
  party: Party;
  eventId: number;
  onClose: () => void;
  onSent: (view: SigningView) => void;
}) {
  const t = useT();
  const emails = useQuery({
    ...trpc.eventMail.list.queryOptions({ eventId }),
    meta: { errorDisplay: 'silent' },
  });
  const [typed, setTyped] = useState<string | null>(null);
  const [days, setDays] = useState<number>(LINK_DAYS.default);
  const [signatoryId, setSignatoryId] = useState<number | undefined>();
  const [tried, setTried] = useState(false);
  const recipientsText = typed ?? partyRecipients(emails.data ?? [], party).join(', ');
  const recipients = parseRecipients(recipientsText);
  const validDays = Number.isInteger(days) && days >= LINK_DAYS.min && days <= LINK_DAYS.max;
  const send = useMutation({
    mutationFn: (to: string[]) =>
      trpcClient.eventContracts.signing.send.mutate({
        eventId,
        subType: party,
        recipients: to,
        days,
        ...(signatoryId === undefined ? {} : { signatoryId }),
      }),
    meta: { errorDisplay: 'inline' },
    onSuccess: onSent,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (recipients && validDays) send.mutate(recipients);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('signing.sendText')}</Text>
        <TextInput
          label={t('signing.recipients')}
          description={t('signing.recipientsHint')}
          required
          data-autofocus
          type="text"
          inputMode="email"
          autoComplete="off"
          value={recipientsText}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={tried && !recipients ? t('signing.recipientsInvalid') : undefined}
        />
        <NumberInput
          label={t('signing.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number.NaN)}
          min={LINK_DAYS.min}
          max={LINK_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={160}
        />
        <MasterSelect
          masterKey="signatory"
          label={t('signing.signatory')}
          placeholder={t('signing.signatoryDefault')}
          nothingFound={t('signing.signatoryNone')}
          value={signatoryId}
          onChange={setSignatoryId}
        />
        <DocumentError error={send.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={send.isPending} disabled={!validDays}>
            {t('signing.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company's signature: a current code of the user's authenticator app, or where to set one up. */
export function CountersignModal({
  opened,
  onClose,
  view,
  onSigned,
}: {
  opened: boolean;
  onClose: () => void;
  view: SigningView;
  onSigned: (view: SigningView) => void;
}) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('signing.countersign')} centered>
      {opened &&
        (view.callerHasAuthenticator ? (
          <CountersignForm view={view} onClose={onClose} onSigned={onSigned} />
        ) : (
          <NeedsAuthenticator />
        ))}
    </Modal>
  );
}

function NeedsAuthenticator() {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert color="yellow" variant="light" icon={<IconLock size={18} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('signing.needsAuthenticator')}</Text>
        <Anchor
          size="sm"
          renderRoot={(props) => (
            <Link to="/{-$locale}/user" params={{ locale: paramOfLocale(locale) }} {...props} />
          )}
        >
          {t('signing.profile')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function CountersignForm({
  view,
  onClose,
  onSigned,
}: {
  view: SigningView;
  onClose: () => void;
  onSigned: (view: SigningView) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const [tried, setTried] = useState(false);
  const code = authenticatorCode(typed);
  const sign = useMutation({
    mutationFn: (current: string) =>
      trpcClient.eventContracts.signing.countersign.mutate({
        eventId: view.eventId,
        subType: view.party,
        code: current,
      }),
    meta: { errorDisplay: 'inline' },
    onSuccess: onSigned,
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (code) sign.mutate(code);
      }}
    >
      <Stack gap="md">
        <Text size="sm">{t('signing.countersignText')}</Text>
        <TextInput
          label={t('signing.code')}
          required
          data-autofocus
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          w={220}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          error={tried && !code ? t('signing.codeInvalid') : undefined}
        />
        <DocumentError error={sign.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={sign.isPending}>
            {t('signing.countersign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
