import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle, IconRefresh, IconRss } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { CopyUrlField } from '../../forms/CopyUrlField';
import { confirmDestructive } from '../../forms/confirm';

export interface CalendarOption {
  id: number;
  name: string;
}

/** "Subscribe": the secret iCal address of a calendar, to copy into a phone, and its rotation. */
export function SubscribeButton({
  calendars,
  calendarId,
}: {
  calendars: CalendarOption[];
  /** The calendar the page is filtered by: the one offered first. */
  calendarId: number | undefined;
}) {
  const t = useT();
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconRss size={16} />} onClick={open}>
        {t('calendar.subscribe')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('calendar.subscribe.title')} size="lg" centered>
        {opened && <SubscribePanel calendars={calendars} initialId={calendarId} onClose={close} />}
      </Modal>
    </>
  );
}

function SubscribePanel({
  calendars,
  initialId,
  onClose,
}: {
  calendars: CalendarOption[];
  initialId: number | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [calendarId, setCalendarId] = useState(initialId ?? calendars[0]?.id);
  const feed = useQuery({
    ...trpc.events.calendar.feed.queryOptions({ calendarId: calendarId ?? 0 }),
    enabled: calendarId !== undefined,
    meta: { errorDisplay: 'inline' },
  });
  const rotate = useMutation({
    ...trpc.events.calendar.rotateFeed.mutationOptions(),
    onSuccess: (rotated) => {
      queryClient.setQueryData(
        trpc.events.calendar.feed.queryKey({ calendarId: rotated.calendarId }),
        rotated,
      );
      showSuccess(t('calendar.subscribe.rotated'));
    },
  });

  if (calendarId === undefined) {
    return (
      <Stack>
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />}>
          {t('calendar.subscribe.none')}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('calendar.subscribe.close')}</Button>
        </Group>
      </Stack>
    );
  }

  const confirmRotate = () =>
    confirmDestructive({
      title: t('calendar.subscribe.rotateTitle'),
      text: t('calendar.subscribe.rotateText'),
      confirm: t('calendar.subscribe.rotate'),
      cancel: t('common.cancel'),
      onConfirm: () => rotate.mutate({ calendarId }),
    });

  const url = feed.data?.url ?? '';
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('calendar.subscribe.text')}
      </Text>
      <Select
        label={t('calendar.subscribe.calendar')}
        data={calendars.map((calendar) => ({ value: String(calendar.id), label: calendar.name }))}
        value={String(calendarId)}
        onChange={(value) => value && setCalendarId(Number(value))}
        allowDeselect={false}
        searchable
      />
      <CopyUrlField
        label={t('calendar.subscribe.url')}
        url={url}
        error={feed.isError ? errorMessageOf(feed.error) : undefined}
      />
      <Group justify="space-between">
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconRefresh size={16} />}
          onClick={confirmRotate}
          loading={rotate.isPending}
          disabled={!url}
        >
          {t('calendar.subscribe.rotate')}
        </Button>
        <Button onClick={onClose}>{t('calendar.subscribe.close')}</Button>
      </Group>
    </Stack>
  );
}
