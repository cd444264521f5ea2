import type { ReportFormat } from '@bolo/api/reports/public';
import { Button, Group, Loader, Stack } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n';
import { errorMessageOf } from '../../lib/api-errors';
import { downloadBlob } from '../../lib/download';
import { restErrorOfResponse, restHeaders } from '../../lib/rest';
import { ErrorAlert } from '../forms/ErrorAlert';
import { fileNameOfDisposition } from '../pdf/pdf-source';

/**
 * Saves an export as CSV or XLSX from `pathOf(format)` (the reports' events, the quarter's
 * withholdings, the receivables and payables); a refusal (too many rows …) shows the server's words.
 */
export function DownloadButtons({
  pathOf,
  names,
}: {
  pathOf: (format: ReportFormat) => string;
  /** The buttons' words, when not the report's own. */
  names?: Record<ReportFormat, string>;
}) {
  const t = useT();
  const [saving, setSaving] = useState<ReportFormat | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = async (format: ReportFormat) => {
    setSaving(format);
    setError(null);
    try {
      const response = await fetch(pathOf(format), {
        credentials: 'same-origin',
        headers: restHeaders(),
      });
      if (!response.ok) throw await restErrorOfResponse(response, t('reports.downloadFailed'));
      const name = fileNameOfDisposition(response.headers.get('Content-Disposition')) ?? `export.${format}`;
      downloadBlob(await response.blob(), name);
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap={4} align="flex-end">
      <Group gap="xs">
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            variant="default"
            leftSection={saving === format ? <Loader size={14} /> : <IconDownload size={16} />}
            disabled={saving !== null}
            onClick={() => void save(format)}
          >
            {names?.[format] ?? t(`reports.download.${format}`)}
          </Button>
        ))}
      </Group>
      {error && <ErrorAlert title={t('reports.downloadFailed')}>{error}</ErrorAlert>}
    </Stack>
  );
}
