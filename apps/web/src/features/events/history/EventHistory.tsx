import {
  Alert,
  Avatar,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Timeline,
  Title,
} from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconAlertCircle, IconArrowRight, IconNote } from '@tabler/icons-react';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorMessageOf } from '../../../lib/api-errors';
import { formatDateTime } from '../../../lib/format';
import { usePagedTable } from '../../../lib/paged-table';
import { queryClient, trpc } from '../../../trpc';
import { type AuditLine, changeText, fieldText, partText } from './audit-text';

/** An event's history: the team's dated notes and the trail of who changed which field when. */
export function EventHistory({ eventId }: { eventId: number }) {
  return (
    <Stack gap="md">
      <Annotations eventId={eventId} />
      <AuditTrail eventId={eventId} />
    </Stack>
  );
}

function Annotations({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const [text, setText] = useState('');
  const listKey = trpc.events.annotations.list.queryKey({ id: eventId });
  const notes = useQuery(trpc.events.annotations.list.queryOptions({ id: eventId }));
  const add = useMutation({
    ...trpc.events.annotations.add.mutationOptions(),
    meta: { errorDisplay: 'inline' },
    onSuccess: (annotation) => {
      setText('');
      // shown at once at the top; the list is read again for notes others added meanwhile
      queryClient.setQueryData(listKey, (previous) => [annotation, ...(previous ?? [])]);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
  const note = text.trim();
  const submit = () => {
    if (note && !add.isPending) add.mutate({ id: eventId, text: note });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('history.notes')}>
      <Stack gap="md">
        <Title order={4}>{t('history.notes')}</Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="xs">
            <Textarea
              label={t('history.note.label')}
              placeholder={t('history.note.placeholder')}
              autosize
              minRows={2}
              maxRows={8}
              maxLength={5_000}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              onKeyDown={getHotkeyHandler([['mod+Enter', submit]])}
              error={add.isError ? errorMessageOf(add.error) : undefined}
            />
            <Group justify="space-between">
              <Text size="xs" c="dimmed">
                {t('history.note.hint')}
              </Text>
              <Button
                type="submit"
                size="xs"
                leftSection={<IconNote size={14} />}
                disabled={!note}
                loading={add.isPending}
              >
                {t('history.note.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        {notes.isLoading ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : notes.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('history.notes.error')}
          </Alert>
        ) : notes.data?.length ? (
          <Timeline bulletSize={28} lineWidth={2}>
            {notes.data.map((annotation) => {
              const author = annotation.authorName ?? t('history.unknownUser');
              return (
                <Timeline.Item
                  key={annotation.id}
                  bullet={<Avatar size={24} radius="xl" color="initials" name={author} />}
                  title={
                    <Group gap="xs" wrap="wrap">
                      <Text fw={600} size="sm">
                        {author}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(annotation.createdAt, locale)}
                      </Text>
                    </Group>
                  }
                >
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {annotation.text}
                  </Text>
                </Timeline.Item>
              );
            })}
          </Timeline>
        ) : (
          <Text size="sm" c="dimmed" ta="center" py="sm">
            {t('history.notes.empty')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function AuditTrail({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const { page, size, tableProps } = usePagedTable('history.audit.perPage');
  const audit = useQuery({
    ...trpc.events.audit.queryOptions({ id: eventId, page, size }),
    placeholderData: keepPreviousData,
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('history.audit')}>
      <Stack gap="md">
        <Title order={4}>{t('history.audit')}</Title>
        {audit.isError && !audit.data ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('history.audit.error')}
          </Alert>
        ) : (
          <DataTable
            {...tableProps}
            minHeight={audit.data?.total ? undefined : 160}
            fetching={audit.isFetching}
            records={audit.data?.items ?? []}
            totalRecords={audit.data?.total ?? 0}
            noRecordsText={t('history.audit.empty')}
            verticalAlign="top"
            columns={[
              {
                accessor: 'at',
                title: t('history.audit.when'),
                width: 150,
                render: (line) => (
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(line.at, locale)}
                  </Text>
                ),
              },
              {
                accessor: 'userName',
                title: t('history.audit.who'),
                render: (line) => line.userName ?? t('history.unknownUser'),
              },
              {
                accessor: 'field',
                title: t('history.audit.what'),
                render: (line) => (
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {fieldText(line, t)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {partText(line.part, t)}
                    </Text>
                  </Stack>
                ),
              },
              {
                accessor: 'newValue',
                title: t('history.audit.change'),
                render: (line) => <Change line={line} />,
              },
            ]}
          />
        )}
      </Stack>
    </Paper>
  );
}

function Change({ line }: { line: AuditLine }) {
  const t = useT();
  const locale = useLocale();
  const { before, after } = changeText(line, locale, t);
  if (!before && !after) return null;
  if (!before) return <Text size="sm">{after}</Text>;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Text
        size="sm"
        c="dimmed"
        td={before === '—' ? undefined : 'line-through'}
        style={{ overflowWrap: 'anywhere' }}
      >
        {before}
      </Text>
      <IconArrowRight size={14} style={{ flexShrink: 0, marginTop: 3 }} />
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {after}
      </Text>
    </Group>
  );
}
