import { Badge, Stack, Text } from '@mantine/core';
import { countText, useLocale, useT } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import type { MailRow, MailStatus } from './types';

const statusColor: Record<MailStatus, string> = {
  queued: 'blue',
  sent: 'green',
  local: 'gray',
  failed: 'red',
};

/** A mail's status, with the attempts, the last error and the next attempt when there are any. */
export function MailStatusBadge({ mail }: { mail: MailRow }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={statusColor[mail.status]} variant="light">
        {t(`mailbox.status.${mail.status}`)}
      </Badge>
      {mail.attempts > 0 && (
        <Text size="xs" c="dimmed">
          {countText(t, mail.attempts, {
            one: 'mailbox.failedAttempts.one',
            many: 'mailbox.failedAttempts.many',
          })}
        </Text>
      )}
      {mail.status === 'queued' && mail.attempts > 0 && (
        <Text size="xs" c="dimmed">
          {t('mailbox.nextAttempt', { date: formatDateTime(mail.nextAttemptAt, locale) })}
        </Text>
      )}
      {mail.error && (
        <Text size="xs" c="red" lineClamp={2} maw={320} title={mail.error}>
          {mail.error}
        </Text>
      )}
    </Stack>
  );
}
