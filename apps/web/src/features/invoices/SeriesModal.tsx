import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { ErrorAlert } from '../forms/ErrorAlert';

/** The companies' series: what each is, its next number; a new one added with its code and kind. */
export function SeriesModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  const series = useQuery({ ...trpc.invoices.series.queryOptions({}), enabled: opened });
  const companies = useQuery({ ...trpc.invoices.companies.queryOptions(), enabled: opened });
  const [empresaId, setEmpresaId] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'ordinary' | 'rectifying'>('ordinary');
  const companyOptions = (companies.data ?? []).map((company) => ({
    value: String(company.id),
    label: company.name,
  }));
  const company = empresaId ?? (companyOptions.length === 1 ? (companyOptions[0]?.value ?? null) : null);
  const create = useMutation(
    trpc.invoices.createSeries.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (made) => {
        setCode('');
        showSuccess(made.code);
        return queryClient.invalidateQueries({ queryKey: trpc.invoices.series.pathKey() });
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('invoices.series.title')} size="lg" centered>
      <Stack>
        {series.data?.length === 0 && <Text size="sm">{t('invoices.series.none')}</Text>}
        {(series.data?.length ?? 0) > 0 && (
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoices.series.code')}</Table.Th>
                  <Table.Th>{t('invoices.series.company')}</Table.Th>
                  <Table.Th>{t('invoices.series.kind')}</Table.Th>
                  <Table.Th ta="right">{t('invoices.series.next')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {series.data?.map((one) => (
                  <Table.Tr key={one.id}>
                    <Table.Td>{one.code}</Table.Td>
                    <Table.Td>{one.empresaName}</Table.Td>
                    <Table.Td>{t(`invoices.series.kind.${one.kind}`)}</Table.Td>
                    <Table.Td ta="right">{one.nextNumber}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (company && code.trim())
              create.mutate({ empresaId: Number(company), code: code.trim(), kind });
          }}
        >
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Select
                label={t('invoices.series.company')}
                required
                data={companyOptions}
                value={company}
                onChange={setEmpresaId}
              />
              <TextInput
                label={t('invoices.series.code')}
                description={t('invoices.series.code.hint')}
                required
                value={code}
                onChange={(event) => setCode(event.currentTarget.value)}
              />
              <Select
                label={t('invoices.series.kind')}
                data={(['ordinary', 'rectifying'] as const).map((value) => ({
                  value,
                  label: t(`invoices.series.kind.${value}`),
                }))}
                value={kind}
                allowDeselect={false}
                onChange={(value) => setKind(value === 'rectifying' ? 'rectifying' : 'ordinary')}
              />
            </SimpleGrid>
            {create.isError && <ErrorAlert>{errorMessageOf(create.error)}</ErrorAlert>}
            <Group justify="flex-end">
              <Button type="submit" disabled={!company || !code.trim()} loading={create.isPending}>
                {t('invoices.series.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Modal>
  );
}
