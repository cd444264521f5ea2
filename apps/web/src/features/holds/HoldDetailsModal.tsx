import { DEFAULT_CHALLENGE_HOURS, MAX_CHALLENGE_HOURS, mayChangeHold } from '@bolo/api/holds/public';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Stack,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorCodeOf, errorMessageOf } from '../../lib/api-errors';
import { formatDateTime } from '../../lib/format';
import { showSuccess } from '../../lib/toast';
import { trpc, useMe } from '../../trpc';
import { ADMIN_ROLE, roleAllows } from '../admin/access';
import { useCan } from '../auth/guard';
import { dayLabel } from '../events/calendar/labels';
import { addDays } from '../events/calendar/period';
import { confirmDestructive } from '../forms/confirm';
import { ErrorAlert } from '../forms/ErrorAlert';
import { levelLabel } from './level-label';
import type { CalendarHold } from './use-calendar-holds';
import { useRefreshHolds } from './use-refresh-holds';

/**
 * A hold's details and what can be done with it: release it (asked first) or confirm the 1st into an
 * event (its owner, or a HoldsAdmin), or challenge the 1st from the 2nd (its owner only). `queue` is the active holds the calendar shows, to name
 * the challenger and the hold a challenge was made on.
 */
export function HoldDetailsModal({
  holdId,
  queue,
  onClose,
}: {
  holdId: number;
  queue: readonly CalendarHold[];
  onClose: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const found = useQuery({
    ...trpc.holds.find.queryOptions({ id: holdId }),
    meta: { errorDisplay: 'inline' },
  });
  const hold = found.data;
  const level = hold ? levelLabel(hold.level, locale) : '';

  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="lg"
      title={hold ? t('holds.details.title', { level, hall: hold.hallName }) : t('holds.hold')}
    >
      {found.isPending && <Loader size="sm" aria-label={t('app.loading')} />}
      {found.isError && <ErrorAlert>{errorMessageOf(found.error)}</ErrorAlert>}
      {hold && <HoldDetails hold={hold} queue={queue} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t('holds.close')}
        </Button>
      </Group>
    </Modal>
  );
}

type Hold = CalendarHold;

function HoldDetails({ hold, queue }: { hold: Hold; queue: readonly CalendarHold[] }) {
  const t = useT();
  const locale = useLocale();
  const level = levelLabel(hold.level, locale);
  const dates =
    hold.dateTo === hold.dateFrom
      ? dayLabel(hold.dateFrom, locale)
      : `${dayLabel(hold.dateFrom, locale)} – ${dayLabel(hold.dateTo, locale)}`;
  const rows: [string, ReactNode][] = [
    // a released or confirmed hold has left the queue: no place in it to show
    hold.status === 'active'
      ? [
          t('holds.details.level'),
          <Badge key="level" variant="outline" color="grape">
            {level}
          </Badge>,
        ]
      : [t('holds.details.state'), t(`holds.details.state.${hold.status}`)],
    [t('holds.details.artist'), hold.artistName],
    [t('holds.details.dates'), dates],
    [t('holds.details.owner'), hold.ownerName ?? t('holds.details.noOwner')],
    [t('holds.details.expires'), formatDateTime(hold.expiresAt, locale)],
    [t('holds.details.notes'), hold.notes || t('holds.details.noNotes')],
    [t('holds.details.challenge'), <ChallengeState key="challenge" hold={hold} queue={queue} />],
  ];
  return (
    <Stack gap="sm">
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={170}>{label}</Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {hold.status === 'confirmed' && hold.eventId !== null ? (
        <Confirmed eventId={hold.eventId} />
      ) : hold.status === 'active' ? (
        <HoldActions hold={hold} queue={queue} />
      ) : (
        <Text c="dimmed">{t('holds.details.gone')}</Text>
      )}
    </Stack>
  );
}

/** Who challenged the hold (and by when it must be confirmed), or the 1st this hold challenged. */
function ChallengeState({ hold, queue }: { hold: Hold; queue: readonly CalendarHold[] }) {
  const t = useT();
  const locale = useLocale();
  if (hold.challengedBy !== null && hold.challengeDeadline) {
    const challenger = queue.find((other) => other.id === hold.challengedBy);
    return t('holds.details.challenged', {
      level: challenger ? levelLabel(challenger.level, locale) : '',
      artist: challenger?.artistName ?? '',
      deadline: formatDateTime(hold.challengeDeadline, locale),
    });
  }
  const challenged = queue.find((other) => other.challengedBy === hold.id);
  if (challenged?.challengeDeadline)
    return t('holds.details.challenging', { deadline: formatDateTime(challenged.challengeDeadline, locale) });
  return t('holds.details.noChallenge');
}

/** A confirmed hold is an event now: the way to it. */
function Confirmed({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title={t('holds.confirmed')}>
      <Button
        size="xs"
        variant="white"
        renderRoot={(props) => (
          <Link
            {...props}
            to="/{-$locale}/event/{-$id}"
            params={{ locale: paramOfLocale(locale), id: String(eventId) }}
          />
        )}
      >
        {t('holds.openEvent')}
      </Button>
    </Alert>
  );
}

