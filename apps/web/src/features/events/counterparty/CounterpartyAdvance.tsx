import type { AppRouter } from '@bolo/api';
import { formatTime } from '@bolo/templating/format';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  FileButton,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCheck, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { showSuccess } from '../../../lib/toast';
import { trpc } from '../../../trpc';
import { UploadProblem } from '../../forms/UploadProblem';
import { DOCUMENT_TYPES, useDocumentUpload } from '../../forms/use-document-upload';
import { dayText, itemName, stepName, stepsByDay } from '../advance/advance';
import { linkReads } from './parties';

type PublicAdvance = NonNullable<inferRouterOutputs<AppRouter>['counterparty']['advanceView']>;
type Person = PublicAdvance['travellingParty'][number];
type Guest = PublicAdvance['guestList'][number];

/**
 * The show's advance on the artist's link (issue 32): the schedule to confirm step by step, the
 * technical points to send the stage plot and input list to, the travelling party and the guest
 * list. Everything sent waits for the office; nothing shows on a link that does not carry it.
 */
export function CounterpartyAdvance({ token }: { token: string }) {
  const t = useT();
  const view = useQuery({ ...trpc.counterparty.advanceView.queryOptions({ token }), ...linkReads });
  const advance = view.data;
  if (!advance) return null;
  const title = t('counterparty.advance.title');
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text size="sm">{t('counterparty.advance.intro')}</Text>
        </Stack>
        <Schedule token={token} advance={advance} />
        <Technical token={token} advance={advance} />
        <PeopleForm
          token={token}
          kind="travelling"
          initial={advance.travellingParty}
          blank={{ name: '', role: 'other', job: '', phone: '' }}
        />
        <PeopleForm
          token={token}
          kind="guests"
          initial={advance.guestList}
          blank={{ name: '', plusOnes: 0, askedBy: '' }}
        />
      </Stack>
    </Card>
  );
}

/** What the link's answers replace: the advance as the page shows it. */
function useAdvanceAnswer(token: string) {
  const queryClient = useQueryClient();
  const queryKey = trpc.counterparty.advanceView.queryKey({ token });
  return {
    set: (next: PublicAdvance | null) => queryClient.setQueryData(queryKey, next),
    reload: () => queryClient.invalidateQueries({ queryKey }),
  };
}

function Schedule({ token, advance }: { token: string; advance: PublicAdvance }) {
  const t = useT();
  const locale = useLocale();
  const answer = useAdvanceAnswer(token);
  const confirm = useMutation(
    trpc.counterparty.confirmSchedule.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: answer.set,
    }),
  );
  const days = stepsByDay(advance.schedule);
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('counterparty.advance.schedule')}
      </Title>
      {days.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('counterparty.advance.scheduleEmpty')}
        </Text>
      )}
      {days.map(([day, steps]) => (
        <Stack key={day} gap={4}>
          <Title order={4} size="h6">
            {dayText(day, advance.date, locale, t)}
          </Title>
          <Stack component="ol" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {steps.map((step) => {
              const name = stepName(step, t);
              const time = `${formatTime(step.time)}${step.endTime ? `–${formatTime(step.endTime)}` : ''}`;
              return (
                <Group component="li" key={step.id} justify="space-between" wrap="wrap" gap="xs">
                  <Group gap="sm" wrap="wrap" miw={0}>
                    <Text fw={600} ff="monospace" size="sm">
                      {time}
                    </Text>
                    <Text size="sm">{name}</Text>
                    {step.place && (
                      <Text size="sm" c="dimmed">
                        {step.place}
                      </Text>
                    )}
                  </Group>
                  {step.confirmed ? (
                    <Badge color="teal" variant="light" leftSection={<IconCheck size={12} />}>
                      {t('counterparty.advance.confirmed')}
                    </Badge>
                  ) : step.confirmationSent ? (
                    <Badge color="gray" variant="light">
                      {t('counterparty.advance.waiting')}
                    </Badge>
                  ) : (
                    <Button
                      size="xs"
                      variant="light"
                      disabled={confirm.isPending}
                      aria-label={t('counterparty.advance.confirmStep', { name, time })}
                      onClick={() => confirm.mutate({ token, scheduleItemId: step.id })}
                    >
                      {t('counterparty.advance.confirm')}
                    </Button>
                  )}
                </Group>
              );
            })}
          </Stack>
        </Stack>
      ))}
      {confirm.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {confirm.error.message}
        </Alert>
      )}
    </Stack>
  );
}

