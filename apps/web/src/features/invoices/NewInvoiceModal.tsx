import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { queryClient, trpc } from '../../trpc';
import { ErrorAlert } from '../forms/ErrorAlert';

/** A blank draft in an ordinary series the person picks; it opens at once to be filled in. */
export function NewInvoiceModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const t = useT();
  const series = useQuery({ ...trpc.invoices.series.queryOptions({}), enabled: opened });
  const ordinary = (series.data ?? []).filter((one) => one.kind === 'ordinary');
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const picked = seriesId ?? (ordinary.length === 1 ? String(ordinary[0]?.id) : null);
  const create = useMutation(
    trpc.invoices.create.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (invoice) => {
        void queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });
        onClose();
        onCreated(invoice.id);
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.new.title')} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) {
            create.mutate({
              seriesId: Number(picked),
              customer: { name: '—', taxId: '', country: 'ES', address: '' },
              lines: [],
            });
          }
        }}
      >
        <Stack>
          {series.isSuccess && ordinary.length === 0 ? (
            <Text size="sm">{t('invoices.series.none')}</Text>
          ) : (
            <Select
              label={t('invoices.series.pick')}
              required
              data-autofocus
              data={ordinary.map((one) => ({
                value: String(one.id),
                label: `${one.code} · ${one.empresaName}`,
              }))}
              value={picked}
              onChange={setSeriesId}
            />
          )}
          {create.isError && <ErrorAlert>{errorMessageOf(create.error)}</ErrorAlert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!picked} loading={create.isPending}>
              {t('invoices.new.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