function HoldActions({ hold, queue }: { hold: Hold; queue: readonly CalendarHold[] }) {
  const t = useT();
  const locale = useLocale();
  const refresh = useRefreshHolds();
  // confirming writes the event's artist and hall as parties: what creating that event asks of the role
  const mayWriteGeneral = useCan('InfoGeneral');
  const mayWriteParties = useCan('DatosContraparte');
  const me = useMe();
  // the server decides; this only hides what it would refuse
  const mayChange = me ? mayChangeHold(me, hold) : false;
  const canConfirm = mayChange && mayWriteGeneral && mayWriteParties;
  const mayChallenge = me?.id === hold.ownerId;
  const [hours, setHours] = useState<number>(DEFAULT_CHALLENGE_HOURS);
  const options = { meta: { errorDisplay: 'silent' as const }, onSettled: refresh };
  const release = useMutation({ ...trpc.holds.release.mutationOptions(), ...options });
  const confirm = useMutation({ ...trpc.holds.confirm.mutationOptions(), ...options });
  const challenge = useMutation({ ...trpc.holds.challenge.mutationOptions(), ...options });
  const failed = [release, confirm, challenge].find((mutation) => mutation.isError);
  const busy = release.isPending || confirm.isPending || challenge.isPending;
  const alreadyChallenging = queue.some((other) => other.challengedBy === hold.id);
  // a booked date is confirmed over only by an administrator, who says why (kept in the event's history)
  const [reason, setReason] = useState('');
  const mayOverride =
    roleAllows(me?.role, ADMIN_ROLE) && confirm.isError && errorCodeOf(confirm.error) === 'hold_date_booked';
  const level = levelLabel(hold.level, locale);
  // a hold of several days: release, confirm and challenge act on the days ticked (issue 27)
  const allDays = daysOf(hold);
  const [days, setDays] = useState<string[]>(allDays);
  const chosen = allDays.length > 1 ? { days } : {};

  const askRelease = () =>
    confirmDestructive({
      title: t('holds.release.title'),
      text: t('holds.release.text', { level, artist: hold.artistName, hall: hold.hallName }),
      confirm: t('holds.release'),
      cancel: t('common.cancel'),
      onConfirm: () =>
        release.mutate({ id: hold.id, ...chosen }, { onSuccess: () => showSuccess(t('holds.released')) }),
    });

  return (
    <Stack gap="sm">
      {failed && <ErrorAlert title={t('holds.actionFailed')}>{errorMessageOf(failed.error)}</ErrorAlert>}
      {allDays.length > 1 && (mayChange || canConfirm || (hold.level === 2 && mayChallenge)) && (
        <Checkbox.Group
          label={t('holds.days')}
          description={t('holds.days.hint')}
          value={days}
          onChange={setDays}
        >
          <Group gap="md" mt={4}>
            {allDays.map((day) => (
              <Checkbox key={day} value={day} label={dayLabel(day, locale)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {hold.level === 2 && mayChallenge && !alreadyChallenging && (
        <Group align="flex-end" gap="sm">
          <NumberInput
            label={t('holds.challenge.hours')}
            value={hours}
            onChange={(value) => setHours(typeof value === 'number' ? value : DEFAULT_CHALLENGE_HOURS)}
            min={1}
            max={MAX_CHALLENGE_HOURS}
            allowDecimal={false}
            w={220}
          />
          <Button
            variant="light"
            color="orange"
            disabled={busy || days.length === 0}
            loading={challenge.isPending}
            onClick={() =>
              challenge.mutate(
                { id: hold.id, hours, ...chosen },
                { onSuccess: () => showSuccess(t('holds.challenged')) },
              )
            }
          >
            {t('holds.challenge')}
          </Button>
        </Group>
      )}
      <Group justify="space-between">
        {mayChange && (
          <Button
            variant="light"
            color="red"
            disabled={busy || days.length === 0}
            loading={release.isPending}
            onClick={askRelease}
          >
            {t('holds.release')}
          </Button>
        )}
        {hold.level === 1 && canConfirm && (
          <Stack gap={2} align="flex-end">
            <Button
              disabled={busy || days.length === 0}
              loading={confirm.isPending}
              onClick={() => confirm.mutate({ id: hold.id, ...chosen })}
            >
              {t('holds.confirm')}
            </Button>
            <Text size="xs" c="dimmed">
              {t(hold.eventId === null ? 'holds.confirm.hint' : 'holds.confirm.hintDraft')}
            </Text>
          </Stack>
        )}
      </Group>
      {mayOverride && (
        <Stack gap="xs">
          <Textarea
            label={t('holds.override.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            maxLength={500}
            autosize
            minRows={2}
          />
          <Button
            color="red"
            variant="light"
            disabled={busy || reason.trim() === ''}
            onClick={() => confirm.mutate({ id: hold.id, ...chosen, override: { reason } })}
          >
            {t('holds.override.confirm')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** The days a hold covers, in order. */
function daysOf(hold: { dateFrom: string; dateTo: string }): string[] {
  const days: string[] = [];
  for (let day = hold.dateFrom; day <= hold.dateTo; day = addDays(day, 1)) days.push(day);
  return days;
}
