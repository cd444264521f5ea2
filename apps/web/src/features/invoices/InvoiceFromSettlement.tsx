import { Button, Select, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { paramOfLocale, useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { queryClient, trpc } from '../../trpc';
import { ErrorAlert } from '../forms/ErrorAlert';

/**
 * On a locked settlement: the promoter's invoice as a draft, with the settlement's fee, in a series
 * of the event's company (picked when it has more than one); it opens to be checked and issued.
 */
export function InvoiceFromSettlement({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const event = useQuery(trpc.events.find.queryOptions({ id: eventId }));
  const empresaId = event.data?.empresaId ?? undefined;
  const series = useQuery({
    ...trpc.invoices.series.queryOptions({ empresaId }),
    enabled: empresaId !== undefined,
  });
  const ordinary = (series.data ?? []).filter((one) => one.kind === 'ordinary');
  const [seriesId, setSeriesId] = useState<string | null>(null);
  const picked = seriesId ?? (ordinary[0] ? String(ordinary[0].id) : null);
  const make = useMutation(
    trpc.invoices.fromEvent.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (draft) => {
        void queryClient.invalidateQueries({ queryKey: trpc.invoices.list.pathKey() });
        void navigate({
          to: '/{-$locale}/invoice/$id',
          params: { locale: paramOfLocale(locale), id: String(draft.id) },
        });
      },
    }),
  );
  if (series.isSuccess && ordinary.length === 0) {
    return <Text size="sm">{t('invoices.fromEvent.noSeries')}</Text>;
  }
  return (
    <Stack gap={6}>
      {ordinary.length > 1 && (
        <Select
          label={t('invoices.series.pick')}
          data={ordinary.map((one) => ({ value: String(one.id), label: one.code }))}
          value={picked}
          allowDeselect={false}
          onChange={setSeriesId}
        />
      )}
      <Button
        variant="light"
        leftSection={<IconFileInvoice size={16} />}
        disabled={!picked}
        loading={make.isPending}
        onClick={() => picked && make.mutate({ eventId, seriesId: Number(picked), party: 'promotor' })}
      >
        {t('invoices.fromEvent')}
      </Button>
      <Text size="xs" c="dimmed">
        {t('invoices.fromEvent.hint')}
      </Text>
      {make.isError && <ErrorAlert>{errorMessageOf(make.error)}</ErrorAlert>}
    </Stack>
  );
}