function Technical({ token, advance }: { token: string; advance: PublicAdvance }) {
  const t = useT();
  const answer = useAdvanceAnswer(token);
  const files = useDocumentUpload({
    failed: t('counterparty.public.uploadFailed'),
    network: t('counterparty.public.network'),
  });
  const upload = async (itemId: number, file: File | null) => {
    // the token in the address: the server checks it before it reads the file
    const sent = await files.send(
      String(itemId),
      `/api/datosContraparte/avance/archivos?token=${encodeURIComponent(token)}&itemId=${itemId}`,
      'files',
      file,
    );
    if (sent === null) return;
    await answer.reload();
    showSuccess(t('counterparty.advance.sent'));
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('counterparty.advance.technical')}
      </Title>
      <Text size="sm" c="dimmed">
        {advance.technical.length === 0
          ? t('counterparty.advance.technicalEmpty')
          : t('counterparty.advance.technicalHint')}
      </Text>
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
        {advance.technical.map((item) => {
          const name = itemName(item, t);
          return (
            <Stack component="li" key={item.id} gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm" fw={600}>
                  {name}
                </Text>
                <FileButton accept={DOCUMENT_TYPES.join(',')} onChange={(file) => void upload(item.id, file)}>
                  {(props) => (
                    <Button
                      {...props}
                      size="xs"
                      variant="light"
                      leftSection={<IconUpload size={14} />}
                      loading={files.sending?.key === String(item.id)}
                      aria-label={t('counterparty.advance.uploadTo', { name })}
                    >
                      {t('counterparty.advance.upload')}
                    </Button>
                  )}
                </FileButton>
              </Group>
              {item.details && (
                <Text size="xs" c="dimmed">
                  {item.details}
                </Text>
              )}
              {item.files.map((file) => (
                <Text key={file.id} size="xs">
                  {file.name} ·{' '}
                  {t(file.pending ? 'counterparty.advance.filePending' : 'counterparty.advance.fileAccepted')}
                </Text>
              ))}
            </Stack>
          );
        })}
      </Stack>
      <UploadProblem upload={files} />
    </Stack>
  );
}

/** A row of either list's form. */
type Row = Person | Guest;

/** The travelling party's or the guest list's form: a row a name, added and removed; sent whole. */
function PeopleForm({
  token,
  kind,
  initial,
  blank,
}: {
  token: string;
  kind: 'travelling' | 'guests';
  initial: Row[];
  blank: Row;
}) {
  const t = useT();
  const answer = useAdvanceAnswer(token);
  const [rows, setRows] = useState<Row[]>(initial.length > 0 ? initial : [blank]);
  const onSuccess = (next: PublicAdvance | null) => {
    answer.set(next);
    showSuccess(t('counterparty.advance.sent'));
  };
  const options = { meta: { errorDisplay: 'inline' as const }, onSuccess };
  const people = useMutation(trpc.counterparty.sendTravellingParty.mutationOptions(options));
  const guests = useMutation(trpc.counterparty.sendGuestList.mutationOptions(options));
  const send = kind === 'travelling' ? people : guests;
  const named = rows.filter((row) => row.name.trim() !== '');
  const submit = () =>
    kind === 'travelling'
      ? people.mutate({ token, people: named as Person[] })
      : guests.mutate({ token, guests: named as Guest[] });
  const edit = (index: number, patch: Partial<Person & Guest>) =>
    setRows((current) => current.map((row, i) => (i === index ? ({ ...row, ...patch } as Row) : row)));
  const words = kind === 'travelling' ? 'person' : 'guest';
  const title = t(kind === 'travelling' ? 'counterparty.advance.travelling' : 'counterparty.advance.guests');
  return (
    <Stack
      gap="xs"
      component="form"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Title order={3} size="h5">
        {title}
      </Title>
      {rows.map((row, index) => {
        const number = String(index + 1);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id until sent, and are edited in place
          <Group key={index} gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              label={t(`counterparty.advance.${words}.name`, { number })}
              value={row.name}
              maxLength={200}
              onChange={(event) => edit(index, { name: event.currentTarget.value })}
              miw={160}
              style={{ flex: 2 }}
            />
            {'role' in row ? (
              <>
                <NativeSelect
                  label={t('counterparty.advance.person.role', { number })}
                  data={(['tour_manager', 'other'] as const).map((role) => ({
                    value: role,
                    label: t(`advance.role.${role}`),
                  }))}
                  value={row.role}
                  onChange={(event) => edit(index, { role: event.currentTarget.value as Person['role'] })}
                />
                <TextInput
                  label={t('counterparty.advance.person.job', { number })}
                  value={row.job}
                  maxLength={100}
                  onChange={(event) => edit(index, { job: event.currentTarget.value })}
                  style={{ flex: 1 }}
                  miw={120}
                />
                <TextInput
                  label={t('counterparty.advance.person.phone', { number })}
                  value={row.phone}
                  maxLength={50}
                  type="tel"
                  onChange={(event) => edit(index, { phone: event.currentTarget.value })}
                  miw={120}
                />
              </>
            ) : (
              <>
                <NumberInput
                  label={t('counterparty.advance.guest.plusOnes', { number })}
                  value={row.plusOnes}
                  min={0}
                  max={10}
                  allowDecimal={false}
                  onChange={(value) => edit(index, { plusOnes: Number(value) || 0 })}
                  w={120}
                />
                <TextInput
                  label={t('counterparty.advance.guest.askedBy', { number })}
                  value={row.askedBy}
                  maxLength={200}
                  onChange={(event) => edit(index, { askedBy: event.currentTarget.value })}
                  style={{ flex: 1 }}
                  miw={120}
                />
              </>
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t(`counterparty.advance.${words}.remove`, { number })}
              disabled={rows.length === 1}
              onClick={() => setRows((current) => current.filter((_, i) => i !== index))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        );
      })}
      <Group justify="space-between">
        <Button
          variant="subtle"
          leftSection={<IconPlus size={14} />}
          onClick={() => setRows((current) => [...current, blank])}
        >
          {t(`counterparty.advance.${words}.add`)}
        </Button>
        <Button type="submit" loading={send.isPending} disabled={named.length === 0}>
          {t(
            kind === 'travelling' ? 'counterparty.advance.sendTravelling' : 'counterparty.advance.sendGuests',
          )}
        </Button>
      </Group>
      {send.isError && (
        <Alert color="red" icon={<IconAlertCircle size={18} />}>
          {send.error.message}
        </Alert>
      )}
    </Stack>
  );
}
