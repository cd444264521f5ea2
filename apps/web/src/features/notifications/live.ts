import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { trpc } from '../../trpc';
import type { NotificationRow } from './wording';

type NotificationKind = NotificationRow['kind'];

/** The server's stream of the signed-in user's new notifications (server-sent events). */
const STREAM_URL = '/api/notifications/stream';
/**
 * `EventSource` reconnects by itself after a dropped connection; after a refusal (signed out, a
 * server that is down) it gives up, so the bell opens it again after this long.
 */
const REOPEN_MS = 15_000;

interface LiveUpdate {
  unreadCount: number;
  notification: { kind: NotificationKind } | null;
}

/**
 * What a new notification changes on screens that may be open: the counterparty's sending on the
 * event (and the party's data it wrote), an email's state, a contract link's opens, a contract's
 * signing, a hall's holds.
 */
const staleAfter: Record<NotificationKind, () => QueryKey[]> = {
  counterparty_sent: () => [trpc.counterparty.submissions.pathKey(), trpc.events.find.pathKey()],
  counterparty_advance_sent: () => [trpc.advance.changes.pathKey(), trpc.advance.get.pathKey()],
  email_failed: () => [trpc.eventMail.list.pathKey(), trpc.mail.list.pathKey()],
  contract_link_opened: () => [trpc.eventContracts.list.pathKey()],
  hold_promoted: () => [trpc.holds.list.pathKey()],
  hold_challenged: () => [trpc.holds.list.pathKey()],
  hold_released: () => [trpc.holds.list.pathKey()],
  hold_updated: () => [trpc.holds.list.pathKey()],
  hold_confirmed: () => [trpc.holds.list.pathKey()],
  hold_date_booked: () => [trpc.holds.list.pathKey(), trpc.holds.conflicts.pathKey()],
  hold_challenge_lost: () => [trpc.holds.list.pathKey()],
  hold_expiring: () => [trpc.holds.list.pathKey()],
  payment_overdue: () => [trpc.payments.schedule.pathKey(), trpc.payments.ledger.pathKey()],
  contract_signing_viewed: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  contract_signing_signed: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  contract_signing_declined: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  contract_signing_completed: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  contract_signing_expired: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  contract_signing_voided: () => [trpc.eventContracts.signing.get.pathKey(), trpc.events.audit.pathKey()],
  advance_schedule_changed: () => [trpc.advance.get.pathKey(), trpc.events.calendar.schedule.pathKey()],
};

/** Keeps the unread count and the lists current from the stream while the bell is shown. */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let source: EventSource | undefined;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      source = new EventSource(STREAM_URL);
      source.onmessage = (message: MessageEvent<string>) => {
        const update = JSON.parse(message.data) as LiveUpdate;
        queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), {
          unreadCount: update.unreadCount,
        });
        if (!update.notification) return;
        for (const queryKey of [trpc.notifications.list.pathKey(), ...staleAfter[update.notification.kind]()])
          void queryClient.invalidateQueries({ queryKey });
      };
      source.onerror = () => {
        if (source?.readyState === EventSource.CLOSED) reopen = setTimeout(open, REOPEN_MS);
      };
    };
    open();
    return () => {
      clearTimeout(reopen);
      source?.close();
    };
  }, [queryClient]);
}

/** Marks some notifications read (all without `ids`); the answer's count updates the bell. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const onSuccess = (answer: { unreadCount: number }) => {
    queryClient.setQueryData(trpc.notifications.unreadCount.queryKey(), answer);
    void queryClient.invalidateQueries({ queryKey: trpc.notifications.list.pathKey() });
  };
  return {
    some: useMutation(trpc.notifications.markRead.mutationOptions({ onSuccess })),
    all: useMutation(trpc.notifications.markAllRead.mutationOptions({ onSuccess })),
  };
}
