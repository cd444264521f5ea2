import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocale, useT } from '../../../i18n';
import { downloadBlob } from '../../../lib/download';
import { formatDateTime } from '../../../lib/format';
import { trpc } from '../../../trpc';
import { LinkPanel, linkChange } from '../../forms/LinkPanel';
import { fetchPdf } from '../../pdf/fetch-pdf';
import { pdfFileName } from '../../pdf/pdf-source';
import { DocumentError } from '../documents/DocumentParts';

/** As the server takes them (`daySheetLinkCreate`); 30 is also the server's default. */
const LINK_DAYS = { min: 1, max: 365, default: 30 };

/**
 * The day sheet (issue 32): its PDF in the page's language, and the signed link to its page for
 * the crew's phones, made, copied again or revoked here.
 */
export function DaySheet({ eventId }: { eventId: number }) {
  const t = useT();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const input = { eventId };
  const queryKey = trpc.advance.daySheetLink.queryKey(input);
  const link = useQuery(trpc.advance.daySheetLink.queryOptions(input));
  const pdf = useMutation({
    mutationFn: () =>
      fetchPdf(`/api/evento/${eventId}/avance/hojaDeRuta.pdf?lang=${locale}`, {
        failed: t('advance.daySheet.pdfFailed'),
        notPdf: t('pdf.error.notPdf'),
      }),
    meta: { errorDisplay: 'inline' },
    onSuccess: (file) => downloadBlob(file.blob, pdfFileName(file.name, `hoja-de-ruta-${eventId}.pdf`)),
  });
  const create = useMutation(
    trpc.advance.daySheetLinkCreate.mutationOptions(
      linkChange(queryClient, queryKey, t('advance.daySheet.link.created')),
    ),
  );
  const revoke = useMutation(
    trpc.advance.daySheetLinkRevoke.mutationOptions(
      linkChange(queryClient, queryKey, t('advance.daySheet.link.revoked'), true),
    ),
  );
  const current = link.data ?? null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="day-sheet-title">
      <Stack gap="sm">
        <Title order={4} id="day-sheet-title">
          {t('advance.daySheet.title')}
        </Title>
        <Group>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate()}
          >
            {t('advance.daySheet.pdf')}
          </Button>
        </Group>
        <DocumentError error={pdf.error} />
        <LinkPanel
          messages="advance.daySheet.link"
          link={current}
          usage={
            current?.lastUsedAt
              ? t('advance.daySheet.link.used', { at: formatDateTime(current.lastUsedAt, locale) })
              : t('advance.daySheet.link.neverUsed')
          }
          days={LINK_DAYS}
          creating={create.isPending}
          revoking={revoke.isPending}
          onCreate={(days) => create.mutate({ ...input, days })}
          onRevoke={() => revoke.mutate(input)}
        >
          <DocumentError error={create.error ?? revoke.error} />
        </LinkPanel>
      </Stack>
    </Paper>
  );
}
