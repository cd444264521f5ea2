import { Button, Group, Loader, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useT } from '../../../i18n';
import { trpc } from '../../../trpc';
import { ErrorAlert } from '../../forms/ErrorAlert';

/**
 * The live check of what is being written (asked a moment after the last key): whether the
 * subject and body compile and, when not, where and why, as the save would refuse them.
 */
export function CheckStatus({
  subject,
  body,
  onGoToLine,
}: {
  subject: string;
  body: string;
  onGoToLine: (line: number) => void;
}) {
  const t = useT();
  const check = useQuery({
    ...trpc.templates.check.queryOptions({ subject, body }),
    placeholderData: keepPreviousData,
    meta: { errorDisplay: 'silent' },
  });
  const result = check.data;
  if (!result)
    return (
      <Group gap="xs" c="dimmed" aria-live="polite">
        {check.isFetching && <Loader size="xs" />}
        <Text size="sm">{check.isFetching ? t('templates.check.checking') : ''}</Text>
      </Group>
    );
  if (result.ok)
    return (
      <Group gap={6} c="teal" aria-live="polite">
        <IconCircleCheck size={16} />
        <Text size="sm">{t('templates.check.ok')}</Text>
      </Group>
    );
  const line = result.line ?? 1;
  return (
    <ErrorAlert
      title={t(result.field === 'subject' ? 'templates.check.subject' : 'templates.check.body', { line })}
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">{result.message}</Text>
        {result.field === 'body' && (
          <Button size="compact-xs" variant="white" color="red" onClick={() => onGoToLine(line)}>
            {t('templates.check.goTo')}
          </Button>
        )}
      </Group>
    </ErrorAlert>
  );
}
