import { ActionIcon, Anchor, Popover, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMailExclamation } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { trpc, useMe } from '../../trpc';
import { ADMIN_ROLE, roleAllows } from './access';

/** How often the header asks again whether mail goes out (the sender's failures are not pushed). */
const STATE_EVERY_MS = 60_000;

/** The header's mail warning, for administrators only (the server refuses the state to others). */
export function MailWarning() {
  const me = useMe();
  return roleAllows(me?.role, ADMIN_ROLE) ? <Warning /> : null;
}

/** Shown while mail reaches nobody (no SMTP server) or the last mail tried failed; a link to the mailbox. */
function Warning() {
  const t = useT();
  const locale = useLocale();
  const state = useQuery({ ...trpc.mail.state.queryOptions(), refetchInterval: STATE_EVERY_MS }).data;
  const [opened, popover] = useDisclosure(false);
  if (!state || (state.smtp && !state.lastFailure)) return null;
  const { lastFailure } = state;
  const title = lastFailure ? t('mailbox.warning.failed') : t('mailbox.warning.noSmtp');
  return (
    <Popover
      position="bottom-end"
      width={320}
      shadow="md"
      withArrow
      opened={opened}
      onChange={(open) => (open ? popover.open() : popover.close())}
    >
      <Popover.Target>
        <ActionIcon
          variant="filled"
          color={lastFailure ? 'red' : 'yellow'}
          onClick={popover.toggle}
          size="lg"
          aria-label={title}
          data-testid="mail-warning"
        >
          <IconMailExclamation size={22} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Text fw={700} size="sm">
            {title}
          </Text>
          {lastFailure && (
            <Text size="sm">
              {t('mailbox.warning.failed.text', {
                subject: lastFailure.subject,
                error: lastFailure.error ?? '',
              })}
            </Text>
          )}
          {!state.smtp && <Text size="sm">{t('mailbox.warning.noSmtp.text')}</Text>}
          <Anchor
            size="sm"
            fw={600}
            renderRoot={(props) => (
              <Link
                to="/{-$locale}/administrations"
                params={{ locale: paramOfLocale(locale) }}
                search={{ tab: 'mail' }}
                {...props}
                onClick={popover.close}
              />
            )}
          >
            {t('mailbox.warning.open')}
          </Anchor>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
