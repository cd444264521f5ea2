import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconShieldCheck } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocale, useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { formatCount } from '../../lib/format';
import { trpc } from '../../trpc';
import { ErrorAlert } from '../forms/ErrorAlert';

/** Each issuer's chain of records: exported as the AEAT's XML, checked link by link. */
export function VerifactuPanel() {
  const t = useT();
  const issuers = useQuery(trpc.invoices.issuers.queryOptions());
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="verifactu-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="verifactu-title">
          {t('invoices.verifactu')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('invoices.verifactu.intro')}
        </Text>
        {issuers.data?.length === 0 && <Text size="sm">{t('invoices.verifactu.none')}</Text>}
        {issuers.data?.map((issuer) => (
          <IssuerChain key={issuer.nif} issuer={issuer} />
        ))}
      </Stack>
    </Paper>
  );
}

function IssuerChain({ issuer }: { issuer: { nif: string; name: string; records: number } }) {
  const t = useT();
  const locale = useLocale();
  const check = useMutation(trpc.invoices.checkChain.mutationOptions({ meta: { errorDisplay: 'inline' } }));
  const result = check.data;
  return (
    <Stack gap={6}>
      <Group justify="space-between" wrap="wrap">
        <Text fw={500}>
          {issuer.name} · {issuer.nif} · {formatCount(issuer.records, locale)}
        </Text>
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            component="a"
            href={`/api/verifactu/${encodeURIComponent(issuer.nif)}/registros.xml`}
            leftSection={<IconDownload size={14} />}
          >
            {t('invoices.verifactu.export')}
          </Button>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconShieldCheck size={14} />}
            loading={check.isPending}
            onClick={() => check.mutate({ issuerNif: issuer.nif })}
          >
            {t('invoices.verifactu.check')}
          </Button>
        </Group>
      </Group>
      {result && (
        <Alert color={result.ok ? 'teal' : 'red'} variant="light" role="status">
          {result.broken
            ? t('invoices.verifactu.broken', {
                number: result.broken.numSerie,
                problem: t(`invoices.verifactu.problem.${result.broken.problem}`),
              })
            : t('invoices.verifactu.ok', { count: formatCount(result.records, locale) })}
        </Alert>
      )}
      {check.isError && <ErrorAlert>{errorMessageOf(check.error)}</ErrorAlert>}
    </Stack>
  );
}
