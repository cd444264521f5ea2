import {
  ActionIcon,
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
import { IconCheck, IconCopy, IconLink, IconLinkOff } from '@tabler/icons-react';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/toast';
import { confirmDestructive } from './confirm';

/** The message groups a link panel reads its texts from (the same keys under each). */
export type LinkMessages = 'documents.link' | 'counterparty.link' | 'advance.daySheet.link';

/**
 * The options of the mutation that makes a link (its answer, the new link) or revokes it
 * (`revoked`): the panel's query `queryKey` shows the change at once and a toast says `message`;
 * a refusal shows in the panel.
 */
export const linkChange = (
  queryClient: QueryClient,
  queryKey: QueryKey,
  message: string,
  revoked = false,
) => ({
  meta: { errorDisplay: 'inline' as const },
  onSuccess: (answer: unknown) => {
    queryClient.setQueryData(queryKey, revoked ? null : answer);
    showSuccess(message);
  },
});

/**
 * An expiring link someone outside the office opens (a contract's share link, a counterparty's
 * form): the address with a copy button, its expiry and use, and making a new one for N days or
 * revoking it, each asked first when it stops a link already sent.
 */
export function LinkPanel({
  messages: m,
  link,
  usage,
  children,
  days: limits,
  creating,
  revoking,
  onCreate,
  onRevoke,
}: {
  messages: LinkMessages;
  link: { url: string; expiresAt: Date } | null;
  /** Whether and when the link was opened. */
  usage: ReactNode;
  /** Notes and errors, under the buttons. */
  children?: ReactNode;
  days: { min: number; max: number; default: number };
  creating: boolean;
  revoking: boolean;
  onCreate: (days: number) => void;
  onRevoke: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const [days, setDays] = useState<number>(limits.default);
  const create = () => onCreate(days);
  const confirmCreate = () =>
    link
      ? confirmDestructive({
          title: t(`${m}.replaceTitle`),
          text: t(`${m}.replaceText`),
          confirm: t(`${m}.replace`),
          cancel: t('common.cancel'),
          onConfirm: create,
        })
      : create();
  const confirmRevoke = () =>
    confirmDestructive({
      title: t(`${m}.revokeTitle`),
      text: t(`${m}.revokeText`),
      confirm: t(`${m}.revoke`),
      cancel: t('common.cancel'),
      onConfirm: onRevoke,
    });
  const validDays = Number.isInteger(days) && days >= limits.min && days <= limits.max;

  return (
    <Stack gap="xs" component="section" aria-label={t(`${m}.title`)}>
      <Title order={5}>{t(`${m}.title`)}</Title>
      {link ? (
        <>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput
              label={t(`${m}.url`)}
              value={link.url}
              readOnly
              flex={1}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={link.url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t('common.copied') : t(`${m}.copy`)}>
                  <ActionIcon
                    variant="light"
                    size="lg"
                    mb={2}
                    color={copied ? 'teal' : undefined}
                    aria-label={t(`${m}.copy`)}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t(`${m}.expires`, { at: formatDateTime(link.expiresAt, locale) })}</Text>
          <Text size="sm" c="dimmed">
            {usage}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t(`${m}.none`)}
        </Text>
      )}
      <Group gap="xs" align="flex-end">
        <NumberInput
          label={t(`${m}.days`)}
          value={days}
          onChange={(value) => setDays(typeof value === 'number' ? value : Number.NaN)}
          min={limits.min}
          max={limits.max}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={120}
        />
        <Button
          variant="light"
          leftSection={<IconLink size={16} />}
          disabled={!validDays}
          loading={creating}
          onClick={confirmCreate}
        >
          {link ? t(`${m}.replace`) : t(`${m}.create`)}
        </Button>
        {link && (
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconLinkOff size={16} />}
            loading={revoking}
            onClick={confirmRevoke}
          >
            {t(`${m}.revoke`)}
          </Button>
        )}
      </Group>
      {children}
    </Stack>
  );
}
