import { masterTransferLimits, searchKey } from '@bolo/api/masters/public';
import {
  Alert,
  Badge,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconAlertCircle, IconFileTypeCsv } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { DataTable } from 'mantine-datatable';
import { useRef, useState } from 'react';
import { type Locale, type Translate, useLocale, useT } from '../../i18n';
import { showSuccess } from '../../lib/toast';
import { queryClient, trpc } from '../../trpc';
import { importMasterRows, type MasterFields, refreshMaster } from './api';
import {
  type CsvEncoding,
  decodeCsv,
  type FileProblem,
  MAX_IMPORT_FILE_ROWS,
  type ParsedCsv,
  parseMasterCsv,
} from './csv';
import type { MasterDescription } from './descriptions';
import { fieldLabel } from './labels';
import { fieldMessages, validateMasterInput } from './validation';

/** A row of the file: what it will create, and why not when it will not. */
interface PreviewRow {
  row: number;
  name: string;
  input: MasterFields;
  /** Messages by field path (`''`: the row as a whole); none means the row is imported. */
  errors: Record<string, string>;
  imported: boolean;
}

const PREVIEW_PAGE_SIZE = 10;
const NAME_CHECKS_AT_ONCE = 50;

const isReady = (row: PreviewRow) => !row.imported && Object.keys(row.errors).length === 0;
const isRefused = (row: PreviewRow) => !row.imported && Object.keys(row.errors).length > 0;

/** The file's rows checked as the server will: the master's schema, then names repeated in the file. */
function previewRows(description: MasterDescription, parsed: ParsedCsv, locale: Locale, t: Translate) {
  const firstRowOfName = new Map<string, number>();
  return parsed.rows.map(({ row, input, problems }): PreviewRow => {
    const errors = validateMasterInput(description, input, locale);
    for (const problem of problems) errors[problem.path] = t(`masters.import.${problem.message}`);
    const name = typeof input.name === 'string' ? input.name.trim() : '';
    if (Object.keys(errors).length === 0) {
      const first = firstRowOfName.get(searchKey(name));
      if (first === undefined) firstRowOfName.set(searchKey(name), row);
      else errors.name = t('masters.import.duplicateInFile', { row: first });
    }
    return { row, name, input, errors, imported: false };
  });
}

/** Why the file `name` is refused whole, with its line: nothing of it is imported. */
const fileProblemText = (problem: FileProblem, name: string, t: Translate) =>
  problem.kind === 'brokenQuote'
    ? t('masters.import.brokenQuote', { file: name, line: problem.line })
    : t('masters.import.fieldCount', {
        file: name,
        line: problem.line,
        expected: problem.expected,
        found: problem.found,
      });

/** The names among `names` that a row of the master already has (the server's name check). */
async function takenNames(description: MasterDescription, names: string[]): Promise<Set<string>> {
  const taken = new Set<string>();
  for (let start = 0; start < names.length; start += NAME_CHECKS_AT_ONCE) {
    const batch = names.slice(start, start + NAME_CHECKS_AT_ONCE);
    const answers = await Promise.all(
      batch.map((value) =>
        queryClient.fetchQuery({
          ...trpc.masters.checkName.queryOptions({ type: description.key, value }),
          meta: { errorDisplay: 'silent' },
        }),
      ),
    );
    answers.forEach((answer, index) => {
      const name = batch[index];
      if (!answer.available && name !== undefined) taken.add(name);
    });
  }
  return taken;
}

/** Import a master's rows from a CSV file: a preview says which rows will be refused and why. */
export function ImportModal({
  description,
  opened,
  onClose,
}: {
  description: MasterDescription;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={t('masters.import.title', { master: t(`masters.${description.key}.tab`) })}
    >
      {opened && <ImportSteps description={description} onClose={onClose} />}
    </Modal>
  );
}

