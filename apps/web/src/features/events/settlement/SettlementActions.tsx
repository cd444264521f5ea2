import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocale, useT } from '../../../i18n';
import { errorCodeOf, errorMessageOf } from '../../../lib/api-errors';
import { downloadBlob } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { queryClient, trpc, useMe } from '../../../trpc';
import { ADMIN_ROLE, roleAllows } from '../../admin/access';
import { Guard } from '../../auth/guard';
import { ErrorAlert } from '../../forms/ErrorAlert';
import { ReasonModal } from '../../forms/ReasonModal';
import { InvoiceFromSettlement } from '../../invoices/InvoiceFromSettlement';
import { pdfFileName } from '../../pdf/pdf-source';
import { refreshEventLists } from '../editor/event-cache';
import { type Sheet, settlementSheet } from './api';
import type { Settlement } from './settlement-form';

/** After a lock or a reopening: the event's phase, its history and the lists show the change. */
const refreshEvent = (eventId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: trpc.events.find.queryKey({ id: eventId }) }),
    queryClient.invalidateQueries({ queryKey: trpc.events.audit.pathKey() }),
    refreshEventLists(),
  ]);

/**
 * What is done with the settlement as a whole: its two sheets, locking it (asked first; the saved
 * version only) and, for an administrator, reopening a locked one with a reason.
 */
export function SettlementActions({
  settlement,
  dirty,
  onChange,
}: {
  settlement: Settlement;
  dirty: boolean;
  onChange: (settlement: Settlement) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const me = useMe();
  const { eventId } = settlement;
  const locked = settlement.status === 'locked';
  const [reopening, setReopening] = useState(false);

  const sheet = useMutation({
    mutationFn: (which: Sheet) => settlementSheet(eventId, which, t),
    meta: { errorDisplay: 'inline' },
    onSuccess: (pdf, which) =>
      downloadBlob(pdf.blob, pdfFileName(pdf.name, `liquidacion-${which}-${eventId}.pdf`)),
  });
  const lock = useMutation(
    trpc.settlements.lock.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        onChange(saved);
        showSuccess(t('settlement.lock.done'));
        return refreshEvent(eventId);
      },
      // the server knows the show's date on the office's calendar: it asks, and the person confirms
      onError: (error, input) => {
        if (errorCodeOf(error) !== 'settlement_before_show') return;
        modals.openConfirmModal({
          title: t('settlement.lock.beforeShow.title'),
          centered: true,
          children: <Text size="sm">{errorMessageOf(error)}</Text>,
          labels: { confirm: t('settlement.lock.beforeShow.confirm'), cancel: t('common.cancel') },
          confirmProps: { color: 'orange' },
          onConfirm: () => lock.mutate({ ...input, beforeShowDate: true }),
        });
      },
    }),
  );
  const confirmLock = () =>
    modals.openConfirmModal({
      title: t('settlement.lock.title'),
      centered: true,
      children: <Text size="sm">{t('settlement.lock.text')}</Text>,
      labels: { confirm: t('settlement.lock'), cancel: t('common.cancel') },
      onConfirm: () => lock.mutate({ eventId, version: settlement.version }),
    });
  const unsaved = dirty || settlement.version === 0;
  const lockRefused = errorCodeOf(lock.error) === 'settlement_before_show' ? null : lock.error;
  const refused = [sheet.error, lockRefused].find(Boolean);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        {locked && (
          <Alert color="teal" variant="light" icon={<IconLock size={18} />}>
            {t('settlement.locked', { date: formatDateTime(settlement.lockedAt, locale) })}
          </Alert>
        )}
        {(['external', 'internal'] as const).map((which) => (
          <Button
            key={which}
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={sheet.isPending && sheet.variables === which}
            onClick={() => sheet.mutate(which)}
          >
            {t(`settlement.pdf.${which}`)}
          </Button>
        ))}
        {locked && (
          <Guard access="Facturas">
            <InvoiceFromSettlement eventId={eventId} />
          </Guard>
        )}
        {locked ? (
          roleAllows(me?.role, ADMIN_ROLE) && (
            <Button
              variant="light"
              leftSection={<IconLockOpen size={16} />}
              onClick={() => setReopening(true)}
            >
              {t('settlement.reopen')}
            </Button>
          )
        ) : (
          <Stack gap={4}>
            <Button
              leftSection={<IconLock size={16} />}
              disabled={unsaved}
              loading={lock.isPending}
              onClick={confirmLock}
            >
              {t('settlement.lock')}
            </Button>
            {unsaved && (
              <Text size="xs" c="dimmed">
                {t('settlement.lock.saveFirst')}
              </Text>
            )}
          </Stack>
        )}
        {refused && <ErrorAlert>{errorMessageOf(refused)}</ErrorAlert>}
      </Stack>
      <ReopenModal
        eventId={eventId}
        opened={reopening}
        onClose={() => setReopening(false)}
        onReopened={onChange}
      />
    </Paper>
  );
}

/** An administrator reopens a locked settlement, saying why (kept in the event's history). */
function ReopenModal({
  eventId,
  opened,
  onClose,
  onReopened,
}: {
  eventId: number;
  opened: boolean;
  onClose: () => void;
  onReopened: (settlement: Settlement) => void;
}) {
  const t = useT();
  const reopen = useMutation(
    trpc.settlements.reopen.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (saved) => {
        onReopened(saved);
        onClose();
        showSuccess(t('settlement.reopen.done'));
        return refreshEvent(eventId);
      },
    }),
  );
  return (
    <ReasonModal
      opened={opened}
      onClose={onClose}
      title={t('settlement.reopen')}
      label={t('settlement.reopen.reason')}
      description={t('settlement.reopen.reasonHint')}
      confirm={t('settlement.reopen.confirm')}
      pending={reopen.isPending}
      error={reopen.error}
      onSubmit={(reason) => reopen.mutate({ eventId, reason })}
    />
  );
}
