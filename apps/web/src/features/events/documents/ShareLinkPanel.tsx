import {
  ActionIcon,
  Alert,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconInfoCircle, IconLink, IconLinkOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { countText, useLocale, useT } from '../../../i18n';
import { showSuccess } from '../../../lib/toast';
import { trpcClient } from '../../../trpc';
import { confirmDestructive } from '../../forms/confirm';
import { formatDateTime } from '../format';
import type { EventContract } from './api';
import type { ContractsContext } from './ContractsTab';
import { LINK_DAYS } from './contracts';
import { DocumentError } from './DocumentParts';
import type { Party } from './emails';

/**
 * A contract's share link: a signed address that shows the saved contract's PDF to whoever holds
 * it until it expires or is revoked. A new link revokes the one before.
 */
export function ShareLinkPanel({
  party,
  row,
  dirty,
  context,
}: {
  party: Party;
  row: EventContract;
  dirty: boolean;
  context: ContractsContext;
}) {
  const t = useT();
  const locale = useLocale();
  const { eventId, docs, refresh } = context;
  const [days, setDays] = useState<number>(LINK_DAYS.default);
  const link = row.linkShare;

  const onLinkChanged = (contract: EventContract, message: string) => {
    docs.acceptSide(contract, ['linkShare']);
    refresh();
    showSuccess(message);
  };
  const create = useMutation({
    mutationFn: () => trpcClient.eventContracts.shareLink.mutate({ eventId, subType: party, days }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (contract) => onLinkChanged(contract, t('documents.link.created')),
  });
  const revoke = useMutation({
    mutationFn: () => trpcClient.eventContracts.revokeShareLink.mutate({ eventId, subType: party }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (contract) => onLinkChanged(contract, t('documents.link.revoked')),
  });

  const confirmCreate = () =>
    link
      ? confirmDestructive({
          title: t('documents.link.replaceTitle'),
          text: t('documents.link.replaceText'),
          confirm: t('documents.link.replace'),
          cancel: t('common.cancel'),
          onConfirm: () => create.mutate(),
        })
      : create.mutate();
  const confirmRevoke = () =>
    confirmDestructive({
      title: t('documents.link.revokeTitle'),
      text: t('documents.link.revokeText'),
      confirm: t('documents.link.revoke'),
      cancel: t('common.cancel'),
      onConfirm: () => revoke.mutate(),
    });

  const validDays = Number.isInteger(days) && days >= LINK_DAYS.min && days <= LINK_DAYS.max;
  return (
    <Stack gap="xs" component="section" aria-label={t('documents.link.title')}>
      <Title order={5}>{t('documents.link.title')}</Title>
      {link ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t('documents.link.url')}
              value={link.url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('common.copied') : t('documents.link.copy')}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    mb={2}
                    color={copied ? 'teal' : undefined}
                    aria-label={t('documents.link.copy')}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t('documents.link.expires', { at: formatDateTime(link.expiresAt, locale) })}</Text>
          <Text size="sm" c="dimmed">
            {link.openCount === 0
              ? t('documents.link.neverOpened')
              : countText(
                  t,
                  link.openCount,
                  { one: 'documents.link.opened.one', many: 'documents.link.opened' },
                  { at: formatDateTime(link.openedAt, locale) },
                )}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('documents.link.none')}
        </Text>
      )}
      {dirty && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} p="xs">
          {t('documents.link.savedOnly')}
        </Alert>
      )}
      <Group gap="xs" align="flex-end">
        <NumberInput
          label={t('documents.link.days')}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number.NaN)}
          min={LINK_DAYS.min}
          max={LINK_DAYS.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={120}
        />
        <Button
          variant="light"
          leftSection={<IconLink size={16} />}
          disabled={!validDays}
          loading={create.isPending}
          onClick={confirmCreate}
        >
          {link ? t('documents.link.replace') : t('documents.link.create')}
        </Button>
        {link && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={16} />}
            loading={revoke.isPending}
            onClick={confirmRevoke}
          >
            {t('documents.link.revoke')}
          </Button>
        )}
      </Group>
      <DocumentError error={create.error ?? revoke.error} />
    </Stack>
  );
}