function ImportSteps({ description, onClose }: { description: MasterDescription; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [encoding, setEncoding] = useState<CsvEncoding>('utf-8');
  const [ignoredColumns, setIgnoredColumns] = useState<string[]>([]);
  const [rows, setRows] = useState<PreviewRow[]>([]);
  const [checkingNames, setCheckingNames] = useState(false);
  const [shown, setShown] = useState<'all' | 'refused'>('all');
  const [page, setPage] = useState(1);
  const [imported, setImported] = useState(0);
  const reading = useRef(0);

  const importRows = useMutation({
    mutationFn: async () => {
      let count = 0;
      const ready = rows.filter(isReady);
      const { importRows: chunkSize } = masterTransferLimits;
      for (let start = 0; start < ready.length; start += chunkSize) {
        const chunk = ready.slice(start, start + chunkSize);
        const results = await importMasterRows(
          description.key,
          chunk.map((row) => row.input),
        );
        const answered = new Map(
          results.map((result) => {
            const row = chunk[result.row];
            const messages = Object.fromEntries(result.problems.map((p) => [p.path, p.message]));
            return [row?.row, { id: result.id, messages, input: row?.input ?? {} }];
          }),
        );
        setRows((current) =>
          current.map((row) => {
            const answer = answered.get(row.row);
            if (!answer) return row;
            if (answer.id !== null) return { ...row, imported: true };
            return { ...row, errors: fieldMessages(description, answer.messages, answer.input, locale) };
          }),
        );
        count += results.filter((result) => result.id !== null).length;
        setImported(count);
      }
      return count;
    },
    onSuccess: async (count) => {
      showSuccess(t('masters.import.toast', { count }));
      await refreshMaster(description.key);
    },
  });
  const read = async (picked: File | null) => {
    const attempt = ++reading.current;
    setFile(picked);
    setFileError(null);
    setEncoding('utf-8');
    setRows([]);
    setIgnoredColumns([]);
    setPage(1);
    setImported(0);
    importRows.reset();
    if (!picked) return;
    const { text, encoding: read } = decodeCsv(await picked.arrayBuffer());
    setEncoding(read);
    const parsed = parseMasterCsv(description, text);
    if (parsed.problem) return setFileError(fileProblemText(parsed.problem, picked.name, t));
    if (!parsed.hasNameColumn) return setFileError(t('masters.import.noName'));
    if (parsed.rows.length === 0) return setFileError(t('masters.import.empty'));
    if (parsed.rows.length > MAX_IMPORT_FILE_ROWS) {
      return setFileError(
        t('masters.import.tooMany', { count: parsed.rows.length, max: MAX_IMPORT_FILE_ROWS }),
      );
    }
    const preview = previewRows(description, parsed, locale, t);
    setRows(preview);
    setIgnoredColumns(parsed.ignoredColumns);
    setCheckingNames(true);
    try {
      const taken = await takenNames(
        description,
        preview.filter(isReady).map((row) => row.name),
      );
      const takenText = t(`masters.${description.key}.nameTaken`);
      if (attempt !== reading.current) return;
      setRows((current) =>
        current.map((row) => (taken.has(row.name) ? { ...row, errors: { name: takenText } } : row)),
      );
    } finally {
      if (attempt === reading.current) setCheckingNames(false);
    }
  };

  const done = importRows.isSuccess;

  const readyCount = rows.filter(isReady).length;
  const refused = rows.filter(isRefused);
  const visible = shown === 'all' ? rows : refused;
  const pageRows = visible.slice((page - 1) * PREVIEW_PAGE_SIZE, page * PREVIEW_PAGE_SIZE);

  const problemLines = (row: PreviewRow) =>
    Object.entries(row.errors).map(([path, message]) => {
      const label = fieldLabel(description, path, t);
      return label ? `${label}: ${message}` : message;
    });

  return (
    <Stack gap="md">
      <FileInput
        label={t('masters.import.file')}
        description={t('masters.import.hint', {
          columns: description.fields.map((field) => field.name).join(', '),
        })}
        placeholder={t('masters.import.pick')}
        accept=".csv,text/csv"
        leftSection={<IconFileTypeCsv size={16} />}
        value={file}
        onChange={(picked) => void read(picked)}
        clearable
        disabled={importRows.isPending}
      />
      {fileError && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {fileError}
        </Alert>
      )}
      {encoding === 'windows-1252' && !fileError && (
        <Text size="sm" c="dimmed">
          {t('masters.import.windows1252')}
        </Text>
      )}
      {ignoredColumns.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('masters.import.ignored', { columns: ignoredColumns.join(', ') })}
        </Text>
      )}
      {rows.length > 0 && (
        <>
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={500} role="status">
              {done
                ? t('masters.import.done', { count: imported, refused: refused.length })
                : checkingNames
                  ? t('masters.import.checking')
                  : t('masters.import.summary', { ready: readyCount, refused: refused.length })}
            </Text>
            <SegmentedControl
              size="xs"
              value={shown}
              onChange={(value) => {
                setShown(value === 'refused' ? 'refused' : 'all');
                setPage(1);
              }}
              data={[
                { value: 'all', label: t('masters.import.showAll', { count: rows.length }) },
                { value: 'refused', label: t('masters.import.showRefused', { count: refused.length }) },
              ]}
            />
          </Group>
          {importRows.isPending && <Progress value={(imported / Math.max(readyCount, 1)) * 100} animated />}
          <DataTable<PreviewRow>
            withTableBorder
            borderRadius="sm"
            minHeight={160}
            idAccessor="row"
            records={pageRows}
            totalRecords={visible.length}
            recordsPerPage={PREVIEW_PAGE_SIZE}
            page={page}
            onPageChange={setPage}
            noRecordsText={t('masters.import.noneRefused')}
            paginationText={({ from, to, totalRecords }) =>
              t('events.pagination', { from, to, total: totalRecords })
            }
            columns={[
              { accessor: 'row', title: t('masters.import.col.row'), width: 70 },
              { accessor: 'name', title: t('masters.field.name') },
              {
                accessor: 'errors',
                title: t('masters.import.col.result'),
                render: (row) =>
                  row.imported ? (
                    <Badge color="green" variant="light">
                      {t('masters.import.imported')}
                    </Badge>
                  ) : isReady(row) ? (
                    <Badge color="brand" variant="light">
                      {t('masters.import.ready')}
                    </Badge>
                  ) : (
                    <Stack gap={2}>
                      {problemLines(row).map((line) => (
                        <Text key={line} size="xs" c="red.8">
                          {line}
                        </Text>
                      ))}
                    </Stack>
                  ),
              },
            ]}
          />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('masters.import.close')}
        </Button>
        {!done && (
          <Button
            onClick={() => importRows.mutate()}
            loading={importRows.isPending}
            disabled={readyCount === 0 || checkingNames}
          >
            {t('masters.import.submit', { count: readyCount })}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
