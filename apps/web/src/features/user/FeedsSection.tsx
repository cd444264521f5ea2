import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { trpc } from '../../trpc';
import { CopyUrlField } from '../forms/CopyUrlField';
import { confirmDestructive } from '../forms/confirm';
import { Section } from './Section';

type Scope = 'mine' | 'all';
const scopes: Scope[] = ['mine', 'all'];

/** The person's own calendar feeds ("all my shows", "all shows"), to copy into a calendar app, each revocable. */
export function FeedsSection() {
  const t = useT();
  // made on first asking, so the address comes from a mutation, run once when the section opens
  const feeds = useMutation({
    ...trpc.events.calendar.myFeeds.mutationOptions(),
    meta: { errorDisplay: 'inline' },
  });
  const { mutate } = feeds;
  useEffect(() => mutate({}), [mutate]);

  const revoke = (scope: Scope) =>
    confirmDestructive({
      title: t('calendar.subscribe.rotateTitle'),
      text: t('calendar.subscribe.rotateText'),
      confirm: t('calendar.subscribe.rotate'),
      cancel: t('common.cancel'),
      onConfirm: () =>
        mutate({ rotate: scope }, { onSuccess: () => showSuccess(t('calendar.subscribe.rotated')) }),
    });

  return (
    <Section title={t('profile.feeds.title')}>
      <Text size="sm" c="dimmed">
        {t('profile.feeds.text')}
      </Text>
      {scopes.map((scope) => (
        <Stack key={scope} gap={4}>
          <CopyUrlField
            label={t(`profile.feeds.${scope}`)}
            url={feeds.data?.find((feed) => feed.scope === scope)?.url ?? ''}
            error={feeds.isError ? errorMessageOf(feeds.error) : undefined}
          />
          <Group>
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconRefresh size={14} />}
              onClick={() => revoke(scope)}
              disabled={!feeds.data}
            >
              {t(`profile.feeds.revoke.${scope}`)}
            </Button>
          </Group>
        </Stack>
      ))}
    </Section>
  );
}
